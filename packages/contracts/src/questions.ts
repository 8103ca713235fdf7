import { z } from 'zod';
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

const IdSchema = z.uuid('must be a valid id');

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
