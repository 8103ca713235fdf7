import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderApp, renderWithProviders, signInAs } from '../../test-support/render.tsx';
import { admin, api, errorResponse, server } from '../../test-support/server.ts';
import { AuthoringBackend } from '../../test-support/authoring-backend.ts';
import { CategorySelect } from './CategorySelect.tsx';

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  server.use(...new AuthoringBackend().handlers());
  signInAs(admin);
});

const nameRule = 'Name must be between 3 and 100 characters.';
const descriptionRule = 'Description must be no more than 1000 characters';
const refusedTwice = () =>
  http.post(api('/v1/categories'), () =>
    errorResponse(400, `Validation error: ${nameRule}`, {
      details: [`name: ${nameRule}`, `description: ${descriptionRule}`],
      fieldErrors: [
        { field: 'name', message: nameRule },
        { field: 'description', message: descriptionRule },
      ],
    }),
  );

describe('category forms', () => {
  it("/categories: a refused save shows 'Validation error: {message}' with the reasons joined, and each reason at its field", async () => {
    server.use(refusedTwice());
    const { user } = renderApp('/categories');
    await user.click(await screen.findByRole('button', { name: 'Create Category' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New Category' });
    await fill(user, within(dialog).getByLabelText(/^Name/), 'Volcanology');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(`Validation error: ${nameRule} ${descriptionRule}`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(nameRule);
    expect(within(dialog).getByLabelText(/^Description/)).toHaveAccessibleDescription(descriptionRule);
  });

  it("quick-create: a refused save shows 'Validation error: {message}' with every field's reason joined, and each reason at its field (spec 2 section 8)", async () => {
    server.use(refusedTwice());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<CategorySelect value={null} onChange={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: '+ New category' }));
    const group = screen.getByRole('group', { name: 'Create a category' });
    await fill(user, within(group).getByLabelText(/^Name/), 'ab');
    await fill(user, within(group).getByLabelText(/^Description/), 'd'.repeat(1001));
    await user.click(within(group).getByRole('button', { name: 'Add Category' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      `Validation error: ${nameRule} ${descriptionRule}`,
    );
    expect(within(group).getByLabelText(/^Name/)).toHaveAccessibleDescription(nameRule);
    expect(within(group).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(group).getByLabelText(/^Description/)).toHaveAccessibleDescription(descriptionRule);
    vi.restoreAllMocks();
  });
});
