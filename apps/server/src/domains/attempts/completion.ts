import { randomUUID } from 'node:crypto';
import type { QuestionType } from '@quizmaker/contracts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { round1 } from '../../rounding.ts';
import { finishClock, GRACE_MS, isExpired } from './attempt-clock.ts';
import { clockOf } from './presenter.ts';
import { answersRepository, type AnswerRecord } from './answers-repository.ts';
import { attemptsRepository, isActive, type AttemptState } from './repository.ts';

/** What a completed attempt adds to its quiz's aggregates. */
export interface CompletedAttemptFacts {
  attemptId: string;
  quizId: string;
  userId: string;
  scorePercentage: number;
  passed: boolean;
  durationMs: number;
  completedAt: Date;
  isFirst: boolean;
  /** One per frozen question (answered or not), with what the frozen copy says about it. */
  questions: Array<{
    questionId: string;
    questionText: string;
    type: QuestionType;
    quizPosition: number;
    score: number;
    isCorrect: boolean;
  }>;
}

/**
 * The quiz aggregates a completion (or the deletion of a completed attempt) changes, written in the
 * same transaction (a port: app.ts passes the results domain's aggregates).
 */
export interface CompletionAggregates {
  recordCompletion(tx: DbExecutor, facts: CompletedAttemptFacts, now: Date): Promise<void>;
  removeCompletion(tx: DbExecutor, facts: CompletedAttemptFacts, now: Date): Promise<void>;
}

/** What the aggregates need to know about a completed attempt and its (full) answer grid. */
export function completionFacts(attempt: AttemptState, answers: readonly AnswerRecord[]): CompletedAttemptFacts {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return {
    attemptId: attempt.id,
    quizId: attempt.quizId,
    userId: attempt.userId,
    scorePercentage: attempt.scorePercentage ?? 0,
    passed: attempt.passed ?? false,
    durationMs: attempt.durationMs ?? 0,
    completedAt: attempt.completedAt ?? attempt.updatedAt,
    isFirst: attempt.isFirst,
    questions: attempt.questions.map((question) => ({
      questionId: question.id,
      questionText: question.questionText,
      type: question.type,
      quizPosition: question.quizPosition,
      score: byQuestion.get(question.id)?.score ?? 0,
      isCorrect: byQuestion.get(question.id)?.isCorrect ?? false,
    })),
  };
}

/** Completion and expiry of attempts, with the quiz aggregates kept in step. */
export class AttemptCompletion {
  constructor(private readonly deps: { db: Db; aggregates: CompletionAggregates }) {}

  /**
   * Completes a locked, active attempt inside `tx`: unanswered questions get a row scoring 0, the
   * totals come from the stored (frozen-graded) answers, the percentage is rounded to one decimal
   * and that shown figure decides the pass. A time-up ends at the deadline. The quiz aggregates are
   * updated in the same transaction.
   */
  async completeLocked(tx: DbExecutor, attempt: AttemptState, now: Date): Promise<void> {
    const finished = finishClock(clockOf(attempt), now, 'COMPLETED');
    const stored = await answersRepository.answers(tx, attempt.id);
    const answered = new Set(stored.map((answer) => answer.questionId));
    const missing = attempt.questions
      .filter((question) => !answered.has(question.id))
      .map((question) => ({ id: randomUUID(), attemptId: attempt.id, questionId: question.id }));
    const grid: AnswerRecord[] = [...stored, ...(await answersRepository.insertUnanswered(tx, missing, now))];
    const frozenIds = new Set(attempt.questions.map((question) => question.id));
    const counted = grid.filter((answer) => frozenIds.has(answer.questionId));
    const totalScore = counted.reduce((sum, answer) => sum + answer.score, 0);
    const correctCount = counted.filter((answer) => answer.isCorrect).length;
    const scorePercentage = attempt.totalQuestions === 0 ? 0 : round1((100 * totalScore) / attempt.totalQuestions);
    const isFirst = !(await attemptsRepository.hasCompleted(tx, attempt.quizId, attempt.userId, attempt.id));
    const completed: AttemptState = {
      ...attempt,
      status: 'COMPLETED',
      completedAt: finished.endedAt,
      timeUp: finished.timeUp,
      totalScore,
      correctCount,
      scorePercentage,
      passed: scorePercentage >= attempt.passMark,
      durationMs: finished.state.activeMs,
      activeMs: finished.state.activeMs,
      runningSince: null,
      pausedRemainingMs: null,
      isFirst,
    };
    await attemptsRepository.update(
      tx,
      attempt.id,
      {
        status: completed.status,
        completedAt: completed.completedAt,
        timeUp: completed.timeUp,
        totalScore,
        correctCount,
        scorePercentage,
        passed: completed.passed,
        durationMs: completed.durationMs,
        activeMs: completed.activeMs,
        runningSince: null,
        pausedRemainingMs: null,
        isFirst,
      },
      now,
    );
    await this.deps.aggregates.recordCompletion(tx, completionFacts(completed, grid), now);
  }

  /**
   * Completes an attempt in its own transaction if it is still active; with `onlyIfExpired` only
   * when its time is up (the sweeper and the expiry-on-touch path). True when it completed it.
   */
  async completeAttempt(attemptId: string, now: Date, options: { onlyIfExpired: boolean }): Promise<boolean> {
    return this.deps.db.transaction().execute(async (tx) => {
      const attempt = await attemptsRepository.findForChange(tx, attemptId);
      if (!attempt || !isActive(attempt) || (options.onlyIfExpired && !isExpired(clockOf(attempt), now))) {
        return false;
      }
      await this.completeLocked(tx, attempt, now);
      return true;
    });
  }

  /** Completes every running attempt whose time is up (optionally one user's); returns how many. */
  async completeExpired(now: Date, options: { userId?: string; limit?: number } = {}): Promise<number> {
    const cutoff = new Date(now.getTime() - GRACE_MS);
    const ids = await attemptsRepository.expiredIds(this.deps.db, cutoff, options.limit ?? 500, options.userId);
    let completed = 0;
    for (const id of ids) {
      if (await this.completeAttempt(id, now, { onlyIfExpired: true })) {
        completed += 1;
      }
    }
    return completed;
  }
}
