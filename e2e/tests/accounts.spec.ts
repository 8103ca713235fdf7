import {
  DEMO,
  expect,
  latestMail,
  linkIn,
  registerAccount,
  signInPage,
  signInUi,
  test,
  uniqueName,
} from '../support.ts';

test.describe('accounts', () => {
  test('register: every invalid-field message, then an account that can sign in', async ({ page }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.click();
    for (const message of [
      'Username is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const username = page.getByLabel(/^Username/);
    const cases: Array<[ReturnType<typeof page.getByLabel>, string, string]> = [
      [username, 'abc', 'Username must be at least 4 characters'],
      [username, 'a'.repeat(21), 'Username must be no more than 20 characters'],
      [username, 'bad name!', 'Username can only contain letters, numbers, and underscores'],
      [page.getByLabel(/^Email/), 'not-an-email', 'Please enter a valid email address'],
      [
        page.getByLabel(/^Password/),
        'short',
        'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
      ],
    ];
    for (const [field, value, message] of cases) {
      await field.fill(value);
      await submit.click();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel(/^Password/).fill('Passw0rd!');
    await page.getByLabel(/^Confirm password/).fill('Passw0rd?');
    await submit.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    const name = uniqueName('reg');
    await username.fill(name);
    await page.getByLabel(/^Email/).fill(`${name}@example.com`);
    await page.getByLabel(/^Confirm password/).fill('Passw0rd!');
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await submit.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Registration successful. Please sign in with your new account.')).toBeVisible();

    await page.getByLabel(/Username or email/).fill(`${name}@example.com`);
    await page.getByLabel(/^Password/).fill('Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/quizzes$/);
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
  });

  test('register refuses a taken username on its field', async ({ page, request }) => {
    const taken = await registerAccount(request);
    await page.goto('/register');
    await page.getByLabel(/^Username/).fill(taken.username.toUpperCase());
    await page.getByLabel(/^Email/).fill(`other_${taken.email}`);
    await page.getByLabel(/^Password/).fill('Passw0rd!');
    await page.getByLabel(/^Confirm password/).fill('Passw0rd!');
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Username already taken')).toBeVisible();
    await expect(page.getByLabel(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('login: wrong password, then success returns to the page that asked for it; logout', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel(/Username or email/).fill(DEMO.student.username);
    await page.getByLabel(/^Password/).fill('Wrong-pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login failed. Please check your credentials and try again.')).toBeVisible();
    await page.getByLabel(/^Password/).fill(DEMO.student.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('qm-refresh-token'))).toBeNull();
  });

  test('forgot and reset password through the outbox, then sign in with the new password', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset email sent' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send another email' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();

    const mail = await latestMail(account.email);
    const link = new URL(linkIn(mail));
    expect(link.pathname).toBe('/reset-password');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel(/^New password/).fill('N3w-Passw0rd');
    await page.getByLabel(/^Confirm new password/).fill('N3w-Passw0rd');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue to login' }).click();

    await page.getByLabel(/Username or email/).fill(account.username);
    await page.getByLabel(/^Password/).fill('N3w-Passw0rd');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/quizzes$/);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel(/^New password/).fill('An0ther-Pass');
    await page.getByLabel(/^Confirm new password/).fill('An0ther-Pass');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Invalid or expired reset token')).toBeVisible();

    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid reset link' })).toBeVisible();
  });

  test('a session revoked elsewhere ends in a forced logout to /login', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInUi(page, account);
    await expect(page).toHaveURL(/\/quizzes$/);
    // Let the list page finish its own calls first, so the click below is the first call after the revocation.
    await expect(page.getByRole('heading', { name: 'All Quizzes', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The password is reset from another device: every login of the account is revoked.
    const forgot = await request.post('/api/v1/auth/forgot-password', { data: { email: account.email } });
    expect(forgot.status()).toBe(202);
    const token = new URL(linkIn(await latestMail(account.email))).searchParams.get('token');
    const reset = await request.post('/api/v1/auth/reset-password', { data: { token, newPassword: 'N3w-Passw0rd' } });
    expect(reset.status()).toBe(200);

    // The next call the app makes (the profile is not cached yet) meets the revoked session.
    await page.getByRole('link', { name: 'Profile' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem('qm-access-token'),
        window.localStorage.getItem('qm-refresh-token'),
      ]),
    ).toEqual([null, null]);
  });

  test('an administrator deactivates a user, who then cannot sign in', async ({ page, browser, request }) => {
    const account = await registerAccount(request);
    await signInPage(page, DEMO.admin);
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(account.username);
    const row = page.getByRole('row', { name: new RegExp(account.username) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Deactivate ${account.username}` }).click();
    await expect(page.getByText(`${account.username} deactivated`)).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();

    const other = await browser.newPage();
    await signInUi(other, account);
    await expect(other.getByText('Account is deactivated')).toBeVisible();
    await expect(other).toHaveURL(/\/login$/);
    await other.close();

    await row.getByRole('link', { name: account.username }).click();
    await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('User activated')).toBeVisible();
    const again = await request.post('/api/v1/auth/login', {
      data: { username: account.username, password: account.password },
    });
    expect(again.status()).toBe(200);
  });
});
