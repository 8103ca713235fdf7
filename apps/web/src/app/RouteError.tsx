import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/pages/NotFoundPage.tsx';
import { ErrorScreen } from '../ui/index.ts';
import { isStaleChunkError, reloadOnce } from './lazy.ts';

/** What the router shows when a route fails: Page Not Found for a 404, else the generic error screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  if (isStaleChunkError(error) && reloadOnce()) {
    return null;
  }
  return <ErrorScreen />;
}
