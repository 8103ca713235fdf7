import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { BetterSqlite3 } from '../apps/server/src/db/sqlite-driver.ts';

export { expect };

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
}

export const DEMO = {
  admin: { username: 'admin', password: 'Admin123!' },
  creator: { username: 'creator', password: 'Creator123!' },
  student: { username: 'student', password: 'Student123!' },
} as const;

let counter = 0;
/** A username no other test uses (4 to 20 letters, digits and underscores). */
export function uniqueName(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid % 100}${counter}`.slice(0, 20);
}

/** Registers an account through the API (what the Register screen does). */
export async function registerAccount(
  request: APIRequestContext,
  overrides: Partial<Omit<Account, 'id'>> = {},
): Promise<Account> {
  const username = overrides.username ?? uniqueName();
  const account = {
    username,
    email: overrides.email ?? `${username}@example.com`,
    password: overrides.password ?? 'Passw0rd!',
  };
  const response = await request.post('/api/v1/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return { ...account, id: (await response.json()).id };
}

/** Signs in through the API and hands the tokens to the page, as a sign-in on the login screen would. */
export async function signInPage(page: Page, who: { username: string; password: string }) {
  const response = await page.request.post('/api/v1/auth/login', { data: who });
  expect(response.status(), await response.text()).toBe(200);
  const { accessToken, refreshToken } = await response.json();
  await page.addInitScript(
    ([access, refresh]) => {
      if (!window.localStorage.getItem('qm-refresh-token')) {
        window.localStorage.setItem('qm-access-token', access as string);
        window.localStorage.setItem('qm-refresh-token', refresh as string);
      }
    },
    [accessToken, refreshToken],
  );
}

/** Signs in on the login screen itself. */
export async function signInUi(page: Page, who: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(/Username or email/).fill(who.username);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest message to `address` in the server's outbox. Tests read the SQLite file directly:
 * there is no test-only HTTP endpoint in the product.
 */
export async function latestMail(
  address: string,
  { after = 0 }: { after?: number } = {},
): Promise<Mail & { rowid: number }> {
  const file = process.env.E2E_DB_FILE;
  if (!file) {
    throw new Error('E2E_DB_FILE is not set: run the suite through playwright.config.ts');
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare(
          'select rowid, to_address as "to", subject, text_body as text from mail_outbox where lower(to_address) = lower(?) and rowid > ? order by rowid desc limit 1',
        )
        .get(address, after) as (Mail & { rowid: number }) | undefined;
      if (row) {
        return row;
      }
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} in the outbox`);
}

/** The first link in a mail's text. */
export function linkIn(mail: Mail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) {
    throw new Error(`no link in mail "${mail.subject}"`);
  }
  return link;
}

export type Mode = 'light' | 'dark';

/** Puts the page in a theme before any script runs (stored preference and system setting agree). */
export async function useTheme(page: Page, mode: Mode, scheme = 'light') {
  await page.emulateMedia({ colorScheme: mode });
  await page.addInitScript(
    ([theme, palette]) => {
      window.localStorage.setItem('qm-theme', theme as string);
      window.localStorage.setItem('qm-color-scheme', palette as string);
    },
    [mode, scheme],
  );
}

/** axe-core (WCAG 2.1 A and AA) on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')).join('\n    ')}`,
    );
  expect(blocking, `${screen}: accessibility violations`).toEqual([]);
}

export const test = base;
