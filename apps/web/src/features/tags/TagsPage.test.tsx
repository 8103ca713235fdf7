import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fill, openPage, signInAs, tableBodyRows } from '../../test-support/render.tsx';
import { admin, api, creator, errorResponse, server, student } from '../../test-support/server.ts';
import { AuthoringBackend, buildTerm, uuid } from '../../test-support/authoring-backend.ts';
import { heldUntilReleased } from '../../test-support/timers.ts';

let backend: AuthoringBackend;
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  backend = new AuthoringBackend();
  server.use(...backend.handlers());
});

describe('/tags', () => {
  it("shows 5 rows, then 'Show 5 More', with the header count", async () => {
    signInAs(creator);
    backend.tags = Array.from({ length: 12 }, (_, index) =>
      buildTerm(index + 1, `tag-${String(index + 1).padStart(2, '0')}`, index === 0 ? 'First tag' : null),
    );
    const { user } = await openPage('/tags');
    expect(screen.getByRole('heading', { name: 'Manage Tags' })).toBeInTheDocument();
    expect(screen.getByText('Create, edit, and organize quiz tags')).toBeInTheDocument();
    expect(await screen.findByText('Showing 5 of 12 tags')).toBeInTheDocument();
    expect(tableBodyRows()).toHaveLength(5);
    expect(screen.getByText('First tag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 5 More' }));
    expect(tableBodyRows()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show 5 More' }));
    expect(tableBodyRows()).toHaveLength(12);
    expect(screen.getByText('12 tag(s) available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show 5 More' })).not.toBeInTheDocument();
  });

  it("says 'No tags found.' when there are none", async () => {
    signInAs(creator);
    await openPage('/tags');
    expect(await screen.findByText('No tags found.')).toBeInTheDocument();
  });

  it("creates a tag in the 'New Tag' modal: name rule, 'Saving...', trimmed body", async () => {
    signInAs(creator);
    // Held until 'Saving...' is seen: a 150 ms answer can come before a loaded machine's next render.
    const saving = heldUntilReleased();
    // Released however the test ends, so a failed wait does not leave the handler hanging.
    onTestFinished(saving.release);
    server.use(
      http.post(api('/v1/tags'), async ({ request }) => {
        const body = (await request.json()) as { name: string; description: string | null };
        backend.calls.push({ method: 'POST', path: '/v1/tags', body });
        await saving.held;
        backend.tags = [buildTerm(60, body.name, body.description)];
        return HttpResponse.json({ tagId: uuid(60) }, { status: 201 });
      }),
    );
    const { user } = await openPage('/tags');
    await user.click(screen.getByRole('button', { name: 'Create Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Tag' });
    // The name field takes focus when the modal opens.
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveFocus());
    await fill(user, within(dialog).getByLabelText(/Name/), ' ab ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name must be between 3 and 50 characters.')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/Name/), '  rivers  ');
    await fill(user, within(dialog).getByLabelText('Description'), '  Water  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    saving.release();
    expect(await screen.findByText('Tag created.')).toBeInTheDocument();
    expect(backend.calls[0]?.body).toEqual({ name: 'rivers', description: 'Water' });
    expect(await screen.findByText('rivers')).toBeInTheDocument();
  });

  it("edits in 'Edit Tag' (Save); 'Failed to save tag.' stays in the modal", async () => {
    signInAs(creator);
    backend.tags = [buildTerm(1, 'history')];
    server.use(http.patch(api(`/v1/tags/${uuid(1)}`), () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await openPage('/tags');
    await user.click(await screen.findByRole('button', { name: 'Edit tag history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tag' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('history');
    await waitFor(() => expect(within(dialog).getByLabelText(/Name/)).toHaveFocus());
    await fill(user, within(dialog).getByLabelText(/Name/), 'world history');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Failed to save tag.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag saved.')).toBeInTheDocument();
    expect(await screen.findByText('world history')).toBeInTheDocument();
  });

  it("deletes after 'Delete Tag'; a failure shows 'Failed to delete tag.' above the list", async () => {
    signInAs(creator);
    backend.tags = [buildTerm(1, 'history'), buildTerm(2, 'science')];
    server.use(http.delete(api(`/v1/tags/${uuid(1)}`), () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await openPage('/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete tag history' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Tag' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this tag? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete tag.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete tag history' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Tag' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('history')).not.toBeInTheDocument());
    expect(backend.writes('DELETE')).toHaveLength(1);
  });

  it("shows 'Failed to fetch tags.' when the list fails, and no actions on tags the user may not change", async () => {
    signInAs(student);
    backend.tags = [{ ...buildTerm(1, 'history'), abilities: { update: false, delete: false } }];
    const { unmount } = await openPage('/tags');
    expect(await screen.findByText('history')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit tag/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Tag' })).not.toBeInTheDocument();
    unmount();
    server.use(http.get(api('/v1/tags'), () => HttpResponse.json({}, { status: 500 })));
    await openPage('/tags');
    expect(await screen.findByText('Failed to fetch tags.')).toBeInTheDocument();
  });
});

describe('/categories', () => {
  it('admins create, edit and delete; the name rule is 3 to 100', async () => {
    signInAs(admin);
    backend.categories = [buildTerm(1, 'Geography', 'Maps and places')];
    const { user } = await openPage('/categories');
    expect(await screen.findByText('Maps and places')).toBeInTheDocument();
    expect(screen.getByText('1 category(ies) available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await fill(user, within(dialog).getByLabelText(/Name/), 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name must be between 3 and 100 characters.')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText(/Name/), 'Science');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Category created.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit category Geography' })).toBeInTheDocument();
  });

  it('non-admins see no actions; a refused save shows the server message', async () => {
    signInAs(creator);
    backend.categories = [{ ...buildTerm(1, 'Geography'), abilities: { update: false, delete: false } }];
    await openPage('/categories');
    expect(await screen.findByText('Geography')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can create, edit or delete categories.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it("shows the server's 403 and 409 messages", async () => {
    signInAs(admin);
    backend.categories = [buildTerm(1, 'Geography')];
    server.use(
      http.post(api('/v1/categories'), () => errorResponse(403, 'Insufficient permissions - Admin role required')),
      http.delete(api(`/v1/categories/${uuid(1)}`), () =>
        errorResponse(409, 'Conflict: Category name already exists or category is in use'),
      ),
    );
    const { user } = await openPage('/categories');
    await user.click(await screen.findByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await fill(user, within(dialog).getByLabelText(/Name/), 'History');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Insufficient permissions - Admin role required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete category Geography' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Category' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Conflict: Category name already exists or category is in use')).toBeInTheDocument();
  });
});

describe('quick-create in the pickers', () => {
  it('creates a tag from the tag picker (trimmed, non-empty) and selects it at once', async () => {
    const { TagPicker } = await import('./TagPicker.tsx');
    const { renderWithProviders } = await import('../../test-support/render.tsx');
    const { useState } = await import('react');
    signInAs(creator);
    let selected: string[] = [];
    function Host() {
      const [value, setValue] = useState<string[]>([]);
      selected = value;
      return <TagPicker value={value} onChange={setValue} />;
    }
    const { user } = renderWithProviders(<Host />);
    await user.click(await screen.findByRole('button', { name: '+ New tag' }));
    const add = screen.getByRole('button', { name: 'Add Tag' });
    await fill(user, screen.getByLabelText(/^Name/), '   ');
    expect(add).toBeDisabled();
    await fill(user, screen.getByLabelText(/^Name/), '  volcanoes  ');
    await user.click(add);
    expect(await screen.findByRole('checkbox', { name: 'volcanoes' })).toBeChecked();
    expect(backend.writes('POST')[0]?.body).toEqual({ name: 'volcanoes', description: null });
    expect(selected).toHaveLength(1);
  });

  it('shows why a category quick-create was refused (the server has the last word, e.g. a role withdrawn since sign-in)', async () => {
    const { CategorySelect } = await import('../categories/index.ts');
    const { renderWithProviders } = await import('../../test-support/render.tsx');
    signInAs(admin);
    server.use(
      http.post(api('/v1/categories'), () => errorResponse(403, 'Insufficient permissions - Admin role required')),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<CategorySelect value={null} onChange={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: '+ New category' }));
    await fill(user, screen.getByLabelText(/^Name/), 'Volcanology');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Insufficient permissions - Admin role required')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
