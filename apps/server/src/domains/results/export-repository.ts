import type { AttemptMode } from '@quizmaker/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { FrozenQuestion } from '../attempts/snapshot.ts';
import { num } from './repository.ts';

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

interface CompletionRange {
  from: Date | null;
  to: Date | null;
}

/** What an export reads: the quiz's completed attempts, completed from `from` (inclusive) to `to` (exclusive). */
function completedInRange(quizId: string, range: CompletionRange) {
  return (eb: ExpressionBuilder<DatabaseSchema, 'attempts'>) =>
    eb.and([
      eb('attempts.quizId', '=', quizId),
      eb('attempts.status', '=', 'COMPLETED'),
      ...(range.from ? [eb('attempts.completedAt', '>=', range.from)] : []),
      ...(range.to ? [eb('attempts.completedAt', '<', range.to)] : []),
    ]);
}

/** The completed attempts and answers a results export writes. */
export const exportRepository = {
  /** Completed attempts for an export, oldest first, with the taker's name and e-mail and the frozen questions. */
  async exportAttempts(db: DbExecutor, quizId: string, range: CompletionRange): Promise<ExportAttemptRow[]> {
    const rows = await db
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
      .where(completedInRange(quizId, range))
      .orderBy('attempts.completedAt', 'asc')
      .orderBy('attempts.id', 'asc')
      .execute();
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
    range: CompletionRange,
  ): Promise<Array<{ attemptId: string; questionId: string; response: unknown; score: number; isCorrect: boolean }>> {
    const rows = await db
      .selectFrom('attemptAnswers')
      .innerJoin('attempts', 'attempts.id', 'attemptAnswers.attemptId')
      .select([
        'attemptAnswers.attemptId',
        'attemptAnswers.questionId',
        'attemptAnswers.response',
        'attemptAnswers.score',
        'attemptAnswers.isCorrect',
      ])
      .where(completedInRange(quizId, range))
      .execute();
    return rows.map((row) => ({ ...row, score: num(row.score) }));
  },
};
