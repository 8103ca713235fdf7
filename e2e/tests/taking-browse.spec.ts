import { expect, test } from '../support.ts';
import { newStudent } from './taking-support.ts';

const CAPITALS = 'Capital Cities Sprint';
const GENERAL = 'General Knowledge Challenge';
const NINE = 'Tour of the Nine Question Types';

test.describe('browsing the quizzes', () => {
  test('searches, filters and sorts on the server, keeps it all in the URL and walks back with the browser', async ({
    page,
  }) => {
    await newStudent(page);
    await page.goto('/quizzes?size=100');
    await expect(page.getByRole('heading', { name: 'All Quizzes', level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ quizzes found$/)).toBeVisible();
    // Other suites may publish quizzes meanwhile: look at the demo quizzes' places, not at the whole list.
    const titles = page.getByRole('article').getByRole('heading');
    const order = async () =>
      (await titles.allTextContents()).filter((title) => [CAPITALS, GENERAL, NINE].includes(title));

    await page.getByLabel('Sort by').selectOption({ label: 'Title A-Z' });
    await expect(page).toHaveURL(/\?sort=titleAsc&size=100$/);
    await expect.poll(order).toEqual([CAPITALS, GENERAL, NINE]);
    await page.getByLabel('Sort by').selectOption({ label: 'Title Z-A' });
    await expect.poll(order).toEqual([NINE, GENERAL, CAPITALS]);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Medium' }).check();
    await expect.poll(order).toEqual([GENERAL, CAPITALS]);
    await page.getByRole('radio', { name: '0-15 min' }).check();
    await expect.poll(order).toEqual([CAPITALS]);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/difficulty=MEDIUM&duration=0-15&sort=titleDesc&size=100/);

    await page.goBack();
    await expect.poll(order).toEqual([GENERAL, CAPITALS]);
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(order).toEqual([NINE, GENERAL, CAPITALS]);

    await page.getByLabel('Search quizzes').fill('capital cities');
    await expect(page).toHaveURL(/search=capital\+cities/);
    await expect.poll(order).toEqual([CAPITALS]);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page).toHaveURL(/view=grid/);
    const card = page.getByRole('article', { name: CAPITALS });
    await expect(card.getByText('#geography')).toBeVisible();
    await expect(card.getByText('10 min')).toBeVisible();

    // A shared URL opens the same list.
    await page.goto('/quizzes?sort=titleAsc&size=100&view=grid');
    await expect.poll(order).toEqual([CAPITALS, GENERAL, NINE]);
    await expect(page.getByLabel('Per page')).toHaveValue('100');
    await page.screenshot({ path: '/tmp/quizmaker-taking-grid.png', fullPage: true });
  });
});
