import { mkdirSync } from 'node:fs';
import { DEMO, expect, expectAccessible, registerAccount, signInPage, test, uniqueName, useTheme } from '../support.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/quizmaker-e2e-shots';
mkdirSync(SHOTS, { recursive: true });

test('a creator manages tags: create, validation, edit, delete; categories are read-only for them', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await useTheme(page, 'light');
  await signInPage(page, account);
  const name = uniqueName('tag');

  await page.goto('/tags');
  await expect(page.getByRole('heading', { name: 'Manage Tags' })).toBeVisible();
  await expect(page.getByText(/^(Showing 5 of \d+ tags|[1-5] tag\(s\) available)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Create Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Tag' });
  await dialog.getByLabel(/Name/).fill('ab');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Name must be between 3 and 50 characters.')).toBeVisible();
  await expectAccessible(page, 'new tag modal with an error');
  await dialog.getByLabel(/Name/).fill(name);
  await dialog.getByLabel('Description').fill('Made by the journey');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Tag created.')).toBeVisible();

  while (await page.getByRole('button', { name: 'Show 5 More' }).isVisible()) {
    await page.getByRole('button', { name: 'Show 5 More' }).click();
  }
  await expect(page.getByText(/\d+ tag\(s\) available/)).toBeVisible();
  await page.getByRole('button', { name: `Edit tag ${name}` }).click();
  await page.getByRole('dialog', { name: 'Edit Tag' }).getByLabel('Description').fill('Edited');
  await page.getByRole('dialog', { name: 'Edit Tag' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Edited');
  await page.screenshot({ path: `${SHOTS}/authoring-tags-light.png`, fullPage: true });
  await expectAccessible(page, 'tags');
  await page.getByRole('button', { name: `Delete tag ${name}` }).click();
  await expect(page.getByText('Are you sure you want to delete this tag? This action cannot be undone.')).toBeVisible();
  await page.getByRole('alertdialog', { name: 'Delete Tag' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  await page.goto('/categories');
  await expect(page.getByText('Only administrators can create, edit or delete categories.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Category' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Edit category/ })).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`an admin manages categories (${mode})`, async ({ page }) => {
    await useTheme(page, mode);
    await signInPage(page, DEMO.admin);
    const name = uniqueName('Cat');
    await page.goto('/categories');
    await expect(page.getByRole('heading', { name: 'Manage Categories' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Category' });
    await dialog.getByLabel(/Name/).fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Category created.')).toBeVisible();
    while (await page.getByRole('button', { name: 'Show 5 More' }).isVisible()) {
      await page.getByRole('button', { name: 'Show 5 More' }).click();
    }
    await expect(page.getByRole('button', { name: `Edit category ${name}` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/authoring-categories-${mode}.png`, fullPage: true });
    await expectAccessible(page, `categories (${mode})`);
    await page.getByRole('button', { name: `Delete category ${name}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete Category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted.')).toBeVisible();
    await page.goto('/tags');
    await expect(page.getByRole('heading', { name: 'Manage Tags' })).toBeVisible();
    await expectAccessible(page, `tags (${mode})`);
    await page.getByRole('button', { name: 'Create Tag' }).click();
    const tagDialog = page.getByRole('dialog', { name: 'New Tag' });
    await tagDialog.getByLabel(/Name/).fill('ab');
    await tagDialog.getByRole('button', { name: 'Create' }).click();
    await expect(tagDialog.getByText('Name must be between 3 and 50 characters.')).toBeVisible();
    await expectAccessible(page, `new tag modal with an error (${mode})`);
    await tagDialog.getByRole('button', { name: 'Cancel' }).click();
  });
}
