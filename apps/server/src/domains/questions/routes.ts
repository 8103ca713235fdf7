import {
  IdParamsSchema,
  QuestionCreateBodySchema,
  QuestionCreatedSchema,
  QuestionListQuerySchema,
  QuestionSchema,
  QuestionUpdateBodySchema,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requirePrincipal, signedInOnly } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { QuestionsService } from './service.ts';

const route = signedInRoutes(['Questions']);

/** /api/v1/questions (spec 2 section 7 "Questions"). */
export const questionsRoutes: FastifyPluginCallbackZod<{ questions: QuestionsService }> = (
  app,
  { questions },
  done,
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/',
    route('Create a question, optionally adding it to quizzes', {
      body: QuestionCreateBodySchema,
      response: { 201: QuestionCreatedSchema, ...errorResponses },
    }),
    async (request, reply) =>
      reply.status(201).send(await questions.create(requirePermission(request, 'QUESTION_CREATE'), request.body)),
  );

  app.get(
    '/',
    route("A quiz's questions in order (quizId), or my own questions", {
      querystring: QuestionListQuerySchema,
      response: { 200: pageOf(QuestionSchema), ...errorResponses },
    }),
    async (request) => questions.list(requirePrincipal(request), request.query),
  );

  app.get(
    '/:id',
    route(
      'One question (answers only for its editors, and for a taker who has completed an attempt holding it as it is now)',
      {
        params: IdParamsSchema,
        response: { 200: QuestionSchema, ...errorResponses },
      },
    ),
    async (request) => questions.get(requirePrincipal(request), request.params.id),
  );

  app.patch(
    '/:id',
    route('Change a question (its author, moderators, admins)', {
      params: IdParamsSchema,
      body: QuestionUpdateBodySchema,
      response: { 200: QuestionSchema, ...errorResponses },
    }),
    async (request) => questions.update(requirePermission(request, 'QUESTION_UPDATE'), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    route('Delete a question (its author, moderators, admins)', {
      params: IdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      await questions.delete(requirePermission(request, 'QUESTION_DELETE'), request.params.id);
      return reply.status(204).send(null);
    },
  );
  done();
};
