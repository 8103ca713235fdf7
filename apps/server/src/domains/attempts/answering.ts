import { randomUUID } from 'node:crypto';
import {
  attemptMessages,
  type AnswerBody,
  type AnswerResult,
  type BatchAnswerBody,
  type BatchAnswerResult,
  type CurrentQuestion,
  type FieldError,
  type NextQuestion,
} from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import type { DbExecutor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, notFound, validationError } from '../../errors.ts';
import type { AttemptActivity } from './activity.ts';
import { activeElapsedMs } from './attempt-clock.ts';
import { clockOf } from './presenter.ts';
import { answersRepository } from './answers-repository.ts';
import { attemptsRepository, type AttemptState } from './repository.ts';
import type { AttemptShuffles } from '../../answer-shuffles.ts';
import { nextQuestionOf, stateConflict, type AttemptsService } from './service.ts';
import { authoredResponseOf, classifyResponse, shownResponseOf, type FrozenQuestion } from './snapshot.ts';

interface Graded {
  question: FrozenQuestion;
  /** What is stored: the canonical response, or the raw value when it is malformed (it then scores 0). */
  stored: unknown;
  score: number;
  isCorrect: boolean;
}

/**
 * Grades a response against the attempt's frozen copy of the question, under the attempt's frozen
 * scoring mode. The taker names items by the ids of the safe content (shown ids); the response is
 * normalised, then translated to authored ids, graded and stored in authored ids. A malformed
 * response is stored raw and scores 0.
 */
function grade(attempt: AttemptState, shuffles: AttemptShuffles, question: FrozenQuestion, raw: unknown): Graded {
  const handle = getQuestionType(question.type);
  const normalised = handle.normaliseResponse(raw);
  const stored = normalised === null ? raw : authoredResponseOf(question, shuffles, normalised);
  const result = handle.grade(question.content, stored, attempt.scoringMode);
  return { question, stored, score: result.score, isCorrect: result.isCorrect };
}

/** The answer call's next question: the question's own fields at the top level, with its number and the total. */
function asNextQuestion(current: CurrentQuestion | null): NextQuestion | null {
  return (
    current && { ...current.question, questionNumber: current.questionNumber, totalQuestions: current.totalQuestions }
  );
}

function questionOf(attempt: AttemptState, questionId: string): FrozenQuestion {
  const question = attempt.questions.find((candidate) => candidate.id === questionId);
  if (!question) {
    throw notFound(attemptMessages.questionNotInAttempt);
  }
  return question;
}

/**
 * The questions already answered. One question at a time, they are the first `questionsAnswered`
 * of the attempt's order (the count is written with each answer, under the attempt's lock), so the
 * hot path needs no read of the answer rows; the unique key on (attempt, question) still guards.
 */
async function answeredIds(tx: DbExecutor, attempt: AttemptState, sequential: boolean): Promise<Set<string>> {
  if (sequential) {
    return new Set(attempt.questions.slice(0, attempt.questionsAnswered).map((question) => question.id));
  }
  return new Set((await answersRepository.answers(tx, attempt.id)).map((answer) => answer.questionId));
}

/**
 * Answering (api.md "Attempts"): one row per (attempt, question) under a unique key. ONE_BY_ONE and
 * TIMED take the current question only, once; ALL_AT_ONCE upserts until completion (unless the
 * quiz reveals correctness immediately, which would make changing an answer a free retry).
 * Correctness leaves the server only with IMMEDIATE feedback, and only in the answer call's result.
 */
export class AnsweringService {
  constructor(
    private readonly attempts: AttemptsService,
    /** Told of answers stored, after each commit (metrics). */
    private readonly activity?: AttemptActivity,
  ) {}

  async answer(principal: Principal, id: string, body: AnswerBody): Promise<AnswerResult> {
    const saved = await this.attempts.withActive(principal, id, async (tx, attempt, now) => {
      if (attempt.status !== 'IN_PROGRESS') {
        throw stateConflict(attempt);
      }
      const question = questionOf(attempt, body.questionId);
      if (classifyResponse(question, body.response) === 'empty') {
        throw validationError(attemptMessages.emptyAnswer(question.id), [
          { field: 'response', message: attemptMessages.emptyAnswer(question.id) },
        ]);
      }
      const sequential = attempt.mode !== 'ALL_AT_ONCE';
      const answered = await answeredIds(tx, attempt, sequential);
      const already = answered.has(question.id);
      if (already && (sequential || attempt.feedbackMode === 'IMMEDIATE')) {
        throw conflict(attemptMessages.alreadyAnswered);
      }
      if (sequential) {
        const current = attempt.questions.findIndex((candidate) => !answered.has(candidate.id));
        if (attempt.questions[current]?.id !== question.id) {
          throw conflict(attemptMessages.outOfOrder(current + 1));
        }
      }
      const graded = grade(attempt, this.attempts.shufflesOf(attempt), question, body.response);
      const active = activeElapsedMs(clockOf(attempt), now);
      const answerId = await this.#write(
        tx,
        attempt,
        graded,
        Math.max(0, active - attempt.lastActivityMs),
        now,
        !sequential,
      );
      answered.add(question.id);
      await attemptsRepository.update(tx, id, { lastActivityMs: active, questionsAnswered: answered.size }, now);
      return { attempt, question, graded, answerId, answered, now };
    });

    this.activity?.answersStored(1);
    const { attempt, question, graded, answerId, answered, now } = saved;
    const shuffles = this.attempts.shufflesOf(attempt);
    const result: AnswerResult = {
      answerId,
      questionId: question.id,
      answeredAt: now.toISOString(),
      nextQuestion: asNextQuestion(nextQuestionOf(attempt, answered, shuffles)),
    };
    if (attempt.feedbackMode === 'IMMEDIATE') {
      result.isCorrect = graded.isCorrect;
      result.score = graded.score;
      result.correctAnswer = shownResponseOf(
        question,
        shuffles,
        getQuestionType(question.type).correctAnswer(question.content),
      );
      result.explanation = question.explanation;
    }
    return result;
  }

  /** ALL_AT_ONCE: saves several answers at once (all or nothing); the time since the last save is shared among them. */
  async batch(principal: Principal, id: string, body: BatchAnswerBody): Promise<BatchAnswerResult> {
    const result = await this.attempts.withActive(principal, id, async (tx, attempt, now) => {
      if (attempt.status !== 'IN_PROGRESS') {
        throw stateConflict(attempt);
      }
      if (attempt.mode !== 'ALL_AT_ONCE') {
        throw conflict(attemptMessages.batchOnlyAllAtOnce);
      }
      const ids = body.answers.map((answer) => answer.questionId);
      if (new Set(ids).size !== ids.length) {
        throw validationError(attemptMessages.repeatedInBatch, [
          { field: 'answers', message: attemptMessages.repeatedInBatch },
        ]);
      }
      const questions = body.answers.map((answer) => questionOf(attempt, answer.questionId));
      const empty: FieldError[] = body.answers.flatMap((answer, index) =>
        classifyResponse(questions[index] as FrozenQuestion, answer.response) === 'empty'
          ? [{ field: `answers.${index}.response`, message: attemptMessages.emptyAnswer(answer.questionId) }]
          : [],
      );
      if (empty[0]) {
        throw validationError(empty[0].message, empty);
      }
      const answered = new Set((await answersRepository.answers(tx, id)).map((answer) => answer.questionId));
      if (attempt.feedbackMode === 'IMMEDIATE' && ids.some((questionId) => answered.has(questionId))) {
        throw conflict(attemptMessages.alreadyAnswered);
      }
      const active = activeElapsedMs(clockOf(attempt), now);
      const share = Math.max(0, active - attempt.lastActivityMs) / body.answers.length;
      const saved: BatchAnswerResult['answers'] = [];
      const shuffles = this.attempts.shufflesOf(attempt);
      for (const [index, answer] of body.answers.entries()) {
        const graded = grade(attempt, shuffles, questions[index] as FrozenQuestion, answer.response);
        const answerId = await this.#write(tx, attempt, graded, Math.round(share), now, true);
        answered.add(answer.questionId);
        saved.push({ answerId, questionId: answer.questionId, answeredAt: now.toISOString() });
      }
      await attemptsRepository.update(tx, id, { lastActivityMs: active, questionsAnswered: answered.size }, now);
      return {
        attemptId: id,
        saved: saved.length,
        answers: saved,
        questionsAnswered: answered.size,
        totalQuestions: attempt.totalQuestions,
      };
    });
    this.activity?.answersStored(result.saved);
    return result;
  }

  /** Writes one answer row: an upsert where answers may change, else an insert the unique key guards. */
  async #write(
    tx: DbExecutor,
    attempt: AttemptState,
    graded: Graded,
    timeSpentMs: number,
    now: Date,
    replace: boolean,
  ): Promise<string> {
    const row = {
      id: randomUUID(),
      attemptId: attempt.id,
      questionId: graded.question.id,
      response: graded.stored,
      score: graded.score,
      isCorrect: graded.isCorrect,
      answeredAt: now,
      timeSpentMs,
      now,
    };
    if (replace) {
      return answersRepository.upsertAnswer(tx, row);
    }
    try {
      await answersRepository.insertAnswer(tx, row);
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(attemptMessages.alreadyAnswered);
      }
      throw error;
    }
  }
}
