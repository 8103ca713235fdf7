import {
  IdParamsSchema,
  QuizBulkDeleteResultSchema,
  QuizBulkUpdateBodySchema,
  QuizBulkUpdateResultSchema,
  QuizCategoryParamsSchema,
  QuizCreateBodySchema,
  QuizCreatedSchema,
  QuizDetailSchema,
  QuizIdsQuerySchema,
  QuizListQuerySchema,
  QuizQuestionOrderBodySchema,
  QuizQuestionParamsSchema,
  QuizSchema,
  QuizStatusBodySchema,
  QuizTagParamsSchema,
  QuizUpdateBodySchema,
  QuizVisibilityBodySchema,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requirePrincipal, signedInOnly } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { QuizzesService } from './service.ts';

const route = signedInRoutes(['Quizzes']);
const detail = { 200: QuizDetailSchema, ...errorResponses };
const PublicListQuerySchema = QuizListQuerySchema.omit({ scope: true });

/** /api/v1/quizzes: authoring calls of spec 2 section 7 and the list and detail reads of spec 3 section 7. */
export const quizzesRoutes: FastifyPluginCallbackZod<{ quizzes: QuizzesService }> = (app, { quizzes }, done) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/',
    route('Create a quiz (starts as DRAFT)', {
      body: QuizCreateBodySchema,
      response: { 201: QuizCreatedSchema, ...errorResponses },
    }),
    async (request, reply) =>
      reply.status(201).send(await quizzes.create(requirePermission(request, 'QUIZ_CREATE'), request.body)),
  );

  app.get(
    '/',
    route('List quizzes: scope public|me|all, search, filters, sort, paging', {
      querystring: QuizListQuerySchema,
      response: { 200: pageOf(QuizSchema), ...errorResponses },
    }),
    async (request) => quizzes.list(requirePrincipal(request), request.query),
  );

  app.get(
    '/public',
    route('Public published quizzes (same as scope=public)', {
      querystring: PublicListQuerySchema,
      response: { 200: pageOf(QuizSchema), ...errorResponses },
    }),
    async (request) => quizzes.list(requirePrincipal(request), { ...request.query, scope: 'public' }),
  );

  app.delete(
    '/',
    route('Delete several quizzes (all or none)', {
      querystring: QuizIdsQuerySchema,
      response: { 200: QuizBulkDeleteResultSchema, ...errorResponses },
    }),
    async (request) => quizzes.bulkDelete(requirePrincipal(request), request.query.ids),
  );

  app.patch(
    '/bulk-update',
    route('Apply one change to several quizzes (each on its own)', {
      body: QuizBulkUpdateBodySchema,
      response: { 200: QuizBulkUpdateResultSchema, ...errorResponses },
    }),
    async (request) => quizzes.bulkUpdate(requirePrincipal(request), request.body.quizIds, request.body.update),
  );

  app.get(
    '/:id',
    route('One quiz with its question ids in order', {
      params: IdParamsSchema,
      response: detail,
    }),
    async (request) => quizzes.get(requirePrincipal(request), request.params.id),
  );

  app.patch(
    '/:id',
    route('Change quiz settings', {
      params: IdParamsSchema,
      body: QuizUpdateBodySchema,
      response: detail,
    }),
    async (request) => quizzes.update(requirePrincipal(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    route('Delete a quiz (creator or admin)', {
      params: IdParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      await quizzes.delete(requirePrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id/status',
    route('Move a quiz to DRAFT, PUBLISHED or ARCHIVED', {
      params: IdParamsSchema,
      body: QuizStatusBodySchema,
      response: detail,
    }),
    async (request) => quizzes.setStatus(requirePrincipal(request), request.params.id, request.body.status),
  );

  app.patch(
    '/:id/visibility',
    route('Make a quiz PUBLIC or PRIVATE', {
      params: IdParamsSchema,
      body: QuizVisibilityBodySchema,
      response: detail,
    }),
    async (request) => quizzes.setVisibility(requirePrincipal(request), request.params.id, request.body.visibility),
  );

  app.put(
    '/:id/questions',
    route("Set the quiz's questions and their order", {
      params: IdParamsSchema,
      body: QuizQuestionOrderBodySchema,
      response: detail,
    }),
    async (request) => quizzes.setQuestions(requirePrincipal(request), request.params.id, request.body.questionIds),
  );

  app.post(
    '/:id/questions/:questionId',
    route('Add a question at the end of the quiz', {
      params: QuizQuestionParamsSchema,
      response: detail,
    }),
    async (request) => quizzes.addQuestion(requirePrincipal(request), request.params.id, request.params.questionId),
  );

  app.delete(
    '/:id/questions/:questionId',
    route('Take a question out of the quiz', {
      params: QuizQuestionParamsSchema,
      response: detail,
    }),
    async (request) => quizzes.removeQuestion(requirePrincipal(request), request.params.id, request.params.questionId),
  );

  app.post(
    '/:id/tags/:tagId',
    route('Tag a quiz', { params: QuizTagParamsSchema, response: detail }),
    async (request) => quizzes.addTag(requirePrincipal(request), request.params.id, request.params.tagId),
  );

  app.delete(
    '/:id/tags/:tagId',
    route('Untag a quiz', { params: QuizTagParamsSchema, response: detail }),
    async (request) => quizzes.removeTag(requirePrincipal(request), request.params.id, request.params.tagId),
  );

  app.put(
    '/:id/category/:categoryId',
    route("Set a quiz's category", { params: QuizCategoryParamsSchema, response: detail }),
    async (request) => quizzes.setCategory(requirePrincipal(request), request.params.id, request.params.categoryId),
  );
  done();
};
