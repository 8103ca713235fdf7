import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { HealthSchema, ReadinessSchema, type ReadinessCheck } from '@quizmaker/contracts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/** A dependency that has not answered within this is failing: a load balancer's probe must not hang. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

/** A key nothing is stored under: opening it proves the store answers (null) without writing to it. */
const STORAGE_PROBE_KEY = 'readiness-probe';

async function check(probe: () => Promise<unknown>): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), READINESS_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness needs nothing; readiness proves the database, the file store and Redis (when
 * configured) answer. While the process drains for shutdown, Fastify itself answers every request
 * that arrives (readiness included) with 503 (return503OnClosing), and no new connection is taken.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; storage: FileStorage; redis?: Redis }> = (
  app,
  { database, storage, redis },
) => {
  // Outside the rate limit, whose counters live in Redis when it is configured: with Redis down every
  // limited route fails, and the probes must still say alive (health) and not ready (503, not 500).
  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { tags: ['Health'], response: { 200: HealthSchema } } },
    () => Promise.resolve({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: { tags: ['Health'], response: { 200: ReadinessSchema, 503: ReadinessSchema } },
    },
    async (_request, reply) => {
      const [databaseCheck, storageCheck, redisCheck] = await Promise.all([
        check(() => sql`select 1`.execute(database.db)),
        check(async () => (await storage.open(STORAGE_PROBE_KEY))?.destroy()),
        redis ? check(() => redis.ping()) : undefined,
      ]);
      const checks = { database: databaseCheck, storage: storageCheck, ...(redisCheck ? { redis: redisCheck } : {}) };
      const ready = Object.values(checks).every((result) => result === 'ok');
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? 'ok' : 'unavailable', database: database.dialect, checks });
    },
  );
  return Promise.resolve();
};
