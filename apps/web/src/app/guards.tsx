import type { Role } from '@quizmaker/contracts';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../ui/index.ts';
import { useAuth } from './auth/AuthProvider.tsx';
import { hasAnyRole } from './auth/roles.ts';

/** Where /login, registration and the brand send a signed-in user. */
export const HOME_PATH = '/quizzes';

export interface ReturnState {
  from?: { pathname: string; search?: string; hash?: string };
  message?: string;
}

/**
 * A protected branch: spinner while the session loads, /login for the signed-out (remembering where
 * they were), / for a user holding none of `roles`.
 */
export function RequireAuth({ roles = [] }: { roles?: readonly Role[] }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return <PageSpinner />;
  }
  if (status === 'anonymous') {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!hasAnyRole(user, roles)) {
    return <Navigate to="/" replace />;
  }
  return <Outlet />;
}

/** Where a user who just signed in goes: back where the guard found them, else /quizzes. */
export function returnPath(state: ReturnState | null | undefined): string {
  const from = state?.from;
  return from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : HOME_PATH;
}

/**
 * /login and /register: a signed-in user goes to /quizzes, or back to the page that sent them to
 * sign in. This is also how a successful login leaves the login screen.
 */
export function PublicOnly() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') {
    return <PageSpinner />;
  }
  if (status === 'authenticated') {
    return <Navigate to={returnPath(location.state as ReturnState | null)} replace />;
  }
  return <Outlet />;
}
