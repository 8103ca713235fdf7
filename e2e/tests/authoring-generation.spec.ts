import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { buildDocx, buildPdf } from '../../apps/server/src/extraction/test-support/build-files.ts';
import {
  DEMO,
  expect,
  expectAccessible,
  registerAccount,
  signInPage,
  test,
  useTheme,
  type Account,
} from '../support.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/quizmaker-e2e-shots';
mkdirSync(SHOTS, { recursive: true });

const TEXT =
  'The Nile is a major north-flowing river in northeastern Africa. It flows into the Mediterranean Sea. The Amazon river carries more water than any other river. ' +
  'The Danube flows through ten countries in Europe and empties into the Black Sea. Vienna, Budapest and Belgrade lie on the Danube.';

/** Gives the account tokens through the admin adjustment call (the demo seed gives new accounts none). */
async function creditTokens(request: APIRequestContext, account: Account, amountTokens = 20_000) {
  const login = await request.post('/api/v1/auth/login', { data: DEMO.admin });
  const { accessToken } = await login.json();
  const response = await request.post('/api/v1/admin/billing/adjustments', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { userId: account.id, amountTokens, reason: 'e2e authoring journey' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function writeFixtures() {
  const dir = join(tmpdir(), `authoring-e2e-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const docx = join(dir, 'rivers.docx');
  const pdf = join(dir, 'mountains.pdf');
  writeFileSync(
    docx,
    await buildDocx([
      { heading: 1, text: 'Chapter 1: The Nile' },
      {
        text: 'The Nile is a major north-flowing river in northeastern Africa. It flows into the Mediterranean Sea. The Nile is among the longest rivers in the world.',
      },
      { heading: 1, text: 'Chapter 2: The Amazon' },
      {
        text: 'The Amazon river in South America carries more water than any other river. The rainforest surrounds much of the river basin.',
      },
    ]),
  );
  writeFileSync(
    pdf,
    await buildPdf([
      [
        'Mountains of the World',
        'Mount Everest is the highest mountain on Earth above sea level.',
        'It lies in the Himalayas on the border of Nepal and China.',
      ],
      ['K2 is the second highest mountain on Earth.', 'It lies in the Karakoram range between Pakistan and China.'],
    ]),
  );
  return { docx, pdf };
}

test('documents: upload a DOCX and a PDF, read and search the chunks, generate a quiz from the document and open it in the editor', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const files = await writeFixtures();
  const account = await registerAccount(request);
  await creditTokens(request, account);
  await useTheme(page, 'light');
  await signInPage(page, account);

  await page.goto('/documents/upload');
  await expect(page.getByRole('heading', { name: 'Upload Document' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'By chapter' })).toBeAttached();
  await page.getByLabel('Chunking strategy').selectOption('CHAPTER_BASED');
  await page.locator('input[type=file]').setInputFiles(files.docx);
  await expectAccessible(page, 'upload screen');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('100%')).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Generate Quiz' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Start Generation' })).toBeEnabled({ timeout: 30_000 });
  await expect(modal.getByText(/\d+ tokens/).first()).toBeVisible();
  await modal.getByLabel(/Quiz title/).fill('Rivers from a document');
  await modal.getByRole('radio', { name: 'Chosen chunks' }).check();
  await modal.getByRole('checkbox').first().check();
  await page.screenshot({ path: `${SHOTS}/authoring-generate-modal-light.png` });
  await expectAccessible(page, 'generate quiz modal');
  await modal.getByRole('button', { name: 'Start Generation' }).click();
  await expect(modal.getByRole('link', { name: 'View Generated Quiz' })).toBeVisible({ timeout: 60_000 });
  await expect(modal.getByText('Completed')).toBeVisible();
  await modal.getByRole('link', { name: 'Open in the Editor' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Quiz' })).toBeVisible();
  await expect(page.getByLabel(/Quiz title/)).toHaveValue('Rivers from a document');
  await page.getByRole('tab', { name: /Questions/ }).click();
  await expect(page.getByRole('heading', { name: /Current Questions \([1-9]\d*\)/ })).toBeVisible();

  await page.goto('/documents/upload');
  await expect(page.getByRole('option', { name: 'By page' })).toBeAttached();
  await page.locator('input[type=file]').setInputFiles(files.pdf);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Generate Quiz' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Generate Quiz' }).getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/documents');
  await expect(page.getByRole('row', { name: /mountains\.pdf/ }).getByText('Processed')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Status').selectOption('PROCESSED');
  await expect(page.getByRole('row', { name: /rivers\.docx/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/authoring-documents-light.png`, fullPage: true });
  await expectAccessible(page, 'documents list');

  await page
    .getByRole('row', { name: /rivers\.docx/ })
    .getByRole('link', { name: /View/ })
    .click();
  await expect(page.getByRole('heading', { name: /Chunk 1 of \d+/ })).toBeVisible();
  await page.getByLabel('Search in the document').fill('amazon');
  await expect(page.getByText(/Match 1 of \d+/)).toBeVisible();
  await expect(page.locator('#current-match')).toHaveText(/amazon/i);
  await page.getByRole('button', { name: 'Next match' }).click();
  await page.screenshot({ path: `${SHOTS}/authoring-viewer-light.png`, fullPage: true });
  await expectAccessible(page, 'document viewer');

  // The PDF too: its text was really extracted, page by page, and can be read and searched.
  await page.goto('/documents');
  await page
    .getByRole('row', { name: /mountains\.pdf/ })
    .getByRole('link', { name: /View/ })
    .click();
  await expect(page.getByRole('heading', { name: /Chunk 1 of \d+/ })).toBeVisible();
  await expect(page.getByText(/Mount Everest is the highest mountain on Earth/)).toBeVisible();
  await page.getByLabel('Search in the document').fill('k2');
  await expect(page.getByText(/Match 1 of \d+/)).toBeVisible();
  await expect(page.locator('#current-match')).toHaveText(/k2/i);
  await expect(page.getByText(/second highest mountain on Earth/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/authoring-viewer-pdf-light.png`, fullPage: true });

  await page.goto('/questions');
  await expect(page.getByRole('heading', { name: 'Questions', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page, 'questions (light)');

  // The same screens in dark mode.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => window.localStorage.setItem('qm-theme', 'dark'));
  for (const [path, ready] of [
    ['/questions', page.getByRole('heading', { name: 'Questions', level: 1 })],
    ['/documents', page.getByRole('row', { name: /rivers\.docx/ })],
    ['/documents/upload', page.getByRole('option', { name: 'By page' })],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeAttached();
    await expectAccessible(page, `${path} (dark)`);
  }
  await page.goto('/documents');
  await page
    .getByRole('row', { name: /rivers\.docx/ })
    .getByRole('link', { name: /View/ })
    .click();
  await page.getByLabel('Search in the document').fill('nile');
  await expect(page.getByText(/Match 1 of \d+/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/authoring-viewer-dark.png`, fullPage: true });
  await expectAccessible(page, 'document viewer (dark)');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Generate Quiz' })
      .getByText(/\d+ tokens/)
      .first(),
  ).toBeVisible();
  await expectAccessible(page, 'generate quiz modal (dark)');
});

for (const mode of ['light', 'dark'] as const) {
  test(`text method (${mode}): the wizard shows the cost, generates the quiz with the offline generator and lands on step 4`, async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await creditTokens(request, account);
    await useTheme(page, mode);
    await signInPage(page, account);
    await page.goto('/quizzes/create');
    await page.getByRole('radio', { name: /Generate from text/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Text content/).fill(TEXT);
    await page.getByLabel(/^Quiz title/).fill('Rivers from text');
    await expectAccessible(page, `wizard text settings (${mode})`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: /Step 3 of 4: Generate Questions/ })).toBeVisible();
    await expect(page.getByText(/About \d+ tokens/)).toBeVisible();
    await expectAccessible(page, `wizard estimate (${mode})`);
    await page.screenshot({ path: `${SHOTS}/authoring-wizard-estimate-${mode}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Start Generation' }).click();
    await expect(page.getByRole('heading', { name: /Step 4 of 4: Review & Complete/ })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText('Rivers from text')).toBeVisible();
    await expectAccessible(page, `wizard step 4 (${mode})`);
    await page.getByRole('link', { name: 'Edit Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Quiz' })).toBeVisible();
  });
}

/**
 * A 600 KB plain-text atlas whose few facts repeat with small changes. The offline generator has to
 * read every 20,000-character chunk of it and turn down most of its candidates as duplicates, which
 * keeps a job PROCESSING for about a minute: long enough to press Cancel on a job that is really running.
 */
function largeDocument(): Buffer {
  const sentences = [
    'The Nile is a major north-flowing river in northeastern Africa.',
    'It flows into the Mediterranean Sea.',
    'The Amazon river carries more water than any other river.',
    'The Danube flows through ten countries in Europe and empties into the Black Sea.',
    'Vienna, Budapest and Belgrade lie on the Danube.',
    'Mount Everest is the highest mountain on Earth above sea level.',
  ];
  const adjectives = ['great', 'old', 'famous', 'long', 'wide'];
  const parts: string[] = [];
  let length = 0;
  for (let index = 0; length < 600_000; index += 1) {
    const sentence = (sentences[index % sentences.length] as string).replace(
      'The',
      `The ${adjectives[index % adjectives.length]}`,
    );
    const part = sentence + (index % 40 === 39 ? '\n\n' : ' ');
    parts.push(part);
    length += part.length;
  }
  return Buffer.from(parts.join(''), 'utf8');
}

/** The account's bearer header, for reading what the server holds. */
async function authOf(request: APIRequestContext, account: Account) {
  const { accessToken } = await (await request.post('/api/v1/auth/login', { data: account })).json();
  return { Authorization: `Bearer ${accessToken}` };
}

/** The account's job as the generation-status call answers it, and the account's token balance. */
async function jobAndBalance(request: APIRequestContext, headers: Record<string, string>, jobId: string) {
  const job = await (await request.get(`/api/v1/quizzes/generation-status/${jobId}`, { headers })).json();
  const balance = await (await request.get('/api/v1/billing/balance', { headers })).json();
  return { job, balance };
}

/** Cancels the running test's job if it has not (the test failed before its own Cancel); a no-op after it. */
let cancelAtEnd: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await cancelAtEnd?.();
  cancelAtEnd = null;
});

for (const mode of ['light', 'dark'] as const) {
  test(`cancelling a running generation (${mode}) returns the wizard to step 1, and the server ends the job as CANCELLED with its tokens released`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await registerAccount(request);
    await creditTokens(request, account);
    const headers = await authOf(request, account);
    const before = (await (await request.get('/api/v1/billing/balance', { headers })).json()).availableTokens as number;
    await useTheme(page, mode);
    await signInPage(page, account);
    await page.goto('/quizzes/create');
    await page.getByRole('radio', { name: /Generate from a document/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByTestId('file-input')
      .setInputFiles({ name: 'river-atlas.txt', mimeType: 'text/plain', buffer: largeDocument() });
    await page.getByLabel(/^Quiz title/).fill('To be cancelled');
    await page.getByLabel('Chunking strategy').selectOption('FIXED_SIZE');
    await page.getByRole('textbox', { name: 'Max chunk size (characters)' }).fill('20000');
    await page.getByRole('textbox', { name: 'Max chunk size (characters)' }).blur();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: /Step 3 of 4: Generate Questions/ })).toBeVisible();

    const started = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/quizzes/generate-from-upload') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Start Generation' }).click();
    const startResponse = await started;
    expect(startResponse.status(), await startResponse.text()).toBe(202);
    const { jobId, totalChunks } = (await startResponse.json()) as { jobId: string; totalChunks: number };
    // A test that fails before its Cancel click would leave a minute-long job holding one of the server's
    // two generation slots, and the next test's small job would wait behind it: cancel it here then.
    cancelAtEnd = async () => {
      await request.delete(`/api/v1/quizzes/generation-status/${jobId}`, { headers });
    };
    expect(totalChunks).toBeGreaterThanOrEqual(30);
    // Cancel shows while the job is PROCESSING: at once, or at the next 5 s poll if it was still PENDING.
    const cancel = page.getByRole('button', { name: 'Cancel Generation' });
    await expect(cancel).toBeVisible({ timeout: 20_000 });
    // The first chunk is named once the generator has read the whole 600 KB document: a few seconds on an
    // idle machine, more than ten on a loaded one with the other colour scheme's job reading at once.
    await expect(page.getByText(new RegExp(`Working on: Chunk \\d+ of ${totalChunks}`))).toBeVisible({
      timeout: 45_000,
    });
    expect((await jobAndBalance(request, headers, jobId)).job.status).toBe('PROCESSING');
    await page.screenshot({ path: `${SHOTS}/authoring-progress-${mode}.png`, fullPage: true });
    await expectAccessible(page, `generation progress (${mode})`);

    await cancel.click();
    await expect(page.getByRole('heading', { name: /Step 1 of 4: Choose Creation Method/ })).toBeVisible();
    const { job, balance } = await jobAndBalance(request, headers, jobId);
    expect(job).toMatchObject({ status: 'CANCELLED', billingState: 'RELEASED', generatedQuizId: null });
    expect(job.processedChunks).toBeLessThan(totalChunks);
    expect(balance).toMatchObject({ availableTokens: before, reservedTokens: 0 });
    // The runner notices the cancel at its next heartbeat and stops: the job stays CANCELLED.
    await page.waitForTimeout(2500);
    expect((await jobAndBalance(request, headers, jobId)).job.status).toBe('CANCELLED');
  });
}
