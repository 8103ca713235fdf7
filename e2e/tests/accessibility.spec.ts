import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, registerAccount, signInPage, test, useTheme, type Mode } from '../support.ts';

/** Full-page screenshots of every screen for people to look at: E2E_SCREENSHOTS=1 (off in `npm test` to keep it short). */
const SHOTS = process.env.E2E_SCREENSHOTS ? (process.env.E2E_SHOTS_DIR ?? '/tmp/quizmaker-e2e-shots') : null;
if (SHOTS) {
  mkdirSync(SHOTS, { recursive: true });
}

async function shoot(page: Page, name: string, fullPage = true) {
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  }
}

type Who = 'visitor' | 'student' | 'admin';
interface Screen {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  who: Who;
  /** Something that shows once the screen has loaded (and, where useful, an interaction to reach a state). */
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

/** A form sent empty: clicks its button, then waits for `message` to show. */
const sentEmpty = (button: string, message: string) => async (page: Page) => {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(message)).toBeVisible();
};

const SCREENS: Screen[] = [
  { name: 'landing', path: '/', who: 'visitor', ready: heading(/Make a quiz in minutes/) },
  { name: 'login-errors', path: '/login', who: 'visitor', ready: sentEmpty('Sign in', 'Username is required') },
  {
    name: 'register-errors',
    path: '/register',
    who: 'visitor',
    ready: sentEmpty('Create account', 'You must accept the terms and conditions'),
  },
  { name: 'forgot-password', path: '/forgot-password', who: 'visitor', ready: heading('Forgot your password?') },
  { name: 'reset-invalid', path: '/reset-password', who: 'visitor', ready: heading('Invalid reset link') },
  { name: 'reset-form', path: '/reset-password?token=abc', who: 'visitor', ready: heading('Choose a new password') },
  { name: 'theme-demo', path: '/theme-demo', who: 'visitor', ready: heading('Theme Demo') },
  { name: 'terms', path: '/terms', who: 'visitor', ready: heading('Terms of Service') },
  { name: 'privacy', path: '/privacy', who: 'visitor', ready: heading('Privacy Policy') },
  { name: 'not-found', path: '/no-such-page', who: 'visitor', ready: heading('Page Not Found') },
  {
    name: 'profile',
    path: '/profile',
    who: 'student',
    ready: async (page) => {
      await expect(page.getByTestId('available-tokens')).toBeVisible();
      await expect(page.getByRole('radio', { name: /Starter Pack/ })).toBeAttached();
    },
  },
  {
    name: 'profile-editing',
    path: '/profile',
    who: 'student',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel(/^Username/).fill('x');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Username must be at least 4 characters')).toBeVisible();
    },
  },
  { name: 'settings', path: '/settings', who: 'student', ready: heading('Account Settings') },
  { name: 'help', path: '/help', who: 'student', ready: heading('Help') },
  { name: 'about', path: '/about', who: 'student', ready: heading('About') },
  { name: 'contact', path: '/contact', who: 'student', ready: heading('Contact us') },
  { name: 'analytics', path: '/analytics', who: 'student', ready: heading('My Analytics') },
  { name: 'admin', path: '/admin', who: 'admin', ready: heading('Administration') },
  {
    name: 'admin-users',
    path: '/admin/users',
    who: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'student', exact: true })).toBeVisible();
    },
  },
  {
    name: 'admin-bulk-confirm',
    path: '/admin/users',
    who: 'admin',
    ready: async (page) => {
      await page.getByRole('checkbox', { name: 'Select student' }).check();
      await page.getByRole('button', { name: 'Deactivate selected' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Deactivate users?' })).toBeVisible();
    },
  },
  {
    name: 'admin-user-profile',
    path: async (page) => {
      const users = await page.request.get('/api/v1/users?search=creator', { headers: await bearer(page) });
      const creator = (await users.json()).content.find((user: { username: string }) => user.username === 'creator');
      return `/profile/${creator.id}`;
    },
    who: 'admin',
    ready: heading('User Profile'),
  },
  {
    name: 'admin-roles',
    path: '/admin/roles',
    who: 'admin',
    ready: async (page) => {
      await heading('Role Management')(page);
      await expect(
        page
          .getByRole('table', { name: 'Permissions granted by each role' })
          .getByRole('rowheader', { name: /Create quizzes/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'admin-settings',
    path: '/admin/settings',
    who: 'admin',
    ready: async (page) => {
      await heading('System Settings')(page);
      // The e2e server runs with FEATURE_FLAGS=advancedAnalytics and the local checkout.
      const flags = page.getByRole('table', { name: 'Feature flags' });
      await expect(
        flags.getByRole('row', { name: /Advanced analytics/ }).getByText('On', { exact: true }),
      ).toBeVisible();
      await expect(flags.getByRole('row', { name: /Social sharing/ }).getByText('Off', { exact: true })).toBeVisible();
      await expect(page.getByText('Local test payments (no real charges)')).toBeVisible();
      await expect(page.getByText('Offline generator')).toBeVisible();
    },
  },
  {
    name: 'admin-diagnostics',
    path: '/admin/diagnostics',
    who: 'admin',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Run analysis' }).click();
      await expect(page.getByTestId('analysis-json')).toContainText(
        'built-in offline generator (AI_PROVIDER=offline): no language model is configured',
      );
    },
  },
];

async function bearer(page: Page) {
  const login = await page.request.post('/api/v1/auth/login', { data: DEMO.admin });
  return { Authorization: `Bearer ${(await login.json()).accessToken}` };
}

test.describe('accessibility (and, on request, screenshots) of every screen', () => {
  // One test per audience and theme walks its screens in one page, which keeps the suite short.
  const groups: Array<{ who: Who; title: string }> = [
    { who: 'visitor', title: 'public screens' },
    { who: 'student', title: 'signed-in screens' },
    { who: 'admin', title: 'admin screens' },
  ];
  for (const mode of ['light', 'dark'] as Mode[]) {
    for (const group of groups) {
      test(`${group.title} (${mode})`, async ({ page, request }) => {
        test.setTimeout(180_000);
        await useTheme(page, mode);
        if (group.who === 'admin') {
          await signInPage(page, DEMO.admin);
        } else if (group.who === 'student') {
          await signInPage(page, await registerAccount(request));
        }
        for (const screen of SCREENS.filter((candidate) => candidate.who === group.who)) {
          await test.step(screen.name, async () => {
            await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(page));
            await screen.ready(page);
            await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
            await expectAccessible(page, `${screen.name} (${mode})`);
            await shoot(page, `${screen.name}-${mode}`);
          });
        }
      });
    }
  }

  test('small screen with the menu open (light and dark)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    for (const mode of ['light', 'dark'] as Mode[]) {
      await useTheme(page, mode);
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expectAccessible(page, `mobile menu (${mode})`);
      await shoot(page, `mobile-menu-${mode}`, false);
    }
  });

  for (const scheme of ['light', 'dark', 'blue', 'purple', 'green']) {
    test(`text contrast in the ${scheme} colour scheme, light and dark`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const mode of ['light', 'dark'] as Mode[]) {
        await useTheme(page, mode, scheme);
        await page.goto('/theme-demo');
        await heading('Theme Demo')(page);
        await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
        await expectAccessible(page, `theme-demo ${scheme} (${mode})`);
        await shoot(page, `scheme-${scheme}-${mode}`, false);
      }
    });
  }
});
