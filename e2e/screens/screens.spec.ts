import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, registerAccount, signInPage, test, useTheme, type Account, type Mode } from '../support.ts';
import { completeAttemptByApi, NINE_TYPES, quizIdByTitle, tokenOf } from '../tests/taking-support.ts';

/**
 * Every route of the web app (apps/web/src/app/router.tsx) photographed in light and dark at
 * 1280 px and in light at 390 px, and the main screens in each of the five colour schemes, light
 * and dark. The pictures go to test-results/screens/ (git-ignored) for a person to look at;
 * `npm run screens` runs this file (its own config, never part of `npm test`). The only assertion
 * besides "the screen loaded" is that nothing is wider than the window.
 */
const OUT = process.env.SCREENS_DIR ?? fileURLToPath(new URL('../../test-results/screens', import.meta.url));
mkdirSync(OUT, { recursive: true });

type Who = 'visitor' | 'student' | 'creator' | 'admin';

/** The ids the routes need, made or looked up once per test through the API. */
interface Fixtures {
  quizId: string;
  draftQuizId: string;
  questionId: string;
  documentId: string;
  userId: string;
  student: Account;
  attemptId: string;
  completedAttemptId: string;
}

interface Screen {
  name: string;
  who: Who;
  path: (fixtures: Fixtures) => string;
  /** Brings the screen into the state worth looking at (a tab, an open menu), after it loaded. */
  then?: (page: Page) => Promise<void>;
  /** The screen shows busy indicators on purpose (the theme demo's spinners), so they say nothing of loading. */
  spinnersAreContent?: boolean;
}

const SCREENS: Screen[] = [
  { name: 'landing', who: 'visitor', path: () => '/' },
  { name: 'login', who: 'visitor', path: () => '/login' },
  { name: 'register', who: 'visitor', path: () => '/register' },
  { name: 'forgot-password', who: 'visitor', path: () => '/forgot-password' },
  { name: 'reset-password-invalid', who: 'visitor', path: () => '/reset-password' },
  { name: 'reset-password', who: 'visitor', path: () => '/reset-password?token=abc' },
  { name: 'theme-demo', who: 'visitor', path: () => '/theme-demo', spinnersAreContent: true },
  { name: 'terms', who: 'visitor', path: () => '/terms' },
  { name: 'privacy', who: 'visitor', path: () => '/privacy' },
  { name: 'not-found', who: 'visitor', path: () => '/no-such-page' },

  { name: 'profile', who: 'student', path: () => '/profile' },
  { name: 'settings', who: 'student', path: () => '/settings' },
  { name: 'analytics', who: 'student', path: () => '/analytics' },
  { name: 'help', who: 'student', path: () => '/help' },
  { name: 'about', who: 'student', path: () => '/about' },
  { name: 'contact', who: 'student', path: () => '/contact' },
  { name: 'quizzes', who: 'student', path: () => '/quizzes' },
  { name: 'my-quizzes-student', who: 'student', path: () => '/my-quizzes' },
  { name: 'quiz-detail-student', who: 'student', path: ({ quizId }) => `/quizzes/${quizId}` },
  { name: 'attempt-start', who: 'student', path: ({ quizId }) => `/quizzes/${quizId}/attempt/start` },
  {
    name: 'attempt',
    who: 'student',
    path: ({ quizId, attemptId }) => `/quizzes/${quizId}/attempt?attemptId=${attemptId}`,
  },
  {
    name: 'results',
    who: 'student',
    path: ({ quizId, completedAttemptId }) => `/quizzes/${quizId}/results?attemptId=${completedAttemptId}`,
  },

  { name: 'my-quizzes-creator', who: 'creator', path: () => '/my-quizzes' },
  { name: 'quiz-detail-owner', who: 'creator', path: ({ quizId }) => `/quizzes/${quizId}` },
  {
    name: 'quiz-detail-management',
    who: 'creator',
    path: ({ quizId }) => `/quizzes/${quizId}?tab=management`,
  },
  { name: 'quiz-generation-jobs', who: 'creator', path: ({ quizId }) => `/quizzes/${quizId}/generation` },
  { name: 'results-summary', who: 'creator', path: ({ quizId }) => `/quizzes/${quizId}/results-summary` },
  { name: 'quiz-create', who: 'creator', path: () => '/quizzes/create' },
  {
    name: 'quiz-create-manual',
    who: 'creator',
    path: () => '/quizzes/create',
    then: async (page) => {
      await page.getByRole('radio', { name: /Create manually/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: /Step 2 of 4/ })).toBeVisible();
    },
  },
  { name: 'quiz-edit', who: 'creator', path: ({ draftQuizId }) => `/quizzes/${draftQuizId}/edit` },
  {
    name: 'quiz-edit-questions',
    who: 'creator',
    path: ({ draftQuizId }) => `/quizzes/${draftQuizId}/questions`,
  },
  { name: 'quiz-edit-preview', who: 'creator', path: ({ draftQuizId }) => `/quizzes/${draftQuizId}/edit?tab=preview` },
  { name: 'questions', who: 'creator', path: () => '/questions' },
  { name: 'question-new', who: 'creator', path: () => '/questions/new' },
  { name: 'question-edit', who: 'creator', path: ({ questionId }) => `/questions/${questionId}/edit` },
  { name: 'quiz-question-new', who: 'creator', path: ({ quizId }) => `/quizzes/${quizId}/questions/new` },
  {
    name: 'quiz-question-edit',
    who: 'creator',
    path: ({ quizId, questionId }) => `/quizzes/${quizId}/questions/${questionId}/edit`,
  },
  { name: 'tags', who: 'creator', path: () => '/tags' },
  { name: 'categories', who: 'creator', path: () => '/categories' },
  { name: 'documents', who: 'creator', path: () => '/documents' },
  { name: 'documents-upload', who: 'creator', path: () => '/documents/upload' },
  { name: 'document-viewer', who: 'creator', path: ({ documentId }) => `/documents/${documentId}` },

  { name: 'admin', who: 'admin', path: () => '/admin' },
  { name: 'admin-users', who: 'admin', path: () => '/admin/users' },
  { name: 'admin-user-profile', who: 'admin', path: ({ userId }) => `/profile/${userId}` },
  { name: 'admin-diagnostics', who: 'admin', path: () => '/admin/diagnostics' },
  { name: 'admin-roles', who: 'admin', path: () => '/admin/roles' },
  { name: 'admin-settings', who: 'admin', path: () => '/admin/settings' },
];

/** The screens shown in every colour scheme: the ones a person spends most time on. */
const MAIN_SCREENS = ['landing', 'quizzes', 'quiz-detail-owner', 'quiz-edit', 'attempt', 'results'];
const SCHEMES = ['light', 'dark', 'blue', 'purple', 'green'];

const LOOKS: Array<{ name: string; mode: Mode; width: number }> = [
  { name: 'light', mode: 'light', width: 1280 },
  { name: 'dark', mode: 'dark', width: 1280 },
  { name: 'narrow', mode: 'light', width: 390 },
];

const SCREEN_TEXT = 'Rivers carry water from the land to the sea.\n\n'.repeat(20);

async function authorised(request: APIRequestContext, who: { username: string; password: string }) {
  return { Authorization: `Bearer ${await tokenOf(request, who)}` };
}

/** The creator's uploaded text document, uploaded the first time it is needed. */
async function documentOfCreator(request: APIRequestContext): Promise<string> {
  const headers = await authorised(request, DEMO.creator);
  const listed = await request.get('/api/documents', { headers, params: { search: 'screens-rivers' } });
  const existing = (await listed.json()).content?.[0] as { id: string } | undefined;
  if (existing) {
    return existing.id;
  }
  const uploaded = await request.post('/api/documents/upload', {
    headers,
    multipart: {
      file: { name: 'screens-rivers.txt', mimeType: 'text/plain', buffer: Buffer.from(SCREEN_TEXT) },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { id: string }).id;
}

async function prepare(request: APIRequestContext): Promise<Fixtures> {
  const quizId = await quizIdByTitle(request, NINE_TYPES);
  const creator = await authorised(request, DEMO.creator);
  const mine = await request.get('/api/v1/quizzes', { headers: creator, params: { scope: 'me', size: 50 } });
  const draft = ((await mine.json()).content as Array<{ id: string; status: string }>).find(
    (quiz) => quiz.status === 'DRAFT',
  );
  const questions = await request.get('/api/v1/questions', { headers: creator, params: { quizId, size: 1 } });
  const users = await request.get('/api/v1/users', {
    headers: await authorised(request, DEMO.admin),
    params: { search: 'creator' },
  });
  const student = await registerAccount(request);
  const completed = await completeAttemptByApi(request, student, quizId);
  const started = await request.post(`/api/v1/attempts/quizzes/${quizId}`, {
    headers: await authorised(request, student),
    data: { mode: 'ONE_BY_ONE' },
  });
  expect(started.status(), await started.text()).toBe(201);
  return {
    quizId,
    draftQuizId: draft?.id ?? quizId,
    questionId: ((await questions.json()).content[0] as { id: string }).id,
    documentId: await documentOfCreator(request),
    userId: ((await users.json()).content as Array<{ id: string; username: string }>).find(
      (user) => user.username === 'creator',
    )!.id,
    student,
    attemptId: ((await started.json()) as { attemptId: string }).attemptId,
    completedAttemptId: completed.attemptId,
  };
}

function accountOf(who: Who, fixtures: Fixtures) {
  switch (who) {
    case 'visitor':
      return null;
    case 'student':
      return fixtures.student;
    case 'creator':
      return DEMO.creator;
    case 'admin':
      return DEMO.admin;
  }
}

/** Waits until the page shows its heading and nothing is loading any more. */
async function settled(page: Page, spinnersAreContent = false) {
  await expect(page.locator('h1').first()).toBeVisible();
  if (!spinnersAreContent) {
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
  // Colours settle without transitions, so no picture catches one half-way.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

/** How far the page is wider than the window, in pixels (0 when nothing overflows). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function visit(page: Page, screen: Screen, fixtures: Fixtures, file: string) {
  await page.goto(screen.path(fixtures));
  await settled(page, screen.spinnersAreContent);
  await screen.then?.(page);
  await page.screenshot({ path: join(OUT, `${file}.png`), fullPage: true });
  expect.soft(await overflow(page), `${file}: horizontal overflow`).toBeLessThanOrEqual(0);
}

for (const look of LOOKS) {
  for (const who of ['visitor', 'student', 'creator', 'admin'] as Who[]) {
    test(`every ${who} route (${look.name})`, async ({ browser, request }) => {
      const fixtures = await prepare(request);
      const context = await browser.newContext({ viewport: { width: look.width, height: 900 } });
      const page = await context.newPage();
      await useTheme(page, look.mode);
      const account = accountOf(who, fixtures);
      if (account) {
        await signInPage(page, account);
      }
      for (const screen of SCREENS.filter((candidate) => candidate.who === who)) {
        await test.step(screen.name, () => visit(page, screen, fixtures, `${screen.name}-${look.name}`));
      }
      if (look.width < 640) {
        await page.goto('/');
        await settled(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.screenshot({ path: join(OUT, `menu-${who}-${look.name}.png`) });
      }
      await context.close();
    });
  }
}

for (const scheme of SCHEMES) {
  test(`main screens in the ${scheme} colour scheme, light and dark`, async ({ browser, request }) => {
    const fixtures = await prepare(request);
    for (const mode of ['light', 'dark'] as Mode[]) {
      for (const screen of SCREENS.filter((candidate) => MAIN_SCREENS.includes(candidate.name))) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await useTheme(page, mode, scheme);
        const account = screen.who === 'visitor' ? null : accountOf(screen.who, fixtures);
        if (account) {
          await signInPage(page, account);
        }
        await test.step(`${screen.name} ${mode}`, async () => {
          await page.goto(screen.path(fixtures));
          await settled(page);
          await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
          await page.screenshot({ path: join(OUT, `scheme-${scheme}-${mode}-${screen.name}.png`) });
        });
        await context.close();
      }
    }
  });
}
