import { defaultSettings, type Settings } from '@quizmaker/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { api, errorResponse, server, student } from '../../test-support/server.ts';

const group = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;

describe('Account Settings (spec 1 section 2)', () => {
  it('shows the four groups with their defaults', async () => {
    signInAs(student);
    renderApp('/settings');
    const email = await group('Email Notifications');
    expect(within(email).getByRole('switch', { name: 'Quiz results' })).toBeChecked();
    expect(within(email).getByRole('switch', { name: 'New quizzes' })).toBeChecked();
    expect(within(email).getByRole('switch', { name: 'System updates' })).toBeChecked();
    expect(within(email).getByRole('switch', { name: 'Marketing emails' })).not.toBeChecked();
    const privacy = await group('Privacy');
    expect(within(privacy).getByRole('combobox', { name: 'Profile visibility' })).toHaveValue('public');
    expect(
      within(within(privacy).getByRole('combobox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Public', 'Private', 'Friends Only']);
    expect(within(privacy).getByRole('switch', { name: 'Show my email on my profile' })).not.toBeChecked();
    const preferences = await group('Preferences');
    expect(within(preferences).getByRole('combobox', { name: 'Theme' })).toHaveValue('auto');
    expect(
      within(within(preferences).getByRole('combobox', { name: 'Language' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español', 'Français', 'Deutsch']);
    expect(within(preferences).getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC');
    expect(within(preferences).getByRole('combobox', { name: 'Date format' })).toHaveValue('MM/DD/YYYY');
    const security = await group('Security');
    expect(within(security).getByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
    expect(within(security).getByRole('switch', { name: 'Login notifications' })).toBeChecked();
    expect(within(security).getByRole('textbox', { name: 'Session timeout (minutes)' })).toHaveValue('30');
  });

  it('saves to the server with a success toast, and keeps the values after a reload', async () => {
    signInAs(student);
    let stored: Settings = defaultSettings();
    server.use(
      http.get(api('/v1/users/me/settings'), () => HttpResponse.json(stored)),
      http.put(api('/v1/users/me/settings'), async ({ request }) => {
        stored = (await request.json()) as Settings;
        return HttpResponse.json(stored);
      }),
    );
    const view = renderApp('/settings');
    await view.user.click(await screen.findByRole('switch', { name: 'Marketing emails' }));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Profile visibility' }), 'friends');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Date format' }), 'YYYY-MM-DD');
    await view.user.click(screen.getByRole('button', { name: 'Increase Session timeout (minutes)' }));
    await view.user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(stored.emailNotifications.marketing).toBe(true);
    expect(stored.privacy.profileVisibility).toBe('friends');
    expect(stored.preferences.dateFormat).toBe('YYYY-MM-DD');
    expect(stored.security.sessionTimeout).toBe(35);
    view.unmount();

    renderApp('/settings');
    expect(await screen.findByRole('switch', { name: 'Marketing emails' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Profile visibility' })).toHaveValue('friends');
  });

  it('switches the language at once, remembers it and saves it', async () => {
    signInAs(student);
    let stored = null as Settings | null;
    server.use(
      http.put(api('/v1/users/me/settings'), async ({ request }) => {
        stored = (await request.json()) as Settings;
        return HttpResponse.json(stored);
      }),
    );
    const view = renderApp('/settings');
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es');
    expect(await screen.findByRole('heading', { name: 'Ajustes de la cuenta' })).toBeInTheDocument();
    expect(window.localStorage.getItem('qm-language')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await view.user.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect(await screen.findByText('Ajustes guardados correctamente')).toBeInTheDocument();
    expect(stored?.preferences.language).toBe('es');
    await i18n.changeLanguage('en');
  });

  it('shows the failure toast and the load failure', async () => {
    signInAs(student);
    server.use(http.put(api('/v1/users/me/settings'), () => errorResponse(500, 'x')));
    const view = renderApp('/settings');
    await view.user.click(await screen.findByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    view.unmount();
    server.use(http.get(api('/v1/users/me/settings'), () => errorResponse(500, 'x')));
    renderApp('/settings');
    expect(await screen.findByText('Failed to load settings')).toBeInTheDocument();
  });
});
