import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, registerAccount, signInPage, test } from '../support.ts';

/**
 * Web hardening (issue 11, item 8): a stored XSS payload in every text field of every question
 * type (and in the quiz's title and description) renders inert wherever the app shows it — quiz
 * list rows and cards, quiz detail, taking all at once, one by one and timed, results with answers
 * and explanations, the author's question bank and editor preview; links that open a new tab carry rel=noopener; the built bundle holds no
 * secrets.
 */

/** Runs code in the page if rendered as HTML: a counter the test reads back. */
const payload = (label: string) =>
  `${label} <img src=x onerror="window.__pwned=(window.__pwned||0)+1"><script>window.__pwned=(window.__pwned||0)+1</script><svg onload="window.__pwned=1"></svg><a href="javascript:window.__pwned=1">go-${label}</a><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`;
const short = (label: string) => `${label}<img src=x onerror=window.__pwned=1>`;

function nineQuestions(imageUrl: string) {
  return [
    {
      type: 'MCQ_SINGLE',
      content: {
        options: [
          { id: 'a', text: payload('single-a'), correct: true },
          { id: 'b', text: payload('single-b'), correct: false },
        ],
      },
    },
    {
      type: 'MCQ_MULTI',
      content: {
        options: [
          { id: 'a', text: payload('multi-a'), correct: true },
          { id: 'b', text: payload('multi-b'), correct: true },
          { id: 'c', text: payload('multi-c'), correct: false },
        ],
      },
    },
    { type: 'TRUE_FALSE', content: { answer: true } },
    { type: 'OPEN', content: { answer: payload('open-answer') } },
    {
      type: 'FILL_GAP',
      content: {
        text: `${payload('gap-before')} ___1___ ${payload('gap-after')}`,
        gaps: [{ id: 1, answer: short('gap') }],
      },
    },
    {
      type: 'COMPLIANCE',
      content: {
        statements: [
          { id: 1, text: payload('rule-1'), compliant: true },
          { id: 2, text: payload('rule-2'), compliant: false },
        ],
      },
    },
    {
      type: 'ORDERING',
      content: {
        items: [
          { id: 1, text: payload('item-1') },
          { id: 2, text: payload('item-2') },
          { id: 3, text: payload('item-3') },
        ],
      },
    },
    {
      type: 'HOTSPOT',
      content: {
        imageUrl,
        regions: [
          { id: 1, x: 10, y: 10, width: 30, height: 30, correct: true },
          { id: 2, x: 50, y: 50, width: 30, height: 30, correct: false },
        ],
      },
    },
    {
      type: 'MATCHING',
      content: {
        left: [
          { id: 1, text: payload('left-1'), matchId: 10 },
          { id: 2, text: payload('left-2'), matchId: 11 },
        ],
        right: [
          { id: 10, text: payload('right-10') },
          { id: 11, text: payload('right-11') },
        ],
      },
    },
  ];
}

/** A valid answer of each type to the hostile questions, so a one-question-at-a-time attempt moves on. */
const ANSWERS: Record<string, unknown> = {
  MCQ_SINGLE: { selectedOptionId: 'a' },
  MCQ_MULTI: { selectedOptionIds: ['a', 'b'] },
  TRUE_FALSE: { answer: true },
  OPEN: { answer: 'An inert answer' },
  FILL_GAP: { answers: [{ gapId: 1, answer: 'gap' }] },
  COMPLIANCE: { selectedStatementIds: [1] },
  ORDERING: { orderedItemIds: [1, 2, 3] },
  HOTSPOT: { regionId: 1 },
  MATCHING: {
    matches: [
      { leftId: 1, rightId: 10 },
      { leftId: 2, rightId: 11 },
    ],
  },
};

async function createHostileQuiz(
  request: APIRequestContext,
  token: string,
  baseURL: string,
  { title = short('XSS quiz'), timed = false } = {},
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const quiz = await request.post('/api/v1/quizzes', {
    headers,
    data: {
      title,
      description: payload('description'),
      visibility: 'PUBLIC',
      feedbackMode: 'AFTER_COMPLETION',
      ...(timed ? { timerEnabled: true, timerDuration: 30 } : {}),
    },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  const quizId = (await quiz.json()).quizId as string;
  const imageUrl = `${baseURL}/api/v1/media/assets/solar-system.svg?x="><img src=x onerror=window.__pwned=1>`;
  for (const [index, question] of nineQuestions(imageUrl).entries()) {
    const created = await request.post('/api/v1/questions', {
      headers,
      data: {
        ...question,
        questionText: payload(`question-${index + 1}`),
        hint: payload(`hint-${index + 1}`),
        explanation: payload(`explanation-${index + 1}`),
        quizIds: [quizId],
      },
    });
    expect(created.status(), `${question.type}: ${await created.text()}`).toBe(201);
  }
  const published = await request.patch(`/api/v1/quizzes/${quizId}/status`, { headers, data: { status: 'PUBLISHED' } });
  expect(published.status(), await published.text()).toBe(200);
  return quizId;
}

/** Nothing ran, no active markup made it into the DOM, and new-tab links cannot reach back. */
async function expectInert(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => ({
    pwned: (window as { __pwned?: number }).__pwned ?? 0,
    handlers: document.querySelectorAll('[onerror],[onload],[onclick],[onmouseover]').length,
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    injectedScripts: Array.from(document.querySelectorAll('script')).filter(
      (script) => !script.src && script.textContent.includes('__pwned'),
    ).length,
    iframes: document.querySelectorAll('iframe').length,
    unsafeBlankLinks: Array.from(document.querySelectorAll('a[target="_blank"]'))
      .filter((link) => !/\bnoopener\b/.test(link.getAttribute('rel') ?? ''))
      .map((link) => link.outerHTML),
  }));
  expect(state, where).toEqual({
    pwned: 0,
    handlers: 0,
    javascriptLinks: 0,
    injectedScripts: 0,
    iframes: 0,
    unsafeBlankLinks: [],
  });
}

test.describe('stored XSS in every text field renders inert', () => {
  test('quiz detail, taking all at once, results, question bank and editor preview', async ({
    page,
    browser,
    baseURL,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const author = await registerAccount(page.request);
    const login = await page.request.post('/api/v1/auth/login', { data: author });
    const quizId = await createHostileQuiz(page.request, (await login.json()).accessToken, baseURL as string);

    // A taker.
    const student = await registerAccount(page.request);
    await signInPage(page, student);
    await page.goto(`/quizzes/${quizId}`);
    await expect(page.getByText('description', { exact: false }).first()).toBeVisible();
    await expectInert(page, 'quiz detail');

    await page.goto(`/quizzes/${quizId}/attempt/start`);
    await page.getByRole('radio', { name: 'All at Once' }).check();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page).toHaveURL(/\/attempt\?attemptId=/);
    await expect(page.getByText('question-1', { exact: false }).first()).toBeVisible();
    await expectInert(page, 'taking all at once');

    await page.getByRole('button', { name: 'Submit All Answers' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit All Answers' });
    await confirm
      .getByRole('button', { name: /Submit/ })
      .last()
      .click();
    await expect(page).toHaveURL(/\/results\?attemptId=/);
    await expect(page.getByText('explanation-1', { exact: false }).first()).toBeVisible();
    await expectInert(page, 'results with answers and explanations');

    // The author, in a browser of their own: question bank and the editor's preview.
    const authorContext = await browser.newContext();
    const authorPage = await authorContext.newPage();
    authorPage.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInPage(authorPage, author);
    await authorPage.goto('/questions');
    await expect(authorPage.getByText('question-1', { exact: false }).first()).toBeVisible();
    await expectInert(authorPage, 'question bank');
    await authorPage.goto(`/quizzes/${quizId}/edit?tab=preview`);
    await expect(authorPage.getByText('question-2', { exact: false }).first()).toBeVisible();
    await expectInert(authorPage, 'editor preview');
    await authorContext.close();

    expect(dialogs).toEqual([]);
  });
});

/**
 * Walks a ONE_BY_ONE or TIMED attempt through all nine hostile questions: each answer widget is
 * checked on screen, then answered through the API (the widgets differ per type; what matters here is
 * that each one rendered inert) and the page reloaded, which shows the attempt's next question.
 */
async function walkOneAtATime(
  page: Page,
  quizId: string,
  mode: 'One by One' | 'Timed',
  headers: Record<string, string>,
) {
  await page.goto(`/quizzes/${quizId}/attempt/start`);
  await page.getByRole('radio', { name: mode }).check();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/attempt\?attemptId=/);
  const attemptId = new URL(page.url()).searchParams.get('attemptId') as string;
  const seen: string[] = [];
  for (let number = 1; number <= 9; number += 1) {
    await expect(page.getByRole('heading', { name: `Question ${number} of 9` })).toBeVisible();
    const current = await (
      await page.request.get(`/api/v1/attempts/${attemptId}/current-question`, { headers })
    ).json();
    const label = /question-\d+/.exec(current.question.questionText as string)?.[0] as string;
    await expect(page.getByText(label, { exact: false }).first()).toBeVisible();
    await expectInert(page, `${mode} widget ${current.question.type}`);
    seen.push(current.question.type);
    const answered = await page.request.post(`/api/v1/attempts/${attemptId}/answers`, {
      headers,
      data: { questionId: current.question.id, response: ANSWERS[current.question.type] },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    if (number < 9) {
      await page.reload();
    }
  }
  expect(seen.sort()).toEqual(Object.keys(ANSWERS).sort());
}

test.describe('stored XSS on the one-question-at-a-time screens and the quiz list', () => {
  test('quiz list rows and cards on /quizzes, ONE_BY_ONE and TIMED answer widgets', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const author = await registerAccount(page.request);
    const authorToken = (await (await page.request.post('/api/v1/auth/login', { data: author })).json())
      .accessToken as string;
    const marker = author.username;
    const untimed = await createHostileQuiz(page.request, authorToken, baseURL as string, {
      title: `${marker}${short('list')}`,
    });
    const timed = await createHostileQuiz(page.request, authorToken, baseURL as string, {
      title: `${marker}${short('timed')}`,
      timed: true,
    });

    const student = await registerAccount(page.request);
    await signInPage(page, student);
    const headers = {
      Authorization: `Bearer ${(await (await page.request.post('/api/v1/auth/login', { data: student })).json()).accessToken}`,
    };

    // The hostile titles and descriptions where a visitor first meets them: the public list, as rows and as cards.
    for (const view of ['list', 'grid'] as const) {
      await page.goto(`/quizzes?search=${marker}&view=${view}`);
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByText('description', { exact: false }).first()).toBeVisible();
      await expect(page.getByText(`${marker}list`, { exact: false }).first()).toBeVisible();
      await expectInert(page, `/quizzes ${view} view`);
    }

    await walkOneAtATime(page, untimed, 'One by One', headers);
    await walkOneAtATime(page, timed, 'Timed', headers);
    expect(dialogs).toEqual([]);
  });
});

test.describe('the built bundle', () => {
  test('holds no secrets', () => {
    const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(js|mjs|html|css|json|map|txt|webmanifest)$/.test(entry.name)) files.push(path);
      }
    };
    walk(dist);
    expect(files.length).toBeGreaterThan(0);
    const secrets = [
      /sk_(live|test)_[0-9A-Za-z]{8,}/,
      /whsec_[0-9A-Za-z]{8,}/,
      /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
      /\b(JWT_SECRET|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|OPENAI_API_KEY|ADMIN_PASSWORD|SMTP_URL|DATABASE_URL|REDIS_URL)\b/,
      /postgres(ql)?:\/\/[^"'\s]*:[^"'\s]*@/,
      /smtp:\/\/[^"'\s]*:[^"'\s]*@/,
      /\bsk-[A-Za-z0-9]{20,}/,
    ];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const secret of secrets) {
        expect(secret.test(text), `${file} matches ${secret}`).toBe(false);
      }
    }
  });
});
