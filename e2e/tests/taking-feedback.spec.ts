import { DEMO, expect, test } from '../support.ts';
import { expectAccessible, newStudent, tokenOf } from './taking-support.ts';

/**
 * A quiz whose feedback is IMMEDIATE (api.md "Attempts"): after each answer the taker sees the
 * verdict, the right answer and the explanation before moving on; the results agree at the end.
 */
test('immediate feedback: each answer is judged and explained before the next question', async ({ page }) => {
  const headers = { Authorization: `Bearer ${await tokenOf(page.request, DEMO.creator)}` };
  const created = await page.request.post('/api/v1/quizzes', {
    data: {
      title: `Feedback drill ${Date.now()}`,
      visibility: 'PUBLIC',
      feedbackMode: 'IMMEDIATE',
      isRepetitionEnabled: true,
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { quizId } = (await created.json()) as { quizId: string };
  const questions = [
    {
      questionText: 'Water boils at 100 degrees Celsius at sea level.',
      content: { answer: true },
      explanation: 'At standard pressure water boils at 100 °C.',
    },
    {
      questionText: 'The Moon gives off its own light.',
      content: { answer: false },
      explanation: 'The Moon reflects the light of the Sun.',
    },
  ];
  for (const question of questions) {
    const made = await page.request.post('/api/v1/questions', {
      data: { type: 'TRUE_FALSE', ...question, quizIds: [quizId] },
      headers,
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  expect(
    (await page.request.patch(`/api/v1/quizzes/${quizId}/status`, { data: { status: 'PUBLISHED' }, headers })).status(),
  ).toBe(200);

  await newStudent(page);
  await page.goto(`/quizzes/${quizId}/attempt?mode=ONE_BY_ONE`);

  // First question answered right: Correct, with the explanation, and nothing to submit until Next.
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText('At standard pressure water boils at 100 °C.')).toBeVisible();
  await expect(page.getByText('Correct', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toHaveCount(0);
  await expectAccessible(page, 'Immediate feedback (correct)');
  await page.getByRole('button', { name: 'Next Question' }).click();

  // Second answered wrong: Incorrect, the right answer (False) and the explanation.
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeFocused();
  await page.getByRole('radio', { name: 'True' }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText('The Moon reflects the light of the Sun.')).toBeVisible();
  await expect(page.getByText('Incorrect', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Finish Quiz' }).click();

  await page.waitForURL(/\/results\?attemptId=/);
  await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
  await expect(page.getByText('50%').first()).toBeVisible();
});
