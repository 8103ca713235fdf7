import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '@quizmaker/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { admin, creator } from '../../test-support/server.ts';

describe('Role Management (/admin/roles)', () => {
  it('shows every role with the permissions the shared table grants it', async () => {
    signInAs(admin);
    renderApp('/admin/roles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Role Management' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Permissions granted by each role' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Permission',
      'User0 permissions',
      'Quiz Creator10 permissions',
      'Moderator15 permissions',
      'Admin22 permissions',
      'Super Admin22 permissions',
    ]);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(PERMISSIONS.length);
    const createRow = within(table)
      .getByRole('rowheader', { name: /Create quizzes/ })
      .closest('tr') as HTMLElement;
    expect(
      within(createRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.replace(/[✓–]/g, '')),
    ).toEqual(['Not granted', 'Granted', 'Granted', 'Granted', 'Granted']);
    const userAdminRow = within(table)
      .getByRole('rowheader', { name: /USER_ADMIN/ })
      .closest('tr') as HTMLElement;
    expect(
      within(userAdminRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent.replace(/[✓–]/g, '')),
    ).toEqual(['Not granted', 'Not granted', 'Not granted', 'Granted', 'Granted']);
    // Every cell agrees with the table the server's guards use.
    for (const role of ROLES) {
      for (const permission of PERMISSIONS) {
        expect(screen.getByTestId(`${role}:${permission}`)).toHaveTextContent(
          ROLE_PERMISSIONS[role].includes(permission) ? 'Granted' : 'Not granted',
        );
      }
    }
  });

  it('is linked from /admin and closed to non-administrators', async () => {
    signInAs(admin);
    const view = renderApp('/admin');
    const link = await screen.findByRole('link', { name: /Role Management/ });
    expect(link).toHaveAttribute('href', '/admin/roles');
    expect(screen.getByRole('link', { name: /System Settings/ })).toHaveAttribute('href', '/admin/settings');
    view.unmount();
    signInAs(creator);
    const other = renderApp('/admin/roles');
    // The redirect waits for the lazy route's module, whose first transform can take longer than the default
    // wait on a loaded machine (openPage waits as long; CI of session 14 failed here with '/admin/settings').
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'), { timeout: 20_000 });
    await act(() => other.router.navigate('/admin/settings'));
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/'), { timeout: 20_000 });
  }, 60_000);
});
