import type { AttemptStatus } from '@quizmaker/contracts';
import type { Selectable } from 'kysely';
import { BoundedMap } from '../../bounded-map.ts';
import { dialectOf, prepared, toJson, type DbExecutor, type Tx } from '../../db/database.ts';
import { pageOfQuery } from '../../db/paging.ts';
import type { AttemptsTable } from '../../db/schema.ts';
import type { FrozenQuestion } from './snapshot.ts';

/**
 * An attempt without its frozen questions (what lists need), with the quiz title and the taker's name.
 * shuffleVersion says how the attempt's shuffles are derived (answer-shuffles.ts); pauseAllowed is
 * frozen at start (false for a timed attempt at a quiz that forbids pausing timed attempts).
 */
export type AttemptRow = Omit<Selectable<AttemptsTable>, 'questions'> & { quizTitle: string; username: string };

/** An attempt with its frozen questions in presentation order. */
export interface AttemptRecord extends AttemptRow {
  questions: FrozenQuestion[];
}

/** An attempt's own columns and frozen questions: what changing it needs (no joined names). */
export type AttemptState = Omit<AttemptRecord, 'quizTitle' | 'username'>;

export type NewAttempt = AttemptState;

/** Columns that change as an attempt runs and ends. */
export type AttemptChange = Partial<
  Pick<
    AttemptRow,
    | 'status'
    | 'deadlineAt'
    | 'pausedRemainingMs'
    | 'activeMs'
    | 'runningSince'
    | 'lastActivityMs'
    | 'questionsAnswered'
    | 'completedAt'
    | 'timeUp'
    | 'totalScore'
    | 'correctCount'
    | 'scorePercentage'
    | 'passed'
    | 'durationMs'
    | 'isFirst'
  >
>;

export interface AttemptListFilter {
  userId: string;
  quizId?: string;
  statuses?: AttemptStatus[];
}

const attemptColumns = [
  'attempts.id',
  'attempts.quizId',
  'attempts.userId',
  'attempts.mode',
  'attempts.status',
  'attempts.seed',
  'attempts.shuffleVersion',
  'attempts.totalQuestions',
  'attempts.scoringMode',
  'attempts.feedbackMode',
  'attempts.passMark',
  'attempts.timeLimitSeconds',
  'attempts.deadlineAt',
  'attempts.pausedRemainingMs',
  'attempts.activeMs',
  'attempts.runningSince',
  'attempts.lastActivityMs',
  'attempts.questionsAnswered',
  'attempts.startedAt',
  'attempts.completedAt',
  'attempts.updatedAt',
  'attempts.timeUp',
  'attempts.totalScore',
  'attempts.correctCount',
  'attempts.scorePercentage',
  'attempts.passed',
  'attempts.durationMs',
  'attempts.isFirst',
  'attempts.pauseAllowed',
] as const;

const rowColumns = [...attemptColumns, 'quizzes.title as quizTitle', 'users.username'] as const;

function joined(db: DbExecutor) {
  return db
    .selectFrom('attempts')
    .innerJoin('quizzes', 'quizzes.id', 'attempts.quizId')
    .innerJoin('users', 'users.id', 'attempts.userId');
}

function toRecord(row: (AttemptRow & { questions: unknown }) | undefined): AttemptRecord | undefined {
  if (!row) {
    return undefined;
  }
  const { questions, ...rest } = row;
  return { ...rest, questions: questions as FrozenQuestion[] };
}

const ACTIVE_STATUSES: AttemptStatus[] = ['IN_PROGRESS', 'PAUSED'];

/** IN_PROGRESS or PAUSED: the attempt can still be answered, paused, resumed or completed. */
export const isActive = (attempt: { status: AttemptStatus }): boolean => ACTIVE_STATUSES.includes(attempt.status);

// The queries of the taking hot path (start, current question, answer, complete), compiled once
// (db/database.ts `prepared`): building and compiling them cost more than running them.
const findByIdQuery = prepared((db, id: string) =>
  joined(db).select(rowColumns).select('attempts.questions').where('attempts.id', '=', id),
);
// PostgreSQL reads and row-locks in one round trip. SQLite has no FOR UPDATE and needs none: the
// process has one connection, which a transaction holds until it ends (Kysely's connection mutex).
const findForChangeQuery = prepared((db, id: string) => {
  const query = db.selectFrom('attempts').select(attemptColumns).where('attempts.id', '=', id);
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
});
const frozenQuestionsQuery = prepared((db, id: string) =>
  db.selectFrom('attempts').select('questions').where('id', '=', id),
);

/**
 * Frozen questions by attempt id. An attempt's questions never change after it starts, so every
 * process may keep them without invalidation; answering then neither reads nor parses them again.
 */
const frozenQuestionsCache = new BoundedMap<string, FrozenQuestion[]>(2_000);

async function frozenQuestionsOf(db: DbExecutor, id: string): Promise<FrozenQuestion[] | undefined> {
  const cached = frozenQuestionsCache.get(id);
  if (cached) {
    return cached;
  }
  const row = (await frozenQuestionsQuery(db, id)).rows[0];
  if (!row) {
    return undefined;
  }
  const questions = row.questions as FrozenQuestion[];
  frozenQuestionsCache.set(id, questions);
  return questions;
}

const abandonActiveQuery = prepared((db, quizId: string, userId: string, now: Date) =>
  db
    .updateTable('attempts')
    .set({ status: 'ABANDONED', runningSince: null, deadlineAt: null, pausedRemainingMs: null, updatedAt: now })
    .where('quizId', '=', quizId)
    .where('userId', '=', userId)
    .where('status', 'in', ACTIVE_STATUSES),
);
const statusesOfQuery = prepared((db, quizId: string, userId: string) =>
  db.selectFrom('attempts').select('status').distinct().where('quizId', '=', quizId).where('userId', '=', userId),
);
const hasCompletedExceptQuery = prepared((db, quizId: string, userId: string, exceptId: string) =>
  db
    .selectFrom('attempts')
    .select('id')
    .where('quizId', '=', quizId)
    .where('userId', '=', userId)
    .where('status', '=', 'COMPLETED')
    .where('id', '!=', exceptId)
    .limit(1),
);
const findActiveIdQuery = prepared((db, quizId: string, userId: string) =>
  db
    .selectFrom('attempts')
    .select('id')
    .where('quizId', '=', quizId)
    .where('userId', '=', userId)
    .where('status', 'in', ACTIVE_STATUSES),
);
const expiredQuery = (db: DbExecutor, cutoff: Date) =>
  db
    .selectFrom('attempts')
    .select('id')
    .where('status', '=', 'IN_PROGRESS')
    .where('deadlineAt', 'is not', null)
    .where('deadlineAt', '<', cutoff);
const expiredIdsQuery = prepared((db, cutoff: Date, limit: number) =>
  expiredQuery(db, cutoff).orderBy('deadlineAt').limit(limit),
);
const expiredIdsOfUserQuery = prepared((db, cutoff: Date, userId: string, limit: number) =>
  expiredQuery(db, cutoff).where('userId', '=', userId).orderBy('deadlineAt').limit(limit),
);
/** Every column of a new attempt, in a fixed order (the prepared insert's arguments). */
const NEW_ATTEMPT_COLUMNS = [
  'id',
  'quizId',
  'userId',
  'mode',
  'status',
  'seed',
  'shuffleVersion',
  'questions',
  'totalQuestions',
  'scoringMode',
  'feedbackMode',
  'passMark',
  'timeLimitSeconds',
  'deadlineAt',
  'pausedRemainingMs',
  'activeMs',
  'runningSince',
  'lastActivityMs',
  'questionsAnswered',
  'startedAt',
  'completedAt',
  'updatedAt',
  'timeUp',
  'totalScore',
  'correctCount',
  'scorePercentage',
  'passed',
  'durationMs',
  'isFirst',
  'pauseAllowed',
] as const satisfies ReadonlyArray<keyof NewAttempt>;
const insertAttemptQuery = prepared((db, ...values: unknown[]) =>
  db
    .insertInto('attempts')
    .values(Object.fromEntries(NEW_ATTEMPT_COLUMNS.map((column, index) => [column, values[index]])) as never),
);

/** One prepared UPDATE per set of changed columns (a handful exist: answer, pause, resume, complete, ...). */
const updateQueries = new Map<string, ReturnType<typeof prepared<unknown[], unknown>>>();
function updateQueryFor(columns: readonly string[]) {
  const key = columns.join(',');
  let query = updateQueries.get(key);
  if (!query) {
    query = prepared((db, ...values: unknown[]) =>
      db
        .updateTable('attempts')
        .set({
          ...(Object.fromEntries(columns.map((column, index) => [column, values[index]])) as AttemptChange),
          updatedAt: values[columns.length] as Date,
        })
        .where('id', '=', values[columns.length + 1] as string),
    );
    updateQueries.set(key, query);
  }
  return query;
}

/** SQL for attempts (answers: answers-repository.ts). Every function takes a DbExecutor so it runs inside transactions. */
export const attemptsRepository = {
  async insert(db: DbExecutor, attempt: NewAttempt): Promise<void> {
    const row: Record<string, unknown> = { ...attempt, questions: toJson(attempt.questions) };
    await insertAttemptQuery(db, ...NEW_ATTEMPT_COLUMNS.map((column) => row[column] ?? null));
  },

  async findById(db: DbExecutor, id: string): Promise<AttemptRecord | undefined> {
    return toRecord((await findByIdQuery(db, id)).rows[0]);
  },

  /** Reads an attempt and locks it for the rest of the transaction, so answers, completion, pause and expiry never interleave. */
  async findForChange(tx: Tx, id: string): Promise<AttemptState | undefined> {
    const row = (await findForChangeQuery(tx, id)).rows[0];
    const questions = row && (await frozenQuestionsOf(tx, id));
    return row && questions ? { ...row, questions } : undefined;
  },

  async update(db: DbExecutor, id: string, change: AttemptChange, now: Date): Promise<void> {
    // A key given as undefined leaves its column alone (Partial allows it).
    const entries = Object.entries(change as Record<string, unknown>).filter(([, value]) => value !== undefined);
    await updateQueryFor(entries.map(([column]) => column))(db, ...entries.map(([, value]) => value), now, id);
  },

  /** Ends the user's active attempts at a quiz as ABANDONED; returns how many. */
  async abandonActive(db: DbExecutor, quizId: string, userId: string, now: Date): Promise<number> {
    const result = await abandonActiveQuery(db, quizId, userId, now);
    return Number(result.numAffectedRows ?? 0);
  },

  /** Whether the user completed another attempt at the quiz (the one being completed is then not the first). */
  async hasCompleted(db: DbExecutor, quizId: string, userId: string, exceptId: string): Promise<boolean> {
    return (await hasCompletedExceptQuery(db, quizId, userId, exceptId)).rows.length > 0;
  },

  /**
   * The question as the user's COMPLETED attempts holding it froze it (completion writes an answer row
   * for every question), newest first, from at most the last 20 such attempts.
   */
  async completedCopiesOfQuestion(db: DbExecutor, userId: string, questionId: string): Promise<FrozenQuestion[]> {
    const rows = await db
      .selectFrom('attempts')
      .innerJoin('attemptAnswers', 'attemptAnswers.attemptId', 'attempts.id')
      .select('attempts.id')
      .where('attempts.userId', '=', userId)
      .where('attempts.status', '=', 'COMPLETED')
      .where('attemptAnswers.questionId', '=', questionId)
      .orderBy('attempts.completedAt', 'desc')
      .limit(20)
      .execute();
    const copies: FrozenQuestion[] = [];
    for (const row of rows) {
      const copy = (await frozenQuestionsOf(db, row.id))?.find((question) => question.id === questionId);
      if (copy) {
        copies.push(copy);
      }
    }
    return copies;
  },

  /** The statuses of the user's attempts at a quiz (each once): what "no repetition" looks at. */
  async statusesOf(db: DbExecutor, quizId: string, userId: string): Promise<Set<AttemptStatus>> {
    return new Set((await statusesOfQuery(db, quizId, userId)).rows.map((row) => row.status));
  },

  /** The user's IN_PROGRESS or PAUSED attempt at a quiz, if any. */
  async findActiveId(db: DbExecutor, quizId: string, userId: string): Promise<string | undefined> {
    return (await findActiveIdQuery(db, quizId, userId)).rows[0]?.id;
  },

  /** Running attempts past deadline + grace (`cutoff` = now - grace), oldest deadline first. */
  async expiredIds(db: DbExecutor, cutoff: Date, limit: number, userId?: string): Promise<string[]> {
    const result = userId
      ? await expiredIdsOfUserQuery(db, cutoff, userId, limit)
      : await expiredIdsQuery(db, cutoff, limit);
    return result.rows.map((row) => row.id);
  },

  async list(
    db: DbExecutor,
    filter: AttemptListFilter,
    options: { offset: number; limit: number; orderBy: 'startedAt' | 'completedAt'; direction: 'asc' | 'desc' },
  ): Promise<{ rows: AttemptRow[]; total: number }> {
    let query = joined(db).where('attempts.userId', '=', filter.userId);
    if (filter.quizId) {
      query = query.where('attempts.quizId', '=', filter.quizId);
    }
    if (filter.statuses?.length) {
      query = query.where('attempts.status', 'in', filter.statuses);
    }
    return pageOfQuery(
      query,
      (rows) =>
        rows
          .select(rowColumns)
          .orderBy(`attempts.${options.orderBy}`, options.direction)
          .orderBy('attempts.id', options.direction),
      options,
    );
  },

  async delete(db: DbExecutor, id: string): Promise<void> {
    await db.deleteFrom('attempts').where('id', '=', id).execute();
  },
};
