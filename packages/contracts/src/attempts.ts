import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { AttemptModeSchema, AttemptStatusSchema, DifficultySchema, QuestionTypeSchema } from './enums.ts';
import { PageQuerySchema } from './pagination.ts';

/** Messages of the attempt calls (api.md "Attempts"); the client shows them as 'Conflict: {message}' on 409. */
export const attemptMessages = {
  notFound: 'Attempt not found',
  quizNotFound: 'Quiz not found',
  forbidden: 'Insufficient permissions',
  notPublished: 'Quiz must be published before it can be started',
  noQuestions: 'Quiz has no questions to answer',
  timedNeedsTimer: 'Timed mode is available only when the quiz has the timer enabled',
  repetitionDisabled: 'You have already completed this quiz and it does not allow repeated attempts',
  repetitionDisabledAbandoned: 'You have already attempted this quiz and it does not allow repeated attempts',
  repetitionDisabledUnfinished: 'This quiz does not allow repeated attempts: resume your unfinished attempt instead',
  deleteWithoutRepetition: 'This quiz does not allow repeated attempts, so its attempts cannot be deleted',
  pauseNotAllowed: 'This quiz does not allow pausing timed attempts',
  completed: 'Attempt is already completed',
  abandoned: 'Attempt was abandoned',
  paused: 'Attempt is paused. Resume it to continue.',
  timeUp: 'Time is up: the attempt has been completed with the answers given in time',
  notPaused: 'Only a paused attempt can be resumed',
  alreadyPaused: 'Attempt is already paused',
  notInProgress: 'Only an attempt in progress can be paused',
  questionNotInAttempt: 'Question is not part of this attempt',
  alreadyAnswered: 'Question has already been answered',
  outOfOrder: (questionNumber: number) => `Answer the current question first (question ${questionNumber})`,
  allAnswered: 'No question available: every question has been answered',
  batchOnlyAllAtOnce: 'Batch answers are accepted only in All at Once mode',
  noAnswers: 'No answers provided. Please answer at least one question.',
  emptyAnswer: (questionId: string) => `Question ${questionId} has an empty answer.`,
  repeatedInBatch: 'Each question may appear only once in a batch',
  notCompleted: 'Results are available once the attempt is completed',
  noActiveAttempt: 'No active attempt for this quiz',
} as const;

export const ATTEMPT_BATCH_MAX = 500;

/**
 * POST /api/v1/attempts/quizzes/{quizId}; without a mode: ONE_BY_ONE. ONE_BY_ONE on a quiz with the timer on
 * starts TIMED (decision 11; the original client always asks for ONE_BY_ONE) and the response says so.
 */
export const AttemptStartBodySchema = z.object({ mode: AttemptModeSchema.optional() }).meta({ id: 'AttemptStartBody' });
export type AttemptStartBody = z.infer<typeof AttemptStartBodySchema>;

export const AttemptStartedSchema = z
  .object({
    attemptId: z.string(),
    quizId: z.string(),
    mode: AttemptModeSchema,
    status: AttemptStatusSchema,
    startedAt: z.string(),
    totalQuestions: z.number().int(),
    timeLimitSeconds: z.number().int().nullable(),
    deadlineAt: z.string().nullable(),
  })
  .meta({ id: 'AttemptStarted' });
export type AttemptStarted = z.infer<typeof AttemptStartedSchema>;

/** A question as the taker sees it: safe content only (no answers, no explanation). */
export const AttemptQuestionSchema = z
  .object({
    id: z.string(),
    position: z.number().int().meta({ description: '1-based place in this attempt' }),
    type: QuestionTypeSchema,
    questionText: z.string(),
    difficulty: DifficultySchema,
    hint: z.string().nullable(),
    attachmentUrl: z.string().nullable(),
    safeContent: z.unknown(),
  })
  .meta({ id: 'AttemptQuestion' });
export type AttemptQuestion = z.infer<typeof AttemptQuestionSchema>;

export const CurrentQuestionSchema = z
  .object({ question: AttemptQuestionSchema, questionNumber: z.number().int(), totalQuestions: z.number().int() })
  .meta({ id: 'CurrentQuestion' });
export type CurrentQuestion = z.infer<typeof CurrentQuestionSchema>;

/**
 * The answer call's next question: the question itself at the top level (the original client
 * renders `nextQuestion.id`, `.type`, `.safeContent`; issue 16), with its number and the total.
 */
export const NextQuestionSchema = AttemptQuestionSchema.extend({
  questionNumber: z.number().int(),
  totalQuestions: z.number().int(),
}).meta({
  id: 'NextQuestion',
});
export type NextQuestion = z.infer<typeof NextQuestionSchema>;

/** An attempt in lists and as GET /api/v1/attempts/{id} heads it; scores appear once it is completed. */
export const AttemptSchema = z
  .object({
    attemptId: z.string(),
    quizId: z.string(),
    quizTitle: z.string(),
    userId: z.string(),
    username: z.string(),
    mode: AttemptModeSchema,
    status: AttemptStatusSchema,
    startedAt: z.string(),
    completedAt: z.string().nullable(),
    totalQuestions: z.number().int(),
    questionsAnswered: z.number().int(),
    timeLimitSeconds: z.number().int().nullable(),
    deadlineAt: z.string().nullable(),
    remainingSeconds: z.number().int().nullable(),
    timeUp: z.boolean().meta({ description: 'Completed because the time ran out' }),
    pauseAllowed: z.boolean().meta({
      description: 'False for a timed attempt at a quiz that does not allow pausing timed attempts (frozen at start)',
    }),
    scorePercentage: z.number().nullable(),
    passed: z.boolean().nullable(),
  })
  .meta({ id: 'Attempt' });
export type Attempt = z.infer<typeof AttemptSchema>;

export const AttemptAnswerSchema = z
  .object({
    answerId: z.string(),
    questionId: z.string(),
    response: z.unknown(),
    answeredAt: z.string().nullable(),
    score: z.number().optional().meta({ description: 'Only once the attempt is completed' }),
    isCorrect: z.boolean().optional().meta({ description: 'Only once the attempt is completed' }),
  })
  .meta({ id: 'AttemptAnswer' });
export type AttemptAnswer = z.infer<typeof AttemptAnswerSchema>;

export const AttemptDetailSchema = AttemptSchema.extend({ answers: z.array(AttemptAnswerSchema) }).meta({
  id: 'AttemptDetail',
});
export type AttemptDetail = z.infer<typeof AttemptDetailSchema>;

/** GET /api/v1/attempts: the caller's own attempts, or `userId`'s (someone else's needs ATTEMPT_READ_ANY). `status` is repeatable. */
export const AttemptListQuerySchema = PageQuerySchema.extend({
  quizId: IdSchema.optional(),
  userId: IdSchema.optional(),
  status: z
    .preprocess(
      (value) =>
        value === undefined
          ? undefined
          : (Array.isArray(value) ? value : [value]).flatMap((entry) => String(entry).split(',')),
      z.array(AttemptStatusSchema).max(4),
    )
    .optional(),
});
export type AttemptListQuery = z.infer<typeof AttemptListQuerySchema>;
export const ATTEMPT_SORTS = ['startedAt', 'completedAt'] as const;

export const AnswerBodySchema = z.object({ questionId: IdSchema, response: z.unknown() }).meta({ id: 'AnswerBody' });
export type AnswerBody = z.infer<typeof AnswerBodySchema>;

/** The answer call's result; correctness fields only when the quiz's feedback is IMMEDIATE. */
export const AnswerResultSchema = z
  .object({
    answerId: z.string(),
    questionId: z.string(),
    answeredAt: z.string(),
    nextQuestion: NextQuestionSchema.nullable(),
    isCorrect: z.boolean().optional(),
    score: z.number().optional(),
    correctAnswer: z.unknown().optional(),
    explanation: z.string().nullable().optional(),
  })
  .meta({ id: 'AnswerResult' });
export type AnswerResult = z.infer<typeof AnswerResultSchema>;

export const BatchAnswerBodySchema = z
  .object({
    answers: z
      .array(z.object({ questionId: IdSchema, response: z.unknown() }))
      .min(1, attemptMessages.noAnswers)
      .max(ATTEMPT_BATCH_MAX, `At most ${ATTEMPT_BATCH_MAX} answers at once`),
  })
  .meta({ id: 'BatchAnswerBody' });
export type BatchAnswerBody = z.infer<typeof BatchAnswerBodySchema>;

export const BatchAnswerResultSchema = z
  .object({
    attemptId: z.string(),
    saved: z.number().int(),
    answers: z.array(z.object({ answerId: z.string(), questionId: z.string(), answeredAt: z.string() })),
    questionsAnswered: z.number().int(),
    totalQuestions: z.number().int(),
  })
  .meta({ id: 'BatchAnswerResult' });
export type BatchAnswerResult = z.infer<typeof BatchAnswerResultSchema>;

export const AttemptStatsSchema = z
  .object({
    attemptId: z.string(),
    status: AttemptStatusSchema,
    questionsAnswered: z.number().int(),
    totalQuestions: z.number().int(),
    completionPercentage: z.number(),
    remainingSeconds: z.number().int().nullable(),
    elapsedSeconds: z.number().int().meta({ description: 'Active time so far; pauses do not count' }),
    timeUp: z.boolean(),
  })
  .meta({ id: 'AttemptStats' });
export type AttemptStats = z.infer<typeof AttemptStatsSchema>;

/** Pause and resume answer the new status and the clock. */
export const AttemptStatusResultSchema = z
  .object({
    attemptId: z.string(),
    status: AttemptStatusSchema,
    remainingSeconds: z.number().int().nullable(),
    deadlineAt: z.string().nullable(),
  })
  .meta({ id: 'AttemptStatusResult' });
export type AttemptStatusResult = z.infer<typeof AttemptStatusResultSchema>;

export const AttemptParamsSchema = z.object({ id: IdSchema });
export const AttemptQuizParamsSchema = z.object({ quizId: IdSchema });
