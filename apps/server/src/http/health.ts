import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() });

/** Liveness needs nothing; readiness proves the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get('/health', { schema: { tags: ['Health'], response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: { tags: ['Health'], response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' as const, database: database.dialect };
    } catch {
      return reply.status(503).send({ status: 'unavailable' as const, database: database.dialect });
    }
  });
};
