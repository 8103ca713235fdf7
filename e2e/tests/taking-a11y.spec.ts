import type { Page } from '@playwright/test';
import { DEMO, expect, registerAccount, signInPage, test, useTheme } from '../support.ts';
import {
  completeAttemptByApi,
  expectAccessible,
  newStudent,
  NINE_TYPES,
  quizIdByTitle,
  TIMED,
  tokenOf,
} from './taking-support.ts';

/** axe on every screen of the taking side, in light and dark: zero serious or critical violations. */
test.describe('taking screens in light and dark', () => {
  test.describe.configure({ timeout: 120_000 });

  test('lists, detail and start', async ({ page }) => {
    await useTheme(page, 'light');
    const account = await newStudent(page);
    const nineTypes = await quizIdByTitle(page.request, NINE_TYPES);
    const general = await quizIdByTitle(page.request, 'General Knowledge Challenge');
    // The leaderboard is checked with data in it: this test's own completed attempt, whatever ran before.
    await completeAttemptByApi(page.request, account, nineTypes);

    await page.goto('/quizzes');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('checkbox', { name: 'Science & Nature' })).toBeVisible();
    await expectAccessible(page, 'All Quizzes (filters open)');

    await page.goto(`/quizzes/${nineTypes}`);
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await expect(page.getByText('participant(s) • Best scores')).toBeVisible();
    await expectAccessible(page, 'Quiz detail (visitor)');

    await page.goto(`/quizzes/${general}/attempt/start`);
    await expect(page.getByRole('radio', { name: 'One by One' })).toBeChecked();
    await expectAccessible(page, 'Start screen');

    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 12' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expectAccessible(page, 'One by One attempt (untimed)');
  });

  test('attempts and results', async ({ page }) => {
    await useTheme(page, 'light');
    const account = await newStudent(page);
    const nineTypes = await quizIdByTitle(page.request, NINE_TYPES);
    const timed = await quizIdByTitle(page.request, TIMED);
    const general = await quizIdByTitle(page.request, 'General Knowledge Challenge');
    const { attemptId } = await completeAttemptByApi(page.request, account, nineTypes);

    await page.goto(`/quizzes/${general}/attempt/start`);
    await page.getByRole('radio', { name: 'All at Once' }).check();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await expect(page.getByRole('region', { name: /^Question \d+ of 12$/ })).toHaveCount(12);
    await expectAccessible(page, 'All at Once attempt');

    await page.goto(`/quizzes/${timed}/attempt`);
    await expect(page.getByRole('heading', { name: 'Question 1 of 6' })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await expectAccessible(page, 'Timed attempt');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByRole('heading', { name: 'Attempt paused' })).toBeVisible();
    await expectAccessible(page, 'Paused attempt');

    await page.goto(`/quizzes/${nineTypes}/attempt?attemptId=${attemptId}`);
    await expect(page.getByText('This attempt is completed. Answers are read-only.')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Question \d of 9$/ })).toHaveCount(9);
    await expectAccessible(page, 'Completed attempt (read-only)');

    await page.goto(`/quizzes/${nineTypes}/results?attemptId=${attemptId}`);
    await expect(page.getByRole('region', { name: 'Question breakdown' }).getByRole('article')).toHaveCount(9);
    await expectAccessible(page, 'Results');

    await page.goto('/my-quizzes');
    await expect(page.getByRole('link', { name: /^Resume / })).toBeVisible();
    await expectAccessible(page, 'My Quizzes');
  });

  /** The owner of the nine-type quiz, with one completed attempt at it (the e2e server runs with advancedAnalytics on). */
  async function asOwner(page: Page): Promise<string> {
    await useTheme(page, 'light');
    const nineTypes = await quizIdByTitle(page.request, NINE_TYPES);
    await completeAttemptByApi(page.request, await registerAccount(page.request), nineTypes);
    await signInPage(page, DEMO.creator);
    return nineTypes;
  }

  test('owner: own list and the overview', async ({ page }) => {
    const nineTypes = await asOwner(page);
    await page.goto('/my-quizzes');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('checkbox', { name: /^Select All/ }).check();
    await expect(page.getByText(/^\d+ quiz\(zes\) selected$/)).toBeVisible();
    await expectAccessible(page, 'My Quizzes with a selection');

    await page.goto(`/quizzes/${nineTypes}`);
    await expect(page.getByRole('region', { name: 'Quiz Statistics' }).getByText('Total Attempts')).toBeVisible();
    await expectAccessible(page, 'Quiz detail (owner overview)');
  });

  // The detail tabs in two tests: seven screens in one, each scanned in light and dark, ran past the two-minute limit
  // on a busy machine (a CI run of session 22).
  for (const tabs of [
    [
      ['management', 'Save settings'],
      ['analytics', 'Key Insights'],
      ['leaderboard', /^\d+ participant\(s\) • Best scores$/],
    ],
    [
      ['export', 'Export Quiz Results'],
      ['generation', 'AI Generation Jobs'],
    ],
  ] as const) {
    test(`owner: the ${tabs.map(([tab]) => tab).join(', ')} tabs`, async ({ page }) => {
      const nineTypes = await asOwner(page);
      for (const [tab, ready] of tabs) {
        await page.goto(`/quizzes/${nineTypes}?tab=${tab}`);
        await expect(page.getByRole('tabpanel').getByText(ready, { exact: true }).first()).toBeVisible();
        await expectAccessible(page, `Quiz detail tab ${tab}`);
      }
    });
  }

  test('owner: /quizzes/{id}/generation and the job details dialog', async ({ page }) => {
    await useTheme(page, 'light');
    const account = await registerAccount(page.request);
    const admin = await tokenOf(page.request, DEMO.admin);
    const credit = await page.request.post('/api/v1/admin/billing/adjustments', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { userId: account.id, amountTokens: 5000, reason: 'e2e accessibility' },
    });
    expect(credit.status(), await credit.text()).toBeLessThan(300);
    const headers = { Authorization: `Bearer ${await tokenOf(page.request, account)}` };
    const text =
      'The Nile is a major north-flowing river in northeastern Africa. It flows into the Mediterranean Sea. The Amazon river carries more water than any other river. ' +
      'The Danube flows through ten countries in Europe and empties into the Black Sea. Vienna, Budapest and Belgrade lie on the Danube.';
    const started = await page.request.post('/api/v1/quizzes/generate-from-text', {
      headers,
      data: { text, quizTitle: 'Rivers for the jobs panel' },
    });
    expect(started.status(), await started.text()).toBe(202);
    const { jobId } = await started.json();
    let quizId: string | null = null;
    await expect
      .poll(
        async () => {
          const job = await (await page.request.get(`/api/v1/quizzes/generation-status/${jobId}`, { headers })).json();
          quizId = job.generatedQuizId;
          return job.status;
        },
        { timeout: 60_000 },
      )
      .toBe('COMPLETED');
    await signInPage(page, account);

    await page.goto(`/quizzes/${quizId}/generation`);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Generation Jobs' })).toBeVisible();
    const view = page.getByRole('button', { name: `View details of job ${jobId}` });
    await expect(view).toBeVisible();
    await expectAccessible(page, 'Generation jobs page');
    await view.click();
    const details = page.getByRole('dialog', { name: 'Job details' });
    await expect(details.getByText(jobId)).toBeVisible();
    await expectAccessible(page, 'Job details dialog');
  });

  test('owner: dialogs and the results summary', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    const nineTypes = await asOwner(page);
    await page.goto(`/quizzes/${nineTypes}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share Quiz' })).toBeVisible();
    await expectAccessible(page, 'Share dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Export Results' }).click();
    await expect(page.getByRole('dialog', { name: 'Export Quiz Results' })).toBeVisible();
    await expectAccessible(page, 'Export dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete Quiz' }).click();
    const deleteDialog = page.getByRole('alertdialog', { name: 'Delete Quiz' });
    await expect(
      deleteDialog.getByText('Are you sure you want to delete this quiz? This action cannot be undone.'),
    ).toBeVisible();
    await expectAccessible(page, 'Delete quiz dialog');
    await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(deleteDialog).toBeHidden();

    await page.goto('/my-quizzes');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('checkbox', { name: /^Select All/ }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    const bulkDialog = page.getByRole('alertdialog', { name: 'Delete Multiple Quizzes' });
    await expect(
      bulkDialog.getByText(/^Are you sure you want to delete \d+ quiz\(zes\)\? This action cannot be undone\.$/),
    ).toBeVisible();
    await expectAccessible(page, 'Bulk delete dialog');
    await bulkDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(bulkDialog).toBeHidden();

    await page.goto(`/quizzes/${nineTypes}/results-summary`);
    await expect(page.getByRole('heading', { name: 'Results Summary', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Questions' })).toBeVisible();
    await expectAccessible(page, 'Results summary');
  });
});
