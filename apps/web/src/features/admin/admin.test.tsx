import type { User } from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill, renderApp, signInAs } from '../../test-support/render.tsx';
import { admin, api, creator, errorResponse, pageOf, server, student } from '../../test-support/server.ts';

describe('User Management (/admin/users)', () => {
  it('pages, searches and sorts through the server, with role badges, status and profile links', async () => {
    signInAs(admin);
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(api('/v1/users'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        queries.push(params);
        const search = params.get('search');
        const all = [admin, creator, { ...student, isActive: false }];
        const content = search ? all.filter((user) => user.username.includes(search)) : all;
        return HttpResponse.json(
          pageOf<User>(content, Number(params.get('page') ?? 0), 20, search ? content.length : 45),
        );
      }),
    );
    const { user } = renderApp('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    const studentRow = (await within(table).findByRole('link', { name: 'student' })).closest('tr') as HTMLElement;
    expect(within(table).getByRole('link', { name: 'student' })).toHaveAttribute('href', `/profile/${student.id}`);
    expect(await within(studentRow).findByText('Inactive')).toBeInTheDocument();
    expect(within(studentRow).getByRole('button', { name: 'Activate student' })).toBeInTheDocument();
    const adminRow = within(table).getByRole('link', { name: 'admin' }).closest('tr') as HTMLElement;
    expect(await within(adminRow).findByText('Super Admin')).toBeInTheDocument();
    expect(within(adminRow).queryByRole('button')).not.toBeInTheDocument();
    expect(queries.at(-1)?.get('sort')).toBe('createdAt,desc');
    expect(await screen.findByText('Showing 1 to 20 of 45 results')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('1'));
    await user.click(within(table).getByRole('button', { name: /Username/ }));
    await waitFor(() => expect(queries.at(-1)?.get('sort')).toBe('username,asc'));
    expect(queries.at(-1)?.get('page')).toBe('0');
    await fill(user, screen.getByRole('searchbox', { name: 'Search users' }), 'cre');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('cre'));
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'student' })).not.toBeInTheDocument());
  });

  it('deactivates selected users in bulk after confirmation', async () => {
    signInAs(admin);
    let bulk: unknown;
    server.use(
      http.get(api('/v1/users'), () => HttpResponse.json(pageOf<User>([admin, creator, student]))),
      http.post(api('/v1/users/bulk-deactivate'), async ({ request }) => {
        bulk = await request.json();
        return HttpResponse.json({ updated: 2, userIds: [creator.id, student.id] });
      }),
    );
    const { user } = renderApp('/admin/users');
    const deactivate = await screen.findByRole('button', { name: 'Deactivate selected' });
    expect(deactivate).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all rows' }));
    expect(await screen.findByText('2 selected')).toBeInTheDocument();
    await user.click(deactivate);
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate users?' });
    expect(dialog).toHaveTextContent('Deactivate 2 selected users? They will be signed out and unable to sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bulk).toBeUndefined();
    await user.click(deactivate);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate selected' }),
    );
    expect(await screen.findByText('2 users deactivated')).toBeInTheDocument();
    expect(bulk).toEqual({ userIds: [creator.id, student.id] });
    expect(await screen.findByText('0 selected')).toBeInTheDocument();
  });

  it('activates one user from the table and shows a refused change', async () => {
    signInAs(admin);
    server.use(
      http.get(api('/v1/users'), () => HttpResponse.json(pageOf<User>([{ ...student, isActive: false }, creator]))),
      http.post(api(`/v1/users/${student.id}/activate`), () => HttpResponse.json(student)),
      http.post(api(`/v1/users/${creator.id}/deactivate`), () =>
        errorResponse(403, 'Insufficient permissions - Admin role required'),
      ),
    );
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Activate student' }));
    expect(await screen.findByText('student activated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate creator' }));
    expect(await screen.findByText('Insufficient permissions - Admin role required')).toBeInTheDocument();
  });
});

describe('AI analysis test page (/admin/diagnostics)', () => {
  it('calls the analyze endpoint with no payload and shows the answer raw', async () => {
    signInAs(admin);
    let body: string | null = 'unset';
    const report = {
      generator: { kind: 'offline', note: 'offline generator, not configured' },
      jobs: { available: false },
    };
    server.use(
      http.post(api('/v1/ai-analysis/analyze'), async ({ request }) => {
        body = await request.text();
        return HttpResponse.json(report);
      }),
    );
    const { user } = renderApp('/admin/diagnostics');
    await user.click(await screen.findByRole('button', { name: 'Run analysis' }));
    const output = await screen.findByTestId('analysis-json');
    expect(JSON.parse(output.textContent)).toEqual(report);
    expect(body).toBe('');
  });
});
