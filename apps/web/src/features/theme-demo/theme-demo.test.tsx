import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderApp } from '../../test-support/render.tsx';

describe('/theme-demo', () => {
  it('offers the five palettes and applies the chosen one', async () => {
    const { user } = renderApp('/theme-demo');
    const palettes = await screen.findByRole('group', { name: 'Colour palette' });
    expect(
      within(palettes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Light', 'Dark', 'Ocean Blue', 'Royal Purple', 'Forest Green']);
    expect(within(palettes).getByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(within(palettes).getByRole('radio', { name: 'Royal Purple' }));
    expect(document.documentElement).toHaveAttribute('data-scheme', 'purple');
    expect(window.localStorage.getItem('qm-color-scheme')).toBe('purple');
    await user.click(within(palettes).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await user.click(within(palettes).getByRole('radio', { name: 'Light' }));
  });

  it('validates the demo quiz form and simulates the submission', async () => {
    const { user } = renderApp('/theme-demo');
    const form = (await screen.findByRole('heading', { name: 'Demo quiz form' })).closest('section') as HTMLElement;
    const title = within(form).getByLabelText(/^Title/);
    const time = within(form).getByRole('textbox', { name: 'Estimated time (minutes)' });
    expect(time).toHaveValue('30');
    expect(within(form).getByRole('combobox', { name: 'Difficulty' })).toHaveValue('MEDIUM');
    expect(within(form).getByRole('combobox', { name: 'Visibility' })).toHaveValue('PRIVATE');
    const submit = within(form).getByRole('button', { name: 'Create quiz' });
    await user.click(submit);
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    await fill(user, title, 'ab');
    await user.click(submit);
    expect(await within(form).findByText('Title must be at least 3 characters')).toBeInTheDocument();
    await fill(user, title, 'x'.repeat(101));
    await fill(user, within(form).getByLabelText(/^Description/), 'd'.repeat(501));
    await fill(user, time, '301');
    await user.tab();
    await user.click(submit);
    expect(await within(form).findByText('Title must be no more than 100 characters')).toBeInTheDocument();
    expect(await within(form).findByText('Description must be no more than 500 characters')).toBeInTheDocument();
    expect(await within(form).findByText('Time cannot exceed 300 minutes')).toBeInTheDocument();
    await fill(user, time, '0');
    await user.tab();
    await user.click(submit);
    expect(await within(form).findByText('Time must be at least 1 minute')).toBeInTheDocument();
    const source = within(form).getByRole('textbox', { name: /^Source link/ });
    await fill(user, source, 'not a link');
    await user.click(submit);
    expect(await within(form).findByText('Source link format is invalid')).toBeInTheDocument();
    await fill(user, source, 'https://example.org/capitals');
    await fill(user, title, 'Capitals of Europe');
    await fill(user, within(form).getByLabelText(/^Description/), '');
    await fill(user, time, '45');
    await user.tab();
    await user.click(submit);
    expect(within(form).getByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(
      await within(form).findByText('Quiz "Capitals of Europe" created (demo only: nothing was saved).', undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
  });
});
