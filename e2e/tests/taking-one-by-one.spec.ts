import { expect, test } from '../support.ts';
import { answerRight, currentQuestionKey, NINE_TYPES, newStudent, Q } from './taking-support.ts';

test.describe('taking a quiz one question at a time', () => {
  test('a student finds the nine-type quiz, answers every widget right with the keyboard only and scores 100 %', async ({
    page,
  }) => {
    await newStudent(page);
    await page.goto('/quizzes');
    await page.getByLabel('Search quizzes').fill('nine question types');
    await expect(page).toHaveURL(/search=nine/);
    await expect(page.getByText('1 quiz found')).toBeVisible();
    await page.getByRole('link', { name: NINE_TYPES, exact: true }).click();
    await expect(page.getByRole('heading', { name: NINE_TYPES, level: 1 })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Start Quiz' }).first().click();

    await expect(page).toHaveURL(/\/attempt\/start$/);
    await expect(page.getByRole('radio', { name: 'One by One' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Timed' })).toBeDisabled();
    await page.getByRole('button', { name: 'Start Quiz' }).press('Enter');

    await expect(page).toHaveURL(/\/attempt\?attemptId=[0-9a-f-]{36}$/);
    const seen: string[] = [];
    for (let number = 1; number <= 9; number += 1) {
      await expect(page.getByRole('heading', { name: `Question ${number} of 9` })).toBeVisible();
      const question = await currentQuestionKey(page);
      seen.push(question);
      const submit = page.getByRole('button', { name: 'Submit Answer' });
      if (question !== 'ordering') {
        // Ordering starts from the order shown, which is already an answer.
        await expect(submit).toBeDisabled();
      }
      await answerRight(page, question);
      await expect(submit).toBeEnabled();
      await submit.focus();
      await page.keyboard.press('Enter');
      if (number < 9) {
        // The next question takes the focus, so a keyboard user carries on from there.
        await expect(page.getByRole('heading', { name: `Question ${number + 1} of 9` })).toBeFocused();
      }
    }
    expect(seen).toEqual(Object.keys(Q));

    await expect(page).toHaveURL(/\/results\?attemptId=/);
    await expect(page.getByRole('heading', { name: 'Quiz Results' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Score: 100%' })).toBeVisible();
    // Total Score 9 of 9 points and Correct 9 of 9 questions.
    await expect(page.getByText('9 of 9', { exact: true })).toHaveCount(2);
    await expect(page.getByText('Passed', { exact: true })).toBeVisible();
    const breakdown = page.getByRole('region', { name: 'Question breakdown' });
    await expect(breakdown.getByRole('article')).toHaveCount(9);
    await expect(breakdown.getByText('Incorrect', { exact: true })).toHaveCount(0);
    await expect(
      breakdown.getByText('Iron oxide (rust) in the dust and rocks on its surface gives Mars its reddish colour.'),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/quizmaker-taking-results-100.png', fullPage: true });
  });
});
