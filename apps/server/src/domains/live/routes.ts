import {
  IdParamsSchema,
  LiveReportQuerySchema,
  LiveSessionCreateBodySchema,
  LiveSessionCreatedSchema,
  LiveSessionReportListSchema,
  LiveSessionViewSchema,
} from '@quizmaker/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requirePrincipal, signedInOnly } from '../../http/authentication.ts';
import { attachmentResponses, sendAttachment } from '../../http/attachment.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { LiveService } from './service.ts';

const route = signedInRoutes(['Live sessions']);

/** Live-session calls under /api/v1 (full paths, so every URL is grep-able); the game itself is on the WebSocket (socket.ts). */
export const liveRoutes: FastifyPluginCallbackZod<{ live: LiveService }> = (app, { live }, done) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/live-sessions',
    route('Create a live session of a published quiz (questions that cannot be played live are skipped)', {
      body: LiveSessionCreateBodySchema,
      response: { 201: LiveSessionCreatedSchema, ...errorResponses },
    }),
    async (request, reply) => reply.status(201).send(await live.create(requirePrincipal(request), request.body)),
  );

  app.get(
    '/live-sessions/:id',
    route("The host's view of its live session", {
      params: IdParamsSchema,
      response: { 200: LiveSessionViewSchema, ...errorResponses },
    }),
    async (request) => live.view(requirePrincipal(request), request.params.id),
  );

  app.get(
    '/quizzes/:id/live-sessions',
    route("A quiz's live sessions with their reports, newest first (the quiz's owner)", {
      params: IdParamsSchema,
      response: { 200: LiveSessionReportListSchema, ...errorResponses },
    }),
    async (request) => live.reportsOfQuiz(requirePrincipal(request), request.params.id),
  );

  app.get(
    '/live-sessions/:id/report',
    route(
      "A live session's report as a file: csv (a section per table) or xlsx (a sheet per table); the quiz's owner",
      {
        params: IdParamsSchema,
        querystring: LiveReportQuerySchema,
        response: attachmentResponses,
      },
    ),
    async (request, reply) =>
      sendAttachment(
        reply,
        await live.exportReport(requirePrincipal(request), request.params.id, request.query.format),
      ),
  );

  done();
};
