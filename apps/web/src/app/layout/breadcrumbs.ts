import type { en } from '../../i18n/en.ts';

export type BreadcrumbKey = keyof typeof en.breadcrumbs;
export type Crumb =
  { path: string; labelKey: BreadcrumbKey; label?: undefined } | { path: string; label: string; labelKey?: undefined };
export type CrumbItem = Crumb | { ellipsis: true };

export const MAX_CRUMBS = 4;
/** Home points to /quizzes (spec 1 section 2). */
export const HOME_CRUMB_PATH = '/quizzes';

const FIXED: Record<string, BreadcrumbKey> = {
  '/quizzes': 'quizzes',
  '/my-quizzes': 'myQuizzes',
  '/quizzes/create': 'createQuiz',
  '/tags': 'tags',
  '/categories': 'categories',
  '/questions': 'questions',
  '/admin': 'admin',
  '/profile': 'profile',
  '/settings': 'settings',
  '/analytics': 'analytics',
  '/documents': 'documents',
  '/help': 'help',
  '/about': 'about',
  '/contact': 'contact',
  '/privacy': 'privacy',
  '/terms': 'terms',
};

/** Paths that only group pages and have no page of their own (the live host's screen is /live/host/{id}): no crumb. */
const GROUPING_PATHS = new Set(['/live', '/live/host']);

const QUIZ_SUB_PATHS: Record<string, BreadcrumbKey> = {
  attempt: 'attemptQuiz',
  results: 'quizResults',
  edit: 'editQuiz',
  questions: 'quizQuestions',
  'results-summary': 'resultsSummary',
};

const ADMIN_SUB_PATHS: Record<string, BreadcrumbKey> = {
  users: 'userManagement',
  roles: 'roleManagement',
  settings: 'systemSettings',
  diagnostics: 'aiDiagnostics',
};

const humanise = (segment: string) => {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function labelFor(path: string, segments: string[]): Crumb {
  const fixed = FIXED[path];
  if (fixed) {
    return { path, labelKey: fixed };
  }
  const [first, second, third] = segments;
  const last = segments[segments.length - 1] ?? '';
  if (first === 'quizzes' && segments.length === 2) {
    return { path, labelKey: 'quizDetail' };
  }
  if (first === 'quizzes' && segments.length === 3 && third !== undefined) {
    const key = QUIZ_SUB_PATHS[third];
    if (key) {
      return { path, labelKey: key };
    }
  }
  if (first === 'admin' && segments.length === 2 && second !== undefined) {
    return { path, labelKey: ADMIN_SUB_PATHS[second] ?? 'admin' };
  }
  if (first === 'profile' && segments.length === 2) {
    return { path, labelKey: 'userProfile' };
  }
  // A question's id says nothing to a person: its crumb reads 'Question' (/questions/{id}, /quizzes/{id}/questions/{id}).
  const questionSegment =
    first === 'questions' && segments.length === 2
      ? second
      : first === 'quizzes' && third === 'questions' && segments.length === 4
        ? last
        : undefined;
  if (questionSegment !== undefined && questionSegment !== 'new') {
    return { path, labelKey: 'question' };
  }
  return { path, label: humanise(last) };
}

/**
 * The trail for a path: Home (to /quizzes), then one crumb per segment with the fixed labels of
 * spec 1 section 2; more than 4 collapse the middle into an ellipsis. One crumb means none shown.
 */
export function breadcrumbsFor(pathname: string): CrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ path: HOME_CRUMB_PATH, labelKey: 'home' }];
  segments.forEach((_, index) => {
    const own = segments.slice(0, index + 1);
    const path = `/${own.join('/')}`;
    if (!GROUPING_PATHS.has(path)) {
      crumbs.push(labelFor(path, own));
    }
  });
  if (crumbs.length <= 1) {
    return [];
  }
  if (crumbs.length <= MAX_CRUMBS) {
    return crumbs;
  }
  const [home] = crumbs;
  return [home as Crumb, { ellipsis: true }, ...crumbs.slice(-(MAX_CRUMBS - 2))];
}
