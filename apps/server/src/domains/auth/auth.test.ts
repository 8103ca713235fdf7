import { describe, expect, it } from 'vitest';
import { ensureAccount } from '../../seed/accounts.ts';
import { buildAccount, buildUser, errorOf, useTestApp } from '../../test-support/test-app.ts';

// The reset tests read the link from the outbox, as a developer without SMTP does (mail/outbox.test.ts: redacted by default).
const test = useTestApp({ env: { MAIL_OUTBOX_KEEP_LINKS: 'true' } });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/v1/auth/register', () => {
  it('answers 400 with every registration message', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { username: 'Username is required', email: 'Email is required', password: 'Password is required' }],
      [
        { username: '', email: '', password: '' },
        { username: 'Username is required', email: 'Email is required', password: 'Password is required' },
      ],
      [
        { username: 'abc', email: 'a@b.co', password: 'Passw0rd!' },
        { username: 'Username must be at least 4 characters' },
      ],
      [
        { username: 'a'.repeat(21), email: 'a@b.co', password: 'Passw0rd!' },
        { username: 'Username must be no more than 20 characters' },
      ],
      [
        { username: 'bad name!', email: 'a@b.co', password: 'Passw0rd!' },
        { username: 'Username can only contain letters, numbers, and underscores' },
      ],
      [
        { username: 'gooduser', email: 'not-an-email', password: 'Passw0rd!' },
        { email: 'Please enter a valid email address' },
      ],
      [
        { username: 'gooduser', email: 'a@b.co', password: 'short' },
        {
          password:
            'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
        },
      ],
      [
        { username: 'gooduser', email: 'a@b.co', password: 'PASSWORD1!' },
        { password: 'Password must contain: one lowercase letter' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await post('/api/v1/auth/register', payload);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual(fields);
      expect(error.message).toBe(`Validation error: ${Object.values(fields)[0]}`);
    }
  });

  it('creates the user with the default roles and ignores unknown fields', async () => {
    const response = await post('/api/v1/auth/register', {
      username: 'new_author',
      email: 'New.Author@Example.com',
      password: 'Passw0rd!',
      roles: ['ROLE_ADMIN'],
      isActive: false,
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      username: 'new_author',
      email: 'New.Author@Example.com',
      roles: ['ROLE_USER', 'ROLE_QUIZ_CREATOR'],
      isActive: true,
      lastLoginDate: null,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('answers 409 for a taken username or e-mail, whatever the case', async () => {
    await post('/api/v1/auth/register', { username: 'taken_name', email: 'taken@example.com', password: 'Passw0rd!' });
    const sameName = await post('/api/v1/auth/register', {
      username: 'TAKEN_NAME',
      email: 'other@example.com',
      password: 'Passw0rd!',
    });
    expect(sameName.statusCode).toBe(409);
    expect(errorOf(sameName)).toMatchObject({
      code: 'CONFLICT_ERROR',
      message: 'Username already taken',
      fields: { username: 'Username already taken' },
    });
    const sameEmail = await post('/api/v1/auth/register', {
      username: 'other_name',
      email: 'TAKEN@example.com',
      password: 'Passw0rd!',
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(errorOf(sameEmail)).toMatchObject({
      message: 'Email already in use',
      fields: { email: 'Email already in use' },
    });
  });
});

describe('POST /api/v1/auth/login', () => {
  it('answers 400 with the login messages', async () => {
    const response = await post('/api/v1/auth/login', { username: 'ab', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
    });
  });

  it('answers 400 with the required messages when username or password is missing or blank', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { username: 'Username is required', password: 'Password is required' }],
      [
        { username: '', password: '' },
        { username: 'Username is required', password: 'Password is required' },
      ],
      [{ username: '   ', password: 'Passw0rd!' }, { username: 'Username is required' }],
      [{ username: 'someone' }, { password: 'Password is required' }],
      [{ password: 'Passw0rd!' }, { username: 'Username is required' }],
      [
        { username: null, password: null },
        { username: 'Username is required', password: 'Password is required' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await post('/api/v1/auth/login', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response), JSON.stringify(payload)).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: `Validation error: ${Object.values(fields)[0]}`,
        fields,
      });
    }
  });

  it('answers 401 for a wrong password or an unknown user', async () => {
    const user = await buildUser(test.app);
    const wrong = await post(
      '/api/v1/auth/login',
      { username: user.username, password: 'Wrong-pass1' },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: 'Invalid username or password' });
    const unknown = await post(
      '/api/v1/auth/login',
      { username: 'nobody_here', password: 'Passw0rd!' },
      { 'x-forwarded-for': '10.0.0.1' },
    );
    expect(unknown.statusCode).toBe(401);
  });

  it('signs in by username or e-mail and records the login date', async () => {
    const user = await buildUser(test.app);
    const byEmail = await post('/api/v1/auth/login', { username: user.email.toUpperCase(), password: user.password });
    expect(byEmail.statusCode).toBe(200);
    const tokens = byEmail.json();
    expect(tokens).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, username: user.username, email: user.email });
    expect(me.json().lastLoginDate).toBe(test.clock.now().toISOString());
  });

  it('locks a username out after 5 failures with 429 and Retry-After, then lets it in after the window', async () => {
    const user = await buildUser(test.app);
    for (let i = 0; i < 5; i += 1) {
      const failed = await post(
        '/api/v1/auth/login',
        { username: user.username, password: 'Wrong-pass1' },
        { 'x-forwarded-for': `10.1.0.${i}` },
      );
      expect(failed.statusCode).toBe(401);
    }
    const locked = await post(
      '/api/v1/auth/login',
      { username: user.username, password: user.password },
      { 'x-forwarded-for': '10.1.1.1' },
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(locked)).toMatchObject({
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many failed login attempts. Please try again later.',
    });
    expect(locked.json().retryAfter).toBe(15 * 60);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));

    // Still locked just before the 15-minute window ends, even with the right password...
    test.clock.advance(15 * 60 * 1000 - 1000);
    const stillLocked = await post(
      '/api/v1/auth/login',
      { username: user.username, password: user.password },
      { 'x-forwarded-for': '10.1.1.2' },
    );
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().retryAfter).toBe(1);
    // ...and let in once it has passed.
    test.clock.advance(1000);
    const after = await post(
      '/api/v1/auth/login',
      { username: user.username, password: user.password },
      { 'x-forwarded-for': '10.1.1.3' },
    );
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().accessToken).toEqual(expect.any(String));
  });

  it('locks an IP out after 5 failures across usernames', async () => {
    for (let i = 0; i < 5; i += 1) {
      await post(
        '/api/v1/auth/login',
        { username: `ghost_${i}`, password: 'Wrong-pass1' },
        { 'x-forwarded-for': '10.2.0.9' },
      );
    }
    const user = await buildUser(test.app);
    const locked = await post(
      '/api/v1/auth/login',
      { username: user.username, password: user.password },
      { 'x-forwarded-for': '10.2.0.9' },
    );
    expect(locked.statusCode).toBe(429);
  });
});

describe('GET /api/v1/auth/me', () => {
  it('answers 401 without a token, with a forged token and with a garbage header', async () => {
    for (const authorization of [undefined, 'Bearer not.a.jwt', 'Basic abc']) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/v1/auth/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: 'Authentication required' });
    }
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token and detects reuse by revoking the whole login', async () => {
    const user = await buildUser(test.app);
    const first = await post('/api/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(user.refreshToken);

    const reused = await post('/api/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused).message).toBe('Invalid or expired refresh token');

    const afterReuse = await post('/api/v1/auth/refresh', { refreshToken: rotated.refreshToken });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('refuses an unknown or expired refresh token', async () => {
    const unknown = await post('/api/v1/auth/refresh', { refreshToken: 'nope' });
    expect(unknown.statusCode).toBe(401);
    const user = await buildUser(test.app);
    test.clock.advance(31 * 86_400_000);
    const expired = await post('/api/v1/auth/refresh', { refreshToken: user.refreshToken });
    expect(expired.statusCode).toBe(401);
  });

  it('logout ends that login but not others', async () => {
    const user = await buildUser(test.app);
    const second = (await post('/api/v1/auth/login', { username: user.username, password: user.password })).json();
    const logout = await post('/api/v1/auth/logout', { refreshToken: user.refreshToken });
    expect(logout.statusCode).toBe(204);
    expect((await post('/api/v1/auth/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/v1/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(204);
  });
});

describe('password reset through the outbox', () => {
  const latestMailTo = async (address: string) =>
    test.database.db
      .selectFrom('mailOutbox')
      .selectAll()
      .where('toAddress', '=', address)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();

  it('answers 202 whether or not the address exists, and mails only real users', async () => {
    const unknown = await post('/api/v1/auth/forgot-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(await latestMailTo('nobody@example.com')).toBeUndefined();
    const invalid = await post('/api/v1/auth/forgot-password', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('resets the password once with the mailed link and signs out everywhere', async () => {
    const user = await buildUser(test.app);
    const forgot = await post('/api/v1/auth/forgot-password', { email: user.email });
    expect(forgot.statusCode).toBe(202);
    const mail = await latestMailTo(user.email);
    const link = /http:\/\/quiz\.test\/reset-password\?token=(\S+)/.exec(mail?.textBody ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? '');

    const weak = await post('/api/v1/auth/reset-password', { token, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    const missing = await post('/api/v1/auth/reset-password', { token: '', newPassword: 'N3w-Passw0rd' });
    expect(errorOf(missing).fields).toEqual({ token: 'Invalid or missing reset token' });

    const reset = await post('/api/v1/auth/reset-password', { token, newPassword: 'N3w-Passw0rd' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Password reset successful' });

    expect((await test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { username: user.username, password: user.password })).statusCode).toBe(
      401,
    );
    expect((await post('/api/v1/auth/login', { username: user.username, password: 'N3w-Passw0rd' })).statusCode).toBe(
      200,
    );

    const again = await post('/api/v1/auth/reset-password', { token, newPassword: 'An0ther-Pass' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).message).toBe('Invalid or expired reset token');
  });

  it('refuses a reset link after 60 minutes', async () => {
    const user = await buildUser(test.app);
    await post('/api/v1/auth/forgot-password', { email: user.email });
    const token = decodeURIComponent(/token=(\S+)/.exec((await latestMailTo(user.email))?.textBody ?? '')?.[1] ?? '');
    test.clock.advance(61 * 60_000);
    const late = await post('/api/v1/auth/reset-password', { token, newPassword: 'N3w-Passw0rd' });
    expect(late.statusCode).toBe(400);
  });
});

describe('deactivated users', () => {
  it('cannot log in (403) and their tokens stop working', async () => {
    const admin = await buildAccount(test, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const user = await buildUser(test.app);
    // Signed in and just seen: the deactivation must win over the callers remembered for a few seconds.
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(200);
    const deactivate = await test.app.inject({
      method: 'POST',
      url: `/api/v1/users/${user.id}/deactivate`,
      headers: admin.auth,
    });
    expect(deactivate.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    const login = await post('/api/v1/auth/login', { username: user.username, password: user.password });
    expect(login.statusCode).toBe(403);
    expect(errorOf(login)).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'Account is deactivated' });
  });
});

describe('a change to the caller takes effect on the next call', () => {
  it('a role granted to a user who was just seen counts at once', async () => {
    const user = await buildUser(test.app);
    const createCategory = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/categories',
        payload: { name: `Cat ${user.username}` },
        headers: user.auth,
      });
    expect((await createCategory()).statusCode).toBe(403);
    await ensureAccount(test.database.db, test.clock, {
      username: user.username,
      email: user.email,
      password: user.password,
      roles: ['ROLE_USER', 'ROLE_ADMIN'],
    });
    expect((await createCategory()).statusCode).toBe(201);
  });
});
