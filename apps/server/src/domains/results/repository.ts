import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import { pageOfQuery } from '../../db/paging.ts';
import { visibleQuizCondition } from '../../db/quiz-audience.ts';
import type { QuizQuestionStatsTable, QuizResultStatsTable } from '../../db/schema.ts';
import type { QuizSelection } from '../quizzes/attempt-summary.ts';
import { BUCKET_COUNT } from './statistics.ts';

type QuizStatsRow = Pick<
  Selectable<QuizResultStatsTable>,
  'completedCount' | 'scoreSum' | 'passedCount' | 'durationMsSum' | 'participants'
>;

type QuestionStatsRow = Omit<Selectable<QuizQuestionStatsTable>, 'quizId'>;

/** Counts and sums as numbers, 0 for none (SQL gives NULL for the sum of no rows). */
export const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Counting expression: 1 when the condition holds, summed (portable across both dialects). */
const countWhen = (condition: RawBuilder<unknown>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/** Read queries of the results domain, all indexed (see migration 0004); item samples and exports in their own files. */
export const resultsRepository = {
  async quizStats(db: DbExecutor, quizId: string): Promise<QuizStatsRow | undefined> {
    const row = await db
      .selectFrom('quizResultStats')
      .select(['completedCount', 'scoreSum', 'passedCount', 'durationMsSum', 'participants'])
      .where('quizId', '=', quizId)
      .executeTakeFirst();
    return row
      ? {
          completedCount: num(row.completedCount),
          scoreSum: num(row.scoreSum),
          passedCount: num(row.passedCount),
          durationMsSum: num(row.durationMsSum),
          participants: num(row.participants),
        }
      : undefined;
  },

  /**
   * Best and worst completed score: one index seek each on (quiz_id, status, score_percentage).
   * Two ORDER BY ... LIMIT 1 queries, because SQLite only seeks for a lone min() or max().
   */
  async bestAndWorst(db: DbExecutor, quizId: string): Promise<{ best: number | null; worst: number | null }> {
    const extreme = (direction: 'asc' | 'desc') =>
      db
        .selectFrom('attempts')
        .select('scorePercentage')
        .where('quizId', '=', quizId)
        .where('status', '=', 'COMPLETED')
        .orderBy('scorePercentage', direction)
        .limit(1)
        .executeTakeFirst();
    const [best, worst] = await Promise.all([extreme('desc'), extreme('asc')]);
    return { best: numOrNull(best?.scorePercentage), worst: numOrNull(worst?.scorePercentage) };
  },

  async questionStats(db: DbExecutor, quizId: string): Promise<QuestionStatsRow[]> {
    const rows = await db
      .selectFrom('quizQuestionStats')
      .select(['questionId', 'questionText', 'type', 'position', 'timesAsked', 'timesCorrect', 'scoreSum'])
      .where('quizId', '=', quizId)
      .where('timesAsked', '>', 0)
      .orderBy('position')
      .orderBy('questionId')
      .execute();
    return rows.map((row) => ({
      ...row,
      timesAsked: num(row.timesAsked),
      timesCorrect: num(row.timesCorrect),
      scoreSum: num(row.scoreSum),
    }));
  },

  /** Top entries by best score, earlier completion first on ties (index quiz_leaderboard_rank_idx). */
  async leaderboard(
    db: DbExecutor,
    quizId: string,
    top: number,
  ): Promise<Array<{ userId: string; username: string; bestScore: number; completedAt: Date }>> {
    const rows = await db
      .selectFrom('quizLeaderboard')
      .innerJoin('users', 'users.id', 'quizLeaderboard.userId')
      .select(['quizLeaderboard.userId', 'users.username', 'quizLeaderboard.bestScore', 'quizLeaderboard.completedAt'])
      .where('quizLeaderboard.quizId', '=', quizId)
      .orderBy('quizLeaderboard.bestScore', 'desc')
      .orderBy('quizLeaderboard.completedAt', 'asc')
      .orderBy('quizLeaderboard.userId', 'asc')
      .limit(top)
      .execute();
    return rows.map((row) => ({ ...row, bestScore: num(row.bestScore) }));
  },

  /**
   * Attempts of the quiz that are not completed, per status: index seeks on (quiz_id, status), so the
   * cost follows the (usually few) unfinished attempts; completed ones are counted in quiz_result_stats.
   */
  async unfinishedByStatus(db: DbExecutor, quizId: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('attempts')
      .select(['status', (eb) => eb.fn.countAll<number>().as('total')])
      .where('quizId', '=', quizId)
      .where('status', 'in', ['IN_PROGRESS', 'PAUSED', 'ABANDONED'])
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, num(row.total)]));
  },

  /** Completed attempts per ten-point bucket, kept in the quiz's stats row. */
  async distribution(db: DbExecutor, quizId: string): Promise<number[]> {
    const row = await db
      .selectFrom('quizResultStats')
      .select([
        'bucket0',
        'bucket1',
        'bucket2',
        'bucket3',
        'bucket4',
        'bucket5',
        'bucket6',
        'bucket7',
        'bucket8',
        'bucket9',
      ])
      .where('quizId', '=', quizId)
      .executeTakeFirst();
    return Array.from({ length: BUCKET_COUNT }, (_, index) => num(row?.[`bucket${index}` as keyof typeof row]));
  },

  /** Attempts started and completed per day, for consecutive UTC days starting at `days[0]`. */
  async perDay(db: DbExecutor, quizId: string, days: Date[]): Promise<Array<{ started: number; completed: number }>> {
    if (days.length < 2) {
      return [];
    }
    // One range count per day and kind, each read from an index alone ((quiz_id, started_at, id) and
    // (quiz_id, status, completed_at)): cheaper than one pass evaluating a CASE per day for every row.
    const slots = days.slice(0, -1).map((day, index) => [day, days[index + 1] as Date] as const);
    const count = (query: Promise<{ total: number | string | bigint } | undefined>) =>
      query.then((row) => num(row?.total));
    return Promise.all(
      slots.map(async ([from, to]) => {
        const [started, completed] = await Promise.all([
          count(
            db
              .selectFrom('attempts')
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .where('quizId', '=', quizId)
              .where('startedAt', '>=', from)
              .where('startedAt', '<', to)
              .executeTakeFirst(),
          ),
          count(
            db
              .selectFrom('attempts')
              .select((eb) => eb.fn.countAll<number>().as('total'))
              .where('quizId', '=', quizId)
              .where('status', '=', 'COMPLETED')
              .where('completedAt', '>=', from)
              .where('completedAt', '<', to)
              .executeTakeFirst(),
          ),
        ]);
        return { started, completed };
      }),
    );
  },

  /**
   * Completed attempts of the quiz scoring above and equal to a score: two range counts on
   * (quiz_id, status, score_percentage), reading only the entries at or above it (below = count - both).
   */
  async standing(db: DbExecutor, quizId: string, score: number): Promise<{ above: number; equal: number }> {
    const count = (operator: '>' | '=') =>
      db
        .selectFrom('attempts')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('quizId', '=', quizId)
        .where('status', '=', 'COMPLETED')
        .where('scorePercentage', operator, score)
        .executeTakeFirstOrThrow();
    const [above, equal] = await Promise.all([count('>'), count('=')]);
    return { above: num(above.total), equal: num(equal.total) };
  },

  /** Totals over attempts, optionally of one user: counts per status, average and passes of completed ones. */
  async totals(
    db: DbExecutor,
    userId?: string,
  ): Promise<{
    attempts: number;
    completed: number;
    inProgress: number;
    abandoned: number;
    averageScore: number | null;
    bestScore: number | null;
    passed: number;
    quizzes: number;
    participants: number;
  }> {
    let query = db.selectFrom('attempts');
    if (userId) {
      query = query.where('userId', '=', userId);
    }
    const row = await query
      .select((eb) => [
        eb.fn.countAll<number>().as('attempts'),
        countWhen(sql`status = 'COMPLETED'`).as('completed'),
        countWhen(sql`status in ('IN_PROGRESS', 'PAUSED')`).as('inProgress'),
        countWhen(sql`status = 'ABANDONED'`).as('abandoned'),
        sql<number | null>`avg(case when status = 'COMPLETED' then score_percentage end)`.as('averageScore'),
        sql<number | null>`max(case when status = 'COMPLETED' then score_percentage end)`.as('bestScore'),
        countWhen(sql`status = 'COMPLETED' and passed = ${true}`).as('passed'),
        sql<number>`count(distinct case when status = 'COMPLETED' then quiz_id end)`.as('quizzes'),
        sql<number>`count(distinct case when status = 'COMPLETED' then user_id end)`.as('participants'),
      ])
      .executeTakeFirstOrThrow();
    return {
      attempts: num(row.attempts),
      completed: num(row.completed),
      inProgress: num(row.inProgress),
      abandoned: num(row.abandoned),
      averageScore: numOrNull(row.averageScore),
      bestScore: numOrNull(row.bestScore),
      passed: num(row.passed),
      quizzes: num(row.quizzes),
      participants: num(row.participants),
    };
  },

  async userResultsPage(
    db: DbExecutor,
    userId: string,
    page: { offset: number; limit: number; direction: 'asc' | 'desc' },
  ): Promise<{
    rows: Array<{
      id: string;
      quizId: string;
      quizTitle: string;
      mode: string;
      startedAt: Date;
      completedAt: Date | null;
      scorePercentage: number | null;
      passed: boolean | null;
      correctCount: number | null;
      totalQuestions: number;
    }>;
    total: number;
  }> {
    const base = db
      .selectFrom('attempts')
      .where('attempts.userId', '=', userId)
      .where('attempts.status', '=', 'COMPLETED');
    const found = await pageOfQuery(
      base,
      (rows) =>
        rows
          .innerJoin('quizzes', 'quizzes.id', 'attempts.quizId')
          .select([
            'attempts.id',
            'attempts.quizId',
            'quizzes.title as quizTitle',
            'attempts.mode',
            'attempts.startedAt',
            'attempts.completedAt',
            'attempts.scorePercentage',
            'attempts.passed',
            'attempts.correctCount',
            'attempts.totalQuestions',
          ])
          .orderBy('attempts.completedAt', page.direction)
          .orderBy('attempts.id', page.direction),
      page,
    );
    return { rows: found.rows, total: num(found.total) };
  },

  /** Attempts at the quizzes of a category or tag, and their mean completed score (tag and category analytics). */
  async selectionSummary(
    db: DbExecutor,
    selection: QuizSelection,
  ): Promise<{ attemptCount: number; averageScore: number | null }> {
    let query = db.selectFrom('attempts').innerJoin('quizzes', 'quizzes.id', 'attempts.quizId');
    const visible = visibleQuizCondition(selection.audience);
    if (visible) {
      query = query.where(visible);
    }
    if ('categoryId' in selection) {
      query = query.where('quizzes.categoryId', '=', selection.categoryId);
    } else {
      const tagId = selection.tagId;
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('quizTags')
            .select('quizTags.quizId')
            .whereRef('quizTags.quizId', '=', 'attempts.quizId')
            .where('quizTags.tagId', '=', tagId),
        ),
      );
    }
    const row = await query
      .select((eb) => [
        eb.fn.countAll<number>().as('attempts'),
        sql<number | null>`avg(case when attempts.status = 'COMPLETED' then attempts.score_percentage end)`.as(
          'averageScore',
        ),
      ])
      .executeTakeFirstOrThrow();
    return { attemptCount: num(row.attempts), averageScore: numOrNull(row.averageScore) };
  },
};
