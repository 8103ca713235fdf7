import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { loadCatalogues, type CataloguePart } from '../i18n/index.ts';
import { PageSpinner } from '../ui/index.ts';
import { ADMIN_ROLES, CREATOR_ROLES } from './auth/roles.ts';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { importFresh } from './lazy.ts';
import { RouteError } from './RouteError.tsx';

/**
 * A lazily loaded route module whose default export is the page, loaded together with the
 * catalogue parts its screens show (each a top-level key such as `quizzes`; the shell's texts are
 * always there). route-catalogues.test.ts checks that every key a page uses is covered. One
 * importFresh for both, so a stale chunk of either reloads once and a second failure shows the
 * error screen.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>, parts: readonly CataloguePart[] = []) =>
  async () => {
    const [module] = await importFresh(() => Promise.all([load(), loadCatalogues(parts)]));
    return { Component: module.default };
  };

const questionFormPage = page(
  () => import('../features/questions/QuestionFormPage.tsx'),
  ['questions', 'authoring', 'tags', 'questionTypes'],
);

/**
 * Every route of the app (spec 1 section 2, plus the pages api.md decision 13 adds). Pages load
 * lazily; guards decide who sees what.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: page(() => import('../features/landing/LandingPage.tsx')) },
          {
            element: <PublicOnly />,
            children: [
              { path: 'login', lazy: page(() => import('../features/auth/LoginPage.tsx')) },
              { path: 'register', lazy: page(() => import('../features/auth/RegisterPage.tsx')) },
            ],
          },
          { path: 'forgot-password', lazy: page(() => import('../features/auth/ForgotPasswordPage.tsx')) },
          { path: 'reset-password', lazy: page(() => import('../features/auth/ResetPasswordPage.tsx')) },
          { path: 'theme-demo', lazy: page(() => import('../features/theme-demo/ThemeDemoPage.tsx'), ['themeDemo']) },
          { path: 'terms', lazy: page(() => import('../features/pages/TermsPage.tsx'), ['pages']) },
          { path: 'privacy', lazy: page(() => import('../features/pages/PrivacyPage.tsx')) },
          {
            path: 'play',
            lazy: page(() => import('../features/live/play/PlayPage.tsx'), ['livePlay', 'questionTypes']),
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', lazy: page(() => import('../features/profile/ProfilePage.tsx'), ['billing']) },
              { path: 'profile/:userId', lazy: page(() => import('../features/profile/ProfilePage.tsx'), ['billing']) },
              { path: 'settings', lazy: page(() => import('../features/settings/SettingsPage.tsx'), ['settings']) },
              { path: 'analytics', lazy: page(() => import('../features/analytics/AnalyticsPage.tsx'), ['analytics']) },
              { path: 'help', lazy: page(() => import('../features/pages/HelpPage.tsx'), ['pages']) },
              { path: 'about', lazy: page(() => import('../features/pages/AboutPage.tsx'), ['pages']) },
              { path: 'contact', lazy: page(() => import('../features/contact/ContactPage.tsx')) },
              { path: 'quizzes', lazy: page(() => import('../features/quizzes/AllQuizzesPage.tsx'), ['quizzes']) },
              {
                path: 'my-quizzes',
                lazy: page(
                  () => import('../features/quizzes/MyQuizzesPage.tsx'),
                  ['quizzes', 'attempts', 'interchange', 'questionTypes', 'liveHost'],
                ),
              },
              {
                path: 'quizzes/:quizId',
                lazy: page(
                  () => import('../features/quizzes/QuizDetailPage.tsx'),
                  ['quizzes', 'interchange', 'liveHost'],
                ),
              },
              {
                path: 'live/host/:sessionId',
                lazy: page(() => import('../features/live/host/HostPage.tsx'), ['liveHost', 'questionTypes']),
              },
              {
                path: 'questions',
                lazy: page(
                  () => import('../features/questions/QuestionsPage.tsx'),
                  ['questions', 'authoring', 'tags', 'questionTypes'],
                ),
              },
              { path: 'questions/new', lazy: questionFormPage },
              { path: 'questions/:questionId/edit', lazy: questionFormPage },
              { path: 'quizzes/:quizId/questions/new', lazy: questionFormPage },
              { path: 'quizzes/:quizId/questions/:questionId/edit', lazy: questionFormPage },
              { path: 'tags', lazy: page(() => import('../features/tags/TagsPage.tsx'), ['tags', 'authoring']) },
              {
                path: 'categories',
                lazy: page(() => import('../features/categories/CategoriesPage.tsx'), ['categories', 'authoring']),
              },
              {
                path: 'quizzes/create',
                lazy: page(
                  () => import('../features/authoring/CreateQuizWizard.tsx'),
                  [
                    'authoring',
                    'quizzes',
                    'generation',
                    'questions',
                    'categories',
                    'tags',
                    'questionTypes',
                    'interchange',
                  ],
                ),
              },
              {
                path: 'quizzes/:quizId/edit',
                lazy: page(
                  () => import('../features/authoring/QuizEditPage.tsx'),
                  ['authoring', 'quizzes', 'questions', 'categories', 'tags', 'questionTypes', 'interchange'],
                ),
              },
              {
                path: 'quizzes/:quizId/questions',
                lazy: page(() => import('../features/authoring/QuizQuestionsRedirect.tsx')),
              },
              {
                path: 'quizzes/:quizId/generation',
                lazy: page(() => import('../features/quizzes/QuizGenerationPage.tsx'), ['quizzes']),
              },
              {
                path: 'quizzes/:quizId/attempt',
                lazy: page(() => import('../features/attempts/AttemptPage.tsx'), ['attempts', 'questionTypes']),
              },
              {
                path: 'quizzes/:quizId/attempt/start',
                lazy: page(() => import('../features/attempts/AttemptStartPage.tsx'), ['attempts', 'quizzes']),
              },
              {
                path: 'quizzes/:quizId/results',
                lazy: page(
                  () => import('../features/results/AttemptResultsPage.tsx'),
                  ['results', 'attempts', 'questionTypes'],
                ),
              },
              {
                path: 'quizzes/:quizId/results-summary',
                lazy: page(() => import('../features/results/ResultsSummaryPage.tsx'), ['results', 'quizzes']),
              },
              {
                element: <RequireAuth roles={CREATOR_ROLES} />,
                children: [
                  {
                    path: 'documents',
                    lazy: page(
                      () => import('../features/documents/DocumentsPage.tsx'),
                      ['documents', 'generation', 'authoring', 'questions', 'questionTypes'],
                    ),
                  },
                  {
                    path: 'documents/upload',
                    lazy: page(
                      () => import('../features/documents/UploadDocumentPage.tsx'),
                      ['documents', 'generation', 'authoring', 'questions', 'categories', 'tags', 'questionTypes'],
                    ),
                  },
                  {
                    path: 'documents/:documentId',
                    lazy: page(
                      () => import('../features/documents/DocumentViewerPage.tsx'),
                      ['documents', 'generation', 'authoring', 'questions', 'questionTypes'],
                    ),
                  },
                ],
              },
              {
                element: <RequireAuth roles={ADMIN_ROLES} />,
                children: [
                  { path: 'admin', lazy: page(() => import('../features/admin/AdminIndexPage.tsx'), ['admin']) },
                  { path: 'admin/users', lazy: page(() => import('../features/admin/UsersAdminPage.tsx'), ['admin']) },
                  {
                    path: 'admin/diagnostics',
                    lazy: page(() => import('../features/admin/DiagnosticsPage.tsx'), ['admin']),
                  },
                  { path: 'admin/roles', lazy: page(() => import('../features/admin/RolesAdminPage.tsx'), ['admin']) },
                  {
                    path: 'admin/settings',
                    lazy: page(() => import('../features/admin/SystemSettingsPage.tsx'), ['admin']),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
