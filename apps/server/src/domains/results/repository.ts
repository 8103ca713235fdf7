import type { AttemptMode } from '@quizmaker/contracts';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { BoundedMap } from '../../bounded-map.ts';
import type { DbExecutor } from '../../db/database.ts';
import type { AttemptAnswersTable, QuizQuestionStatsTable, QuizResultStatsTable } from '../../db/schema.ts';
import type { FrozenQuestion } from '../attempts/snapshot.ts';
import type { QuizSelection } from '../quizzes/attempt-summary.ts';
import { visibleQuizCondition } from '../../db/quiz-audience.ts';
import { BUCKET_COUNT } from './statistics.ts';

export type QuizStatsRow = Pick<
  Selectable<QuizResultStatsTable>,
  'completedCount' | 'scoreSum' | 'passedCount' | 'durationMsSum' | 'participants'
>;

export type QuestionStatsRow = Omit<Selectable<QuizQuestionStatsTable>, 'quizId'>;

export interface ExportAttemptRow {
  id: string;
  userId: string;
  username: string;
  email: string;
  mode: AttemptMode;
  startedAt: Date;
  completedAt: Date;
  durationMs: number;
  scorePercentage: number;
  correctCount: number;
  totalQuestions: number;
  passed: boolean;
  timeUp: boolean;
  seed: string;
  questions: FrozenQuestion[];
}

export type ItemRow = Pick<Selectable<AttemptAnswersTable>, 'attemptId' | 'questionId' | 'score' | 'isCorrect'>;

const num = (value: unknown): number => Number(value ?? 0);
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** What item analysis reads for one quiz: the sampled first attempts (oldest first), their outcomes, the latest form. */
export interface FirstAttemptSample {
  attemptIds: string[];
  items: ItemRow[];
  latestForm: FrozenQuestion[];
}

/**
 * The last samples read, per database and quiz. A completed attempt's answers and frozen questions
 * never change, so the rows of an attempt read once stay right: the next sample reuses the rows of
 * the attempts it shares with the last one and reads only those of attempts new to it (the largest
 * read of the analytics call is 10 rows for each of up to 5,000 attempts; after a new completion
 * it becomes one attempt's rows). Unchanged ids return the very same sample object.
 */
const SAMPLES_KEPT = 8;
interface KeptSample {
  sample: FirstAttemptSample;
  byAttempt: Map<string, ItemRow[]>;
}
const samples = new WeakMap<object, BoundedMap<string, KeptSample>>();

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** Counting expression: 1 when the condition holds, summed (portable across both dialects). */
const countWhen = (condition: RawBuilder<unknown>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;

/** Read queries of the results domain, all indexed (see migration 0004). */
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
   * The most recent `limit` first completed attempts (oldest first) with their outcome per question,
   * and the question order of the latest one (the current form of the quiz).
   */
  async firstAttemptItems(db: DbExecutor, quizId: string, limit: number): Promise<FirstAttemptSample> {
    // Only completed attempts are ever marked first: the newest `limit` of them by (quiz_id, is_first, completed_at).
    const newest = await db
      .selectFrom('attempts')
      .select('id')
      .where('quizId', '=', quizId)
      .where('isFirst', '=', true)
      .orderBy('completedAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    const ids = newest.map((row) => row.id).reverse();
    const kept = samples.get(db.getExecutor().adapter) ?? new BoundedMap<string, KeptSample>(SAMPLES_KEPT);
    samples.set(db.getExecutor().adapter, kept);
    const cached = kept.get(quizId);
    kept.delete(quizId);
    if (cached && sameIds(cached.sample.attemptIds, ids)) {
      kept.set(quizId, cached); // most recently used last
      return cached.sample;
    }
    const byAttempt = new Map<string, ItemRow[]>(ids.map((id) => [id, cached?.byAttempt.get(id) ?? []]));
    const missing = cached ? ids.filter((id) => !cached.byAttempt.has(id)) : ids;
    // Answers by explicit id lists: index lookups on (attempt_id, question_id) on both dialects
    // (an IN (subquery) lets PostgreSQL's planner fall back to scanning every answer).
    const chunks = Array.from({ length: Math.ceil(missing.length / 1_000) }, (_, index) =>
      missing.slice(index * 1_000, (index + 1) * 1_000),
    );
    const read = (
      await Promise.all(
        chunks.map((chunk) =>
          db
            .selectFrom('attemptAnswers')
            .select(['attemptId', 'questionId', 'score', 'isCorrect'])
            .where('attemptId', 'in', chunk)
            .execute(),
        ),
      )
    ).flat();
    for (const row of read) {
      byAttempt.get(row.attemptId)?.push({ ...row, score: num(row.score) });
    }
    const latestId = ids[ids.length - 1];
    let latestForm: FrozenQuestion[] = [];
    if (latestId && cached && cached.sample.attemptIds[cached.sample.attemptIds.length - 1] === latestId) {
      latestForm = cached.sample.latestForm;
    } else if (latestId) {
      const latest = await db.selectFrom('attempts').select('questions').where('id', '=', latestId).executeTakeFirst();
      latestForm = (latest?.questions as FrozenQuestion[] | undefined) ?? [];
    }
    const sample: FirstAttemptSample = {
      attemptIds: ids,
      items: ids.flatMap((id) => byAttempt.get(id) ?? []),
      latestForm,
    };
    kept.set(quizId, { sample, byAttempt });
    return sample;
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
    const [rows, count] = await Promise.all([
      base
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
        .orderBy('attempts.id', page.direction)
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: num(count.total) };
  },

  /** Completed attempts for an export, oldest first, with the taker's name and e-mail and the frozen questions. */
  async exportAttempts(
    db: DbExecutor,
    quizId: string,
    range: { from: Date | null; to: Date | null },
  ): Promise<ExportAttemptRow[]> {
    let query = db
      .selectFrom('attempts')
      .innerJoin('users', 'users.id', 'attempts.userId')
      .select([
        'attempts.id',
        'attempts.userId',
        'users.username',
        'users.email',
        'attempts.mode',
        'attempts.startedAt',
        'attempts.completedAt',
        'attempts.durationMs',
        'attempts.scorePercentage',
        'attempts.correctCount',
        'attempts.totalQuestions',
        'attempts.passed',
        'attempts.timeUp',
        'attempts.seed',
        'attempts.questions',
      ])
      .where('attempts.quizId', '=', quizId)
      .where('attempts.status', '=', 'COMPLETED');
    if (range.from) {
      query = query.where('attempts.completedAt', '>=', range.from);
    }
    if (range.to) {
      query = query.where('attempts.completedAt', '<', range.to);
    }
    const rows = await query.orderBy('attempts.completedAt', 'asc').orderBy('attempts.id', 'asc').execute();
    return rows.map((row) => ({
      ...row,
      completedAt: row.completedAt ?? row.startedAt,
      durationMs: num(row.durationMs),
      scorePercentage: num(row.scorePercentage),
      correctCount: num(row.correctCount),
      passed: row.passed ?? false,
      questions: row.questions as FrozenQuestion[],
    }));
  },

  /** Answers of a quiz's completed attempts in a completion range (same filter as exportAttempts). */
  async exportAnswers(
    db: DbExecutor,
    quizId: string,
    range: { from: Date | null; to: Date | null },
  ): Promise<Array<{ attemptId: string; questionId: string; response: unknown; score: number; isCorrect: boolean }>> {
    let query = db
      .selectFrom('attemptAnswers')
      .innerJoin('attempts', 'attempts.id', 'attemptAnswers.attemptId')
      .select([
        'attemptAnswers.attemptId',
        'attemptAnswers.questionId',
        'attemptAnswers.response',
        'attemptAnswers.score',
        'attemptAnswers.isCorrect',
      ])
      .where('attempts.quizId', '=', quizId)
      .where('attempts.status', '=', 'COMPLETED');
    if (range.from) {
      query = query.where('attempts.completedAt', '>=', range.from);
    }
    if (range.to) {
      query = query.where('attempts.completedAt', '<', range.to);
    }
    return (await query.execute()).map((row) => ({ ...row, score: num(row.score) }));
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
