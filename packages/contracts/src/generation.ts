import { z } from 'zod';
import { IdSchema } from './ids.ts';
import {
  billingMessages,
  GENERATION_LANGUAGES,
  GENERATION_TEXT_MAX,
  QuestionsPerTypeSchema,
  QuizScopeSchema,
  type QuestionsPerType,
} from './billing.ts';
import { CHUNK_SIZE_LIMITS, ChunkingStrategyInputSchema, maxChunkSizeSchema } from './documents.ts';
import { DifficultySchema, QUESTION_TYPES, QuestionTypeSchema } from './enums.ts';
import { PageQuerySchema } from './pagination.ts';
import { QuizDescriptionSchema, QuizTitleSchema } from './quizzes.ts';

export const GENERATION_STATUSES = ['PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export const GenerationStatusSchema = z.enum(GENERATION_STATUSES);
export type GenerationStatus = z.infer<typeof GenerationStatusSchema>;
export const ACTIVE_GENERATION_STATUSES = ['PENDING', 'PROCESSING'] as const satisfies readonly GenerationStatus[];

/** Default counts per type when a request names none (spec 2 section 9). */
export const DEFAULT_QUESTIONS_PER_TYPE: QuestionsPerType = {
  MCQ_SINGLE: 3,
  MCQ_MULTI: 1,
  TRUE_FALSE: 2,
  FILL_GAP: 1,
  OPEN: 1,
};
export const GENERATION_TIME_PER_QUESTION = { min: 1, max: 10, default: 2 } as const;
export const GENERATION_TEXT_MIN = 50;
/** Questions one job may produce in total (counts are per chunk in scope; a quiz holds at most 500). */
export const GENERATION_MAX_TOTAL_QUESTIONS = 500;
export const IDEMPOTENCY_KEY_MAX = 128;

export const generationMessages = {
  notFound: 'Generation job not found',
  forbidden: 'You do not have access to this generation job',
  activeJob: 'User already has an active generation job',
  notCompleted: 'Generation job is not completed',
  notCancellable: 'Only pending or processing jobs can be cancelled',
  cancelledByUser: 'Job cancelled by user',
  idempotencyMismatch: 'Idempotency-Key was already used for a different generation request',
  idempotencyKeyInvalid: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`,
  documentNotReady: 'Document is not processed yet',
  noChunks: 'No chunks match the selected scope',
  chunkIndicesRequired: 'Select at least one chunk',
  chapterRequired: 'Chapter title or number is required for SPECIFIC_CHAPTER',
  sectionRequired: 'Section title or number is required for SPECIFIC_SECTION',
  tooManyQuestions: (requested: number): string =>
    `This request asks for ${requested} questions; at most ${GENERATION_MAX_TOTAL_QUESTIONS} fit in one quiz. Choose fewer chunks or fewer questions per type.`,
  textRequired: 'Please enter text content',
  textTooShort: `Text content must be at least ${GENERATION_TEXT_MIN} characters long`,
  textTooLong: `Text must be no more than ${GENERATION_TEXT_MAX} characters`,
  timePerQuestion: `Time per question must be between ${GENERATION_TIME_PER_QUESTION.min} and ${GENERATION_TIME_PER_QUESTION.max} minutes`,
  noQuestionTypes: billingMessages.noQuestionTypes,
  interrupted: 'Generation was interrupted by a server restart and could not be resumed',
  started: 'Quiz generation started',
  replayed: 'Existing quiz generation returned for this Idempotency-Key',
  generatedQuizGone: 'The generated quiz no longer exists',
  notRetryable: 'Only a failed job can be retried',
  retryDocumentGone: 'The document this job was generated from no longer exists',
  /** Spec 2 and 3: the job list's Retry of a FAILED job. */
  retried: 'Job queued for retry',
  retryFailed: 'Failed to retry job. Please try again.',
} as const;

/** '' from a form field counts as "not given". */
const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const TagIdsSchema = z
  .array(IdSchema)
  .max(50, 'At most 50 tags per quiz')
  .transform((ids) => [...new Set(ids)]);

const ChunkIndicesSchema = z
  .array(z.number().int('must be a whole number').min(0, 'must be at least 0'))
  .max(10_000)
  .transform((indices) => [...new Set(indices)].sort((a, b) => a - b));

/** Fields every generation request shares: the quiz it makes and what to ask (spec 2 section 3). */
const settingsShape = {
  quizTitle: z.preprocess(emptyAsUndefined, QuizTitleSchema.optional()),
  quizDescription: QuizDescriptionSchema,
  questionsPerType: QuestionsPerTypeSchema.optional(),
  /** The stored-document call's name for questionsPerType (api.md): both are read. */
  questionTypes: QuestionsPerTypeSchema.optional(),
  difficulty: DifficultySchema.default('MEDIUM'),
  estimatedTimePerQuestion: z
    .number({ error: generationMessages.timePerQuestion })
    .int(generationMessages.timePerQuestion)
    .min(GENERATION_TIME_PER_QUESTION.min, generationMessages.timePerQuestion)
    .max(GENERATION_TIME_PER_QUESTION.max, generationMessages.timePerQuestion)
    .default(GENERATION_TIME_PER_QUESTION.default),
  categoryId: IdSchema.nullish().transform((value) => value ?? null),
  tagIds: TagIdsSchema.default([]),
  language: z.enum(GENERATION_LANGUAGES).default('en'),
};

/** Which part of a document to ask about (spec 2 sections 3 and 9). */
const scopeShape = {
  quizScope: QuizScopeSchema.default('ENTIRE_DOCUMENT'),
  chunkIndices: ChunkIndicesSchema.optional(),
  chapterTitle: z.preprocess(emptyAsUndefined, z.string().trim().max(500).optional()),
  chapterNumber: z.number().int('must be a whole number').min(0, 'must be at least 0').optional(),
  sectionTitle: z.preprocess(emptyAsUndefined, z.string().trim().max(500).optional()),
  sectionNumber: z.number().int('must be a whole number').min(0, 'must be at least 0').optional(),
};

interface CountsAndScope {
  questionsPerType?: QuestionsPerType | undefined;
  questionTypes?: QuestionsPerType | undefined;
  quizScope?: string;
  chunkIndices?: number[] | undefined;
  chapterTitle?: string | undefined;
  chapterNumber?: number | undefined;
  sectionTitle?: string | undefined;
  sectionNumber?: number | undefined;
}

function checkCountsAndScope(body: CountsAndScope, ctx: z.RefinementCtx) {
  const given = body.questionsPerType !== undefined || body.questionTypes !== undefined;
  const counts = { ...body.questionTypes, ...body.questionsPerType };
  if (given && !Object.values(counts).some((count) => count > 0)) {
    ctx.addIssue({ code: 'custom', path: ['questionsPerType'], message: generationMessages.noQuestionTypes });
  }
  if (body.quizScope === 'SPECIFIC_CHUNKS' && (body.chunkIndices ?? []).length === 0) {
    ctx.addIssue({ code: 'custom', path: ['chunkIndices'], message: generationMessages.chunkIndicesRequired });
  }
  if (body.quizScope === 'SPECIFIC_CHAPTER' && body.chapterTitle === undefined && body.chapterNumber === undefined) {
    ctx.addIssue({ code: 'custom', path: ['chapterTitle'], message: generationMessages.chapterRequired });
  }
  const sectionGiven = [body.sectionTitle, body.sectionNumber, body.chapterTitle, body.chapterNumber].some(
    (v) => v !== undefined,
  );
  if (body.quizScope === 'SPECIFIC_SECTION' && !sectionGiven) {
    ctx.addIssue({ code: 'custom', path: ['sectionTitle'], message: generationMessages.sectionRequired });
  }
}

/** The counts a request asks for: questionsPerType/questionTypes merged, or the defaults when neither is sent. */
export function requestedCountsOf(body: {
  questionsPerType?: QuestionsPerType | undefined;
  questionTypes?: QuestionsPerType | undefined;
}): QuestionsPerType {
  if (body.questionsPerType === undefined && body.questionTypes === undefined) {
    return { ...DEFAULT_QUESTIONS_PER_TYPE };
  }
  const merged: QuestionsPerType = { ...body.questionTypes, ...body.questionsPerType };
  return Object.fromEntries(QUESTION_TYPES.flatMap((type) => ((merged[type] ?? 0) > 0 ? [[type, merged[type]]] : [])));
}

/** POST /api/v1/quizzes/generate-from-text. */
export const GenerateFromTextBodySchema = z
  .object({
    text: z
      .string({ error: generationMessages.textRequired })
      .trim()
      .min(1, generationMessages.textRequired)
      .min(GENERATION_TEXT_MIN, generationMessages.textTooShort)
      .max(GENERATION_TEXT_MAX, generationMessages.textTooLong),
    chunkingStrategy: ChunkingStrategyInputSchema.default('CHAPTER_BASED'),
    maxChunkSize: maxChunkSizeSchema(CHUNK_SIZE_LIMITS.text).default(CHUNK_SIZE_LIMITS.text.default),
    ...settingsShape,
  })
  .superRefine(checkCountsAndScope)
  .meta({ id: 'GenerateFromTextBody' });
export type GenerateFromTextBody = z.infer<typeof GenerateFromTextBodySchema>;

/** POST /api/v1/quizzes/generate-from-document (a stored, processed document). */
export const GenerateFromDocumentBodySchema = z
  .object({ documentId: IdSchema, ...scopeShape, ...settingsShape })
  .superRefine(checkCountsAndScope)
  .meta({ id: 'GenerateFromDocumentBody' });
export type GenerateFromDocumentBody = z.infer<typeof GenerateFromDocumentBodySchema>;

/** A form field that carries JSON text (questionsPerType, tagIds), read with its own schema. */
function jsonField<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') {
      return value;
    }
    if (value.trim() === '') {
      return undefined;
    }
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }, schema.optional());
}

/** A form field holding a JSON array or a comma-separated list. */
function listField<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') {
      return value;
    }
    const text = value.trim();
    if (text === '') {
      return undefined;
    }
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    return text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  }, z.array(item).optional());
}

const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : emptyAsUndefined(value)),
    schema,
  );

/**
 * POST /api/v1/quizzes/generate-from-upload: the text fields of the multipart form. Every value
 * arrives as text; questionsPerType and tagIds are JSON text (spec 2 section 3), chunkIndices a
 * JSON array or a comma-separated list.
 */
export const GenerateFromUploadFieldsSchema = z
  .object({
    chunkingStrategy: z.preprocess(emptyAsUndefined, ChunkingStrategyInputSchema.default('CHAPTER_BASED')),
    maxChunkSize: z.preprocess(
      emptyAsUndefined,
      maxChunkSizeSchema(CHUNK_SIZE_LIMITS.upload).default(CHUNK_SIZE_LIMITS.upload.default),
    ),
    quizScope: z.preprocess(emptyAsUndefined, QuizScopeSchema.default('ENTIRE_DOCUMENT')),
    chunkIndices: listField(z.coerce.number().int('must be a whole number').min(0, 'must be at least 0')).transform(
      (list) => (list === undefined ? undefined : [...new Set(list)].sort((a, b) => a - b)),
    ),
    chapterTitle: scopeShape.chapterTitle,
    chapterNumber: formNumber(z.number().int('must be a whole number').min(0, 'must be at least 0').optional()),
    sectionTitle: scopeShape.sectionTitle,
    sectionNumber: formNumber(z.number().int('must be a whole number').min(0, 'must be at least 0').optional()),
    quizTitle: settingsShape.quizTitle,
    quizDescription: z.preprocess(emptyAsUndefined, QuizDescriptionSchema),
    questionsPerType: jsonField(QuestionsPerTypeSchema),
    questionTypes: jsonField(QuestionsPerTypeSchema),
    difficulty: z.preprocess(emptyAsUndefined, DifficultySchema.default('MEDIUM')),
    estimatedTimePerQuestion: formNumber(settingsShape.estimatedTimePerQuestion),
    categoryId: z.preprocess(
      emptyAsUndefined,
      IdSchema.nullish().transform((value) => value ?? null),
    ),
    tagIds: listField(IdSchema).transform((ids) => [...new Set(ids ?? [])]),
    language: z.preprocess(emptyAsUndefined, z.enum(GENERATION_LANGUAGES).default('en')),
  })
  .superRefine(checkCountsAndScope);
export type GenerateFromUploadFields = z.infer<typeof GenerateFromUploadFieldsSchema>;

/** 202 answer of the three start calls. */
export const GenerationStartedSchema = z
  .object({
    jobId: z.string(),
    status: GenerationStatusSchema,
    message: z.string(),
    documentId: z.string(),
    totalChunks: z.number().int(),
    requestedQuestions: z.number().int(),
    estimatedTimeSeconds: z.number().int(),
    estimatedTokens: z.number().int(),
  })
  .meta({ id: 'GenerationStarted' });
export type GenerationStarted = z.infer<typeof GenerationStartedSchema>;

/** Per type: asked for (count x chunks), generated, and why fewer when fewer. */
export const GenerationCoverageSchema = z
  .object({
    questionType: QuestionTypeSchema,
    requested: z.number().int(),
    generated: z.number().int(),
    note: z.string().nullable(),
  })
  .meta({ id: 'GenerationCoverage' });
export type GenerationCoverage = z.infer<typeof GenerationCoverageSchema>;

export const BILLING_STATES = ['NONE', 'RESERVED', 'COMMITTED', 'RELEASED'] as const;
export const GenerationBillingStateSchema = z.enum(BILLING_STATES);
export type GenerationBillingState = z.infer<typeof GenerationBillingStateSchema>;

/** A generation job (spec 2 section 3 "Generation job") with its request summary, coverage and billing. */
export const GenerationJobSchema = z
  .object({
    jobId: z.string(),
    status: GenerationStatusSchema,
    documentId: z.string().nullable(),
    documentTitle: z.string().nullable(),
    quizTitle: z.string(),
    difficulty: DifficultySchema,
    totalChunks: z.number().int(),
    processedChunks: z.number().int(),
    /** 0-100, never decreasing, 100 only when COMPLETED. */
    progressPercentage: z.number(),
    currentChunk: z.string().nullable(),
    estimatedCompletion: z.string().nullable(),
    errorMessage: z.string().nullable(),
    requestedQuestions: z.number().int(),
    totalQuestionsGenerated: z.number().int(),
    elapsedTimeSeconds: z.number().int(),
    estimatedTimeRemainingSeconds: z.number().int().nullable(),
    generatedQuizId: z.string().nullable(),
    coverage: z.array(GenerationCoverageSchema),
    billingState: GenerationBillingStateSchema,
    estimatedTokens: z.number().int(),
    committedTokens: z.number().int(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'GenerationJob' });
export type GenerationJob = z.infer<typeof GenerationJobSchema>;

export const GenerationJobListQuerySchema = PageQuerySchema.extend({ status: GenerationStatusSchema.optional() });
export type GenerationJobListQuery = z.infer<typeof GenerationJobListQuerySchema>;
export const GENERATION_JOB_SORTS = ['createdAt', 'startedAt', 'completedAt', 'status'] as const;

export const GenerationStatisticsSchema = z
  .object({
    totalJobs: z.number().int(),
    pendingJobs: z.number().int(),
    processingJobs: z.number().int(),
    completedJobs: z.number().int(),
    failedJobs: z.number().int(),
    cancelledJobs: z.number().int(),
    activeJobs: z.number().int(),
    averageGenerationTimeSeconds: z.number().nullable(),
    totalQuestionsGenerated: z.number().int(),
    lastJobCreated: z.string().nullable(),
  })
  .meta({ id: 'GenerationStatistics' });
export type GenerationStatistics = z.infer<typeof GenerationStatisticsSchema>;

export const JobIdParamsSchema = z.object({ jobId: IdSchema });

/**
 * Where a generated question comes from: the document, the chunk, its pages and the sentence(s) it
 * rests on, so the editor can show "from page 12: ...". Only the question's author sees it.
 */
export const QuestionSourceSchema = z
  .object({
    jobId: z.string(),
    documentId: z.string().nullable(),
    chunkIndex: z.number().int(),
    startPage: z.number().int().nullable(),
    endPage: z.number().int().nullable(),
    sentences: z.array(z.string()),
  })
  .meta({ id: 'QuestionSource' });
export type QuestionSource = z.infer<typeof QuestionSourceSchema>;
