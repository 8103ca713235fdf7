import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { AttemptModeSchema, AttemptStatusSchema, QuestionTypeSchema } from './enums.ts';
import { PageQuerySchema, pageOf } from './pagination.ts';

/** Percentages are 0..100 with one decimal; rates (correctRate, facility) fractions 0..1 (api.md "Results"). */
export const resultMessages = {
  quizNotFound: 'Quiz not found',
  userNotFound: 'User not found',
  forbidden: 'Insufficient permissions',
  userDetailsForbidden: 'User details can be exported only by the quiz owner or an administrator',
  customRangeNeedsDates: 'Custom date range needs both a start and an end date',
  rangeOrder: 'The start date must not be after the end date',
} as const;

export const AttemptResultAnswerSchema = z
  .object({
    questionId: z.string(),
    position: z.number().int(),
    type: QuestionTypeSchema,
    questionText: z.string(),
    safeContent: z.unknown(),
    response: z.unknown(),
    correctAnswer: z.unknown(),
    isCorrect: z.boolean(),
    score: z.number(),
    explanation: z.string().nullable(),
    answeredAt: z.string().nullable().meta({ description: 'Null for a question left unanswered' }),
  })
  .meta({ id: 'AttemptResultAnswer' });
export type AttemptResultAnswer = z.infer<typeof AttemptResultAnswerSchema>;

/** GET /api/v1/attempts/{id}/results and the complete call: graded against the attempt's frozen questions. */
export const AttemptResultSchema = z
  .object({
    attemptId: z.string(),
    quizId: z.string(),
    quizTitle: z.string(),
    userId: z.string(),
    mode: AttemptModeSchema,
    status: AttemptStatusSchema,
    startedAt: z.string(),
    completedAt: z.string().nullable(),
    timeUp: z.boolean(),
    durationSeconds: z.number().int().meta({ description: 'Active time; pauses do not count' }),
    totalScore: z.number(),
    maxScore: z.number(),
    correctCount: z.number().int(),
    totalQuestions: z.number().int(),
    accuracy: z.number().meta({ description: 'Fully right questions over all questions, percent' }),
    scorePercentage: z.number().meta({ description: 'Credit over the maximum, percent (partial credit counts)' }),
    passMark: z.number().int(),
    passed: z.boolean(),
    answers: z.array(AttemptResultAnswerSchema),
  })
  .meta({ id: 'AttemptResult' });
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

/** GET /api/v1/attempts/{id}/analysis: time per question and where the attempt stands among the quiz's attempts. */
export const AttemptAnalysisSchema = z
  .object({
    attemptId: z.string(),
    quizId: z.string(),
    scorePercentage: z.number(),
    durationSeconds: z.number().int(),
    averageSecondsPerQuestion: z.number(),
    questionTimings: z.array(
      z.object({
        questionId: z.string(),
        position: z.number().int(),
        type: QuestionTypeSchema,
        timeSpentSeconds: z.number(),
        answeredAt: z.string().nullable(),
        isCorrect: z.boolean(),
        score: z.number(),
      }),
    ),
    standing: z.object({
      rank: z.number().int().meta({ description: '1 = best; equal scores share the better rank' }),
      outOf: z.number().int().meta({ description: 'Completed attempts of the quiz' }),
      percentile: z.number().meta({ description: 'Share of the other attempts scoring lower, ties half, percent' }),
      quizAverageScore: z.number(),
    }),
  })
  .meta({ id: 'AttemptAnalysis' });
export type AttemptAnalysis = z.infer<typeof AttemptAnalysisSchema>;

export const QuestionStatSchema = z.object({
  questionId: z.string(),
  questionText: z.string(),
  timesAsked: z.number().int(),
  timesCorrect: z.number().int(),
  correctRate: z.number().meta({ description: 'Fraction 0..1 (decision 12)' }),
});

/** GET /api/v1/quizzes/{id}/results/summary (and /results): completed attempts, each with its own frozen questions. */
export const QuizResultSummarySchema = z
  .object({
    quizId: z.string(),
    attemptsCount: z.number().int(),
    averageScore: z.number().nullable(),
    bestScore: z.number().nullable(),
    worstScore: z.number().nullable(),
    passRate: z.number().nullable(),
    passMark: z.number().int(),
    averageDurationSeconds: z.number().nullable(),
    questionStats: z.array(QuestionStatSchema),
  })
  .meta({ id: 'QuizResultSummary' });
export type QuizResultSummary = z.infer<typeof QuizResultSummarySchema>;

export const LeaderboardQuerySchema = z.object({ top: z.coerce.number().int().min(1).max(1000).default(10) });
export type LeaderboardQuery = z.infer<typeof LeaderboardQuerySchema>;

export const LeaderboardEntrySchema = z
  .object({
    rank: z.number().int(),
    userId: z.string(),
    username: z.string(),
    bestScore: z.number(),
    completedAt: z.string().meta({ description: 'When the best score was first reached (breaks ties)' }),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

export const LeaderboardSchema = z
  .object({ quizId: z.string(), participants: z.number().int(), entries: z.array(LeaderboardEntrySchema) })
  .meta({ id: 'Leaderboard' });
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const ScoreBucketSchema = z
  .object({ range: z.string(), from: z.number(), to: z.number(), count: z.number().int() })
  .meta({ id: 'ScoreBucket' });
export type ScoreBucket = z.infer<typeof ScoreBucketSchema>;

export const AnalyticsQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(7) });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export const ItemAnalysisSchema = z
  .object({
    questionId: z.string(),
    position: z.number().int(),
    type: QuestionTypeSchema,
    questionText: z.string(),
    attempts: z.number().int(),
    facility: z.number().nullable().meta({ description: 'Share fully right, 0..1' }),
    averageScore: z.number().nullable().meta({ description: 'Mean credit, 0..1' }),
    discrimination: z.number().nullable().meta({ description: 'Upper 27 % minus lower 27 % correct rate, -1..1' }),
    pointBiserial: z
      .number()
      .nullable()
      .meta({ description: 'Correlation of right/wrong with the total score, -1..1' }),
  })
  .meta({ id: 'ItemAnalysis' });
export type ItemAnalysis = z.infer<typeof ItemAnalysisSchema>;

/** GET /api/v1/quizzes/{id}/analytics and /api/v1/results/quiz/{id}/analytics. */
export const QuizAnalyticsSchema = z
  .object({
    quizId: z.string(),
    attemptsCount: z.number().int().meta({ description: 'Attempts started, any status' }),
    completedCount: z.number().int(),
    abandonedCount: z.number().int(),
    completionRate: z.number().nullable().meta({ description: 'Completed over started, percent' }),
    passRate: z.number().nullable(),
    averageScore: z.number().nullable(),
    averageDurationSeconds: z.number().nullable(),
    scoreDistribution: z.array(ScoreBucketSchema).meta({ description: 'Completed attempts in ten-point buckets' }),
    days: z.number().int(),
    attemptsPerDay: z.array(z.object({ date: z.string(), started: z.number().int(), completed: z.number().int() })),
    itemAnalysis: z.object({
      basis: z.literal('FIRST_COMPLETED_ATTEMPTS'),
      attempts: z.number().int().meta({ description: 'First completed attempts analysed' }),
      sampled: z.boolean().meta({ description: 'True when only the most recent first attempts were analysed' }),
      items: z.array(ItemAnalysisSchema),
      reliability: z.object({
        kr20: z.number().nullable(),
        cronbachAlpha: z.number().nullable(),
        attempts: z.number().int(),
        items: z.number().int(),
      }),
    }),
  })
  .meta({ id: 'QuizAnalytics' });
export type QuizAnalytics = z.infer<typeof QuizAnalyticsSchema>;

export const UserResultItemSchema = z
  .object({
    attemptId: z.string(),
    quizId: z.string(),
    quizTitle: z.string(),
    mode: AttemptModeSchema,
    startedAt: z.string(),
    completedAt: z.string(),
    scorePercentage: z.number(),
    passed: z.boolean(),
    correctCount: z.number().int(),
    totalQuestions: z.number().int(),
  })
  .meta({ id: 'UserResultItem' });
export type UserResultItem = z.infer<typeof UserResultItemSchema>;

/** GET /api/v1/results/user/{id}: totals over the user's completed attempts, and a page of them (newest first). */
export const UserResultsSchema = z
  .object({
    userId: z.string(),
    username: z.string(),
    attemptsCount: z.number().int(),
    completedCount: z.number().int(),
    quizzesTaken: z.number().int(),
    averageScore: z.number().nullable(),
    bestScore: z.number().nullable(),
    passRate: z.number().nullable(),
    results: pageOf(UserResultItemSchema),
  })
  .meta({ id: 'UserResults' });
export type UserResults = z.infer<typeof UserResultsSchema>;
export const UserResultsQuerySchema = PageQuerySchema;

/** GET /api/v1/results/statistics: the platform for those who may read all results, otherwise the caller's own. */
export const ResultsStatisticsSchema = z
  .object({
    scope: z.enum(['PLATFORM', 'OWN']),
    attemptsCount: z.number().int(),
    completedCount: z.number().int(),
    inProgressCount: z.number().int(),
    abandonedCount: z.number().int(),
    averageScore: z.number().nullable(),
    passRate: z.number().nullable(),
    quizzesAttempted: z.number().int(),
    participants: z.number().int(),
  })
  .meta({ id: 'ResultsStatistics' });
export type ResultsStatistics = z.infer<typeof ResultsStatisticsSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx', 'json', 'pdf'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;
export const ExportDateRangeSchema = z.enum(['all', 'last7days', 'last30days', 'custom']);
export type ExportDateRange = z.infer<typeof ExportDateRangeSchema>;

const queryFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .default(fallback);

/** A day (YYYY-MM-DD, read as UTC) or a full ISO timestamp. */
const ExportDateSchema = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)),
    'must be a date (YYYY-MM-DD)',
  );

/** The export dialog of spec 3: format, options (defaults as the dialog) and date range. */
export const ExportQuerySchema = z
  .object({
    format: ExportFormatSchema.default('csv'),
    includeCorrectAnswers: queryFlag(true),
    includeStatistics: queryFlag(true),
    includeLeaderboard: queryFlag(false),
    includeUserDetails: queryFlag(false),
    dateRange: ExportDateRangeSchema.default('all'),
    from: ExportDateSchema.optional(),
    to: ExportDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.dateRange !== 'custom') {
      return;
    }
    if (!query.from || !query.to) {
      ctx.addIssue({
        code: 'custom',
        message: resultMessages.customRangeNeedsDates,
        path: [query.from ? 'to' : 'from'],
      });
    } else if (Date.parse(query.from) > Date.parse(query.to)) {
      ctx.addIssue({ code: 'custom', message: resultMessages.rangeOrder, path: ['from'] });
    }
  });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;

/** The data every export format is written from; the JSON export is exactly this. */
export const ResultsExportSchema = z
  .object({
    quiz: z.object({ id: z.string(), title: z.string(), passMark: z.number().int() }),
    generatedAt: z.string(),
    dateRange: z.object({ kind: ExportDateRangeSchema, from: z.string().nullable(), to: z.string().nullable() }),
    options: z.object({
      includeCorrectAnswers: z.boolean(),
      includeStatistics: z.boolean(),
      includeLeaderboard: z.boolean(),
      includeUserDetails: z.boolean(),
      /** Takers' e-mails beside their usernames: for administrators only (an owner's export names takers by username). */
      includeEmails: z.boolean(),
    }),
    questions: z.array(
      z.object({
        number: z.number().int(),
        questionId: z.string(),
        type: QuestionTypeSchema,
        questionText: z.string(),
        correctAnswer: z.string().optional(),
        timesAsked: z.number().int(),
        timesCorrect: z.number().int(),
        correctRate: z.number().nullable(),
      }),
    ),
    attempts: z.array(
      z.object({
        attemptId: z.string(),
        participant: z.string(),
        username: z.string().optional(),
        email: z.string().optional(),
        mode: AttemptModeSchema,
        startedAt: z.string(),
        completedAt: z.string(),
        durationSeconds: z.number().int(),
        scorePercentage: z.number(),
        correctCount: z.number().int(),
        totalQuestions: z.number().int(),
        passed: z.boolean(),
        timeUp: z.boolean(),
        answers: z.array(
          z.object({ questionId: z.string(), response: z.string(), score: z.number(), isCorrect: z.boolean() }),
        ),
      }),
    ),
    statistics: z
      .object({
        attemptsCount: z.number().int(),
        averageScore: z.number().nullable(),
        bestScore: z.number().nullable(),
        worstScore: z.number().nullable(),
        passRate: z.number().nullable(),
        averageDurationSeconds: z.number().nullable(),
        scoreDistribution: z.array(ScoreBucketSchema),
      })
      .optional(),
    leaderboard: z
      .array(z.object({ rank: z.number().int(), username: z.string(), bestScore: z.number(), completedAt: z.string() }))
      .optional(),
  })
  .meta({ id: 'ResultsExport' });
export type ResultsExport = z.infer<typeof ResultsExportSchema>;

export const ExportParamsSchema = z.object({ quizId: IdSchema });
