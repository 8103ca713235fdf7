import {
  AnalyticsQuerySchema,
  AttemptAnalysisSchema,
  AttemptParamsSchema,
  AttemptResultSchema,
  ExportParamsSchema,
  ExportQuerySchema,
  IdParamsSchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  QuizAnalyticsSchema,
  QuizResultSummarySchema,
  ResultsStatisticsSchema,
  UserResultsQuerySchema,
  UserResultsSchema,
} from '@quizmaker/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requirePrincipal, signedInOnly } from '../../http/authentication.ts';
import { attachmentResponses, sendAttachment } from '../../http/attachment.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import type { ResultsExportService } from './export-service.ts';
import type { ResultsService } from './service.ts';

const route = signedInRoutes(['Results']);

/** Results, statistics, analytics, leaderboard and exports under /api/v1, each path once (api.md "Base"). */
export const resultsRoutes: FastifyPluginCallbackZod<{ results: ResultsService; exports: ResultsExportService }> = (
  app,
  { results, exports },
  done,
) => {
  app.addHook('preValidation', signedInOnly);

  app.get(
    '/attempts/:id/results',
    route('Results of a completed attempt', {
      params: AttemptParamsSchema,
      response: { 200: AttemptResultSchema, ...errorResponses },
    }),
    async (request) => results.attemptResults(requirePrincipal(request), request.params.id),
  );

  app.get(
    '/attempts/:id/analysis',
    route("Time per question and standing among the quiz's attempts", {
      params: AttemptParamsSchema,
      response: { 200: AttemptAnalysisSchema, ...errorResponses },
    }),
    async (request) => results.attemptAnalysis(requirePrincipal(request), request.params.id),
  );

  for (const path of ['/quizzes/:id/results/summary', '/quizzes/:id/results']) {
    app.get(
      path,
      route('Summary of completed attempts (owner, moderators, admins)', {
        params: IdParamsSchema,
        response: { 200: QuizResultSummarySchema, ...errorResponses },
      }),
      async (request) => results.summary(requirePrincipal(request), request.params.id),
    );
  }

  app.get(
    '/quizzes/:id/leaderboard',
    route("Each participant's best score; ties go to the earlier completion", {
      params: IdParamsSchema,
      querystring: LeaderboardQuerySchema,
      response: { 200: LeaderboardSchema, ...errorResponses },
    }),
    async (request) => results.leaderboard(requirePrincipal(request), request.params.id, request.query.top),
  );

  for (const path of ['/quizzes/:id/analytics', '/results/quiz/:id/analytics']) {
    app.get(
      path,
      route('Score distribution, attempts per day, rates and item analysis (owner, moderators, admins)', {
        params: IdParamsSchema,
        querystring: AnalyticsQuerySchema,
        response: { 200: QuizAnalyticsSchema, ...errorResponses },
      }),
      async (request) => results.analytics(requirePrincipal(request), request.params.id, request.query),
    );
  }

  app.get(
    '/results/user/:id',
    route("A user's results (self, or with ATTEMPT_READ_ANY)", {
      params: IdParamsSchema,
      querystring: UserResultsQuerySchema,
      response: { 200: UserResultsSchema, ...errorResponses },
    }),
    async (request) => results.userResults(requirePrincipal(request), request.params.id, request.query),
  );

  app.get(
    '/results/statistics',
    route('Platform totals (RESULTS_READ_ANY) or own totals', {
      response: { 200: ResultsStatisticsSchema, ...errorResponses },
    }),
    async (request) => results.statistics(requirePrincipal(request)),
  );

  app.get(
    '/results/export/:quizId',
    route('Export results as csv, xlsx, json or pdf (options of the export dialog)', {
      params: ExportParamsSchema,
      querystring: ExportQuerySchema,
      response: attachmentResponses,
    }),
    async (request, reply) =>
      sendAttachment(reply, await exports.export(requirePrincipal(request), request.params.quizId, request.query)),
  );
  done();
};
