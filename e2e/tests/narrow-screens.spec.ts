import type { Page } from '@playwright/test';
import { DEMO, expect, registerAccount, signInPage, test } from '../support.ts';
import { completeAttemptByApi, createTrueFalseQuiz, NINE_TYPES, quizIdByTitle, tokenOf } from './taking-support.ts';

/**
 * What the screenshot pass (npm run screens) found at 390 px, held here: pages that were wider than
 * the window (the quiz detail's and the theme demo's grids, the admin tables whose visually hidden
 * texts escaped their scroll box) and the editor's question rows whose text was squeezed to a word a line.
 */
test.use({ viewport: { width: 390, height: 900 } });

/** How far the page is wider than the window, in pixels (0 when there is no horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('no horizontal scroll at 390 px on the quiz detail (with its leaderboard), the results summary, the admin users, settings and roles tables', async ({
  page,
  request,
}) => {
  const quizId = await quizIdByTitle(request, NINE_TYPES);
  // One completed attempt, so that the results summary has its table of questions.
  const taker = await registerAccount(request);
  await completeAttemptByApi(request, taker, quizId);
  await signInPage(page, DEMO.admin);

  await page.goto(`/quizzes/${quizId}`);
  await expect(page.getByRole('heading', { level: 1, name: NINE_TYPES })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  expect(await overflow(page)).toBe(0);

  // The question statistics keep a readable question column; the table scrolls in its own box instead.
  await page.goto(`/quizzes/${quizId}/results-summary`);
  const firstQuestion = page.getByRole('rowheader').first();
  await expect(firstQuestion).toBeVisible();
  expect((await firstQuestion.boundingBox())?.width).toBeGreaterThanOrEqual(190);
  expect(await overflow(page)).toBe(0);

  // Newest first: accounts other tests register push the demo's off the first page, so find the taker's.
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(taker.username);
  await expect(page.getByRole('link', { name: taker.username, exact: true })).toBeVisible();
  expect(await overflow(page)).toBe(0);

  await page.goto('/admin/settings');
  await expect(page.getByRole('table', { name: 'Feature flags' })).toBeVisible();
  expect(await overflow(page)).toBe(0);

  await page.goto('/admin/roles');
  await expect(page.getByRole('rowheader', { name: /Create quizzes/ })).toBeVisible();
  expect(await overflow(page)).toBe(0);
});

test('no horizontal scroll at 390 px on the theme demo (its data table stays in its scroll box)', async ({ page }) => {
  await page.goto('/theme-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Theme Demo' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await overflow(page)).toBe(0);
});

test("the editor's question rows keep their text readable at 390 px: the buttons wrap below it", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.creator)}` };
  const { quizId } = await createTrueFalseQuiz(
    request,
    headers,
    { title: 'Narrow rows', description: 'One question.' },
    ['The Amazon carries more water to the sea than any other river.'],
  );
  await signInPage(page, DEMO.creator);
  await page.goto(`/quizzes/${quizId}/edit?tab=questions`);
  const text = page.getByText('The Amazon carries more water to the sea than any other river.');
  await expect(text).toBeVisible();
  // Before, the four buttons kept their row and left the text about 60 px: one word a line.
  expect((await text.boundingBox())?.width).toBeGreaterThan(200);
  expect(await overflow(page)).toBe(0);
  await request.delete(`/api/v1/quizzes/${quizId}`, { headers });
});
