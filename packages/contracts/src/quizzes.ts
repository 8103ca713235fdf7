import { z } from 'zod';
import { IdSchema } from './ids.ts';
import {
  DifficultySchema,
  FeedbackModeSchema,
  QuizStatusSchema,
  ScoringModeSchema,
  VisibilitySchema,
  type Difficulty,
} from './enums.ts';
import { PageQuerySchema } from './pagination.ts';

export const QUIZ_TITLE_MIN = 3;
export const QUIZ_TITLE_MAX = 100;
export const QUIZ_DESCRIPTION_MAX = 1000;
export const QUIZ_TIME_MIN = 1;
export const QUIZ_TIME_MAX = 180;
export const QUIZ_TAGS_MAX = 50;
export const QUIZ_QUESTIONS_MAX = 500;
export const BULK_QUIZZES_MAX = 500;

/** Quiz defaults of spec 2 section 9, plus the taking-side settings (pass mark, scoring, feedback). */
export const QUIZ_DEFAULTS = {
  visibility: 'PRIVATE',
  difficulty: 'MEDIUM',
  estimatedTime: 30,
  timerDuration: 30,
  isRepetitionEnabled: false,
  timerEnabled: false,
  /** Spec 3's pause stops the clock; an exam-grade quiz turns this off (issue 15 L-3). */
  allowPauseWhenTimed: true,
  status: 'DRAFT',
  passMark: 50,
  scoringMode: 'ALL_OR_NOTHING',
  feedbackMode: 'AFTER_COMPLETION',
} as const;

export const quizMessages = {
  titleRequired: 'Quiz title is required',
  titleTooShort: 'Quiz title must be at least 3 characters',
  titleTooLong: 'Quiz title must be no more than 100 characters',
  descriptionTooLong: 'Description must be no more than 1000 characters',
  estimatedTimeMin: 'Estimated time must be at least 1 minute',
  estimatedTimeMax: 'Estimated time must be no more than 180 minutes',
  timerMin: 'Timer duration must be at least 1 minute when timer is enabled',
  timerMax: 'Timer duration must be no more than 180 minutes',
  passMarkRange: 'Pass mark must be between 0 and 100',
  atLeastOneQuestion: 'At least one question must be selected',
  notFound: 'Quiz not found',
  questionNotInQuiz: 'Question is not part of this quiz',
  questionAlreadyInQuiz: 'Question is already part of this quiz',
  questionIdsRepeated: 'Each question may appear only once',
  tooManyQuestions: `At most ${QUIZ_QUESTIONS_MAX} questions per quiz`,
  tagsTooMany: 'At most 50 tags per quiz',
  startDraft: 'Quiz must be published before it can be started',
} as const;

/** Difficulty order of spec 3 section 9 (EASY 1, MEDIUM 2, HARD 3), used for sorting. */
export const DIFFICULTY_RANK: Record<Difficulty, number> = { EASY: 1, MEDIUM: 2, HARD: 3 };

/** Statuses the status dialog sets (spec 2 section 4): any of them may move to any other. */
export const QuizStatusChangeSchema = z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']);
export type QuizStatusChange = z.infer<typeof QuizStatusChangeSchema>;

export const QuizTitleSchema = z
  .string({ error: quizMessages.titleRequired })
  .trim()
  .min(1, quizMessages.titleRequired)
  .min(QUIZ_TITLE_MIN, quizMessages.titleTooShort)
  .max(QUIZ_TITLE_MAX, quizMessages.titleTooLong);

export const QuizDescriptionSchema = z
  .string()
  .trim()
  .max(QUIZ_DESCRIPTION_MAX, quizMessages.descriptionTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

export const EstimatedTimeSchema = z
  .number({ error: 'Estimated time must be a whole number of minutes' })
  .int('Estimated time must be a whole number of minutes')
  .min(QUIZ_TIME_MIN, quizMessages.estimatedTimeMin)
  .max(QUIZ_TIME_MAX, quizMessages.estimatedTimeMax);

/** Checked against the timer rule only together with timerEnabled (see timerDurationIssue). */
export const TimerDurationSchema = z
  .number({ error: 'Timer duration must be a whole number of minutes' })
  .int('Timer duration must be a whole number of minutes');

export const PassMarkSchema = z
  .number({ error: quizMessages.passMarkRange })
  .int(quizMessages.passMarkRange)
  .min(0, quizMessages.passMarkRange)
  .max(100, quizMessages.passMarkRange);

/** Repeated ids count once: a tag or question is on a quiz or not. */
const TagIdsSchema = z
  .array(IdSchema)
  .max(QUIZ_TAGS_MAX, quizMessages.tagsTooMany)
  .transform((ids) => [...new Set(ids)]);

/** Spec 2 section 5: the duration counts only when the timer is on, and then it must be 1 to 180. */
export function timerDurationIssue(timerEnabled: boolean, timerDuration: number): string | null {
  if (!timerEnabled) {
    return null;
  }
  if (timerDuration < QUIZ_TIME_MIN) {
    return quizMessages.timerMin;
  }
  return timerDuration > QUIZ_TIME_MAX ? quizMessages.timerMax : null;
}

/** POST /api/v1/quizzes (spec 2 section 7); missing settings take the defaults. */
export const QuizCreateBodySchema = z
  .object({
    title: QuizTitleSchema,
    description: QuizDescriptionSchema,
    visibility: VisibilitySchema.default(QUIZ_DEFAULTS.visibility),
    difficulty: DifficultySchema.default(QUIZ_DEFAULTS.difficulty),
    isRepetitionEnabled: z.boolean().default(QUIZ_DEFAULTS.isRepetitionEnabled),
    timerEnabled: z.boolean().default(QUIZ_DEFAULTS.timerEnabled),
    allowPauseWhenTimed: z.boolean().default(QUIZ_DEFAULTS.allowPauseWhenTimed),
    estimatedTime: EstimatedTimeSchema.default(QUIZ_DEFAULTS.estimatedTime),
    timerDuration: TimerDurationSchema.default(QUIZ_DEFAULTS.timerDuration),
    passMark: PassMarkSchema.default(QUIZ_DEFAULTS.passMark),
    scoringMode: ScoringModeSchema.default(QUIZ_DEFAULTS.scoringMode),
    feedbackMode: FeedbackModeSchema.default(QUIZ_DEFAULTS.feedbackMode),
    categoryId: IdSchema.nullish().transform((value) => value ?? null),
    tagIds: TagIdsSchema.default([]),
  })
  .superRefine((body, ctx) => {
    const issue = timerDurationIssue(body.timerEnabled, body.timerDuration);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue, path: ['timerDuration'] });
    }
  })
  .meta({ id: 'QuizCreateBody' });
export type QuizCreateBody = z.infer<typeof QuizCreateBodySchema>;

/** PATCH /api/v1/quizzes/{id}: any subset; tagIds replaces the tag set, categoryId null clears it. */
export const QuizUpdateBodySchema = z
  .object({
    title: QuizTitleSchema.optional(),
    description: QuizDescriptionSchema.optional(),
    visibility: VisibilitySchema.optional(),
    difficulty: DifficultySchema.optional(),
    isRepetitionEnabled: z.boolean().optional(),
    timerEnabled: z.boolean().optional(),
    allowPauseWhenTimed: z.boolean().optional(),
    estimatedTime: EstimatedTimeSchema.optional(),
    timerDuration: TimerDurationSchema.optional(),
    passMark: PassMarkSchema.optional(),
    scoringMode: ScoringModeSchema.optional(),
    feedbackMode: FeedbackModeSchema.optional(),
    categoryId: IdSchema.nullable().optional(),
    tagIds: TagIdsSchema.optional(),
  })
  .meta({ id: 'QuizUpdateBody' });
export type QuizUpdateBody = z.infer<typeof QuizUpdateBodySchema>;

export const QuizStatusBodySchema = z.object({ status: QuizStatusChangeSchema }).meta({ id: 'QuizStatusBody' });
export type QuizStatusBody = z.infer<typeof QuizStatusBodySchema>;

export const QuizVisibilityBodySchema = z.object({ visibility: VisibilitySchema }).meta({ id: 'QuizVisibilityBody' });
export type QuizVisibilityBody = z.infer<typeof QuizVisibilityBodySchema>;

/** PUT /api/v1/quizzes/{id}/questions: the quiz's questions become exactly this list, in this order. */
export const QuizQuestionOrderBodySchema = z
  .object({
    questionIds: z
      .array(IdSchema)
      .max(QUIZ_QUESTIONS_MAX, quizMessages.tooManyQuestions)
      .refine((ids) => new Set(ids).size === ids.length, quizMessages.questionIdsRepeated),
  })
  .meta({ id: 'QuizQuestionOrderBody' });
export type QuizQuestionOrderBody = z.infer<typeof QuizQuestionOrderBodySchema>;

export const QuizBulkUpdateBodySchema = z
  .object({
    quizIds: z
      .array(IdSchema)
      .min(1, 'Select at least one quiz')
      .max(BULK_QUIZZES_MAX, `At most ${BULK_QUIZZES_MAX} quizzes at once`)
      .transform((ids) => [...new Set(ids)]),
    update: QuizUpdateBodySchema,
  })
  .meta({ id: 'QuizBulkUpdateBody' });
export type QuizBulkUpdateBody = z.infer<typeof QuizBulkUpdateBodySchema>;

export const QuizBulkUpdateResultSchema = z
  .object({
    successfulIds: z.array(z.string()),
    failures: z.array(z.object({ quizId: z.string(), status: z.number().int(), message: z.string() })),
  })
  .meta({ id: 'QuizBulkUpdateResult' });
export type QuizBulkUpdateResult = z.infer<typeof QuizBulkUpdateResultSchema>;

/** Reads a repeatable query parameter given as ?x=a&x=b or ?x=a,b. */
function splitRepeated(value: unknown): unknown {
  if (value === undefined) {
    return undefined;
  }
  return (Array.isArray(value) ? value : [value])
    .flatMap((entry) => String(entry).split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

function repeatable<T extends z.ZodType>(item: T, max = 100) {
  return z.preprocess(splitRepeated, z.array(item).max(max)).optional();
}

/** DELETE /api/v1/quizzes?ids=a,b (or ids=a&ids=b): bulk delete. */
export const QuizIdsQuerySchema = z.object({
  ids: z.preprocess(
    (value) => splitRepeated(value) ?? [],
    z
      .array(IdSchema)
      .min(1, 'Select at least one quiz')
      .max(BULK_QUIZZES_MAX, `At most ${BULK_QUIZZES_MAX} quizzes at once`)
      .transform((ids) => [...new Set(ids)]),
  ),
});
export type QuizIdsQuery = z.infer<typeof QuizIdsQuerySchema>;

export const QuizBulkDeleteResultSchema = z
  .object({ deleted: z.number().int(), quizIds: z.array(z.string()) })
  .meta({ id: 'QuizBulkDeleteResult' });
export type QuizBulkDeleteResult = z.infer<typeof QuizBulkDeleteResultSchema>;

export const QuizListScopeSchema = z.enum(['public', 'me', 'all']);
export type QuizListScope = z.infer<typeof QuizListScopeSchema>;

/** Sort fields of GET /api/v1/quizzes; `recommended` behaves like newest first (spec 3 section 4). */
export const QUIZ_SORTS = ['recommended', 'createdAt', 'updatedAt', 'title', 'difficulty', 'estimatedTime'] as const;
export type QuizSortField = (typeof QUIZ_SORTS)[number];

/** The list screen's sort options (spec 3 section 9) as `sort` values of the list call. */
export const QUIZ_SORT_OPTIONS = {
  recommended: 'recommended,desc',
  newest: 'createdAt,desc',
  oldest: 'createdAt,asc',
  titleAsc: 'title,asc',
  titleDesc: 'title,desc',
  difficultyAsc: 'difficulty,asc',
  difficultyDesc: 'difficulty,desc',
  estimatedTimeAsc: 'estimatedTime,asc',
  estimatedTimeDesc: 'estimatedTime,desc',
  updatedAt: 'updatedAt,desc',
} as const;

/** GET /api/v1/quizzes: scope, server-side search, filters (repeatable), sort and paging (api.md "Lists"). */
export const QuizListQuerySchema = PageQuerySchema.extend({
  scope: QuizListScopeSchema.default('public'),
  search: z.string().trim().max(200).optional(),
  difficulty: repeatable(DifficultySchema),
  status: repeatable(QuizStatusSchema),
  categoryId: repeatable(IdSchema),
  tagId: repeatable(IdSchema),
  minTime: z.coerce.number().int().min(0).max(10_000).optional(),
  maxTime: z.coerce.number().int().min(0).max(10_000).optional(),
});
export type QuizListQuery = z.infer<typeof QuizListQuerySchema>;

export const QUIZ_ABILITIES = [
  'update',
  'delete',
  'changeStatus',
  'changeVisibility',
  'manageQuestions',
  'start',
  'viewStatistics',
] as const;
export type QuizAbility = (typeof QUIZ_ABILITIES)[number];

/** What the caller may do with the quiz (style.md item 10): the web reads these instead of repeating rules. */
export const QuizAbilitiesSchema = z
  .object({
    update: z.boolean(),
    delete: z.boolean(),
    changeStatus: z.boolean(),
    changeVisibility: z.boolean(),
    manageQuestions: z.boolean(),
    start: z.boolean(),
    viewStatistics: z.boolean(),
  })
  .meta({ id: 'QuizAbilities' });
export type QuizAbilities = Record<QuizAbility, boolean>;

const NamedRefSchema = z.object({ id: z.string(), name: z.string() });

/** A quiz as lists show it: settings, names of its category and tags, question count, abilities. */
export const QuizSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    visibility: VisibilitySchema,
    difficulty: DifficultySchema,
    status: QuizStatusSchema,
    estimatedTime: z.number().int(),
    isRepetitionEnabled: z.boolean(),
    timerEnabled: z.boolean(),
    timerDuration: z.number().int(),
    allowPauseWhenTimed: z.boolean().meta({
      description: 'False: a timed attempt cannot be paused (409), so every answer comes within the time limit',
    }),
    passMark: z.number().int(),
    scoringMode: ScoringModeSchema,
    feedbackMode: FeedbackModeSchema,
    categoryId: z.string().nullable(),
    category: NamedRefSchema.nullable(),
    tagIds: z.array(z.string()),
    tags: z.array(NamedRefSchema),
    questionCount: z.number().int(),
    creatorId: z.string(),
    creatorUsername: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: QuizAbilitiesSchema,
  })
  .meta({ id: 'Quiz' });
export type Quiz = z.infer<typeof QuizSchema>;

/** One quiz with its questions' ids in the quiz's order. */
export const QuizDetailSchema = QuizSchema.extend({ questionIds: z.array(z.string()) }).meta({ id: 'QuizDetail' });
export type QuizDetail = z.infer<typeof QuizDetailSchema>;

export const QuizCreatedSchema = z.object({ quizId: z.string() }).meta({ id: 'QuizCreated' });

export const QuizQuestionParamsSchema = z.object({ id: IdSchema, questionId: IdSchema });
export const QuizTagParamsSchema = z.object({ id: IdSchema, tagId: IdSchema });
export const QuizCategoryParamsSchema = z.object({ id: IdSchema, categoryId: IdSchema });
