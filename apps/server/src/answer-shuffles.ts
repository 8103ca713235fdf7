import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { fisherYatesShuffle, type Shuffler } from '@quizmaker/question-types';
import { keyedRandomBelow, keyedShuffler, legacyAttemptQuestionShuffler } from '@quizmaker/question-types/shufflers';
import type { Config } from './config.ts';

/**
 * Every order a taker sees (an ALL_AT_ONCE attempt's question order, ORDERING items, the MATCHING
 * right column, the shown ids of both) is drawn from HMAC-SHA256 under a server key, with labels
 * that name the attempt, the question and the purpose (issue 15, H-1). The key never leaves the
 * server: without it the orders already seen say nothing about the others, and there is no small
 * state to search. The attempt seed only makes orders differ between attempts.
 */

/** attempts.shuffle_version: 1 is the 32-bit seeded shuffle of attempts started before version 2, kept for them only. */
export const LEGACY_SHUFFLE_VERSION = 1;
/** What every new attempt uses. */
export const KEYED_SHUFFLE_VERSION = 2;

/** HKDF info: this key is for answer shuffles only, unrelated to the token key even when derived from the same secret. */
const ANSWER_KEY_INFO = 'quizmaker/answer-shuffles/v2';

/**
 * The 256-bit shuffle key, HKDF-SHA256 of ANSWER_SECRET, or of the token secret when it is unset.
 * Every process of one deployment must derive the same key (a refresh or the next answer may reach
 * another process), and so must a restart; the token secret already has to be shared that way (a
 * token signed by one process is checked by the others), so it is a safe default (a persisted
 * `jwt-secret` of 384 random bits, or a configured JWT_SECRET). ANSWER_SECRET exists so that the
 * token secret can be rotated (signing everyone out) without reshuffling attempts in progress.
 */
export function answerShuffleKey(config: Pick<Config, 'answerSecret' | 'jwtSecret'>): KeyObject {
  return createSecretKey(
    Buffer.from(hkdfSync('sha256', config.answerSecret ?? config.jwtSecret, '', ANSWER_KEY_INFO, 32)),
  );
}

/** The shuffles of one attempt's questions, each question with its own. */
export interface AttemptShuffles {
  question(questionId: string): Shuffler;
}

/** The shuffles of attempts and of question reads, under the server's key. */
export class AnswerShuffles {
  readonly #key: KeyObject;

  constructor(key: KeyObject) {
    this.#key = key;
  }

  /** The ALL_AT_ONCE question order of a new attempt (stored with it, so only new attempts draw one). */
  questionOrder<T>(attemptSeed: string, questions: readonly T[]): T[] {
    return fisherYatesShuffle(questions, keyedRandomBelow(this.#key, ['attempt', attemptSeed, 'question-order']));
  }

  /** An attempt's shuffles by the derivation it started with; a version this code does not know is a data bug. */
  ofAttempt(attempt: { seed: string; shuffleVersion: number }): AttemptShuffles {
    if (attempt.shuffleVersion === KEYED_SHUFFLE_VERSION) {
      return { question: (questionId) => keyedShuffler(this.#key, ['attempt', attempt.seed, 'question', questionId]) };
    }
    if (attempt.shuffleVersion === LEGACY_SHUFFLE_VERSION) {
      return { question: (questionId) => legacyAttemptQuestionShuffler(attempt.seed, questionId) };
    }
    throw new Error(`Unknown shuffle version ${attempt.shuffleVersion}`);
  }

  /** A question of a live session: the same for every player of the room (they see one screen), keyed like an attempt's. */
  ofLiveQuestion(sessionId: string, questionId: string): Shuffler {
    return keyedShuffler(this.#key, ['live', sessionId, 'question', questionId]);
  }

  /** A question read outside attempts: stable per question, keyed like an attempt's. */
  ofQuestion(questionId: string): Shuffler {
    return keyedShuffler(this.#key, ['question', questionId]);
  }
}
