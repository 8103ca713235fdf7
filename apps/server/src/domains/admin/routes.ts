import {
  AiAnalysisReportSchema,
  CONTACT_RATE_LIMIT,
  ContactAcceptedSchema,
  ContactBodySchema,
} from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { AdminService } from './service.ts';

const adminOnly = 'Insufficient permissions - Admin role required';

/** /api/v1/contact and /api/v1/ai-analysis: HTTP only; the rules live in AdminService. */
export const adminRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = (app, { admin }) => {
  app.post(
    '/v1/contact',
    {
      config: { rateLimit: { max: CONTACT_RATE_LIMIT.max, timeWindow: CONTACT_RATE_LIMIT.windowSeconds * 1000 } },
      schema: {
        tags: ['Contact'],
        summary: 'Send a message to the administrators (rate limited per user or address)',
        body: ContactBodySchema,
        response: { 202: ContactAcceptedSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(202).send(await admin.sendContactMessage(request.principal, request.body)),
  );

  app.post(
    '/v1/ai-analysis/analyze',
    signedInRoutes(['Admin'])('Diagnostics of the AI side: generator, queue, job and document counts (admin)', {
      response: { 200: AiAnalysisReportSchema, ...errorResponses },
    }),
    async (request) => {
      requirePermission(request, 'USER_ADMIN', adminOnly);
      return admin.analyze();
    },
  );
  return Promise.resolve();
};
