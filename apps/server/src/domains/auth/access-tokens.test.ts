import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test-support/manual-clock.ts';
import { AccessTokens } from './access-tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const key = new TextEncoder().encode(SECRET);
// Now: a JOSE library checks the expiry against the wall clock.
const clock = new ManualClock(new Date());
const tokens = new AccessTokens(SECRET, 900, clock);
const seconds = () => Math.floor(clock.now().getTime() / 1000);
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A correctly signed token with any header and payload, including ones a JOSE library would refuse to sign. */
const signed = (header: object, payload: object) => {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
};

describe('access tokens (HS256 compact JWS)', () => {
  it('issues standard tokens that a JOSE library verifies, with subject, version, issuer and a 15-minute life', async () => {
    const token = tokens.issue({ userId: 'user-1', tokenVersion: 3 });
    const { payload, protectedHeader } = await jwtVerify(token, key, { issuer: 'quizmaker', algorithms: ['HS256'] });
    expect(protectedHeader).toEqual({ alg: 'HS256' });
    expect(payload.sub).toBe('user-1');
    expect(payload.ver).toBe(3);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
    expect(tokens.verify(token)).toEqual({ userId: 'user-1', tokenVersion: 3 });
  });

  it('refuses a token once its 15 minutes have passed on the clock', () => {
    const ownClock = new ManualClock(clock.now());
    const expiring = new AccessTokens(SECRET, 900, ownClock);
    const token = expiring.issue({ userId: 'user-4', tokenVersion: 1 });
    ownClock.advance(899_000);
    expect(expiring.verify(token)).toEqual({ userId: 'user-4', tokenVersion: 1 });
    ownClock.advance(1000);
    expect(expiring.verify(token)).toBeNull();
  });

  it('accepts a token another JOSE library signed the same way', async () => {
    const token = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('user-2')
      .setIssuer('quizmaker')
      .setExpirationTime(seconds() + 60)
      .sign(key);
    expect(tokens.verify(token)).toEqual({ userId: 'user-2', tokenVersion: 0 });
  });

  it.each([
    ['a critical header extension', { alg: 'HS256', crit: ['exp'], exp: 1 }, {}],
    ['alg none', { alg: 'none' }, {}],
    ['a header that is not an object', [], {}],
    ['a not-before in the future', { alg: 'HS256' }, { nbf: seconds() + 60 }],
    ['an expiry that has passed', { alg: 'HS256' }, { exp: seconds() - 1 }],
    ['no expiry', { alg: 'HS256' }, { exp: undefined }],
    ['a version that is not a number', { alg: 'HS256' }, { ver: '0' }],
    ['another issuer', { alg: 'HS256' }, { iss: 'elsewhere' }],
  ])('refuses %s even when correctly signed', (_case, header, overrides) => {
    const payload = { sub: 'user-3', ver: 0, iss: 'quizmaker', exp: seconds() + 60, ...overrides };
    expect(tokens.verify(signed(header, payload))).toBeNull();
    expect(
      tokens.verify(signed({ alg: 'HS256' }, { sub: 'user-3', ver: 0, iss: 'quizmaker', exp: seconds() + 60 })),
    ).not.toBeNull();
  });

  it.each(['', 'a.b', 'a.b.c.d', 'not-a-token', '..', 'e30.e30.'])('refuses the malformed token %j', (token) => {
    expect(tokens.verify(token)).toBeNull();
  });
});
