import { describe, expect, it } from 'vitest';
import { getQuestionType } from '../question-type-handle.ts';
import { legacyAttemptQuestionShuffler } from './legacy-seed-shuffler.ts';

/**
 * Shuffle version 1 must keep giving what it gave before version 2 existed: attempts started under
 * it are shown and graded with it. Every expected value here was computed with the code of commit
 * 6037d95 (seededShuffle and the plugins of that time), not with this module.
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
    const seed = '0123456789abcdef0123456789abcdef';
    const ordering = {
      items: ['Mercury', 'Venus', 'Earth', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune'].map((text, index) => ({
        id: index + 1,
        text,
      })),
    };
    const orderingShuffler = legacyAttemptQuestionShuffler(seed, '00000000-0000-4000-8000-000000000001');
    const handle = getQuestionType('ORDERING');
    expect(handle.toSafeContent(ordering, orderingShuffler)).toEqual({
      items: [
        { id: 2, text: 'Saturn' },
        { id: 7, text: 'Earth' },
        { id: 5, text: 'Uranus' },
        { id: 1, text: 'Neptune' },
        { id: 3, text: 'Mars' },
        { id: 4, text: 'Venus' },
        { id: 6, text: 'Jupiter' },
        { id: 8, text: 'Mercury' },
      ],
    });
    expect(handle.toShownResponse(ordering, orderingShuffler, handle.correctAnswer(ordering))).toEqual({
      orderedItemIds: [8, 4, 7, 3, 6, 2, 5, 1],
    });

    const matching = {
      left: [
        { id: 1, text: 'France', matchId: 10 },
        { id: 2, text: 'Italy', matchId: 11 },
        { id: 3, text: 'Spain', matchId: 12 },
      ],
      right: [
        { id: 10, text: 'Paris' },
        { id: 11, text: 'Rome' },
        { id: 12, text: 'Madrid' },
        { id: 13, text: 'Lisbon' },
      ],
    };
    const matchingShuffler = legacyAttemptQuestionShuffler(seed, '00000000-0000-4000-8000-000000000002');
    const matchingHandle = getQuestionType('MATCHING');
    expect(matchingHandle.toSafeContent(matching, matchingShuffler)).toEqual({
      left: [
        { id: 1, text: 'France' },
        { id: 2, text: 'Italy' },
        { id: 3, text: 'Spain' },
      ],
      right: [
        { id: 13, text: 'Madrid' },
        { id: 10, text: 'Lisbon' },
        { id: 12, text: 'Paris' },
        { id: 11, text: 'Rome' },
      ],
    });
    expect(matchingHandle.toShownResponse(matching, matchingShuffler, matchingHandle.correctAnswer(matching))).toEqual({
      matches: [
        { leftId: 1, rightId: 12 },
        { leftId: 2, rightId: 11 },
        { leftId: 3, rightId: 13 },
      ],
    });
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
