import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { FORCE_LOGOUT_EVENT } from '../../api/http.ts';
import type { ReturnState } from '../guards.tsx';
import { PreferencesSync } from '../preferences.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

/** Paths that show no breadcrumb trail: the landing page and the account screens. */
const WITHOUT_BREADCRUMBS = new Set(['/', '/login', '/register', '/forgot-password', '/reset-password']);

/** Sends the browser to /login when the session is forced to end (spec 1 section 7). */
function SessionEvents() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const onForcedLogout = () => {
      const state: ReturnState = {
        from: { pathname: location.pathname, search: location.search, hash: location.hash },
      };
      void navigate('/login', { replace: true, state });
    };
    window.addEventListener(FORCE_LOGOUT_EVENT, onForcedLogout);
    return () => window.removeEventListener(FORCE_LOGOUT_EVENT, onForcedLogout);
  }, [navigate, location]);
  return null;
}

/** The frame of every screen: skip link, navbar, breadcrumbs, the page, footer. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-page text-fg">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8">
        {WITHOUT_BREADCRUMBS.has(pathname) ? null : <Breadcrumbs />}
        <Outlet />
      </main>
      <Footer />
      <SessionEvents />
      <PreferencesSync />
      <ScrollRestoration />
    </div>
  );
}
