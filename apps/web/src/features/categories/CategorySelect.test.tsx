import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signInAs } from '../../test-support/render.tsx';
import { admin, creator, server } from '../../test-support/server.ts';
import { AuthoringBackend } from '../../test-support/authoring-backend.ts';
import { CategorySelect } from './CategorySelect.tsx';

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  server.use(...new AuthoringBackend().handlers());
});

describe('CategorySelect offers only what the user may do', () => {
  it('a quiz creator (no CATEGORY_ADMIN) picks a category but is not offered "+ New category"', async () => {
    signInAs(creator);
    renderWithProviders(<CategorySelect value={null} onChange={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'Category' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ New category' })).not.toBeInTheDocument();
  });

  it('an administrator is offered "+ New category"', async () => {
    signInAs(admin);
    renderWithProviders(<CategorySelect value={null} onChange={() => undefined} />);
    expect(await screen.findByRole('button', { name: '+ New category' })).toBeInTheDocument();
  });
});
