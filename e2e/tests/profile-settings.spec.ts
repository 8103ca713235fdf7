import { expect, latestMail, registerAccount, signInPage, test, uniqueName } from '../support.ts';

test.describe('profile, settings, themes and tokens', () => {
  test('profile edit saves username and e-mail, and Cancel resets', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: account.username })).toBeVisible();
    await expect(page.getByText('Member Since')).toBeVisible();

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel(/^Username/).fill('xy');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Username must be at least 4 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel(/^Username/)).toHaveCount(0);

    const renamed = uniqueName('ren');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByLabel(/^Username/)).toHaveValue(account.username);
    await page.getByLabel(/^Username/).fill(renamed);
    await page.getByLabel(/^Email/).fill(`${renamed}@example.org`);
    // A new e-mail needs the current password (issue 15 M-4); the old address is told of the change.
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter your current password to change your e-mail address')).toBeVisible();
    await page.getByLabel(/^Current password/).fill(account.password);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByText(`${renamed}@example.org`)).toBeVisible();
    const notice = await latestMail(account.email);
    expect(notice.subject).toBe('Your Quizmaker e-mail address was changed');
  });

  test('settings are saved on the server and come back after a reload', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account);
    await page.goto('/settings');
    await page.getByRole('switch', { name: 'Marketing emails' }).check();
    await page.getByRole('switch', { name: 'Quiz results' }).uncheck();
    await page.getByLabel('Profile visibility').selectOption('friends');
    await page.getByLabel('Date format').selectOption('YYYY-MM-DD');
    await page.getByLabel('Time zone').selectOption('Europe/Madrid');
    await page.getByRole('button', { name: 'Increase Session timeout (minutes)' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Marketing emails' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Quiz results' })).not.toBeChecked();
    await expect(page.getByLabel('Profile visibility')).toHaveValue('friends');
    await expect(page.getByLabel('Date format')).toHaveValue('YYYY-MM-DD');
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Madrid');
    await expect(page.getByRole('textbox', { name: 'Session timeout (minutes)' })).toHaveValue('35');

    const stored = await page.evaluate(async () => {
      const response = await fetch('/api/v1/users/me/settings', {
        headers: { Authorization: `Bearer ${window.localStorage.getItem('qm-access-token')}` },
      });
      return response.json();
    });
    expect(stored.security.sessionTimeout).toBe(35);
    await page.goto('/profile');
    await expect(page.getByText('Member Since').locator('xpath=following-sibling::dd')).toHaveText(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  test('the theme chosen in the navbar is remembered and applied before the first paint', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Reload with the application's scripts blocked: what shows is what the first paint shows.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(11, 17, 32)');
    await page.unroute('**/assets/*.js');

    await page.goto('/theme-demo');
    await page.getByRole('radio', { name: 'Forest Green' }).check({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'green');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'green');
    await expect(page.getByRole('radio', { name: 'Forest Green' })).toBeChecked();
  });

  test('token top-up through the built-in checkout until the balance grows', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, account);
    await page.goto('/profile');
    const available = page.getByTestId('available-tokens');
    await expect(available).toHaveText(/^[\d,]+$/);
    const before = Number((await available.textContent())?.replace(/,/g, ''));

    const starter = page.getByRole('radio', { name: /Starter Pack/ });
    await expect(starter).toHaveAccessibleName(/Starter Pack, \$5\.00, 1,000 tokens/);
    await starter.check({ force: true });
    await page.getByRole('button', { name: 'Top up tokens' }).click();
    await expect(page).toHaveURL(/\/billing\/checkout\//);
    await expect(page.getByText('Test payment — no card is charged.')).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/profile\?checkout=success/);
    await expect(page.getByText('Payment received. Your tokens have been added to your balance.')).toBeVisible();
    await expect(available).toHaveText(new Intl.NumberFormat('en-US').format(before + 1000));
    const history = page.getByRole('table', { name: 'Transaction history' });
    await expect(history.getByText('+1,000')).toBeVisible();
    await expect(history.getByText('Test checkout')).toBeVisible();
  });
});
