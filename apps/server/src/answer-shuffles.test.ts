import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQuestionType } from '@quizmaker/question-types';
import { legacyAttemptQuestionShuffler } from '@quizmaker/question-types/shufflers';
import { afterAll, describe, expect, it } from 'vitest';
import { AnswerShuffles, answerShuffleKey, KEYED_SHUFFLE_VERSION, LEGACY_SHUFFLE_VERSION } from './answer-shuffles.ts';
import { loadConfig } from './config.ts';

/** Issue 15, H-1: the keys and labels behind every order a taker sees. */

const JWT_SECRET = 'token-secret-token-secret-token-secret-0123';
const shuffles = new AnswerShuffles(answerShuffleKey({ jwtSecret: JWT_SECRET }));
const letters = ['a', 'b', 'c'];
const twenty = Array.from({ length: 20 }, (_, index) => index);
const ordering = { items: Array.from({ length: 8 }, (_, index) => ({ id: index + 1, text: `Item ${index + 1}` })) };

/** Every order of `items` as a joined string. */
function orders(items: string[]): string[] {
  if (items.length <= 1) return [items.join('')];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => item + rest),
  );
}
const ALL = orders(letters);

/** Pearson's chi-square of a 6 x 6 table of order pairs against independence with uniform margins. */
function chiSquareOfPairs(pairs: Array<[string, string]>): number {
  const counts = new Array<number>(36).fill(0);
  for (const [first, second] of pairs) counts[ALL.indexOf(first) * 6 + ALL.indexOf(second)]! += 1;
  const expected = pairs.length / 36;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

const dataDir = mkdtempSync(join(tmpdir(), 'answer-shuffles-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('AnswerShuffles', () => {
  it('shares no state between a question order, the orders of two questions and the shown ids of one (chi-square of order pairs over 3,600 attempts)', () => {
    const questionOrder: Array<[string, string]> = [];
    const otherQuestion: Array<[string, string]> = [];
    const shownIds: Array<[string, string]> = [];
    for (let i = 0; i < 3600; i += 1) {
      const attempt = shuffles.ofAttempt({ seed: `seed-${i}`, shuffleVersion: KEYED_SHUFFLE_VERSION });
      const items = attempt.question('question-1').shuffle(letters, 'item-order').join('');
      questionOrder.push([shuffles.questionOrder(`seed-${i}`, letters).join(''), items]);
      otherQuestion.push([items, attempt.question('question-2').shuffle(letters, 'item-order').join('')]);
      shownIds.push([items, attempt.question('question-1').shuffle(letters, 'shown-ids').join('')]);
    }
    // Critical value at p = 0.001 with 35 degrees of freedom: 66.62. A shared or continued state
    // (one generator feeding the question order and then the items) would make the pairs dependent.
    expect(chiSquareOfPairs(questionOrder)).toBeLessThan(66.62);
    expect(chiSquareOfPairs(otherQuestion)).toBeLessThan(66.62);
    expect(chiSquareOfPairs(shownIds)).toBeLessThan(66.62);
  });

  it('keys attempts and question reads apart: the same question gets another order in every attempt and outside attempts', () => {
    const outside = shuffles.ofQuestion('question-1').shuffle(twenty, 'item-order');
    const inAttempts = ['seed-1', 'seed-2'].map((seed) =>
      shuffles
        .ofAttempt({ seed, shuffleVersion: KEYED_SHUFFLE_VERSION })
        .question('question-1')
        .shuffle(twenty, 'item-order'),
    );
    expect(new Set([outside, ...inAttempts].map((order) => order.join())).size).toBe(3);
    expect(shuffles.ofQuestion('question-1').shuffle(twenty, 'item-order')).toEqual(outside);
  });

  it('shows a version 1 attempt with the legacy derivation and a version 2 one keyed; an unknown version is an error', () => {
    const legacy = shuffles
      .ofAttempt({ seed: 'seed-1', shuffleVersion: LEGACY_SHUFFLE_VERSION })
      .question('question-1');
    expect(getQuestionType('ORDERING').toSafeContent(ordering, legacy)).toEqual(
      getQuestionType('ORDERING').toSafeContent(ordering, legacyAttemptQuestionShuffler('seed-1', 'question-1')),
    );
    const keyed = shuffles.ofAttempt({ seed: 'seed-1', shuffleVersion: KEYED_SHUFFLE_VERSION }).question('question-1');
    expect(keyed.shuffle(twenty, 'item-order')).not.toEqual(legacy.shuffle(twenty, 'item-order'));
    expect(() => shuffles.ofAttempt({ seed: 'seed-1', shuffleVersion: 3 })).toThrow('Unknown shuffle version 3');
  });

  it('derives the same key in every process and after a restart: from JWT_SECRET, from the persisted token secret, from ANSWER_SECRET', () => {
    const orderUnder = (env: Record<string, string>) =>
      new AnswerShuffles(answerShuffleKey(loadConfig({ DATA_DIR: dataDir, ...env })))
        .ofQuestion('question-1')
        .shuffle(twenty, 'item-order');
    const reference = shuffles.ofQuestion('question-1').shuffle(twenty, 'item-order');
    expect(orderUnder({ JWT_SECRET })).toEqual(reference);
    // No JWT_SECRET: the secret persisted in DATA_DIR on first start is read again by the next start.
    const firstStart = orderUnder({});
    expect(orderUnder({})).toEqual(firstStart);
    expect(firstStart).not.toEqual(reference);
    // ANSWER_SECRET, when set, alone decides: rotating the token secret reshuffles nothing.
    const ANSWER_SECRET = 'answer-secret-answer-secret-answer-secret-42';
    const withAnswerSecret = orderUnder({ JWT_SECRET, ANSWER_SECRET });
    expect(withAnswerSecret).not.toEqual(reference);
    expect(orderUnder({ JWT_SECRET: 'rotated-token-secret-rotated-token-secret', ANSWER_SECRET })).toEqual(
      withAnswerSecret,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ANSWER_SECRET: 'too-short' })).toThrow(
      'ANSWER_SECRET: must be at least 32 characters',
    );
  });

  it('derives a 256-bit key with HKDF under its own label, not the secret itself', () => {
    const key = answerShuffleKey({ jwtSecret: JWT_SECRET });
    expect(key.symmetricKeySize).toBe(32);
    expect(key.export().equals(Buffer.from(JWT_SECRET).subarray(0, 32))).toBe(false);
    expect(answerShuffleKey({ jwtSecret: JWT_SECRET }).export()).toEqual(key.export());
  });
});
