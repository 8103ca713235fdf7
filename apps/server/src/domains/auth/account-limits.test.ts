import { describe, expect, it } from 'vitest';
import { buildAccount, buildUser, errorOf, testConfig, useTestApp } from '../../test-support/test-app.ts';

/**
 * The throttles around accounts (issue 15 L-1, L-5, L-6) and the end of sessions on deactivation
 * (L-4), with the limits a real start has (the shared test config raises them for other suites).
 */
// Registration stays generous here (the fixtures register from one address); its own app below.
const test = useTestApp({
  env: { PASSWORD_RESETS_PER_HOUR_PER_ADDRESS: '3', PASSWORD_RESETS_PER_HOUR_PER_IP: '10' },
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });
const from = (address: string) => ({ 'x-forwarded-for': address });

describe('defaults', () => {
  it('a real start limits registrations to 10 per hour per address and reset mails to 3 per address and 10 per client', () => {
    const { accountLimits } = testConfig({
      REGISTRATIONS_PER_HOUR_PER_IP: '',
      PASSWORD_RESETS_PER_HOUR_PER_ADDRESS: '',
      PASSWORD_RESETS_PER_HOUR_PER_IP: '',
    });
    expect(accountLimits).toEqual({
      registrationsPerHourPerIp: 10,
      resetMailsPerHourPerAddress: 3,
      resetMailsPerHourPerIp: 10,
    });
  });
});

describe('login throttle per resolved account (L-1)', () => {
  it('a username locked after 5 failures cannot keep guessing through its e-mail, and the reverse', async () => {
    const user = await buildUser(test.app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (
          await post(
            '/api/v1/auth/login',
            { username: user.username, password: `Wrong-pass${i}` },
            from(`10.31.0.${i}`),
          )
        ).statusCode,
      ).toBe(401);
    }
    const throughEmail = await post(
      '/api/v1/auth/login',
      { username: user.email, password: 'Wrong-pass9' },
      from('10.31.1.1'),
    );
    expect(throughEmail.statusCode).toBe(429);
    expect(errorOf(throughEmail)).toMatchObject({
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many failed login attempts. Please try again later.',
    });
    expect(Number(throughEmail.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits, typed as the e-mail in capitals from yet another address.
    expect(
      (
        await post(
          '/api/v1/auth/login',
          { username: user.email.toUpperCase(), password: user.password },
          from('10.31.1.2'),
        )
      ).statusCode,
    ).toBe(429);

    const other = await buildUser(test.app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/v1/auth/login', { username: other.email, password: `Wrong-pass${i}` }, from(`10.32.0.${i}`)))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (await post('/api/v1/auth/login', { username: other.username, password: other.password }, from('10.32.1.1')))
        .statusCode,
    ).toBe(429);
  });

  it('counts failures through both names together: 3 by username and 2 by e-mail lock the account', async () => {
    const user = await buildUser(test.app);
    for (let i = 0; i < 5; i += 1) {
      const username = i < 3 ? user.username : user.email;
      expect(
        (await post('/api/v1/auth/login', { username, password: `Wrong-pass${i}` }, from(`10.33.0.${i}`))).statusCode,
      ).toBe(401);
    }
    expect(
      (await post('/api/v1/auth/login', { username: user.username, password: user.password }, from('10.33.1.1')))
        .statusCode,
    ).toBe(429);
    test.clock.advance(15 * 60_000);
    expect(
      (await post('/api/v1/auth/login', { username: user.email, password: user.password }, from('10.33.1.2')))
        .statusCode,
    ).toBe(200);
  });
});

describe('sessions end with a deactivation (L-4)', () => {
  it('revokes every refresh token of the account, and they stay dead after reactivation', async () => {
    const admin = await buildAccount(test, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const user = await buildUser(test.app);
    const second = (await post('/api/v1/auth/login', { username: user.username, password: user.password })).json();
    const deactivate = await post(`/api/v1/users/${user.id}/deactivate`, {}, admin.auth);
    expect(deactivate.statusCode).toBe(200);
    const activate = await post(`/api/v1/users/${user.id}/activate`, {}, admin.auth);
    expect(activate.statusCode).toBe(200);
    for (const refreshToken of [user.refreshToken, second.refreshToken]) {
      const refreshed = await post('/api/v1/auth/refresh', { refreshToken });
      expect(refreshed.statusCode).toBe(401);
      expect(errorOf(refreshed).message).toBe('Invalid or expired refresh token');
    }
    // A new login after the reactivation works as usual.
    const login = await post('/api/v1/auth/login', { username: user.username, password: user.password });
    expect(login.statusCode).toBe(200);
    expect((await post('/api/v1/auth/refresh', { refreshToken: login.json().refreshToken })).statusCode).toBe(200);
  });

  it('a bulk deactivation revokes the refresh tokens of every user in it', async () => {
    const admin = await buildAccount(test, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const users = [await buildUser(test.app), await buildUser(test.app)];
    const userIds = users.map((user) => user.id);
    expect((await post('/api/v1/users/bulk-deactivate', { userIds }, admin.auth)).statusCode).toBe(200);
    expect((await post('/api/v1/users/bulk-activate', { userIds }, admin.auth)).statusCode).toBe(200);
    for (const user of users) {
      expect((await post('/api/v1/auth/refresh', { refreshToken: user.refreshToken })).statusCode).toBe(401);
    }
  });
});

describe('forgot-password limits (L-5)', () => {
  const outboxCount = async (address: string) =>
    (await test.database.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', address).execute()).length;

  it('300 requests for one address from many clients send 3 mails, and every answer is the same', async () => {
    const victim = await buildUser(test.app);
    const answers = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const response = await post(
        '/api/v1/auth/forgot-password',
        { email: victim.email },
        from(`10.40.${i % 250}.${Math.floor(i / 250) + 1}`),
      );
      answers.add(`${response.statusCode} ${response.body}`);
    }
    expect([...answers]).toEqual([
      '202 {"message":"If an account exists for that address, a password reset link has been sent."}',
    ]);
    expect(await outboxCount(victim.email)).toBe(3);
    // A new hour, new mails.
    test.clock.advance(60 * 60_000);
    expect((await post('/api/v1/auth/forgot-password', { email: victim.email }, from('10.41.0.1'))).statusCode).toBe(
      202,
    );
    expect(await outboxCount(victim.email)).toBe(4);
  });

  it('one client gets 10 mails sent per hour across addresses, answered alike after that', async () => {
    const victims = await Promise.all(Array.from({ length: 12 }, () => buildUser(test.app)));
    const answers = new Set<string>();
    for (const victim of victims) {
      const response = await post('/api/v1/auth/forgot-password', { email: victim.email }, from('10.42.0.1'));
      answers.add(`${response.statusCode} ${response.body}`);
    }
    expect(answers.size).toBe(1);
    const sent = await Promise.all(victims.map((victim) => outboxCount(victim.email)));
    expect(sent).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
  });
});

describe('registration limit per client address (L-6)', () => {
  const limited = useTestApp({ env: { REGISTRATIONS_PER_HOUR_PER_IP: '10' } });
  const register = (index: number, address: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: from(address),
      payload: {
        username: `farm_${process.pid % 1000}_${index}`,
        email: `farm_${process.pid}_${index}@example.com`,
        password: 'Passw0rd!',
      },
    });

  it('answers 429 with Retry-After after 10 registrations per hour from one address; others still register', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await register(i, '10.50.0.1')).statusCode).toBe(201);
    }
    const refused = await register(10, '10.50.0.1');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused)).toMatchObject({
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many registrations from this address. Please try again later.',
    });
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect(
      await limited.database.db
        .selectFrom('users')
        .select('id')
        .where('usernameLower', '=', `farm_${process.pid % 1000}_10`)
        .executeTakeFirst(),
    ).toBeUndefined();

    expect((await register(11, '10.50.0.2')).statusCode).toBe(201);
    limited.clock.advance(60 * 60_000);
    expect((await register(12, '10.50.0.1')).statusCode).toBe(201);
  });
});
