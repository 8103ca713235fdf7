import { randomBytes, randomUUID } from 'node:crypto';
import { attemptMessages, type AttemptStartBody, type AttemptStarted, type AttemptStatus } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import { KEYED_SHUFFLE_VERSION, type AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../errors.ts';
import { questionsOfQuiz } from '../questions/service.ts';
import { findQuizVisibleTo } from '../quizzes/service.ts';
import type { AttemptActivity } from './activity.ts';
import { startClock } from './attempt-clock.ts';
import type { AttemptCompletion } from './completion.ts';
import { attemptsRepository } from './repository.ts';
import type { FrozenQuestion } from './snapshot.ts';

/** How often a start that lost a race for the one-active-attempt key tries again. */
const START_RETRIES = 8;

/**
 * Without repetition a taker has one attempt, whatever became of it (issue 15 L-2): an unfinished
 * one is resumed, not replaced (replacing abandons it, after IMMEDIATE feedback may have shown the
 * answers), and a completed or abandoned one closes the quiz to the taker.
 */
function refuseRepetition(statuses: ReadonlySet<AttemptStatus>): void {
  if (statuses.has('IN_PROGRESS') || statuses.has('PAUSED')) {
    throw conflict(attemptMessages.repetitionDisabledUnfinished);
  }
  if (statuses.has('COMPLETED')) {
    throw conflict(attemptMessages.repetitionDisabled);
  }
  if (statuses.has('ABANDONED')) {
    throw conflict(attemptMessages.repetitionDisabledAbandoned);
  }
}

/**
 * Starts an attempt at a published quiz the caller may see (spec 3 section 2): the quiz's questions
 * frozen in the mode's order, the clock started, one active attempt per taker and quiz.
 */
export async function startAttempt(
  deps: {
    db: Db;
    clock: Clock;
    shuffles: AnswerShuffles;
    completion: AttemptCompletion;
    activity?: AttemptActivity | undefined;
  },
  principal: Principal,
  quizId: string,
  body: AttemptStartBody,
): Promise<AttemptStarted> {
  const { db, clock } = deps;
  const quiz = await findQuizVisibleTo(db, principal, quizId);
  if (!quiz) {
    throw notFound(attemptMessages.quizNotFound);
  }
  if (quiz.status !== 'PUBLISHED') {
    throw conflict(attemptMessages.notPublished);
  }
  // One question at a time on a quiz with the timer on is TIMED: the original client asks for
  // ONE_BY_ONE whatever the quiz, and its contract wins (issue 16); the response names the mode.
  const asked = body.mode ?? 'ONE_BY_ONE';
  const mode = asked === 'ONE_BY_ONE' && quiz.timerEnabled ? 'TIMED' : asked;
  if (mode === 'TIMED' && !quiz.timerEnabled) {
    throw conflict(attemptMessages.timedNeedsTimer);
  }
  const questions = await questionsOfQuiz(db, quizId);
  if (questions.length === 0) {
    throw conflict(attemptMessages.noQuestions);
  }
  const frozen: FrozenQuestion[] = questions.map((question, index) => ({
    id: question.id,
    quizPosition: index + 1,
    type: question.type,
    questionText: question.questionText,
    difficulty: question.difficulty,
    hint: question.hint,
    explanation: question.explanation,
    attachmentUrl: question.attachmentUrl,
    content: question.content,
  }));
  const seed = randomBytes(16).toString('hex');
  // ONE_BY_ONE and TIMED follow the author's order; ALL_AT_ONCE shows a shuffle that is stable for this attempt.
  const ordered = mode === 'ALL_AT_ONCE' ? deps.shuffles.questionOrder(seed, frozen) : frozen;
  const timeLimitSeconds = quiz.timerEnabled ? quiz.timerDuration * 60 : null;

  // A previous attempt whose time ran out is completed (not abandoned) before anything else.
  deps.activity?.attemptsCompleted(await deps.completion.completeExpired(clock.now(), { userId: principal.id }));
  for (let tries = 0; ; tries += 1) {
    try {
      const started = await db.transaction().execute(async (tx) => {
        const now = clock.now();
        if (quiz.isRepetitionEnabled) {
          await attemptsRepository.abandonActive(tx, quizId, principal.id, now);
        } else {
          // Every attempt counts, so none is abandoned. A start racing this one holds the
          // one-active-attempt key (the insert below fails and the retry is refused here) ...
          refuseRepetition(await attemptsRepository.statusesOf(tx, quizId, principal.id));
        }
        const state = startClock(now, timeLimitSeconds);
        const id = randomUUID();
        await attemptsRepository.insert(tx, {
          id,
          quizId,
          userId: principal.id,
          mode,
          status: 'IN_PROGRESS',
          seed,
          shuffleVersion: KEYED_SHUFFLE_VERSION,
          questions: ordered,
          totalQuestions: ordered.length,
          scoringMode: quiz.scoringMode,
          feedbackMode: quiz.feedbackMode,
          passMark: quiz.passMark,
          timeLimitSeconds,
          deadlineAt: state.deadlineAt,
          pausedRemainingMs: null,
          activeMs: 0,
          runningSince: now,
          lastActivityMs: 0,
          questionsAnswered: 0,
          startedAt: now,
          completedAt: null,
          updatedAt: now,
          timeUp: false,
          totalScore: null,
          correctCount: null,
          scorePercentage: null,
          passed: null,
          durationMs: null,
          isFirst: false,
          pauseAllowed: quiz.allowPauseWhenTimed || timeLimitSeconds === null,
        });
        if (!quiz.isRepetitionEnabled) {
          // ... or, committed after the check above, has ended since: it is seen now. The key allows
          // no other active attempt, so IN_PROGRESS is this one.
          const others = await attemptsRepository.statusesOf(tx, quizId, principal.id);
          others.delete('IN_PROGRESS');
          refuseRepetition(others);
        }
        return {
          attemptId: id,
          quizId,
          mode,
          status: 'IN_PROGRESS' as const,
          startedAt: now.toISOString(),
          totalQuestions: ordered.length,
          timeLimitSeconds,
          deadlineAt: state.deadlineAt ? state.deadlineAt.toISOString() : null,
        };
      });
      deps.activity?.attemptStarted();
      return started;
    } catch (error) {
      // Starts at once (a double click): the loser retries, after a short random pause, and abandons
      // the winner's attempt as a later start should (or, without repetition, is refused). The partial
      // unique index keeps one active attempt.
      if (isUniqueViolation(error) && tries < START_RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
        continue;
      }
      throw error;
    }
  }
}
