import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, registerAccount, signInPage, test, useTheme, type Account } from '../support.ts';
import {
  answerRight,
  createTrueFalseQuiz,
  newStudent,
  Q,
  questionCard,
  RIGHT_MATCHES,
  RIGHT_ORDER,
  tokenOf,
  type QuestionKey,
} from './taking-support.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/quizmaker-e2e-shots';
mkdirSync(SHOTS, { recursive: true });

/** Adds one question through the Add Question modal; `fillAnswers` fills the type's editor. */
async function addQuestion(
  page: Page,
  type: string,
  text: string,
  fillAnswers: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Question' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Question type').selectOption(type);
  await dialog.getByLabel(/Question text/).fill(text);
  await fillAnswers(dialog);
  await dialog.getByRole('button', { name: 'Create Question' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

const rowTexts = (page: Page) =>
  page.getByRole('list', { name: 'Questions of this quiz, in order' }).locator('li[data-item-id] p').allTextContents();

/** A real 120x80 PNG (blue) for the hotspot question, built here instead of shipping a binary. */
function buildPng(width = 120, height = 80): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([40, 90, 200]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = buildPng();

type Dialog = ReturnType<Page['getByRole']>;
const fillAll = async (dialog: Dialog, label: (n: number) => string, texts: string[]) => {
  for (const [index, text] of texts.entries()) {
    await dialog.getByLabel(label(index + 1), { exact: true }).fill(text);
  }
};

/**
 * The nine questions of the demo "Tour of the Nine Question Types", written by hand in the Add
 * Question modal, so the taking helpers answer the copy exactly as they answer the original.
 */
const NINE: Array<[string, string, (dialog: Dialog) => Promise<void>]> = [
  [
    'MCQ_SINGLE',
    Q.single,
    async (dialog) => {
      await fillAll(dialog, (n) => `Option ${'ABCD'[n - 1]}`, ['Venus', 'Mars', 'Jupiter', 'Mercury']);
      await dialog.getByRole('radio', { name: 'Option B is correct' }).check();
    },
  ],
  [
    'MCQ_MULTI',
    Q.multi,
    async (dialog) => {
      await fillAll(dialog, (n) => `Option ${'ABCD'[n - 1]}`, ['Jupiter', 'Saturn', 'Mars', 'Earth']);
      await dialog.getByRole('checkbox', { name: 'Option A is correct' }).check();
      await dialog.getByRole('checkbox', { name: 'Option B is correct' }).check();
    },
  ],
  ['TRUE_FALSE', Q.trueFalse, async (dialog) => dialog.getByRole('radio', { name: 'True' }).check()],
  ['OPEN', Q.open, async (dialog) => dialog.getByLabel(/Model answer/).fill('Gravity')],
  [
    'FILL_GAP',
    Q.fillGap,
    async (dialog) => {
      await dialog
        .getByLabel('Text with gaps')
        .fill('A water molecule is made of two ___1___ atoms and one ___2___ atom.');
      await dialog.getByLabel('Answer for gap 1').fill('hydrogen');
      await dialog.getByLabel('Answer for gap 2').fill('oxygen');
    },
  ],
  [
    'COMPLIANCE',
    Q.compliance,
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Add statement' }).click();
      await dialog.getByRole('button', { name: 'Add statement' }).click();
      await fillAll(dialog, (n) => `Statement ${n}`, [
        'Wear safety goggles when heating chemicals.',
        'Taste a substance to find out what it is.',
        'Tie back long hair when working near a flame.',
        'Pour water into concentrated acid.',
      ]);
      for (const [n, compliant] of [
        [1, true],
        [2, false],
        [3, true],
        [4, false],
      ] as const) {
        await dialog.getByRole('checkbox', { name: `Statement ${n} is compliant` }).setChecked(compliant);
      }
    },
  ],
  [
    'ORDERING',
    Q.ordering,
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Add item' }).click();
      await fillAll(dialog, (n) => `Item ${n}`, RIGHT_ORDER);
    },
  ],
  [
    'HOTSPOT',
    Q.hotspot,
    async (dialog) => {
      await dialog
        .locator('input[type=file]')
        .setInputFiles({ name: 'planets.png', mimeType: 'image/png', buffer: PNG });
      await expect(dialog.getByLabel('Image URL')).toHaveValue(/\/api\/v1\/media\/images\//);
      for (let n = 0; n < 3; n += 1) {
        await dialog.getByRole('button', { name: 'Add region' }).click();
      }
      await dialog.getByRole('checkbox', { name: 'Region 1 is correct' }).uncheck();
      await dialog.getByRole('checkbox', { name: 'Region 2 is correct' }).uncheck();
      await expect(dialog.getByRole('checkbox', { name: 'Region 3 is correct' })).toBeChecked();
    },
  ],
  [
    'MATCHING',
    Q.matching,
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Add pair' }).click();
      await fillAll(
        dialog,
        (n) => `Left item ${n}`,
        RIGHT_MATCHES.map(([left]) => left),
      );
      await fillAll(
        dialog,
        (n) => `Matching right item ${n}`,
        RIGHT_MATCHES.map(([, right]) => right),
      );
    },
  ],
];

async function quizIdOf(request: APIRequestContext, account: Account, title: string): Promise<string> {
  const { accessToken } = await (await request.post('/api/v1/auth/login', { data: account })).json();
  const list = await (
    await request.get('/api/v1/quizzes', {
      params: { scope: 'me', search: title },
      headers: { Authorization: `Bearer ${accessToken}` },
    })
  ).json();
  return list.content[0].id as string;
}

test('a creator builds a quiz by hand with all nine question types (hotspot image uploaded), reorders it, publishes it, finds it on My Quizzes; another user scores 100 %', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request);
  await useTheme(page, 'light');
  await signInPage(page, account);
  const title = `Nine ${account.username}`;

  await page.goto('/quizzes/create');
  await expect(page.getByRole('heading', { name: /Step 1 of 4: Choose Creation Method/ })).toBeVisible();
  await expectAccessible(page, 'wizard step 1');
  await page.getByRole('radio', { name: /Create manually/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/Quiz title/).fill(title);
  await page.getByLabel('Description').fill('Every question type, written by hand.');
  await page.getByLabel('Visibility').selectOption('PUBLIC');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /Step 3 of 4: Add Questions/ })).toBeVisible();

  for (const [type, text, fillAnswers] of NINE) {
    await addQuestion(page, type, text, fillAnswers);
  }
  await expect(page.getByRole('tab', { name: 'Questions (9)' })).toBeVisible();
  await expectAccessible(page, 'wizard step 3');

  await page.getByRole('button', { name: 'Complete Quiz Creation' }).click();
  await expect(page.getByRole('heading', { name: /Step 4 of 4: Review & Complete/ })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Quiz' })).toBeVisible();
  const quizId = /\/quizzes\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? (await quizIdOf(request, account, title));

  // Reorder on the Questions tab: by button, then by keyboard drag and drop; both stay on screen until Save.
  await page.getByRole('tab', { name: /Questions/ }).click();
  await expect(page.getByRole('heading', { name: 'Current Questions (9)' })).toBeVisible();
  await page.getByRole('button', { name: 'Move question 3 up' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Reorder question 1' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/Question 1 is over position 1 of 9/)).toBeAttached();
  // dnd-kit's keyboard sensor starts listening for arrow keys on a timer after the pick-up, so an
  // ArrowDown pressed at once can go unheard (seen once in CI): press it again only while the item
  // has not moved, never twice once it has.
  const overSecond = page.getByText(/Question 1 is over position 2 of 9/);
  await expect(async () => {
    if ((await overSecond.count()) === 0) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(overSecond).toBeAttached({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press('Space');
  const firstThree = [Q.trueFalse, Q.single, Q.multi];
  await expect.poll(async () => (await rowTexts(page)).slice(0, 3)).toEqual(firstThree);
  await page.screenshot({ path: `${SHOTS}/authoring-editor-questions-light.png`, fullPage: true });
  await expectAccessible(page, 'quiz editor questions tab');

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page.getByText('Quiz saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/quizzes$/);
  await page.goto(`/quizzes/${quizId}/edit?tab=questions`);
  await expect.poll(async () => (await rowTexts(page)).slice(0, 3)).toEqual(firstThree);
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.goto('/my-quizzes');
  await expect(page.getByText(title).first()).toBeVisible();

  // Another user takes it, all at once, with every answer right.
  const other = await browser.newContext();
  const taker = await other.newPage();
  await newStudent(taker);
  await taker.goto(`/quizzes/${quizId}/attempt/start`);
  await taker.getByRole('radio', { name: 'All at Once' }).check();
  await taker.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(taker.getByRole('region', { name: /^Question \d of 9$/ })).toHaveCount(9);
  await expect(questionCard(taker, 'hotspot').getByRole('img', { name: 'Question image' })).toBeVisible();
  await expect(questionCard(taker, 'hotspot').getByText('Image not available')).toHaveCount(0);
  for (const key of Object.keys(Q) as QuestionKey[]) {
    await answerRight(taker, key);
  }
  await expect(taker.getByRole('progressbar', { name: '9 of 9 answered' })).toBeVisible();
  await taker.getByRole('button', { name: 'Submit All Answers' }).click();
  const confirm = taker.getByRole('alertdialog', { name: 'Submit All Answers' });
  if (await confirm.isVisible().catch(() => false)) {
    await confirm
      .getByRole('button', { name: /Submit/ })
      .last()
      .click();
  }
  await expect(taker).toHaveURL(/\/results\?attemptId=/);
  await expect(taker.getByRole('img', { name: /^Score: 100(\.0)?%$/ })).toBeVisible();
  await expect(taker.getByText(/^✓\s*Correct$/)).toHaveCount(9);
  await other.close();
});

for (const mode of ['light', 'dark'] as const) {
  test(`authoring screens pass axe in ${mode} mode (editor tabs, Add Question modal, status dialog)`, async ({
    page,
    request,
  }) => {
    // Fourteen axe scans of whole screens, each seconds long on a loaded 2-core machine: past the default
    // minute in a clean-clone CI run (the scan or the click after it was cut off at 60 s, light and dark).
    test.setTimeout(180_000);
    const account = await registerAccount(request);
    await useTheme(page, mode);
    await signInPage(page, account);
    const headers = { Authorization: `Bearer ${await tokenOf(request, account)}` };
    const {
      quizId,
      questionIds: [questionId],
    } = await createTrueFalseQuiz(request, headers, { title: `Axe ${mode} quiz`, description: 'For the checks.' }, [
      'Water is <b>wet</b>.',
    ]);

    await page.goto(`/quizzes/${quizId}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Quiz' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Draft' }).focus();
    await expectAccessible(page, `editor management (${mode})`);
    await page.getByLabel(/Quiz title/).fill('');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Please complete the following:')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/authoring-editor-errors-${mode}.png`, fullPage: true });
    await expectAccessible(page, `editor with errors (${mode})`);
    await page.getByLabel(/Quiz title/).fill(`Axe ${mode} quiz`);

    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
    await expectAccessible(page, `editor preview (${mode})`);

    await page.getByRole('tab', { name: /Questions/ }).click();
    await expect(page.getByRole('heading', { name: 'Current Questions (1)' })).toBeVisible();
    await expectAccessible(page, `editor questions tab (${mode})`);
    await page.getByRole('button', { name: 'Add Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Question' });
    await dialog.getByLabel('Question type').selectOption('HOTSPOT');
    await page.screenshot({ path: `${SHOTS}/authoring-question-modal-${mode}.png` });
    await expectAccessible(page, `add question modal (${mode})`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Manage Status' }).click();
    await expect(page.getByRole('dialog', { name: 'Quiz Status Management' })).toBeVisible();
    await expectAccessible(page, `status dialog (${mode})`);
    await page.keyboard.press('Escape');

    // The question bank: full-page forms, the modal and the delete dialog.
    await page.goto('/questions/new');
    await expect(page.getByRole('heading', { name: 'Create New Question' })).toBeVisible();
    await expectAccessible(page, `/questions/new (${mode})`);
    await page.goto(`/questions/${questionId}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Question' })).toBeVisible();
    await expect(page.getByLabel(/Question text/)).toHaveValue('Water is <b>wet</b>.');
    await expectAccessible(page, `/questions/{id}/edit (${mode})`);
    await page.goto('/questions');
    await page.getByRole('button', { name: 'Create Question' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New Question' });
    await expect(modal.getByLabel('Question type')).toBeVisible();
    await expectAccessible(page, `/questions modal (${mode})`);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete question: Water is wet.' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Question' });
    await expect(
      confirm.getByText('Are you sure you want to delete this question? This action cannot be undone.'),
    ).toBeVisible();
    await expectAccessible(page, `/questions delete dialog (${mode})`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // The creation wizard, manual method: steps 1, 2 and 3 (with a question).
    await page.goto('/quizzes/create');
    await expect(page.getByRole('heading', { name: /Step 1 of 4: Choose Creation Method/ })).toBeVisible();
    await expectAccessible(page, `wizard step 1 (${mode})`);
    await page.getByRole('radio', { name: /Create manually/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: /Step 2 of 4: Configure Quiz Settings/ })).toBeVisible();
    await page.getByLabel(/Quiz title/).fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel(/Quiz title/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `wizard step 2, manual, with errors (${mode})`);
    await page.getByLabel(/Quiz title/).fill(`Wizard ${mode} quiz`);
    await expectAccessible(page, `wizard step 2, manual (${mode})`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: /Step 3 of 4: Add Questions/ })).toBeVisible();
    await addQuestion(page, 'TRUE_FALSE', 'The Sun is a star.', async (added) =>
      added.getByRole('radio', { name: 'True' }).check(),
    );
    await page.screenshot({ path: `${SHOTS}/authoring-wizard-step3-${mode}.png`, fullPage: true });
    await expectAccessible(page, `wizard step 3 (${mode})`);
  });
}
