import { expect, signInPage, test } from '../support.ts';
import { answerRight, NINE_TYPES, newStudent, Q, questionCard, quizIdByTitle } from './taking-support.ts';

test.describe('taking a quiz with all questions at once', () => {
  test('answers are kept on the server as they are given, the batch warns about the unanswered one, and the score is exact', async ({
    page,
    browser,
  }) => {
    const account = await newStudent(page);
    const quizId = await quizIdByTitle(page.request, NINE_TYPES);
    await page.goto(`/quizzes/${quizId}/attempt/start`);
    await page.getByRole('radio', { name: 'All at Once' }).check();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page).toHaveURL(/\/attempt\?attemptId=/);
    await expect(page.getByRole('region', { name: /^Question \d of 9$/ })).toHaveCount(9);

    const submitAll = page.getByRole('button', { name: 'Submit All Answers' });
    // The ordering question's presented order is already an answer (the widget reports it).
    await expect(page.getByRole('progressbar', { name: '1 of 9 answered' })).toBeVisible();

    // Right: single, multi, fill gap, ordering, hotspot, matching. Wrong: open, compliance. Unanswered: true/false.
    for (const question of ['single', 'multi', 'fillGap', 'ordering', 'hotspot', 'matching'] as const) {
      await answerRight(page, question);
    }
    await questionCard(page, 'open').getByRole('textbox', { name: 'Your answer' }).fill('Magnetism');
    const saved = page.waitForResponse(
      (response) => response.url().includes('/answers/batch') && response.request().method() === 'POST',
    );
    await questionCard(page, 'compliance')
      .getByRole('checkbox', { name: 'Taste a substance to find out what it is.' })
      .check();
    await saved;
    await expect(page.getByRole('progressbar', { name: '8 of 9 answered' })).toBeVisible();
    const attemptUrl = page.url();

    // Another device, same account: the answers given so far are there.
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await signInPage(elsewhere, account);
    await elsewhere.goto(attemptUrl);
    await expect(questionCard(elsewhere, 'single').getByRole('radio', { name: /Mars$/ })).toBeChecked();
    await expect(questionCard(elsewhere, 'open').getByRole('textbox', { name: 'Your answer' })).toHaveValue(
      'Magnetism',
    );
    // The select's values are the ids shown to this attempt (renamed per attempt), so check the visible choice.
    await expect(
      questionCard(elsewhere, 'matching')
        .getByRole('combobox', { name: 'Match for Marie Curie' })
        .locator('option:checked'),
    ).toHaveText('The radioactive elements polonium and radium');
    await expect(questionCard(elsewhere, 'trueFalse').getByRole('radio', { name: 'True' })).not.toBeChecked();
    await other.close();

    await submitAll.click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit All Answers' });
    await expect(dialog.getByText('1 question(s) remain(s) unanswered.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep answering' }).click();
    await expect(dialog).toBeHidden();
    await submitAll.click();
    await dialog.getByRole('button', { name: 'Submit anyway' }).click();

    await expect(page).toHaveURL(/\/results\?attemptId=/);
    const score = page.getByRole('img', { name: 'Score: 66.7%' });
    await expect(score).toBeVisible();
    await expect(score).toHaveAttribute('data-tone', 'warning');
    await expect(page.getByText('6 of 9', { exact: true })).toHaveCount(2);
    await expect(page.getByText('66.7%', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Passed', { exact: true })).toBeVisible();
    const answer = (key: keyof typeof Q) =>
      page.getByRole('article').filter({ has: page.getByText(Q[key], { exact: true }) });
    await expect(answer('open').getByText(/^✗\s*Incorrect$/)).toBeVisible();
    await expect(answer('compliance').getByText(/^✗\s*Incorrect$/)).toBeVisible();
    await expect(answer('trueFalse').getByText('Not answered').first()).toBeVisible();
    await expect(answer('matching').getByText(/^✓\s*Correct$/)).toBeVisible();
    await expect(page.getByText(/^✓\s*Correct$/)).toHaveCount(6);
    await page.screenshot({ path: '/tmp/quizmaker-taking-results-partial.png', fullPage: true });
  });
});
