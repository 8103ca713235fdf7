import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ManualClock } from '../test-support/manual-clock.ts';
import {
  buildAdmin,
  buildTestApp,
  errorOf,
  type TestApp,
  testConfig,
  useTestApp,
  withTestApp,
} from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

const test = useTestApp();

describe('HTTP core', () => {
  it('answers health and readiness', async () => {
    expect((await test.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await test.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });

  it('answers malformed JSON with 400 and the error shape, not 500', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "abc",',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation error: malformed JSON',
      path: '/api/v1/auth/login',
    });
    expect(body.traceId).toEqual(expect.any(String));
    expect(new Date(body.timestamp).toString()).not.toBe('Invalid Date');
  });

  it("stamps an error body with the app's clock, for a thrown error and a URL the router refuses", async () => {
    test.clock.advance(60_000);
    const missing = await test.app.inject({ url: '/api/v1/no-such-route' });
    const malformed = await test.app.inject({ url: '/api/v1/quizzes/%ff%fe' });
    expect([missing.statusCode, malformed.statusCode]).toEqual([404, 400]);
    expect(missing.json().timestamp).toBe(test.clock.now().toISOString());
    expect(malformed.json().timestamp).toBe(test.clock.now().toISOString());
  });

  it('answers a wrong content type with 415', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' });
  });

  it('answers wrong types with 400 field errors', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 42, password: ['x'] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).fields).sort()).toEqual(['password', 'username']);
  });

  it('answers an unknown API route with 404 in the error shape', async () => {
    const response = await test.app.inject({ url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({
      code: 'NOT_FOUND_ERROR',
      message: 'Route GET /api/v1/nothing-here not found',
    });
  });

  it('sends security headers and echoes a request id', async () => {
    const response = await test.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const failing = await test.app.inject({ url: '/api/v1/auth/me', headers: { 'x-request-id': 'abc-123' } });
    expect(failing.json().traceId).toBe('abc-123');
  });

  it('documents every route in the OpenAPI document with the error shape', async () => {
    const response = await test.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.0.3');
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/v1/auth/register',
      '/api/v1/auth/login',
      '/api/v1/auth/refresh',
      '/api/v1/auth/logout',
      '/api/v1/auth/me',
      '/api/v1/auth/forgot-password',
      '/api/v1/auth/reset-password',
      '/api/v1/users/profile',
      '/api/v1/users/',
      '/api/v1/users/{id}',
      '/api/v1/users/{id}/activate',
      '/api/v1/users/{id}/deactivate',
      '/api/v1/users/bulk-activate',
      '/api/v1/users/bulk-deactivate',
      '/api/v1/users/me/settings',
      '/api/health',
      '/api/ready',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(document.components.schemas.ErrorBody).toBeDefined();
    const docs = await test.app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('global rate limit', () => {
  it('answers 429 with Retry-After past the configured maximum', async () => {
    await withTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' } }, async (limited) => {
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await limited.app.inject({ url: '/api/v1/config/features' });
        statuses.push(last.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
      expect(last?.json()).toMatchObject({
        code: 'RATE_LIMIT_ERROR',
        message: 'Too many requests. Please try again later.',
      });
    });
  });
});

describe('feature flags', () => {
  it('are all off by default and switched on by FEATURE_FLAGS', async () => {
    const off = await test.app.inject({ url: '/api/v1/config/features' });
    expect(off.json()).toEqual({
      advancedAnalytics: false,
      realTimeStats: false,
      exportFeatures: false,
      aiGeneration: false,
      socialSharing: false,
    });
    await withTestApp({ env: { FEATURE_FLAGS: 'advancedAnalytics, exportFeatures' } }, async (flagged) => {
      const on = await flagged.app.inject({ url: '/api/v1/config/features' });
      expect(on.json()).toMatchObject({ advancedAnalytics: true, exportFeatures: true, realTimeStats: false });
    });
  });

  it('FEATURE_ADVANCED_ANALYTICS=true switches advancedAnalytics on, alongside FEATURE_FLAGS; =false switches it off', async () => {
    const cases: Array<[Record<string, string>, Record<string, boolean>]> = [
      [
        { FEATURE_ADVANCED_ANALYTICS: 'true' },
        {
          advancedAnalytics: true,
          realTimeStats: false,
          exportFeatures: false,
          aiGeneration: false,
          socialSharing: false,
        },
      ],
      [
        { FEATURE_ADVANCED_ANALYTICS: 'true', FEATURE_FLAGS: 'exportFeatures' },
        {
          advancedAnalytics: true,
          realTimeStats: false,
          exportFeatures: true,
          aiGeneration: false,
          socialSharing: false,
        },
      ],
      [
        { FEATURE_ADVANCED_ANALYTICS: 'false', FEATURE_FLAGS: 'advancedAnalytics,exportFeatures' },
        {
          advancedAnalytics: false,
          realTimeStats: false,
          exportFeatures: true,
          aiGeneration: false,
          socialSharing: false,
        },
      ],
      [
        { FEATURE_ADVANCED_ANALYTICS: '', FEATURE_FLAGS: 'advancedAnalytics' },
        {
          advancedAnalytics: true,
          realTimeStats: false,
          exportFeatures: false,
          aiGeneration: false,
          socialSharing: false,
        },
      ],
    ];
    for (const [env, expected] of cases) {
      await withTestApp({ env }, async (flagged) => {
        const response = await flagged.app.inject({ url: '/api/v1/config/features' });
        expect(response.statusCode).toBe(200);
        expect(response.json(), JSON.stringify(env)).toEqual(expected);
      });
    }
    expect(() => testConfig({ FEATURE_ADVANCED_ANALYTICS: 'maybe' })).toThrow(/FEATURE_ADVANCED_ANALYTICS/);
  });

  it('refuse an unknown flag at start-up, naming the variable', () => {
    expect(() => testConfig({ FEATURE_FLAGS: 'teleport' })).toThrow(/FEATURE_FLAGS/);
  });
});

describe('a server error (500)', () => {
  const SECRET = 'relation "users" password_hash leaked from /srv/quizmaker/db.ts';
  const ERROR_KEYS = ['code', 'details', 'fieldErrors', 'message', 'path', 'status', 'timestamp', 'traceId'];

  const expectOpaque500 = (
    response: { statusCode: number; body: string; json(): Record<string, unknown> },
    path: string,
  ) => {
    expect(response.statusCode, response.body).toBe(500);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(ERROR_KEYS);
    expect(body).toMatchObject({
      status: 500,
      code: 'SERVER_ERROR',
      message: 'Server error occurred',
      details: ['Server error occurred'],
      fieldErrors: [],
      path,
    });
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('/srv/quizmaker');
    expect(response.body).not.toMatch(/\bat .*\.ts:\d+/);
    expect(response.body).not.toContain('stack');
  };

  it('answers a throwing route with the error shape, "Server error occurred" and no internals', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(), database, { clock: new ManualClock() });
    app.get('/api/v1/test-failures/sync', () => {
      throw new Error(SECRET);
    });
    app.get('/api/v1/test-failures/async', async () => {
      await Promise.resolve();
      throw Object.assign(new Error(SECRET), { code: '42P01', detail: SECRET, statusCode: 503 });
    });
    app.get('/api/v1/test-failures/not-an-error', async () => {
      await Promise.resolve();
      // A library that rejects with a plain object, not an Error.
      const notAnError: unknown = { message: SECRET, stack: SECRET };
      throw notAnError;
    });
    await app.ready();
    try {
      for (const name of ['sync', 'async', 'not-an-error']) {
        const response = await app.inject({
          url: `/api/v1/test-failures/${name}?q=1`,
          headers: { 'x-request-id': `boom-${name}` },
        });
        expectOpaque500(response, `/api/v1/test-failures/${name}`);
        expect(response.json().traceId).toBe(`boom-${name}`);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers a failing port behind a real route (category analytics) the same way', async () => {
    await withTestApp(
      {
        ports: {
          attemptSummary: {
            summarise: () => Promise.reject(new Error(SECRET)),
          },
        },
      },
      async (failing) => {
        const admin = await buildAdmin(failing);
        const created = await failing.app.inject({
          method: 'POST',
          url: '/api/v1/categories',
          headers: admin.auth,
          payload: { name: 'Failing analytics' },
        });
        expect(created.statusCode).toBe(201);
        const url = `/api/v1/categories/${created.json().categoryId}/analytics`;
        expectOpaque500(await failing.app.inject({ url, headers: admin.auth }), url);
      },
    );
  });
});

describe('the built web app (WEB_DIST_DIR)', () => {
  const INDEX =
    '<!doctype html><html><head><title>Quizmaker test shell</title></head><body><div id="root"></div></body></html>';
  const SCRIPT = 'console.log("quizmaker test asset");';
  let web: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'quizmaker-web-'));
    writeFileSync(join(distDir, 'index.html'), INDEX);
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'app-1234.js'), SCRIPT);
    web = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('answers a client-side page path with index.html (the SPA fallback)', async () => {
    for (const url of ['/quizzes/123', '/quizzes/123?tab=results', '/']) {
      const page = await web.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.body, url).toBe(INDEX);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves a static asset as it is', async () => {
    const asset = await web.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe(SCRIPT);
  });

  it('answers an unknown API path or a missing file with the JSON 404, never index.html', async () => {
    for (const [url, message] of [
      ['/api/v1/nope', 'Route GET /api/v1/nope not found'],
      ['/api/v1/nope?x=1', 'Route GET /api/v1/nope not found'],
      ['/api', 'Route GET /api not found'],
      ['/assets/missing.js', 'Route GET /assets/missing.js not found'],
    ] as const) {
      const response = await web.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.body, url).not.toContain('Quizmaker test shell');
      expect(errorOf(response), url).toMatchObject({ status: 404, code: 'NOT_FOUND_ERROR', message });
    }
    // The API itself still answers.
    expect((await web.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
