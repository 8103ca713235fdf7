import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { DEMO, expect, registerAccount, signInPage, test } from '../support.ts';
import { completeAttemptByApi, NINE_TYPES, quizIdByTitle } from './taking-support.ts';

const FILE_BASE = 'tour_of_the_nine_question_types_results';

test.describe('the quiz owner', () => {
  test('sees statistics and analytics, and downloads the results as CSV and XLSX', async ({ page }) => {
    const quizId = await quizIdByTitle(page.request, NINE_TYPES);
    const taker = await registerAccount(page.request);
    const { attemptId } = await completeAttemptByApi(page.request, taker, quizId);

    await signInPage(page, DEMO.creator);
    await page.goto(`/quizzes/${quizId}`);
    await expect(page.getByRole('heading', { name: NINE_TYPES, level: 1 })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Quiz sections' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Overview',
      'Management',
      'Analytics',
      'Leaderboard',
      'Export',
      'AI Generation',
    ]);
    const statistics = page.getByRole('region', { name: 'Quiz Statistics' });
    await expect(statistics.getByText('Total Attempts')).toBeVisible();
    await expect(statistics.getByRole('table', { name: 'Question Performance' }).getByRole('row')).toHaveCount(10);

    // The e2e server runs with FEATURE_FLAGS=advancedAnalytics (global-setup.ts), served by GET
    // /api/v1/config/features: the panel draws the real /analytics numbers. (The flag-off text is a
    // component test: AnalyticsPanel in QuizDetail.test.tsx.)
    const features = await page.request.get('/api/v1/config/features');
    expect((await features.json()).advancedAnalytics).toBe(true);
    await tabs.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByText('Advanced analytics features are currently disabled.')).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Key Insights' })).toBeVisible();
    const itemAnalysis = page.getByRole('table', { name: 'Item analysis' });
    await expect(itemAnalysis.getByRole('row')).toHaveCount(10);
    await expect(itemAnalysis.getByRole('columnheader')).toHaveText([
      'Question',
      'Attempts',
      'Facility',
      'Discrimination',
      'Point-biserial',
      'Review',
    ]);
    await page.getByRole('tab', { name: 'Attempt Trends (Last 7 Days)' }).click();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/quizmaker-taking-analytics.png', fullPage: true });

    // Export Results: CSV, then XLSX with the leaderboard, both opened and checked.
    await page.getByRole('button', { name: 'Export Results' }).click();
    let dialog = page.getByRole('dialog', { name: 'Export Quiz Results' });
    await dialog.getByRole('radio', { name: 'CSV Data' }).check();
    await dialog.getByLabel('Date range').selectOption('custom');
    await dialog.getByLabel('Start date').fill('2030-02-10');
    await dialog.getByLabel('End date').fill('2030-02-01');
    await expect(dialog.getByText('The end date must not be before the start date.')).toBeVisible();
    await dialog.getByLabel('Date range').selectOption('all');
    const csvDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe(`${FILE_BASE}.csv`);
    const text = await readFile(await csv.path(), 'utf8');
    expect(text).toContain('Attempt ID');
    expect(text).toContain(attemptId);

    await page.getByRole('button', { name: 'Export Results' }).click();
    dialog = page.getByRole('dialog', { name: 'Export Quiz Results' });
    await dialog.getByRole('radio', { name: 'Excel Spreadsheet (xlsx)' }).check();
    await dialog.getByRole('checkbox', { name: 'Leaderboard' }).check();
    const xlsxDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toBe(`${FILE_BASE}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile(await xlsx.path());
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Attempts',
      'Questions',
      'Statistics',
      'Leaderboard',
    ]);
    const attempts = workbook.getWorksheet('Attempts');
    expect(attempts?.getRow(1).getCell(1).value).toBe('Attempt ID');
    const ids: unknown[] = [];
    attempts?.eachRow((row, number) => {
      if (number > 1) {
        ids.push(row.getCell(1).value);
      }
    });
    expect(ids).toContain(attemptId);
    expect(workbook.getWorksheet('Questions')?.rowCount).toBe(10);
    await expect(page.getByText(`Downloaded ${FILE_BASE}.xlsx`)).toBeVisible();
  });

  test('shares the quiz link through the dialog and saves the management settings', async ({ page, context }) => {
    const quizId = await quizIdByTitle(page.request, 'General Knowledge Challenge');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // The device's share sheet is not there, so the dialog is used.
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await signInPage(page, DEMO.creator);
    await page.goto(`/quizzes/${quizId}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Quiz' });
    await expect(
      dialog.getByText(
        'Check out this quiz: General Knowledge Challenge - Twelve questions on history, art, nature, numbers and books. Take your time.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: /^Share on/ })).toHaveCount(5);
    await expect(dialog.getByLabel('Quiz link')).toHaveValue(new RegExp(`/quizzes/${quizId}$`));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/quizzes/${quizId}$`));
    await page.keyboard.press('Escape');

    await page.getByRole('tab', { name: 'Management' }).click();
    await page.getByRole('textbox', { name: 'Pass mark (%)' }).fill('70');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Pass mark (%)' })).toHaveValue('70');
  });
});
