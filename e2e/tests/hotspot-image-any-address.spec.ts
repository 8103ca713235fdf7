import { expect, test } from '../support.ts';
import { NINE_TYPES, newStudent, questionCard, quizIdByTitle } from './taking-support.ts';

// Issue 17: the seeded hotspot image broke when the app was opened at 127.0.0.1 rather than localhost
// (an absolute http://localhost:PORT URL under a same-origin resource policy). The e2e server answers at
// 127.0.0.1, so the image must load here from the server's own address.
test('the seeded hotspot image loads at the address the app is opened at (127.0.0.1)', async ({ page, baseURL }) => {
  expect(new URL(baseURL ?? '').hostname).toBe('127.0.0.1');
  await newStudent(page);
  const quizId = await quizIdByTitle(page.request, NINE_TYPES);
  await page.goto(`/quizzes/${quizId}/attempt/start`);
  await page.getByRole('radio', { name: 'All at Once' }).check();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/attempt\?attemptId=/);
  const image = questionCard(page, 'hotspot').locator('img').first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  expect(new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).origin).toBe(
    new URL(baseURL ?? '').origin,
  );
});
