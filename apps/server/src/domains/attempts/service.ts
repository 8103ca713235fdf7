import { isDeepStrictEqual } from 'node:util';
import {
  ATTEMPT_SORTS,
  attemptMessages,
  type Attempt,
  type AttemptDetail,
  type AttemptListQuery,
  type AttemptQuestion,
  type AttemptResult,
  type AttemptStartBody,
  type AttemptStarted,
  type AttemptStats,
  type AttemptStatusResult,
  type CurrentQuestion,
  type Page,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { AnswerShuffles, AttemptShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/database.ts';
import { AppError, authorizationError, conflict, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import { findQuiz, findQuizVisibleTo } from '../quizzes/service.ts';
import { isExpired, pauseClock, remainingSeconds, resumeClock } from './attempt-clock.ts';
import type { AttemptActivity } from './activity.ts';
import { AttemptCompletion, completionFacts, type CompletionAggregates } from './completion.ts';
import { mayListAttemptsOf, mayOnAttempt, type AttemptAbility } from './policy.ts';
import { clockOf, presentAttempt, presentAttemptDetail, presentAttemptResult, presentStats } from './presenter.ts';
import { answersRepository, type AnswerRecord } from './answers-repository.ts';
import { attemptsRepository, isActive, type AttemptRecord, type AttemptState } from './repository.ts';
import { presentAttemptQuestion } from './snapshot.ts';
import { startAttempt } from './start-service.ts';

export interface AttemptsDeps {
  db: Db;
  clock: Clock;
  shuffles: AnswerShuffles;
  /** The results domain's aggregates, kept in step with completions and deletions. */
  aggregates: CompletionAggregates;
  /** Told of attempts started and completed, after each commit (metrics). */
  activity?: AttemptActivity;
}

/** The 409 that explains why an attempt in this state cannot do what was asked. */
export function stateConflict(attempt: { status: string; timeUp: boolean }): AppError {
  switch (attempt.status) {
    case 'COMPLETED':
      return conflict(attempt.timeUp ? attemptMessages.timeUp : attemptMessages.completed);
    case 'ABANDONED':
      return conflict(attemptMessages.abandoned);
    case 'PAUSED':
      return conflict(attemptMessages.paused);
    default:
      return conflict(attemptMessages.notPaused);
  }
}

/** The first question not yet answered, as the current-question and answer calls show it. */
export function nextQuestionOf(
  attempt: AttemptState,
  answered: ReadonlySet<string>,
  shuffles: AttemptShuffles,
): CurrentQuestion | null {
  const index = attempt.questions.findIndex((question) => !answered.has(question.id));
  const question = attempt.questions[index];
  if (!question) {
    return null;
  }
  return {
    question: presentAttemptQuestion(question, index + 1, shuffles),
    questionNumber: index + 1,
    totalQuestions: attempt.totalQuestions,
  };
}

/**
 * Attempts (spec 3 sections 2, 4 and 7; api.md "Attempts"): start in a mode, the server-owned
 * clock, pause and resume, questions in the attempt's stable order, completion and deletion.
 * Starting lives in start-service.ts, answering in answering.ts, completion and expiry in completion.ts.
 */
export class AttemptsService {
  readonly #completion: AttemptCompletion;

  constructor(private readonly deps: AttemptsDeps) {
    this.#completion = new AttemptCompletion({ db: deps.db, aggregates: deps.aggregates });
  }

  /** Starts an attempt in a mode (start-service.ts). */
  start(principal: Principal, quizId: string, body: AttemptStartBody): Promise<AttemptStarted> {
    return startAttempt({ ...this.deps, completion: this.#completion }, principal, quizId, body);
  }

  async list(principal: Principal, query: AttemptListQuery): Promise<Page<Attempt>> {
    if (query.userId && !mayListAttemptsOf(principal, query.userId)) {
      throw authorizationError(attemptMessages.forbidden);
    }
    const request = pageRequest(query, ATTEMPT_SORTS, { field: 'startedAt', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'startedAt' as const, direction: 'desc' as const };
    // The caller's own unless another user is named: a client resumes the first open attempt of
    // this list, so staff must not find a student's there (issue 16).
    const userId = query.userId ?? principal.id;
    const now = this.deps.clock.now();
    this.deps.activity?.attemptsCompleted(await this.#completion.completeExpired(now, { userId }));
    const { rows, total } = await attemptsRepository.list(
      this.deps.db,
      {
        userId,
        ...(query.quizId ? { quizId: query.quizId } : {}),
        ...(query.status ? { statuses: query.status } : {}),
      },
      { offset: request.offset, limit: request.size, orderBy: sort.field, direction: sort.direction },
    );
    return toPage(
      rows.map((row) => presentAttempt(row, now)),
      total,
      request,
    );
  }

  /**
   * Whether the user has completed an attempt that held the question as it is now (its answers were
   * then shown to them). A copy frozen before an edit does not count: the edited answers were never
   * shown, and an attempt in progress may hold them.
   */
  async hasCompletedAttemptShowing(
    userId: string,
    question: { id: string; type: string; content: unknown },
  ): Promise<boolean> {
    const copies = await attemptsRepository.completedCopiesOfQuestion(this.deps.db, userId, question.id);
    return copies.some((copy) => copy.type === question.type && isDeepStrictEqual(copy.content, question.content));
  }

  /** The caller's attempts at one quiz (GET /api/v1/quizzes/{id}/attempts/user), newest first. */
  async listMineAtQuiz(principal: Principal, quizId: string, query: AttemptListQuery): Promise<Page<Attempt>> {
    if (!(await findQuizVisibleTo(this.deps.db, principal, quizId))) {
      throw notFound(attemptMessages.quizNotFound);
    }
    return this.list(principal, { ...query, quizId, userId: principal.id });
  }

  async get(principal: Principal, id: string): Promise<AttemptDetail> {
    const attempt = await this.load(principal, id, 'read');
    return presentAttemptDetail(
      attempt,
      await answersRepository.answers(this.deps.db, id),
      this.deps.clock.now(),
      this.shufflesOf(attempt),
    );
  }

  async stats(principal: Principal, id: string): Promise<AttemptStats> {
    return presentStats(await this.load(principal, id, 'read'), this.deps.clock.now());
  }

  /** The attempt's questions in its stable order; refused while paused (the clock is stopped, so is reading). */
  async questions(principal: Principal, id: string): Promise<AttemptQuestion[]> {
    const attempt = await this.load(principal, id, 'read');
    if (attempt.status === 'PAUSED') {
      throw stateConflict(attempt);
    }
    const shuffles = this.shufflesOf(attempt);
    return attempt.questions.map((question, index) => presentAttemptQuestion(question, index + 1, shuffles));
  }

  /** GET /api/v1/attempts/quizzes/{quizId}/questions/shuffled: the caller's active attempt's questions. */
  async activeAttemptQuestions(principal: Principal, quizId: string): Promise<AttemptQuestion[]> {
    if (!(await findQuizVisibleTo(this.deps.db, principal, quizId))) {
      throw notFound(attemptMessages.quizNotFound);
    }
    const activeId = await attemptsRepository.findActiveId(this.deps.db, quizId, principal.id);
    if (!activeId) {
      throw notFound(attemptMessages.noActiveAttempt);
    }
    const attempt = await this.load(principal, activeId, 'read');
    if (attempt.status !== 'IN_PROGRESS') {
      throw stateConflict(attempt);
    }
    const shuffles = this.shufflesOf(attempt);
    return attempt.questions.map((question, index) => presentAttemptQuestion(question, index + 1, shuffles));
  }

  async currentQuestion(principal: Principal, id: string): Promise<CurrentQuestion> {
    const attempt = await this.load(principal, id, 'read');
    if (attempt.status !== 'IN_PROGRESS') {
      throw stateConflict(attempt);
    }
    const answers = await answersRepository.answers(this.deps.db, id);
    const next = nextQuestionOf(attempt, new Set(answers.map((answer) => answer.questionId)), this.shufflesOf(attempt));
    if (!next) {
      throw conflict(attemptMessages.allAnswered);
    }
    return next;
  }

  async pause(principal: Principal, id: string): Promise<AttemptStatusResult> {
    return this.withActive(principal, id, async (tx, attempt, now) => {
      if (attempt.status !== 'IN_PROGRESS') {
        throw conflict(attemptMessages.alreadyPaused);
      }
      // A stopped clock after every question was read is unlimited thinking time (issue 15 L-3).
      if (!attempt.pauseAllowed) {
        throw conflict(attemptMessages.pauseNotAllowed);
      }
      const state = pauseClock(clockOf(attempt), now);
      await attemptsRepository.update(
        tx,
        id,
        {
          status: 'PAUSED',
          deadlineAt: null,
          pausedRemainingMs: state.pausedRemainingMs,
          activeMs: state.activeMs,
          runningSince: null,
        },
        now,
      );
      return { attemptId: id, status: 'PAUSED', remainingSeconds: remainingSeconds(state, now), deadlineAt: null };
    });
  }

  async resume(principal: Principal, id: string): Promise<AttemptStatusResult> {
    return this.withActive(principal, id, async (tx, attempt, now) => {
      if (attempt.status !== 'PAUSED') {
        throw conflict(attemptMessages.notPaused);
      }
      const state = resumeClock(clockOf(attempt), now);
      await attemptsRepository.update(
        tx,
        id,
        { status: 'IN_PROGRESS', deadlineAt: state.deadlineAt, pausedRemainingMs: null, runningSince: now },
        now,
      );
      return {
        attemptId: id,
        status: 'IN_PROGRESS',
        remainingSeconds: remainingSeconds(state, now),
        deadlineAt: state.deadlineAt ? state.deadlineAt.toISOString() : null,
      };
    });
  }

  /** Completes the attempt (from IN_PROGRESS or PAUSED) and answers its results. */
  async complete(principal: Principal, id: string): Promise<AttemptResult> {
    await this.withActive(principal, id, (tx, attempt, now) => this.#completion.completeLocked(tx, attempt, now));
    this.deps.activity?.attemptsCompleted(1);
    const attempt = await this.mustFind(id);
    return presentAttemptResult(attempt, await answersRepository.answers(this.deps.db, id), this.shufflesOf(attempt));
  }

  /** The shuffles an attempt is shown with: the derivation it started with (a legacy attempt keeps its own). */
  shufflesOf(attempt: Pick<AttemptState, 'seed' | 'shuffleVersion'>): AttemptShuffles {
    return this.deps.shuffles.ofAttempt(attempt);
  }

  /**
   * Deletes an attempt of the caller's; a completed one is first taken out of the quiz's aggregates.
   * Without repetition the attempt is the taker's one attempt and stays (409, issue 15 M-3):
   * deleting it would open the quiz again to someone who has seen its answers.
   */
  async delete(principal: Principal, id: string): Promise<void> {
    const found = await this.mustFind(id);
    if (!mayOnAttempt(principal, found, 'change')) {
      throw authorizationError(attemptMessages.forbidden);
    }
    const now = this.deps.clock.now();
    await this.deps.db.transaction().execute(async (tx) => {
      await attemptsRepository.update(tx, id, {}, now); // row lock against a concurrent completion
      const attempt = await attemptsRepository.findById(tx, id);
      if (!attempt) {
        return;
      }
      const quiz = await findQuiz(tx, attempt.quizId);
      if (quiz && !quiz.isRepetitionEnabled) {
        throw conflict(attemptMessages.deleteWithoutRepetition);
      }
      if (attempt.status === 'COMPLETED') {
        await this.deps.aggregates.removeCompletion(
          tx,
          completionFacts(attempt, await answersRepository.answers(tx, id)),
          now,
        );
      }
      await attemptsRepository.delete(tx, id);
    });
  }

  /**
   * Loads an attempt the caller may read or change (404, then 403), completing it first when its
   * time is up: the time-up state is visible on every call that touches the attempt.
   */
  async load(principal: Principal, id: string, ability: AttemptAbility): Promise<AttemptRecord> {
    const attempt = await this.mustFind(id);
    if (!mayOnAttempt(principal, attempt, ability)) {
      throw authorizationError(attemptMessages.forbidden);
    }
    const now = this.deps.clock.now();
    if (
      isExpired(clockOf(attempt), now) &&
      (await this.#completion.completeAttempt(id, now, { onlyIfExpired: true }))
    ) {
      this.deps.activity?.attemptsCompleted(1);
      return this.mustFind(id);
    }
    return attempt;
  }

  /**
   * Runs `change` on an attempt the caller may change, inside a transaction holding its row lock,
   * once it is known to be active and within its time (404, then 403, then the state's 409). An
   * attempt whose time ran out is completed (committed) and the call answers 409 with the time-up
   * message. The attempt is read once, under the lock: answering is the hottest write there is.
   */
  async withActive<T>(
    principal: Principal,
    id: string,
    change: (tx: Tx, attempt: AttemptState, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = this.deps.clock.now();
    const outcome = await this.deps.db.transaction().execute(async (tx) => {
      const attempt = await attemptsRepository.findForChange(tx, id);
      if (!attempt) {
        throw notFound(attemptMessages.notFound);
      }
      if (!mayOnAttempt(principal, attempt, 'change')) {
        throw authorizationError(attemptMessages.forbidden);
      }
      if (!isActive(attempt)) {
        return { done: false as const, attempt };
      }
      if (isExpired(clockOf(attempt), now)) {
        await this.#completion.completeLocked(tx, attempt, now);
        return { done: false as const, attempt: null };
      }
      return { done: true as const, value: await change(tx, attempt, now) };
    });
    if (outcome.done) {
      return outcome.value;
    }
    if (!outcome.attempt) {
      this.deps.activity?.attemptsCompleted(1);
    }
    throw stateConflict(outcome.attempt ?? (await this.mustFind(id)));
  }

  /** Completes every running attempt whose time is up (the sweeper); returns how many. */
  completeExpired(now: Date): Promise<number> {
    return this.#completion.completeExpired(now);
  }

  /** The attempt's stored answers (the results domain presents a completed attempt's). */
  answersOf(attemptId: string): Promise<AnswerRecord[]> {
    return answersRepository.answers(this.deps.db, attemptId);
  }

  async mustFind(id: string): Promise<AttemptRecord> {
    const attempt = await attemptsRepository.findById(this.deps.db, id);
    if (!attempt) {
      throw notFound(attemptMessages.notFound);
    }
    return attempt;
  }
}
