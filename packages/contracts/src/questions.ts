import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { DifficultySchema, QuestionTypeSchema } from './enums.ts';
import { PageQuerySchema } from './pagination.ts';

export const QUESTION_TEXT_MIN = 3;
export const QUESTION_TEXT_MAX = 1000;
export const QUESTION_EXPLANATION_MAX = 2000;
export const QUESTION_HINT_MAX = 500;
export const QUESTION_URL_MAX = 2048;
export const QUESTION_TAGS_MAX = 50;
export const QUESTION_QUIZZES_MAX = 50;

export const questionMessages = {
  textLength: 'Question text must be between 3 and 1000 characters',
  typeRequired: 'Question type is required',
  contentRequired: 'Content is required',
  explanationTooLong: 'Explanation must be no more than 2000 characters',
  hintTooLong: 'Hint must be no more than 500 characters',
  attachmentUrlInvalid: 'Attachment URL must be a valid http or https URL',
  notFound: 'Question not found',
} as const;

export const QuestionTextSchema = z
  .string({ error: questionMessages.textLength })
  .trim()
  .min(QUESTION_TEXT_MIN, questionMessages.textLength)
  .max(QUESTION_TEXT_MAX, questionMessages.textLength);

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const AttachmentUrlSchema = z
  .string()
  .trim()
  .max(QUESTION_URL_MAX, { error: questionMessages.attachmentUrlInvalid, abort: true })
  .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), questionMessages.attachmentUrlInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

const uniqueIds = (max: number) =>
  z
    .array(IdSchema)
    .max(max)
    .transform((ids) => [...new Set(ids)]);

/**
 * Authored content of a question: its shape depends on `type` (spec 2 section 3) and is validated
 * by that type's plugin on the server (`@quizmaker/question-types`), with field paths under `content.`.
 */
export const QuestionContentSchema = z
  .unknown()
  .refine((value) => value !== undefined && value !== null, questionMessages.contentRequired)
  .meta({ description: "Authored content of the question's type, with the answers (spec 2 section 3)" });

/** POST /api/v1/questions: the form plus the quizzes to add it to (at the end of each). */
export const QuestionCreateBodySchema = z
  .object({
    type: QuestionTypeSchema,
    questionText: QuestionTextSchema,
    difficulty: DifficultySchema.default('MEDIUM'),
    explanation: optionalText(QUESTION_EXPLANATION_MAX, questionMessages.explanationTooLong),
    hint: optionalText(QUESTION_HINT_MAX, questionMessages.hintTooLong),
    attachmentUrl: AttachmentUrlSchema,
    content: QuestionContentSchema,
    tagIds: uniqueIds(QUESTION_TAGS_MAX).default([]),
    quizIds: uniqueIds(QUESTION_QUIZZES_MAX).default([]),
  })
  .meta({ id: 'QuestionCreateBody' });
export type QuestionCreateBody = z.infer<typeof QuestionCreateBodySchema>;

/** PATCH /api/v1/questions/{id}: any subset of the form; content is checked against the (new) type. */
export const QuestionUpdateBodySchema = z
  .object({
    type: QuestionTypeSchema.optional(),
    questionText: QuestionTextSchema.optional(),
    difficulty: DifficultySchema.optional(),
    explanation: optionalText(QUESTION_EXPLANATION_MAX, questionMessages.explanationTooLong).optional(),
    hint: optionalText(QUESTION_HINT_MAX, questionMessages.hintTooLong).optional(),
    attachmentUrl: AttachmentUrlSchema.optional(),
    content: z.unknown().optional(),
    tagIds: uniqueIds(QUESTION_TAGS_MAX).optional(),
  })
  .meta({ id: 'QuestionUpdateBody' });
export type QuestionUpdateBody = z.infer<typeof QuestionUpdateBodySchema>;

export const QuestionAbilitiesSchema = z
  .object({ update: z.boolean(), delete: z.boolean() })
  .meta({ id: 'QuestionAbilities' });
export type QuestionAbilities = z.infer<typeof QuestionAbilitiesSchema>;

/**
 * A question. `content` (with the answers) and `explanation` are present only for someone who may
 * edit the question, and in GET /api/v1/questions/{id} for a taker who has completed an attempt
 * holding it as it is now (results showed those answers); everyone else who may see it gets `safeContent` only.
 */
/**
 * What the generation checks found wrong with a generated question (apps/server/src/ai/question-quality.ts):
 * its answer is not supported by the sentences it cites, its stem contains its answer, two options read
 * the same, the answer is the only option of its kind or length, the stem is not a question or an
 * instruction (a template fragment), a cited sentence is not a complete sentence (a heading, a table of
 * contents line, a fragment).
 */
export const QUESTION_QUALITY_REASONS = [
  'NOT_GROUNDED',
  'ANSWER_IN_STEM',
  'OPTIONS_NOT_DISTINCT',
  'OPTIONS_UNEVEN',
  'STEM_NOT_A_QUESTION',
  'SOURCE_INCOMPLETE',
] as const;
export const QuestionQualityReasonSchema = z.enum(QUESTION_QUALITY_REASONS).meta({ id: 'QuestionQualityReason' });
export type QuestionQualityReason = z.infer<typeof QuestionQualityReasonSchema>;

/** A generated question whose quality score is below this is shown to its author as "Needs review". */
export const QUESTION_QUALITY_REVIEW_BELOW = 70;

/** The quality score (0–100) of a generated question and the reasons it lost points; null when written by hand. */
export const QuestionQualitySchema = z
  .object({
    score: z.number().int().min(0).max(100),
    reasons: z.array(QuestionQualityReasonSchema),
  })
  .meta({ id: 'QuestionQuality' });
export type QuestionQuality = z.infer<typeof QuestionQualitySchema>;

export const QuestionSchema = z
  .object({
    id: z.string(),
    type: QuestionTypeSchema,
    questionText: z.string(),
    difficulty: DifficultySchema,
    hint: z.string().nullable(),
    attachmentUrl: z.string().nullable(),
    explanation: z.string().nullable().optional(),
    content: z.unknown().optional(),
    safeContent: z.unknown(),
    tagIds: z.array(z.string()),
    quizIds: z.array(z.string()),
    creatorId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: QuestionAbilitiesSchema,
    /** Only for those who may edit it, like `content`: null for a question written by hand or edited since. */
    quality: QuestionQualitySchema.nullable().optional(),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionCreatedSchema = z.object({ questionId: z.string() }).meta({ id: 'QuestionCreated' });

/** GET /api/v1/questions: a quiz's questions in quiz order, or (without quizId) the caller's own. */
export const QuestionListQuerySchema = PageQuerySchema.extend({
  quizId: IdSchema.optional(),
  type: QuestionTypeSchema.optional(),
  /** Case-insensitive words of the question text (server-side, so paging counts only matches). */
  search: z.string().trim().max(200).optional(),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuerySchema>;
export const QUESTION_SORTS = ['createdAt', 'updatedAt', 'position'] as const;
