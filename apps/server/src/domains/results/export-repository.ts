import type { AttemptMode } from '@quizmaker/contracts';
import type { DbExecutor } from '../../db/database.ts';
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

/** The completed attempts and answers a results export writes. */
export const exportRepository = {
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
};
