import type { Attempt, AttemptDetail, AttemptResult, AttemptStats } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { AttemptShuffles } from '../../answer-shuffles.ts';
import { round1 } from '../../rounding.ts';
import { activeElapsedMs, remainingSeconds, type ClockState } from './attempt-clock.ts';
import type { AnswerRecord } from './answers-repository.ts';
import type { AttemptRecord, AttemptRow } from './repository.ts';
import { safeContentOf, shownResponseOf } from './snapshot.ts';

/** The clock fields of an attempt row as the pure clock module reads them. */
export function clockOf(
  row: Pick<
    AttemptRow,
    'status' | 'timeLimitSeconds' | 'deadlineAt' | 'pausedRemainingMs' | 'activeMs' | 'runningSince'
  >,
): ClockState {
  return {
    status: row.status,
    timeLimitMs: row.timeLimitSeconds === null ? null : row.timeLimitSeconds * 1000,
    deadlineAt: row.deadlineAt,
    pausedRemainingMs: row.pausedRemainingMs,
    activeMs: row.activeMs,
    runningSince: row.runningSince,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An attempt in lists: scores only once it is completed (answer secrecy). */
export function presentAttempt(row: AttemptRow, now: Date): Attempt {
  const completed = row.status === 'COMPLETED';
  return {
    attemptId: row.id,
    quizId: row.quizId,
    quizTitle: row.quizTitle,
    userId: row.userId,
    username: row.username,
    mode: row.mode,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    completedAt: completed ? iso(row.completedAt) : null,
    totalQuestions: row.totalQuestions,
    questionsAnswered: row.questionsAnswered,
    timeLimitSeconds: row.timeLimitSeconds,
    deadlineAt: row.status === 'IN_PROGRESS' ? iso(row.deadlineAt) : null,
    remainingSeconds: remainingSeconds(clockOf(row), now),
    timeUp: row.timeUp,
    pauseAllowed: row.pauseAllowed,
    scorePercentage: completed ? row.scorePercentage : null,
    passed: completed ? row.passed : null,
  };
}

/** GET /api/v1/attempts/{id}: the attempt and its answers; score and isCorrect per answer only once completed. */
export function presentAttemptDetail(
  record: AttemptRecord,
  answers: AnswerRecord[],
  now: Date,
  shuffles: AttemptShuffles,
): AttemptDetail {
  const completed = record.status === 'COMPLETED';
  const order = new Map(record.questions.map((question, index) => [question.id, index]));
  const shown = answers
    .filter((answer) => answer.answeredAt !== null)
    .sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
  const questionOf = new Map(record.questions.map((question) => [question.id, question]));
  // Saved answers come back for resuming beside the safe content, so in its (shown) ids.
  const shownResponse = (answer: AnswerRecord) => {
    const question = questionOf.get(answer.questionId);
    return question === undefined ? answer.response : shownResponseOf(question, shuffles, answer.response);
  };
  return {
    ...presentAttempt(record, now),
    answers: shown.map((answer) => ({
      answerId: answer.id,
      questionId: answer.questionId,
      response: shownResponse(answer),
      answeredAt: iso(answer.answeredAt),
      ...(completed ? { score: answer.score, isCorrect: answer.isCorrect } : {}),
    })),
  };
}

export function presentStats(row: AttemptRow, now: Date): AttemptStats {
  return {
    attemptId: row.id,
    status: row.status,
    questionsAnswered: row.questionsAnswered,
    totalQuestions: row.totalQuestions,
    completionPercentage: row.totalQuestions === 0 ? 0 : round1((100 * row.questionsAnswered) / row.totalQuestions),
    remainingSeconds: remainingSeconds(clockOf(row), now),
    elapsedSeconds: Math.floor(activeElapsedMs(clockOf(row), now) / 1000),
    timeUp: row.timeUp,
  };
}

/**
 * Results of a completed attempt, entirely from its frozen questions and stored answers: later
 * edits of the quiz change nothing here. Accuracy counts fully right questions; the score
 * percentage counts credit (they differ under partial scoring).
 */
export function presentAttemptResult(
  record: AttemptRecord,
  answers: AnswerRecord[],
  shuffles: AttemptShuffles,
): AttemptResult {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const rows = record.questions.map((question, index) => {
    const answer = byQuestion.get(question.id);
    return {
      questionId: question.id,
      position: index + 1,
      type: question.type,
      questionText: question.questionText,
      // Response and correct answer in the ids of the safe content beside them (shown ids).
      safeContent: safeContentOf(question, shuffles),
      response: shownResponseOf(question, shuffles, answer?.response ?? null),
      correctAnswer: shownResponseOf(
        question,
        shuffles,
        getQuestionType(question.type).correctAnswer(question.content),
      ),
      isCorrect: answer?.isCorrect ?? false,
      score: answer?.score ?? 0,
      explanation: question.explanation,
      answeredAt: iso(answer?.answeredAt ?? null),
    };
  });
  const totalScore = record.totalScore ?? rows.reduce((sum, row) => sum + row.score, 0);
  const correctCount = record.correctCount ?? rows.filter((row) => row.isCorrect).length;
  return {
    attemptId: record.id,
    quizId: record.quizId,
    quizTitle: record.quizTitle,
    userId: record.userId,
    mode: record.mode,
    status: record.status,
    startedAt: record.startedAt.toISOString(),
    completedAt: iso(record.completedAt),
    timeUp: record.timeUp,
    durationSeconds: Math.round((record.durationMs ?? 0) / 1000),
    totalScore: Math.round(totalScore * 10_000) / 10_000,
    maxScore: record.totalQuestions,
    correctCount,
    totalQuestions: record.totalQuestions,
    accuracy: record.totalQuestions === 0 ? 0 : round1((100 * correctCount) / record.totalQuestions),
    scorePercentage: record.scorePercentage ?? 0,
    passMark: record.passMark,
    passed: record.passed ?? false,
    answers: rows,
  };
}
