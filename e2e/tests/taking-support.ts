import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible as axe, registerAccount, signInPage, type Account } from '../support.ts';

/** Demo quiz titles (apps/server/src/seed/demo-content.ts). */
export const NINE_TYPES = 'Tour of the Nine Question Types';
export const TIMED = 'Capital Cities Sprint';

/** The nine-type quiz's questions and their right answers, by question text. */
export const Q = {
  single: 'Which planet is known as the Red Planet?',
  multi: 'Which of these planets are gas giants? Select all that apply.',
  trueFalse: 'Light from the Sun takes about eight minutes to reach the Earth.',
  open: 'Which force keeps the planets in their orbits around the Sun? Answer in one word.',
  fillGap: 'Complete the sentence about water.',
  compliance: 'Which of these follow the rules of a safe school laboratory?',
  ordering: 'Put these planets in order of distance from the Sun, closest first.',
  hotspot: 'Click on the largest planet in the Solar System.',
  matching: 'Match each scientist with their discovery.',
} as const;
export type QuestionKey = keyof typeof Q;

export const RIGHT_ORDER = ['Mercury', 'Earth', 'Mars', 'Jupiter'];
export const RIGHT_MATCHES: Array<[string, string]> = [
  ['Isaac Newton', 'The laws of motion and universal gravitation'],
  ['Marie Curie', 'The radioactive elements polonium and radium'],
  ['Charles Darwin', 'Evolution by natural selection'],
];

/** A fresh student (tests run in parallel; one active attempt per user and quiz), signed in on the page. */
export async function newStudent(page: Page): Promise<Account> {
  const account = await registerAccount(page.request);
  await signInPage(page, account);
  return account;
}

export async function tokenOf(
  request: APIRequestContext,
  who: { username: string; password: string },
): Promise<string> {
  const response = await request.post('/api/v1/auth/login', { data: who });
  expect(response.status()).toBe(200);
  return (await response.json()).accessToken as string;
}

/**
 * A draft quiz made through the API by the author `headers` sign for, with one TRUE_FALSE question (answer true)
 * per text, in that order.
 */
export async function createTrueFalseQuiz(
  request: APIRequestContext,
  headers: { Authorization: string },
  quiz: { title: string; description: string },
  questionTexts: string[],
): Promise<{ quizId: string; questionIds: string[] }> {
  const created = await request.post('/api/v1/quizzes', { headers, data: quiz });
  expect(created.status(), await created.text()).toBe(201);
  const { quizId } = (await created.json()) as { quizId: string };
  const questionIds: string[] = [];
  for (const questionText of questionTexts) {
    const question = await request.post('/api/v1/questions', {
      headers,
      data: { type: 'TRUE_FALSE', questionText, content: { answer: true }, quizIds: [quizId] },
    });
    expect(question.status()).toBe(201);
    questionIds.push(((await question.json()) as { questionId: string }).questionId);
  }
  return { quizId, questionIds };
}

/** A demo quiz's id, looked up through the public list. */
export async function quizIdByTitle(request: APIRequestContext, title: string): Promise<string> {
  const token = await tokenOf(request, DEMO.student);
  const response = await request.get('/api/v1/quizzes', {
    params: { scope: 'public', search: title, size: 5 },
    headers: { Authorization: `Bearer ${token}` },
  });
  const quiz = (await response.json()).content.find((item: { title: string }) => item.title === title);
  expect(quiz, `demo quiz "${title}"`).toBeTruthy();
  return quiz.id as string;
}

/** The card of one question, found by its text. */
export const questionCard = (page: Page, key: QuestionKey): Locator =>
  page.locator('section', { has: page.getByText(Q[key], { exact: true }) });

/** Focuses a control and presses a key: the keyboard path, no pointer involved. */
async function key(control: Locator, keys: string) {
  await control.focus();
  await control.press(keys);
}

/**
 * Answers one nine-type question right, with the keyboard only (Space on radios, checkboxes and
 * toggle buttons, typing in text boxes, Enter on move buttons, arrow keys in the selects).
 */
export async function answerRight(page: Page, question: QuestionKey) {
  const card = questionCard(page, question);
  switch (question) {
    case 'single':
      return key(card.getByRole('radio', { name: /Mars$/ }), 'Space');
    case 'multi':
      await key(card.getByRole('checkbox', { name: /Jupiter$/ }), 'Space');
      return key(card.getByRole('checkbox', { name: /Saturn$/ }), 'Space');
    case 'trueFalse':
      return key(card.getByRole('radio', { name: 'True' }), 'Space');
    case 'open':
      await card.getByRole('textbox', { name: 'Your answer' }).focus();
      return page.keyboard.type('Gravity');
    case 'fillGap':
      await card.getByRole('textbox', { name: 'Gap 1' }).focus();
      await page.keyboard.type('hydrogen');
      await page.keyboard.press('Tab');
      await expect(card.getByRole('textbox', { name: 'Gap 2' })).toBeFocused();
      return page.keyboard.type(' Oxygen ');
    case 'compliance':
      await key(card.getByRole('checkbox', { name: 'Wear safety goggles when heating chemicals.' }), 'Space');
      return key(card.getByRole('checkbox', { name: 'Tie back long hair when working near a flame.' }), 'Space');
    case 'ordering':
      return orderItems(card, RIGHT_ORDER);
    case 'hotspot':
      await key(card.getByRole('button', { name: 'Region 3' }), 'Space');
      return expect(card.getByRole('button', { name: 'Region 3' })).toHaveAttribute('aria-pressed', 'true');
    case 'matching':
      for (const [left, right] of RIGHT_MATCHES) {
        await card.getByRole('combobox', { name: `Match for ${left}` }).focus();
        await card.getByRole('combobox', { name: `Match for ${left}` }).selectOption({ label: right });
      }
      return undefined;
  }
}

/** Puts the ordering items in `order` with the 'Move ... up' buttons (Enter), one place at a time. */
export async function orderItems(card: Locator, order: string[]) {
  for (const [target, text] of order.entries()) {
    const current = await currentOrder(card);
    for (let position = current.indexOf(text); position > target; position -= 1) {
      await key(card.getByRole('button', { name: `Move ${text} up` }), 'Enter');
    }
  }
  expect(await currentOrder(card)).toEqual(order);
}

async function currentOrder(card: Locator): Promise<string[]> {
  const labels = await card
    .getByRole('button', { name: /^Move .* down$/ })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Move /, '').replace(/ down$/, ''));
}

/** The question number shown on a One by One screen ('Question 3 of 9'). */
export async function currentQuestionKey(page: Page): Promise<QuestionKey> {
  for (const [name, text] of Object.entries(Q) as Array<[QuestionKey, string]>) {
    if (await page.getByText(text, { exact: true }).isVisible()) {
      return name;
    }
  }
  throw new Error('no known question on screen');
}

/** Finishes an attempt through the API (ALL_AT_ONCE, every answer right but `wrong`), for statistics to exist. */
export async function completeAttemptByApi(
  request: APIRequestContext,
  account: { username: string; password: string },
  quizId: string,
) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, account)}` };
  const started = await (
    await request.post(`/api/v1/attempts/quizzes/${quizId}`, { data: { mode: 'ALL_AT_ONCE' }, headers })
  ).json();
  const questions = (await (
    await request.get(`/api/v1/attempts/${started.attemptId}/questions`, { headers })
  ).json()) as Array<{ id: string; type: string }>;
  const single = questions.find((question) => question.type === 'MCQ_SINGLE');
  const truth = questions.find((question) => question.type === 'TRUE_FALSE');
  const answers = [
    { questionId: single?.id, response: { selectedOptionId: 'b' } },
    { questionId: truth?.id, response: { answer: false } },
  ];
  expect(
    (
      await request.post(`/api/v1/attempts/${started.attemptId}/answers/batch`, { data: { answers }, headers })
    ).status(),
  ).toBe(200);
  const done = await request.post(`/api/v1/attempts/${started.attemptId}/complete`, { headers });
  expect(done.status()).toBe(200);
  return { attemptId: started.attemptId as string, quizId };
}

/**
 * axe on the screen as it is, in both themes: the page is loaded in light, then switched to dark the
 * way the theme provider does it (data-theme and color-scheme on <html>), so each screen is set up once.
 */
export async function expectAccessible(page: Page, screen: string) {
  // Colours change without transitions, so axe never measures a colour half-way.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
      document.documentElement.style.colorScheme = value;
    }, theme);
    await axe(page, `${screen} (${theme})`);
  }
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'light';
    document.documentElement.style.colorScheme = 'light';
  });
}
