import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.ts';

/** Issue 15 (informational): with CORS_ORIGINS unset, only the server's own origin and PUBLIC_URL's. */
// testConfig sets PUBLIC_URL http://quiz.test and leaves CORS_ORIGINS unset.
const test = useTestApp();

const preflight = (origin: string, host = 'api.internal:8080') =>
  test.app.inject({
    method: 'OPTIONS',
    url: '/api/v1/auth/login',
    headers: {
      host,
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,authorization',
    },
  });
const simple = (origin: string) =>
  test.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'api.internal:8080', origin } });

describe('CORS with CORS_ORIGINS unset', () => {
  it('allows PUBLIC_URL’s origin with credentials, preflight and answer', async () => {
    const answer = await preflight('http://quiz.test');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe('http://quiz.test');
    expect(answer.headers['access-control-allow-credentials']).toBe('true');
    expect((await simple('http://quiz.test')).headers['access-control-allow-origin']).toBe('http://quiz.test');
  });

  it('lets an allowed page read the name of a downloaded file and what an export left out', async () => {
    expect((await simple('http://quiz.test')).headers['access-control-expose-headers']).toBe(
      'Content-Disposition, X-Export-Skipped, X-Export-Skipped-Count, X-Export-Warnings, X-Export-Warnings-Count',
    );
  });

  it('allows the origin the server itself is reached at', async () => {
    const answer = await preflight('http://localhost:5173', 'localhost:5173');
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('refuses every other origin, `null` included: no allow-origin header on the preflight or the answer', async () => {
    for (const origin of [
      'null',
      'https://evil.example.net',
      'http://quiz.test.evil.net',
      'https://quiz.test',
      'http://localhost:5173',
    ]) {
      expect((await preflight(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
      expect((await preflight(origin)).headers['access-control-allow-credentials'], origin).toBeUndefined();
      expect((await simple(origin)).headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('CORS with CORS_ORIGINS set', () => {
  const configured = useTestApp({ env: { CORS_ORIGINS: 'https://quiz.example.com, https://admin.example.com' } });

  it('allows the listed origins and refuses PUBLIC_URL’s when it is not listed', async () => {
    const ask = (origin: string) =>
      configured.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/auth/login',
        headers: { host: 'api.internal', origin, 'access-control-request-method': 'POST' },
      });
    expect((await ask('https://admin.example.com')).headers['access-control-allow-origin']).toBe(
      'https://admin.example.com',
    );
    expect((await ask('https://quiz.example.com')).headers['access-control-allow-origin']).toBe(
      'https://quiz.example.com',
    );
    expect((await ask('http://quiz.test')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await ask('null')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
