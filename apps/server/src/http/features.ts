import { FeatureFlagsSchema, type FeatureFlags } from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/v1/config/features: which optional screens the web app shows (public, no secrets). */
export const featureRoutes: FastifyPluginAsyncZod<{ features: FeatureFlags }> = (app, { features }) => {
  app.get(
    '/v1/config/features',
    { schema: { tags: ['Config'], summary: 'Feature flags', response: { 200: FeatureFlagsSchema } } },
    () => Promise.resolve(features),
  );
  return Promise.resolve();
};
