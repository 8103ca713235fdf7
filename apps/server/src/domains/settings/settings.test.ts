import { defaultSettings } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser, errorOf, useTestApp } from '../../test-support/test-app.ts';

const test = useTestApp();

describe('/api/v1/users/me/settings', () => {
  it('answers 401 when signed out', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/users/me/settings' })).statusCode).toBe(401);
  });

  it('starts from the spec defaults', async () => {
    const user = await buildUser(test.app);
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/users/me/settings', headers: user.auth });
    expect(response.json()).toEqual(defaultSettings());
    expect(response.json().preferences).toEqual({
      theme: 'auto',
      language: 'en',
      timezone: 'UTC',
      dateFormat: 'MM/DD/YYYY',
    });
    expect(response.json().security.sessionTimeout).toBe(30);
    expect(response.json().emailNotifications.marketing).toBe(false);
  });

  it('answers 400 for out-of-range values and unknown enum values', async () => {
    const user = await buildUser(test.app);
    const response = await test.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/settings',
      headers: user.auth,
      payload: { preferences: { theme: 'neon', timezone: 'Mars/Base' }, security: { sessionTimeout: 0 } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields).sort()).toEqual([
      'preferences.theme',
      'preferences.timezone',
      'security.sessionTimeout',
    ]);
    expect(errorOf(response).fields['preferences.timezone']).toBe('Unknown time zone');
  });

  it('persists a replacement, filling omitted fields with defaults, per user', async () => {
    const user = await buildUser(test.app);
    const other = await buildUser(test.app);
    const saved = await test.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me/settings',
      headers: user.auth,
      payload: {
        preferences: { theme: 'dark', language: 'es', timezone: 'Europe/Madrid' },
        privacy: { profileVisibility: 'friends' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const reread = (
      await test.app.inject({ method: 'GET', url: '/api/v1/users/me/settings', headers: user.auth })
    ).json();
    expect(reread.preferences).toEqual({
      theme: 'dark',
      language: 'es',
      timezone: 'Europe/Madrid',
      dateFormat: 'MM/DD/YYYY',
    });
    expect(reread.privacy).toEqual({ profileVisibility: 'friends', showEmail: false });
    const untouched = (
      await test.app.inject({ method: 'GET', url: '/api/v1/users/me/settings', headers: other.auth })
    ).json();
    expect(untouched).toEqual(defaultSettings());
  });
});
