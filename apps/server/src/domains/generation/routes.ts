import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  GenerateFromDocumentBodySchema,
  GenerateFromTextBodySchema,
  GenerationJobListQuerySchema,
  GenerationJobSchema,
  GenerationStartedSchema,
  GenerationStatisticsSchema,
  IdParamsSchema,
  IDEMPOTENCY_KEY_MAX,
  InsufficientTokensErrorSchema,
  JobIdParamsSchema,
  QuestionSourceSchema,
  QuizDetailSchema,
  generationMessages,
  pageOf,
} from '@quizmaker/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { fieldError } from '../../errors.ts';
import { requirePermission } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import { receiveDocumentUpload } from '../documents/upload.ts';
import type { UploadsService } from '../uploads/service.ts';
import type { GenerationService } from './service.ts';

const route = signedInRoutes(['AI generation']);
const startResponses = {
  202: GenerationStartedSchema,
  ...errorResponses,
  409: InsufficientTokensErrorSchema.or(ErrorBodySchema),
};

/** The optional Idempotency-Key header: trimmed, 1 to 128 characters (400 otherwise). */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) {
    return null;
  }
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw fieldError('Idempotency-Key', generationMessages.idempotencyKeyInvalid);
  }
  return key;
}

/**
 * /api/v1/quizzes generation calls (spec 2 section 7): three ways to start, then status, cancel,
 * the generated quiz, the caller's jobs and their statistics. Starting needs AI_GENERATE.
 */
export const generationRoutes: FastifyPluginAsyncZod<{
  generation: GenerationService;
  uploads: UploadsService;
  maxUploadMegabytes: number;
}> = async (app, { generation, uploads, maxUploadMegabytes }) => {
  await app.register(multipart, {
    limits: { fileSize: maxUploadMegabytes * 1024 * 1024, files: 1, fields: 30, fieldSize: 100_000, parts: 35 },
  });

  app.post(
    '/generate-from-text',
    route('Generate a quiz from pasted text (optional Idempotency-Key header)', {
      body: GenerateFromTextBodySchema,
      response: startResponses,
    }),
    async (request, reply) => {
      const principal = requirePermission(request, 'AI_GENERATE');
      return reply
        .status(202)
        .send(await generation.start.fromText(principal, request.body, idempotencyKeyOf(request)));
    },
  );

  app.post(
    '/generate-from-upload',
    route(
      'Upload a file and generate a quiz from it (multipart: file, questionsPerType and tagIds as JSON text, ...)',
      {
        consumes: ['multipart/form-data'],
        response: { ...startResponses, 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    ),
    async (request, reply) => {
      const principal = requirePermission(request, 'AI_GENERATE');
      requirePermission(request, 'DOCUMENT_CREATE');
      const key = idempotencyKeyOf(request);
      const { file, fields } = await receiveDocumentUpload(request, uploads, principal, maxUploadMegabytes);
      return reply.status(202).send(await generation.start.fromUpload(principal, file, fields, key));
    },
  );

  app.post(
    '/generate-from-document',
    route('Generate a quiz from one of my processed documents (questionTypes or questionsPerType)', {
      body: GenerateFromDocumentBodySchema,
      response: startResponses,
    }),
    async (request, reply) => {
      const principal = requirePermission(request, 'AI_GENERATE');
      return reply
        .status(202)
        .send(await generation.start.fromDocument(principal, request.body, idempotencyKeyOf(request)));
    },
  );

  app.get(
    '/generation-status/:jobId',
    route('A generation job (polled every 5 s)', {
      params: JobIdParamsSchema,
      response: { 200: GenerationJobSchema, ...errorResponses },
    }),
    async (request) => generation.jobs.status(requirePermission(request, 'AI_GENERATE'), request.params.jobId),
  );

  app.delete(
    '/generation-status/:jobId',
    route('Cancel a PENDING or PROCESSING job (releases its tokens)', {
      params: JobIdParamsSchema,
      response: { 200: GenerationJobSchema, ...errorResponses },
    }),
    async (request) => generation.cancellation.cancel(requirePermission(request, 'AI_GENERATE'), request.params.jobId),
  );

  app.get(
    '/generated-quiz/:jobId',
    route('The quiz a completed job made', {
      params: JobIdParamsSchema,
      response: { 200: QuizDetailSchema, ...errorResponses },
    }),
    async (request) => generation.jobs.generatedQuiz(requirePermission(request, 'AI_GENERATE'), request.params.jobId),
  );

  app.get(
    '/generation-jobs',
    route('My generation jobs (paged, newest first)', {
      querystring: GenerationJobListQuerySchema,
      response: { 200: pageOf(GenerationJobSchema), ...errorResponses },
    }),
    async (request) => generation.jobs.list(requirePermission(request, 'AI_GENERATE'), request.query),
  );

  app.post(
    '/generation-jobs/:jobId/retry',
    route('Run a FAILED job again as a new job with the same request (tokens reserved afresh)', {
      params: JobIdParamsSchema,
      response: startResponses,
    }),
    async (request, reply) =>
      reply
        .status(202)
        .send(await generation.start.retry(requirePermission(request, 'AI_GENERATE'), request.params.jobId)),
  );

  app.get(
    '/generation-jobs/statistics',
    route('Counts and averages of my generation jobs', {
      response: { 200: GenerationStatisticsSchema, ...errorResponses },
    }),
    async (request) => generation.jobs.statistics(requirePermission(request, 'AI_GENERATE')),
  );
};

/** /api/v1/questions/{id}/source: where a generated question comes from (its author only). */
export const questionSourceRoutes: FastifyPluginAsyncZod<{ generation: GenerationService }> = (app, { generation }) => {
  app.get(
    '/:id/source',
    route('The document, chunk, pages and sentence(s) a generated question rests on (its author only)', {
      params: IdParamsSchema,
      response: { 200: QuestionSourceSchema, ...errorResponses },
    }),
    async (request) => generation.sources.source(requirePermission(request, 'QUESTION_UPDATE'), request.params.id),
  );
  return Promise.resolve();
};
