import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type { Transporter } from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, errorOf, useAdmin, useTestApp, useUser } from '../test-support/test-app.ts';
import { CapturingMailer, login } from './test-support/fixtures.ts';

/**
 * Auth attacks (issue 11, item 6): forged, foreign, tampered and expired access tokens; refresh
 * reuse; reset token reuse and expiry; user enumeration by message or timing on login and
 * forgot-password; brute force per account and per client address (X-Forwarded-For spoofing
 * included); security headers; CORS. Complements domains/auth/auth.test.ts.
 */

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const seconds = () => Math.floor(Date.now() / 1000);

const mailer = new CapturingMailer();
const test = useTestApp({ ports: { mailer } });
const user = useUser(test);
const admin = useAdmin(test);
afterEach(() => {
  vi.useRealTimers();
});

const me = (authorization: string) =>
  test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization } });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload, headers });
const secret = () => new TextEncoder().encode(test.config.jwtSecret);
/** A token as the server signs them, with chosen claims and key. */
const sign = (
  claims: { sub: string; ver: number },
  options: { key?: Uint8Array; issuer?: string | null; expiresAt?: number; alg?: string } = {},
) => {
  let jwt = new SignJWT({ ver: claims.ver })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(options.expiresAt ?? seconds() + 600);
  if (options.issuer !== null) jwt = jwt.setIssuer(options.issuer ?? 'quizmaker');
  return jwt.sign(options.key ?? secret());
};

describe('access tokens', () => {
  it('accepts a token signed as the server signs them (the control)', async () => {
    expect((await me(`Bearer ${await sign({ sub: admin.id, ver: 0 })}`)).statusCode).toBe(200);
  });

  it('refuses alg "none", another secret, another algorithm, no issuer and a tampered payload', async () => {
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: admin.id, ver: 0, iss: 'quizmaker', exp: seconds() + 600 })}.`;
    const foreign = await sign(
      { sub: admin.id, ver: 0 },
      { key: new TextEncoder().encode('another-secret-another-secret-0123456789') },
    );
    const hs512 = await sign({ sub: admin.id, ver: 0 }, { alg: 'HS512' });
    const noIssuer = await sign({ sub: admin.id, ver: 0 }, { issuer: null });
    const otherIssuer = await sign({ sub: admin.id, ver: 0 }, { issuer: 'someone-else' });
    const [header, , signature] = user.accessToken.split('.');
    const tampered = `${header}.${base64url({ sub: admin.id, ver: 0, iss: 'quizmaker', exp: seconds() + 600 })}.${signature}`;
    for (const [name, token] of Object.entries({
      none,
      foreign,
      hs512,
      noIssuer,
      otherIssuer,
      tampered,
      empty: '',
      garbage: 'a.b.c',
    })) {
      const response = await me(`Bearer ${token}`);
      expect(response.statusCode, name).toBe(401);
      expect(errorOf(response).code, name).toBe('AUTHENTICATION_ERROR');
    }
  });

  it('refuses an expired token, and the server’s own token once its 15 minutes are over', async () => {
    expect((await me(`Bearer ${await sign({ sub: admin.id, ver: 0 }, { expiresAt: seconds() - 1 })}`)).statusCode).toBe(
      401,
    );
    const fresh = await login(test, admin);
    expect((await me(`Bearer ${fresh.accessToken}`)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (test.config.accessTokenTtlSeconds + 5) * 1000 });
    expect((await me(`Bearer ${fresh.accessToken}`)).statusCode).toBe(401);
  });

  it('refuses a valid signature carrying a stale token version (after a password reset)', async () => {
    const victim = await buildUser(test.app);
    const stale = victim.accessToken;
    await post('/api/v1/auth/forgot-password', { email: victim.email });
    expect(
      (
        await post('/api/v1/auth/reset-password', {
          token: mailer.resetTokenFor(victim.email),
          newPassword: 'N3w-Passw0rd',
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(`Bearer ${stale}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${await sign({ sub: victim.id, ver: 0 })}`)).statusCode).toBe(401);
  });

  it('stops every token of a deactivated user, also after reactivation', async () => {
    const victim = await buildUser(test.app);
    expect(
      (await test.app.inject({ method: 'POST', url: `/api/v1/users/${victim.id}/deactivate`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect((await me(victim.auth.authorization)).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh', { refreshToken: victim.refreshToken })).statusCode).toBe(401);
    expect(
      (await test.app.inject({ method: 'POST', url: `/api/v1/users/${victim.id}/activate`, headers: admin.auth }))
        .statusCode,
    ).toBe(200);
    expect((await me(victim.auth.authorization)).statusCode).toBe(401);
    expect((await post('/api/v1/auth/refresh', { refreshToken: victim.refreshToken })).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  it('detects reuse: the stolen (rotated) token fails and takes the thief’s and the owner’s newer token with it', async () => {
    const session = await login(test, user);
    const rotated = await post('/api/v1/auth/refresh', { refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const reuse = await post('/api/v1/auth/refresh', { refreshToken: session.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(errorOf(reuse).message).toBe('Invalid or expired refresh token');
    expect((await post('/api/v1/auth/refresh', { refreshToken: rotated.json().refreshToken })).statusCode).toBe(401);
    // Another login of the same user is a family of its own and keeps working.
    const other = await login(test, user);
    expect((await post('/api/v1/auth/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('refuses a token after logout and an access token used as a refresh token', async () => {
    const session = await login(test, user);
    expect((await post('/api/v1/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await post('/api/v1/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect([400, 401]).toContain(
      (await post('/api/v1/auth/refresh', { refreshToken: session.accessToken })).statusCode,
    );
  });
});

describe('password reset tokens', () => {
  it('work once, expire after 60 minutes, and a reset voids the other links of that user', async () => {
    const victim = await buildUser(test.app);
    await post('/api/v1/auth/forgot-password', { email: victim.email });
    const first = mailer.resetTokenFor(victim.email);
    await post('/api/v1/auth/forgot-password', { email: victim.email });
    const second = mailer.resetTokenFor(victim.email);
    expect(second).not.toBe(first);
    expect((await post('/api/v1/auth/reset-password', { token: second, newPassword: 'N3w-Passw0rd' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/v1/auth/reset-password', { token: second, newPassword: 'An0ther-Pass' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/v1/auth/reset-password', { token: first, newPassword: 'An0ther-Pass' })).statusCode).toBe(
      400,
    );

    await post('/api/v1/auth/forgot-password', { email: victim.email });
    const late = mailer.resetTokenFor(victim.email);
    test.clock.advance(60 * 60_000 + 1000);
    const expired = await post('/api/v1/auth/reset-password', { token: late, newPassword: 'An0ther-Pass' });
    expect(expired.statusCode).toBe(400);
    expect(errorOf(expired).fields).toEqual({ token: 'Invalid or expired reset token' });
    expect((await post('/api/v1/auth/login', { username: victim.username, password: 'N3w-Passw0rd' })).statusCode).toBe(
      200,
    );
  });

  it('are never sent for an unknown or a deactivated address', async () => {
    const victim = await buildUser(test.app);
    await test.app.inject({ method: 'POST', url: `/api/v1/users/${victim.id}/deactivate`, headers: admin.auth });
    const before = mailer.sent.length;
    expect((await post('/api/v1/auth/forgot-password', { email: victim.email })).statusCode).toBe(202);
    expect((await post('/api/v1/auth/forgot-password', { email: 'nobody-at-all@example.com' })).statusCode).toBe(202);
    expect(mailer.sent.length).toBe(before);
  });
});

/** The body without what differs between any two requests (trace id, time). */
const comparable = (body: Record<string, unknown>) => ({ ...body, traceId: undefined, timestamp: undefined });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
let address = 0;
/** A distinct public client address per request, so the per-address throttle stays out of the way. */
const fromAddress = () => ({ remoteAddress: `198.51.100.${(address = (address % 250) + 1)}` });

describe('user enumeration', () => {
  /** An SMTP server that takes 300 ms per message, as a real one may. */
  const slowSmtp = {
    sendMail: () => new Promise((resolve) => setTimeout(() => resolve({}), 300)),
  } as unknown as Transporter;
  const quiet = useTestApp({ env: { LOGIN_MAX_FAILURES: '1000' }, ports: { smtpTransport: slowSmtp } });
  const known = useUser(quiet);

  const timed = async (url: string, payload: object) => {
    const started = performance.now();
    const response = await quiet.app.inject({ method: 'POST', url, payload, ...fromAddress() });
    return { response, ms: performance.now() - started };
  };

  it('login answers an unknown user and a wrong password alike, in similar time', async () => {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    let knownBody: Record<string, unknown> = {};
    let unknownBody: Record<string, unknown> = {};
    for (let round = 0; round < 6; round += 1) {
      const wrong = await timed('/api/v1/auth/login', {
        username: known.username,
        password: `Wrong-${round}-Passw0rd`,
      });
      const nobody = await timed('/api/v1/auth/login', {
        username: `nobody_${round}_${Date.now()}`,
        password: `Wrong-${round}-Passw0rd`,
      });
      expect([wrong.response.statusCode, nobody.response.statusCode]).toEqual([401, 401]);
      knownTimes.push(wrong.ms);
      unknownTimes.push(nobody.ms);
      knownBody = comparable(wrong.response.json());
      unknownBody = comparable(nobody.response.json());
    }
    expect(unknownBody).toEqual(knownBody);
    expect(knownBody.message).toBe('Invalid username or password');
    // Both paths verify an argon2 hash (a dummy one for unknown users).
    const [a, b] = [median(knownTimes), median(unknownTimes)];
    expect(Math.abs(a - b), `known ${a.toFixed(0)} ms, unknown ${b.toFixed(0)} ms`).toBeLessThan(
      Math.max(60, 0.5 * Math.max(a, b)),
    );
  });

  it('forgot-password answers a known and an unknown address alike, in similar time even with a slow mail server', async () => {
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const real = await timed('/api/v1/auth/forgot-password', { email: known.email });
      const nobody = await timed('/api/v1/auth/forgot-password', { email: `nobody-${round}@example.com` });
      expect([real.response.statusCode, nobody.response.statusCode]).toEqual([202, 202]);
      expect(real.response.json()).toEqual(nobody.response.json());
      knownTimes.push(real.ms);
      unknownTimes.push(nobody.ms);
    }
    const [a, b] = [median(knownTimes), median(unknownTimes)];
    expect(Math.abs(a - b), `known ${a.toFixed(0)} ms, unknown ${b.toFixed(0)} ms`).toBeLessThan(100);
    // The mail is still kept in the outbox at once and delivered.
    const kept = await quiet.database.db
      .selectFrom('mailOutbox')
      .select(['toAddress', 'sentAt'])
      .where('toAddress', '=', known.email)
      .execute();
    expect(kept.length).toBe(6);
  });
});

describe('brute force', () => {
  it('locks an account after 5 failures, even for the right password and from other addresses', async () => {
    const victim = await buildUser(test.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: victim.username, password: `Guess-${attempt}-Aa1` },
        ...fromAddress(),
      });
      expect(response.statusCode).toBe(401);
    }
    const locked = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: victim.username, password: victim.password },
      ...fromAddress(),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(errorOf(locked).message).toBe('Too many failed login attempts. Please try again later.');
    // Also by e-mail in another case: the lock is on the account name as typed, lower-cased.
    const upper = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: victim.username.toUpperCase(), password: victim.password },
      ...fromAddress(),
    });
    expect(upper.statusCode).toBe(429);
  });

  it('locks a client address after 5 failures across accounts, and X-Forwarded-For from a direct client does not escape it', async () => {
    const attacker = { remoteAddress: '203.0.113.77' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: `spray_${attempt}_${Date.now()}`, password: 'Spray-Passw0rd' },
        headers: { 'x-forwarded-for': `192.0.2.${attempt + 1}` },
        ...attacker,
      });
      expect(response.statusCode).toBe(401);
    }
    const next = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: `spray_last_${Date.now()}`, password: 'Spray-Passw0rd' },
      headers: { 'x-forwarded-for': '192.0.2.200' },
      ...attacker,
    });
    expect(next.statusCode).toBe(429);
  });

  it('trusts X-Forwarded-For from a proxy on the private network (the client behind it is throttled, not the proxy)', async () => {
    const proxy = { remoteAddress: '10.0.0.5' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: `behind_${attempt}_${Date.now()}`, password: 'Spray-Passw0rd' },
        headers: { 'x-forwarded-for': '203.0.113.8' },
        ...proxy,
      });
    }
    const sameClient = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: `behind_x_${Date.now()}`, password: 'Spray-Passw0rd' },
      headers: { 'x-forwarded-for': '203.0.113.8' },
      ...proxy,
    });
    expect(sameClient.statusCode).toBe(429);
    const otherClient = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: `behind_y_${Date.now()}`, password: 'Spray-Passw0rd' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
      ...proxy,
    });
    expect(otherClient.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'quizmaker-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Quizmaker</title><div id="root"></div>');
  const web = useTestApp({ env: { WEB_DIST_DIR: dist } });

  it('serves the web app with a CSP that allows no inline or foreign script, no framing and no object', async () => {
    const page = await web.app.inject({ method: 'GET', url: '/quizzes' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('sends nosniff, frame denial, no referrer and HSTS behind an HTTPS proxy, on pages, API answers and errors', async () => {
    for (const url of ['/quizzes', '/api/health', '/api/v1/auth/me', '/api/nothing-here']) {
      const response = await web.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(String(response.headers['strict-transport-security']), url).toMatch(/max-age=\d{7,}/);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe('CORS', () => {
  const restricted = useTestApp({ env: { CORS_ORIGINS: 'https://quiz.example.com' } });

  it('allows the configured origin, preflight included', async () => {
    const preflight = await restricted.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/auth/login',
      headers: {
        origin: 'https://quiz.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://quiz.example.com');
  });

  it('refuses an unknown origin: no allow-origin header on the preflight or the answer', async () => {
    for (const origin of ['https://evil.example.net', 'https://quiz.example.com.evil.net', 'null']) {
      const preflight = await restricted.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      const answer = await restricted.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});
