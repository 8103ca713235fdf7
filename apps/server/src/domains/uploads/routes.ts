import { StorageUsageSchema } from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { UploadsService } from './service.ts';

/** /api/v1/storage: how much of their storage quota the caller's documents and images use. */
export const storageRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = (app, { uploads }) => {
  app.get(
    '/usage',
    signedInRoutes(['Storage'])('Bytes my documents and images use, and my quota (null: none)', {
      response: { 200: StorageUsageSchema, ...errorResponses },
    }),
    async (request) => uploads.usage(requirePrincipal(request)),
  );
  return Promise.resolve();
};
