import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { adminRoutes } from '../domains/admin/routes.ts';
import { attemptsRoutes } from '../domains/attempts/routes.ts';
import { authRoutes } from '../domains/auth/routes.ts';
import { billingAdminRoutes } from '../domains/billing/admin-routes.ts';
import { billingRoutes } from '../domains/billing/routes.ts';
import { categoriesRoutes } from '../domains/categories/routes.ts';
import { documentsRoutes } from '../domains/documents/routes.ts';
import { generationRoutes, questionSourceRoutes } from '../domains/generation/routes.ts';
import { liveRoutes } from '../domains/live/routes.ts';
import { liveSocketRoutes } from '../domains/live/socket.ts';
import { mediaRoutes } from '../domains/media/routes.ts';
import { interchangeRoutes } from '../domains/interchange/routes.ts';
import { questionsRoutes } from '../domains/questions/routes.ts';
import { quizzesRoutes } from '../domains/quizzes/routes.ts';
import { resultsRoutes } from '../domains/results/routes.ts';
import { settingsRoutes } from '../domains/settings/routes.ts';
import { tagsRoutes } from '../domains/tags/routes.ts';
import { storageRoutes } from '../domains/uploads/routes.ts';
import { usersRoutes } from '../domains/users/routes.ts';
import { rateLimited } from '../errors.ts';
import { featureRoutes } from '../http/features.ts';
import { healthRoutes } from '../http/health.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { AppServices } from './services.ts';

/** What the /api routes are registered with. */
export interface ApiDependencies {
  config: Config;
  database: Database;
  storage: FileStorage;
  services: AppServices;
  redis: Redis | undefined;
}

/**
 * Registers every domain's routes under /api, one line each so a URL can be found with grep, behind the
 * global rate limit (per signed-in account, else per client address; shared through Redis when there is one).
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  { config, database, storage, services, redis }: ApiDependencies,
): Promise<void> {
  const { uploads } = services;
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        global: true,
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowSeconds * 1000,
        ...(redis ? { redis, nameSpace: 'quizmaker:rl:' } : {}),
        keyGenerator: (request) => request.principal?.id ?? request.ip,
        errorResponseBuilder: (_request, context) => rateLimited(Math.max(1, Math.ceil(context.ttl / 1000))),
      });
      api.get('/openapi.json', { schema: { hide: true } }, () => Promise.resolve(app.swagger()));
      await api.register(healthRoutes, { database, storage, ...(redis ? { redis } : {}) });
      await api.register(featureRoutes, { features: config.features });
      await api.register(authRoutes, { prefix: '/v1/auth', auth: services.auth });
      await api.register(usersRoutes, { prefix: '/v1/users', users: services.users });
      await api.register(settingsRoutes, { prefix: '/v1/users', settings: services.settings });
      await api.register(adminRoutes, { admin: services.admin });
      await api.register(quizzesRoutes, { prefix: '/v1/quizzes', quizzes: services.quizzes });
      await api.register(questionsRoutes, { prefix: '/v1/questions', questions: services.questions });
      await api.register(interchangeRoutes, { prefix: '/v1/quizzes', interchange: services.interchange });
      await api.register(tagsRoutes, { prefix: '/v1/tags', terms: services.tags });
      await api.register(categoriesRoutes, { prefix: '/v1/categories', terms: services.categories });
      await api.register(mediaRoutes, { prefix: '/v1/media', media: services.media, uploads });
      await api.register(storageRoutes, { prefix: '/v1/storage', uploads });
      await api.register(documentsRoutes, {
        prefix: '/documents',
        documents: services.documents,
        uploads,
        maxUploadMegabytes: config.documents.maxUploadMegabytes,
      });
      await api.register(generationRoutes, {
        prefix: '/v1/quizzes',
        generation: services.generation,
        uploads,
        maxUploadMegabytes: config.documents.maxUploadMegabytes,
      });
      await api.register(questionSourceRoutes, { prefix: '/v1/questions', generation: services.generation });
      await api.register(attemptsRoutes, { prefix: '/v1', attempts: services.attempts, answering: services.answering });
      await api.register(resultsRoutes, { prefix: '/v1', results: services.results, exports: services.resultsExport });
      await api.register(liveRoutes, { prefix: '/v1', live: services.live });
      await api.register(liveSocketRoutes, {
        live: services.live,
        heartbeatMs: config.liveHeartbeatSeconds * 1000,
        connectionsPerWindow: config.liveConnectionsPerMinute,
      });
      await api.register(billingRoutes, {
        prefix: '/v1/billing',
        billing: services.billing,
        allowedOrigins: config.corsOrigins,
      });
      await api.register(billingAdminRoutes, { prefix: '/v1/admin/billing', billing: services.billing });
    },
    { prefix: '/api' },
  );
}
