import { z } from 'zod';

/** Liveness (`GET /api/health`): the process answers. */
export const HealthSchema = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.string().optional() })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

/** One dependency's readiness probe: answered in time, or failed or timed out. */
export const ReadinessCheckSchema = z.enum(['ok', 'failing']).meta({ id: 'ReadinessCheck' });
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>;

/** Readiness (`GET /api/ready`, 200 or 503): every dependency the server needs, Redis only when configured. */
export const ReadinessSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    database: z.string(),
    checks: z.object({
      database: ReadinessCheckSchema,
      storage: ReadinessCheckSchema,
      redis: ReadinessCheckSchema.optional(),
    }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
