import {
  AnswerBodySchema,
  AnswerResultSchema,
  AttemptDetailSchema,
  AttemptListQuerySchema,
  AttemptParamsSchema,
  AttemptQuestionSchema,
  AttemptQuizParamsSchema,
  AttemptResultSchema,
  AttemptSchema,
  AttemptStartBodySchema,
  AttemptStartedSchema,
  AttemptStatsSchema,
  AttemptStatusResultSchema,
  BatchAnswerBodySchema,
  BatchAnswerResultSchema,
  CurrentQuestionSchema,
  IdParamsSchema,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal, signedInOnly } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { AnsweringService } from './answering.ts';
import type { AttemptsService } from './service.ts';

const route = signedInRoutes(['Attempts']);
const AttemptListOnlyQuerySchema = AttemptListQuerySchema.omit({ quizId: true, userId: true });

/** Attempt calls of spec 3 section 7 under /api/v1 (full paths, so every URL is grep-able). HTTP only. */
export const attemptsRoutes: FastifyPluginCallbackZod<{ attempts: AttemptsService; answering: AnsweringService }> = (
  app,
  { attempts, answering },
  done,
) => {
  app.addHook('preValidation', signedInOnly);

  app.post(
    '/attempts/quizzes/:quizId',
    route('Start an attempt in a mode (ends an unfinished one as ABANDONED)', {
      params: AttemptQuizParamsSchema,
      body: AttemptStartBodySchema.nullish(),
      response: { 201: AttemptStartedSchema, ...errorResponses },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await attempts.start(requirePrincipal(request), request.params.quizId, request.body ?? {})),
  );

  app.get(
    '/attempts/quizzes/:quizId/questions/shuffled',
    route("The caller's active attempt's questions in its stable order (safe content only)", {
      params: AttemptQuizParamsSchema,
      response: { 200: z.array(AttemptQuestionSchema), ...errorResponses },
    }),
    async (request) => attempts.activeAttemptQuestions(requirePrincipal(request), request.params.quizId),
  );

  app.get(
    '/attempts',
    route("The caller's attempts, or userId's (someone else's needs ATTEMPT_READ_ANY); filters quizId, status", {
      querystring: AttemptListQuerySchema,
      response: { 200: pageOf(AttemptSchema), ...errorResponses },
    }),
    async (request) => attempts.list(requirePrincipal(request), request.query),
  );

  app.get(
    '/quizzes/:id/attempts/user',
    route("The caller's attempts at a quiz, newest first", {
      params: IdParamsSchema,
      querystring: AttemptListOnlyQuerySchema,
      response: { 200: pageOf(AttemptSchema), ...errorResponses },
    }),
    async (request) => attempts.listMineAtQuiz(requirePrincipal(request), request.params.id, request.query),
  );

  app.get(
    '/attempts/:id',
    route('One attempt with its answers', {
      params: AttemptParamsSchema,
      response: { 200: AttemptDetailSchema, ...errorResponses },
    }),
    async (request) => attempts.get(requirePrincipal(request), request.params.id),
  );

  app.delete(
    '/attempts/:id',
    route('Delete an own attempt', {
      params: AttemptParamsSchema,
      response: { 204: z.null(), ...errorResponses },
    }),
    async (request, reply) => {
      await attempts.delete(requirePrincipal(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/attempts/:id/current-question',
    route('The first unanswered question', {
      params: AttemptParamsSchema,
      response: { 200: CurrentQuestionSchema, ...errorResponses },
    }),
    async (request) => attempts.currentQuestion(requirePrincipal(request), request.params.id),
  );

  app.get(
    '/attempts/:id/questions',
    route("The attempt's questions in its stable order (safe content only)", {
      params: AttemptParamsSchema,
      response: { 200: z.array(AttemptQuestionSchema), ...errorResponses },
    }),
    async (request) => attempts.questions(requirePrincipal(request), request.params.id),
  );

  app.post(
    '/attempts/:id/answers',
    route('Answer a question; correctness only with IMMEDIATE feedback', {
      params: AttemptParamsSchema,
      body: AnswerBodySchema,
      response: { 200: AnswerResultSchema, ...errorResponses },
    }),
    async (request) => answering.answer(requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/attempts/:id/answers/batch',
    route('Save several answers (ALL_AT_ONCE); they may change until completion', {
      params: AttemptParamsSchema,
      body: BatchAnswerBodySchema,
      response: { 200: BatchAnswerResultSchema, ...errorResponses },
    }),
    async (request) => answering.batch(requirePrincipal(request), request.params.id, request.body),
  );

  app.post(
    '/attempts/:id/complete',
    route('Complete the attempt and get its results', {
      params: AttemptParamsSchema,
      response: { 200: AttemptResultSchema, ...errorResponses },
    }),
    async (request) => attempts.complete(requirePrincipal(request), request.params.id),
  );

  app.get(
    '/attempts/:id/stats',
    route('Progress and remaining time', {
      params: AttemptParamsSchema,
      response: { 200: AttemptStatsSchema, ...errorResponses },
    }),
    async (request) => attempts.stats(requirePrincipal(request), request.params.id),
  );

  app.post(
    '/attempts/:id/pause',
    route('Pause: the clock stops', {
      params: AttemptParamsSchema,
      response: { 200: AttemptStatusResultSchema, ...errorResponses },
    }),
    async (request) => attempts.pause(requirePrincipal(request), request.params.id),
  );

  app.post(
    '/attempts/:id/resume',
    route('Resume: a new deadline from the time left', {
      params: AttemptParamsSchema,
      response: { 200: AttemptStatusResultSchema, ...errorResponses },
    }),
    async (request) => attempts.resume(requirePrincipal(request), request.params.id),
  );
  done();
};
