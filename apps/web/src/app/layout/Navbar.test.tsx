import type { Settings } from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../api/tokens.ts';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { api, creator, server, student } from '../../test-support/server.ts';

const navLinks = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('navbar (spec 1 section 2)', () => {
  it('offers Login and Register to the signed-out, and the brand goes to /quizzes', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Quizmaker' })).toHaveAttribute('href', '/quizzes');
    expect(within(nav).getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    expect(within(nav).getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows the signed-in links, with Documents only for the creator roles', async () => {
    signInAs(student);
    const view = renderApp('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await within(nav).findAllByRole('link', { name: 'Profile' });
    const [desktop] = within(nav).getAllByRole('list');
    expect(navLinks(desktop as HTMLElement)).toEqual([
      ['All Quizzes', '/quizzes'],
      ['My Quizzes', '/my-quizzes'],
      ['Profile', '/profile'],
      ['Settings', '/settings'],
    ]);
    expect(within(desktop as HTMLElement).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    view.unmount();

    signInAs(creator);
    renderApp('/profile');
    const creatorNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect((await within(creatorNav).findAllByRole('link', { name: 'Documents' }))[0]).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('collapses into a menu button that opens, closes on Escape and returns focus', async () => {
    signInAs(student);
    const view = renderApp('/profile');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(menu).not.toBeVisible();
    await view.user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'All Quizzes' })).toHaveFocus());
    await view.user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await view.user.click(button);
    await view.user.click(within(menu).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { name: 'Account Settings' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it("the menu holds the colour scheme but no second Theme picker: the bar's stays the only one (issue 17 screenshot pass)", async () => {
    signInAs(student);
    const view = renderApp('/profile');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    await view.user.click(button);
    expect(within(menu).getByRole('combobox', { name: 'Colour scheme' })).toBeInTheDocument();
    expect(within(menu).queryByRole('combobox', { name: 'Theme' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('combobox', { name: 'Theme' })).toHaveLength(1);
  });

  it('logs out: tokens cleared, back to /login, even when the logout call fails', async () => {
    signInAs(student);
    server.use(http.post(api('/v1/auth/logout'), () => HttpResponse.error()));
    const view = renderApp('/profile');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await view.user.click((await within(nav).findAllByRole('button', { name: 'Logout' }))[0] as HTMLElement);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(tokens.accessToken()).toBeNull();
    expect(view.router.state.location.pathname).toBe('/login');
  });

  it('has a theme picker that is the same setting as Settings: stored, and saved for the signed-in', async () => {
    signInAs(student);
    const saved: Settings[] = [];
    server.use(
      http.put(api('/v1/users/me/settings'), async ({ request }) => {
        const body = (await request.json()) as Settings;
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    const view = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Account Settings' });
    const picker = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('combobox', {
      name: 'Theme',
    });
    await view.user.selectOptions(picker, 'dark');
    expect(window.localStorage.getItem('qm-theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await waitFor(() => expect(saved.at(-1)?.preferences.theme).toBe('dark'));
    const settingsSelect = within(screen.getByRole('main')).getByRole('combobox', { name: 'Theme' });
    expect(settingsSelect).toHaveValue('dark');
    await view.user.selectOptions(picker, 'light');
  });

  it('offers the five colour schemes beside the theme (spec 1), the same setting as the Themes page', async () => {
    signInAs(student);
    const view = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Account Settings' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const schemes = within(nav).getByRole('combobox', { name: 'Colour scheme' });
    expect(
      within(schemes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Light', 'Dark', 'Ocean Blue', 'Royal Purple', 'Forest Green']);
    await view.user.selectOptions(schemes, 'purple');
    expect(window.localStorage.getItem('qm-color-scheme')).toBe('purple');
    expect(document.documentElement).toHaveAttribute('data-scheme', 'purple');
    await view.user.selectOptions(schemes, 'light');
  });
});
