import type { User } from '@quizmaker/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { tokens } from '../api/tokens.ts';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { setCurrentUser } from './server.ts';

/** A query client like the app's, minus retries and garbage-collection timers that would slow tests. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** Stores tokens and makes the mocked server answer /me with `user`. */
export function signInAs(user: User) {
  tokens.set({ accessToken: `access-${user.username}`, refreshToken: `refresh-${user.username}` });
  setCurrentUser(user);
}

/** Renders the whole app (real routes, guards and lazy pages) at `path`. */
export function renderApp(path: string) {
  return renderRoutes(routes, path);
}

/**
 * Renders the whole app at `path` and waits for the page's heading: the first render of a file transforms the lazy
 * route modules, which can take a while.
 */
export async function openPage(path: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
  return view;
}

/** The rows of the page's one table, its header row left out. */
export const tableBodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

/** Renders one component inside the app's providers and a router (for components that use links). */
export function renderWithProviders(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

/** Renders `routeList` at `path` in a memory router inside the app's providers, with a fresh query client. */
function renderRoutes(routeList: RouteObject[], path: string) {
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  const client = testQueryClient();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client, user: userEvent.setup({ skipHover: true }) };
}

/** Replaces a field's text in one step (typing character by character is slow and adds nothing here). */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text !== '') {
    await user.click(field);
    await user.paste(text);
  }
}
