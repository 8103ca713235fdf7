import { describe, expect, it } from 'vitest';
import { getQuestionType } from '../question-type-handle.ts';
import { LEGACY_SEED, legacyMatching, legacyOrdering } from '../test-support/legacy-shuffle-vectors.ts';
import { legacyAttemptQuestionShuffler } from './legacy-seed-shuffler.ts';

/**
 * Shuffle version 1 must keep giving what it gave before version 2 existed: attempts started under
 * it are shown and graded with it. Every expected value here (and in legacy-shuffle-vectors.ts) was computed
 * with the code of commit 6037d95 (seededShuffle and the plugins of that time), not with this module.
 */
describe('legacyAttemptQuestionShuffler (shuffle version 1)', () => {
  const letters = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('gives the orders of 6037d95: the display shuffles from <attempt seed>:<question id>, the shown ids from ...:ids', () => {
    const shuffler = legacyAttemptQuestionShuffler('attempt-1', 'question-2');
    // 6037d95: seededShuffle(letters, 'attempt-1:question-2') and seededShuffle(letters, 'attempt-1:question-2:ids').
    expect(shuffler.shuffle(letters, 'item-order')).toEqual(['h', 'd', 'a', 'e', 'b', 'c', 'g', 'f']);
    expect(shuffler.shuffle(letters, 'match-column')).toEqual(['h', 'd', 'a', 'e', 'b', 'c', 'g', 'f']);
    expect(shuffler.shuffle(letters, 'shown-ids')).toEqual(['c', 'a', 'h', 'b', 'f', 'g', 'd', 'e']);
    expect(legacyAttemptQuestionShuffler('attempt-1', 'question-3').shuffle(letters, 'item-order')).toEqual([
      'g',
      'a',
      'c',
      'd',
      'b',
      'h',
      'e',
      'f',
    ]);
    expect(legacyAttemptQuestionShuffler('x', 'y').shuffle(['a', 'b'], 'item-order')).toEqual(['b', 'a']);
    expect(legacyAttemptQuestionShuffler('x', 'z').shuffle(['a', 'b'], 'item-order')).toEqual(['a', 'b']);
  });

  it('shows ORDERING and MATCHING exactly as 6037d95 did for the same attempt seed and question', () => {
    for (const [type, vector] of [
      ['ORDERING', legacyOrdering],
      ['MATCHING', legacyMatching],
    ] as const) {
      const shuffler = legacyAttemptQuestionShuffler(LEGACY_SEED, vector.questionId);
      const handle = getQuestionType(type);
      expect(handle.toSafeContent(vector.content, shuffler)).toEqual(vector.shown);
      expect(handle.toShownResponse(vector.content, shuffler, handle.correctAnswer(vector.content))).toEqual(
        vector.rightAnswer,
      );
    }
  });

  it('leaves its input as it is, and zero or one item as they are', () => {
    const shuffler = legacyAttemptQuestionShuffler('attempt', 'question');
    const items = [1, 2, 3];
    shuffler.shuffle(items, 'item-order');
    expect(items).toEqual([1, 2, 3]);
    expect(shuffler.shuffle([], 'item-order')).toEqual([]);
    expect(shuffler.shuffle(['only'], 'shown-ids')).toEqual(['only']);
  });
});
