import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { PageSpinner } from '../ui/index.ts';
import { ADMIN_ROLES, CREATOR_ROLES } from './auth/roles.ts';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { importFresh } from './lazy.ts';
import { RouteError } from './RouteError.tsx';

/** A lazily loaded route module whose default export is the page. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const module = await importFresh(load);
  return { Component: module.default };
};

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
          { path: 'theme-demo', lazy: page(() => import('../features/theme-demo/ThemeDemoPage.tsx')) },
          { path: 'terms', lazy: page(() => import('../features/pages/TermsPage.tsx')) },
          { path: 'privacy', lazy: page(() => import('../features/pages/PrivacyPage.tsx')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'profile', lazy: page(() => import('../features/profile/ProfilePage.tsx')) },
              { path: 'profile/:userId', lazy: page(() => import('../features/profile/ProfilePage.tsx')) },
              { path: 'settings', lazy: page(() => import('../features/settings/SettingsPage.tsx')) },
              { path: 'analytics', lazy: page(() => import('../features/analytics/AnalyticsPage.tsx')) },
              { path: 'help', lazy: page(() => import('../features/pages/HelpPage.tsx')) },
              { path: 'about', lazy: page(() => import('../features/pages/AboutPage.tsx')) },
              { path: 'contact', lazy: page(() => import('../features/contact/ContactPage.tsx')) },
              { path: 'quizzes', lazy: page(() => import('../features/quizzes/AllQuizzesPage.tsx')) },
              { path: 'my-quizzes', lazy: page(() => import('../features/quizzes/MyQuizzesPage.tsx')) },
              { path: 'quizzes/:quizId', lazy: page(() => import('../features/quizzes/QuizDetailPage.tsx')) },
              { path: 'questions', lazy: page(() => import('../features/questions/QuestionsPage.tsx')) },
              { path: 'questions/new', lazy: page(() => import('../features/questions/QuestionFormPage.tsx')) },
              { path: 'questions/:questionId/edit', lazy: page(() => import('../features/questions/QuestionFormPage.tsx')) },
              { path: 'quizzes/:quizId/questions/new', lazy: page(() => import('../features/questions/QuestionFormPage.tsx')) },
              { path: 'quizzes/:quizId/questions/:questionId/edit', lazy: page(() => import('../features/questions/QuestionFormPage.tsx')) },
              { path: 'tags', lazy: page(() => import('../features/tags/TagsPage.tsx')) },
              { path: 'categories', lazy: page(() => import('../features/categories/CategoriesPage.tsx')) },
              { path: 'quizzes/create', lazy: page(() => import('../features/authoring/CreateQuizWizard.tsx')) },
              { path: 'quizzes/:quizId/edit', lazy: page(() => import('../features/authoring/QuizEditPage.tsx')) },
              { path: 'quizzes/:quizId/questions', lazy: page(() => import('../features/authoring/QuizQuestionsRedirect.tsx')) },
              { path: 'quizzes/:quizId/generation', lazy: page(() => import('../features/quizzes/QuizGenerationPage.tsx')) },
              { path: 'quizzes/:quizId/attempt', lazy: page(() => import('../features/attempts/AttemptPage.tsx')) },
              { path: 'quizzes/:quizId/attempt/start', lazy: page(() => import('../features/attempts/AttemptStartPage.tsx')) },
              { path: 'quizzes/:quizId/results', lazy: page(() => import('../features/results/AttemptResultsPage.tsx')) },
              { path: 'quizzes/:quizId/results-summary', lazy: page(() => import('../features/results/ResultsSummaryPage.tsx')) },
              {
                element: <RequireAuth roles={CREATOR_ROLES} />,
                children: [
                  { path: 'documents', lazy: page(() => import('../features/documents/DocumentsPage.tsx')) },
                  { path: 'documents/upload', lazy: page(() => import('../features/documents/UploadDocumentPage.tsx')) },
                  { path: 'documents/:documentId', lazy: page(() => import('../features/documents/DocumentViewerPage.tsx')) },
                ],
              },
              {
                element: <RequireAuth roles={ADMIN_ROLES} />,
                children: [
                  { path: 'admin', lazy: page(() => import('../features/admin/AdminIndexPage.tsx')) },
                  { path: 'admin/users', lazy: page(() => import('../features/admin/UsersAdminPage.tsx')) },
                  { path: 'admin/diagnostics', lazy: page(() => import('../features/admin/DiagnosticsPage.tsx')) },
                  { path: 'admin/roles', lazy: page(() => import('../features/admin/RolesAdminPage.tsx')) },
                  { path: 'admin/settings', lazy: page(() => import('../features/admin/SystemSettingsPage.tsx')) },
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
