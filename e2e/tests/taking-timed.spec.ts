import { expect, test } from '../support.ts';
import { newStudent, quizIdByTitle, TIMED } from './taking-support.ts';

const seconds = (clock: string) => {
  const [minutes, rest] = clock.split(':').map(Number);
  return (minutes ?? 0) * 60 + (rest ?? 0);
};

test.describe('a timed attempt', () => {
  test('counts down from the server clock, pauses with the clock stopped, resumes on reopening with the time kept, and completes', async ({
    page,
  }) => {
    await newStudent(page);
    const quizId = await quizIdByTitle(page.request, TIMED);
    await page.goto(`/quizzes/${quizId}/attempt/start`);
    await expect(page.getByRole('radio', { name: 'Timed' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'One by One' })).toBeDisabled();
    await page.getByRole('button', { name: 'Start Quiz' }).click();

    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^(10:00|9:5\d)$/);
    await expect(page.getByRole('heading', { name: 'Question 1 of 6' })).toBeVisible();
    await page.getByRole('radio', { name: /Canberra$/ }).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 6' })).toBeVisible();
    // Typed but not sent yet: a draft that a pause and a reload keep.
    await page.getByRole('radio', { name: /Ottawa$/ }).check();

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('heading', { name: 'Attempt paused' })).toBeVisible();
    await expect(page.getByText('Question 2 of 6')).toHaveCount(0);
    const left = (await timer.textContent()) ?? '';
    expect(seconds(left)).toBeGreaterThan(500);

    // While paused the clock stands still.
    await page.waitForTimeout(2100);
    await expect(timer).toHaveText(left);

    // Opening a paused attempt resumes it (spec 3: 'with attemptId in the URL, resume that attempt'),
    // with the time it had left and the draft kept.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 2 of 6' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Ottawa$/ })).toBeChecked();
    await expect.poll(async () => seconds((await timer.textContent()) ?? '')).toBeLessThan(seconds(left));
    expect(seconds((await timer.textContent()) ?? '')).toBeGreaterThan(seconds(left) - 10);
    await page.getByRole('button', { name: 'Submit Answer' }).click();

    await expect(page.getByRole('heading', { name: 'Question 3 of 6' })).toBeVisible();
    await page.getByRole('radio', { name: 'False' }).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('heading', { name: 'Question 4 of 6' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Gap 1' }).fill('Alexandria');
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('heading', { name: 'Question 5 of 6' })).toBeVisible();
    await page.getByRole('radio', { name: /Ankara$/ }).check();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByRole('heading', { name: 'Question 6 of 6' })).toBeVisible();
    for (const [country, capital] of [
      ['Japan', 'Tokyo'],
      ['Kenya', 'Nairobi'],
      ['Peru', 'Lima'],
    ]) {
      await page.getByRole('combobox', { name: `Match for ${country}` }).selectOption({ label: capital });
    }
    await page.getByRole('button', { name: 'Submit Answer' }).click();

    await expect(page).toHaveURL(/\/results\?attemptId=/);
    await expect(page.getByRole('img', { name: 'Score: 83.3%' })).toHaveAttribute('data-tone', 'success');
    await expect(page.getByText('5 of 6', { exact: true })).toHaveCount(2);
  });
});
