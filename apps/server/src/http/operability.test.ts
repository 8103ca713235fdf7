import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createQuiz, start, trueFalseQuestions } from '../domains/attempts/test-support/taking.ts';
import type { QueueName } from '../jobs/queue.ts';
import { LocalFileStorage } from '../storage/local-file-storage.ts';
import {
  buildAdmin,
  buildTestApp,
  buildUser,
  errorOf,
  type TestApp,
  useTestApp,
  withTestApp,
} from '../test-support/test-app.ts';
import { testDialect } from '../test-support/test-database.ts';
import { METRICS_ADDRESS_REFUSED, METRICS_TOKEN_REQUIRED } from './metrics.ts';

/**
 * Issue 18 item 6: readiness checks every dependency, /metrics in the Prometheus text format
 * (guarded), and log lines that never carry a secret.
 */

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

const test = useTestApp();

/** The value of one sample line (`name{labels} value`) of a metrics text, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const metricsText = async (app: TestApp) => {
  const response = await app.app.inject({ url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
};

describe('GET /api/ready', () => {
  it('answers 200 when the database and the file store answer', async () => {
    const ready = await test.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: testDialect(), checks: { database: 'ok', storage: 'ok' } });
  });

  it('answers 503 naming the file store when it fails', async () => {
    // DATA_DIR/files is a plain file here: every read of the store fails with ENOTDIR.
    const dir = mkdtempSync(join(tmpdir(), 'quizmaker-ready-'));
    writeFileSync(join(dir, 'files'), 'not a directory');
    const broken = await buildTestApp({ ports: { storage: new LocalFileStorage(join(dir, 'files')) } });
    try {
      const ready = await broken.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        database: testDialect(),
        checks: { database: 'ok', storage: 'failing' },
      });
      expect((await broken.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await broken.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks Redis when one is configured: 200 while it answers, 503 when it does not', async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    await redis.connect();
    const withRedis = await buildTestApp({ ports: { redis } });
    const unreachable = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    unreachable.on('error', () => undefined);
    const withDeadRedis = await buildTestApp({ ports: { redis: unreachable } });
    try {
      const ready = await withRedis.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });
      const notReady = await withDeadRedis.app.inject({ url: '/api/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        status: 'unavailable',
        database: testDialect(),
        checks: { database: 'ok', storage: 'ok', redis: 'failing' },
      });
      // Liveness does not depend on Redis: restarting the process would not bring Redis back.
      expect((await withDeadRedis.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await withRedis.close();
      await withDeadRedis.close();
      redis.disconnect();
      unreachable.disconnect();
    }
  });
});

describe('GET /metrics', () => {
  it('serves the Prometheus text format with requests by route pattern, in flight, event-loop lag, queue depth and no pool on SQLite', async () => {
    const admin = await buildAdmin(test);
    const { quizId } = await createQuiz(test, admin, {}, trueFalseQuestions(1));
    for (const id of [quizId, '00000000-0000-4000-8000-000000000000']) {
      await test.app.inject({ url: `/api/v1/quizzes/${id}`, headers: admin.auth });
    }
    await test.app.inject({ url: '/api/v1/no-such-route/123' });

    const response = await test.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = response.body;
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/quizzes/:id",status_code="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/quizzes/:id",status_code="404"}'),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(
      1,
    );
    expect(text).not.toContain(quizId);
    expect(text).not.toContain('no-such-route');
    // The scrape itself is the one request in flight.
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'quizmaker_job_queue_depth{queue="documents.process"}')).toBe(0);
    if (testDialect() === 'postgres') {
      expect(sample(text, 'quizmaker_db_pool_connections{state="max"}')).toBe(5);
      expect(sample(text, 'quizmaker_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      // The queue-depth query of this very scrape may be waiting for its connection.
      expect(sample(text, 'quizmaker_db_pool_waiting_queries')).toBeLessThanOrEqual(1);
    } else {
      expect(text).not.toContain('quizmaker_db_pool');
    }
  });

  it('counts attempts started and completed and answers stored', async () => {
    await withTestApp({}, async (counted) => {
      const admin = await buildAdmin(counted);
      const { quizId, questionIds } = await createQuiz(
        counted,
        admin,
        { isRepetitionEnabled: true },
        trueFalseQuestions(3),
      );
      const taker = await buildUser(counted.app);
      const first = await start(counted, taker, quizId, 'ALL_AT_ONCE');
      const batch = await counted.app.inject({
        method: 'POST',
        url: `/api/v1/attempts/${first}/answers/batch`,
        headers: taker.auth,
        payload: { answers: questionIds.slice(0, 2).map((questionId) => ({ questionId, response: { answer: true } })) },
      });
      expect(batch.statusCode, batch.body).toBe(200);
      expect(
        (await counted.app.inject({ method: 'POST', url: `/api/v1/attempts/${first}/complete`, headers: taker.auth }))
          .statusCode,
      ).toBe(200);
      const second = await start(counted, taker, quizId, 'ONE_BY_ONE');
      const answered = await counted.app.inject({
        method: 'POST',
        url: `/api/v1/attempts/${second}/answers`,
        headers: taker.auth,
        payload: { questionId: questionIds[0], response: { answer: true } },
      });
      expect(answered.statusCode, answered.body).toBe(200);

      const text = await metricsText(counted);
      expect(sample(text, 'quizmaker_attempts_started_total')).toBe(2);
      expect(sample(text, 'quizmaker_attempts_completed_total')).toBe(1);
      expect(sample(text, 'quizmaker_answers_stored_total')).toBe(3);
    });
  });

  it('times job deliveries by queue and outcome', async () => {
    await withTestApp({}, async (jobs) => {
      const queue = jobs.app.background.queue;
      const meteredQueue = 'test.metered' as QueueName<{ fail: boolean }>;
      queue.define({
        name: meteredQueue,
        concurrency: 1,
        maxAttempts: 1,
        leaseSeconds: 30,
        handler: ({ fail }) => (fail ? Promise.reject(new Error('this delivery fails')) : Promise.resolve()),
      });
      await jobs.app.background.start();
      await queue.enqueue(meteredQueue, { fail: false });
      await queue.enqueue(meteredQueue, { fail: true });
      await queue.enqueue(meteredQueue, { fail: false });
      await queue.idle();
      const text = await metricsText(jobs);
      expect(sample(text, 'quizmaker_job_duration_seconds_count{queue="test.metered",outcome="completed"}')).toBe(2);
      expect(sample(text, 'quizmaker_job_duration_seconds_count{queue="test.metered",outcome="failed"}')).toBe(1);
      expect(sample(text, 'quizmaker_jobs_running{queue="test.metered"}')).toBe(0);
      expect(sample(text, 'quizmaker_job_queue_depth{queue="test.metered"}')).toBe(0);
    });
  });

  it('without METRICS_TOKEN: loopback and TRUST_PROXY addresses only, the client address resolved through the proxy', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      test.app.inject({ url: '/metrics', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    // The default TRUST_PROXY names the private networks: a scraper there is served.
    expect((await from('10.1.2.3')).statusCode).toBe(200);
    const outside = await from('203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(errorOf(outside)).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: METRICS_ADDRESS_REFUSED });
    // An Internet client behind the (trusted) reverse proxy on loopback is still an Internet client.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);

    await withTestApp({ env: { TRUST_PROXY: 'true' } }, async (trustAll) => {
      expect((await trustAll.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
      expect((await trustAll.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    });
  });

  it('with METRICS_TOKEN: only its bearer, from any address', async () => {
    const token = 'metrics-token-0123456789abcdef';
    await withTestApp({ env: { METRICS_TOKEN: token } }, async (guarded) => {
      const scrape = (headers: Record<string, string>) =>
        guarded.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers });
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer wrong-token-0123456789abcdef' },
        { authorization: token },
        { authorization: `Bearer ${token}x` },
      ]) {
        const refused = await scrape(headers);
        expect(refused.statusCode).toBe(401);
        expect(errorOf(refused)).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: METRICS_TOKEN_REQUIRED });
      }
      expect((await scrape({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
      expect((await guarded.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    });
  });

  it('is documented in the OpenAPI document beside health and readiness', async () => {
    const document = (await test.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.paths['/metrics'].get).toMatchObject({
      tags: ['Health'],
      summary: 'Prometheus metrics (text format)',
    });
  });
});

describe('logs', () => {
  it('carry no secret: authorization, cookies, passwords and tokens in URLs are redacted', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    await withTestApp({ env: { LOG_LEVEL: 'info' }, ports: { logStream } }, async (logged) => {
      const user = await buildUser(logged.app, { password: 'Sup3r-Secret-Passw0rd' });
      await logged.app.inject({
        url: '/api/v1/auth/me',
        headers: { ...user.auth, cookie: 'session=cookie-secret-value' },
      });
      await logged.app.inject({ url: '/reset-password?token=reset-token-secret-value&lang=en' });
      await logged.app.inject({ url: '/api/v1/auth/me?access_token=query-token-secret-value' });
      await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: user.username, password: 'Wr0ng-Secret-Passw0rd' },
      });
      await logged.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: { refreshToken: user.refreshToken },
      });

      const text = lines.join('\n');
      expect(lines.length).toBeGreaterThan(5);
      for (const secret of [
        'Sup3r-Secret-Passw0rd',
        'Wr0ng-Secret-Passw0rd',
        user.accessToken,
        user.refreshToken,
        'cookie-secret-value',
        'reset-token-secret-value',
        'query-token-secret-value',
      ]) {
        expect(text).not.toContain(secret);
      }
      const urls = lines
        .map((line) => JSON.parse(line) as { req?: { url: string } })
        .flatMap((line) => (line.req ? [line.req.url] : []));
      expect(urls).toContain('/reset-password?token=[redacted]&lang=en');
      expect(urls).toContain('/api/v1/auth/me?access_token=[redacted]');
      // Every line about a request names it.
      for (const line of lines.map((entry) => JSON.parse(entry) as { req?: unknown; res?: unknown; reqId?: string })) {
        if (line.req || line.res) {
          expect(line.reqId).toEqual(expect.any(String));
        }
      }
    });
  });
});
