import { describe, expect, it } from 'vitest';
import { matchingFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, partly, same } from '../test-support/expect-grade.ts';
import { matchingPlugin as plugin } from './index.ts';
import { addMatchingPair, nextMatchingPairIds } from './pair-ids.ts';

// France 1 → Paris 10, Italy 2 → Rome 11, Spain 3 → Madrid 12.
const { countriesAndCapitals, withDistractor } = matchingFixtures.valid;

describe('MATCHING grading (share of left items linked right)', () => {
  it.each([
    same('every pair, raw map', { '1': 10, '2': 11, '3': 12 }, 1),
    same('every pair, digit strings', { '1': '10', '2': '11', '3': '12' }, 1),
    same(
      'every pair, canonical',
      {
        matches: [
          { leftId: 1, rightId: 10 },
          { leftId: 2, rightId: 11 },
          { leftId: 3, rightId: 12 },
        ],
      },
      1,
    ),
    same('every pair, map wrapped in answer (the original client)', { answer: { '1': 10, '2': 11, '3': 12 } }, 1),
    partly('two swapped, wrapped', { answer: { '1': 10, '2': 12, '3': 11 } }, 1 / 3),
    same('a wrapped map beside another key', { answer: { '1': 10, '2': 11, '3': 12 }, extra: true }, 0),
    same('a wrapped list', { answer: [10, 11, 12] }, 0),
    same('an unknown left id is ignored', { '1': 10, '2': 11, '3': 12, '9': 10 }, 1),
    partly('two swapped', { '1': 10, '2': 12, '3': 11 }, 1 / 3),
    partly('one pair only', { '1': 10 }, 1 / 3),
    partly('two of three', { '1': 10, '2': 11 }, 2 / 3),
    partly('everything on one right item', { '1': 10, '2': 10, '3': 10 }, 1 / 3),
    same('all wrong', { '1': 11, '2': 12, '3': 10 }, 0),
    same('an empty map', {}, 0),
    same(
      'one left item linked twice',
      {
        matches: [
          { leftId: 1, rightId: 10 },
          { leftId: 1, rightId: 11 },
        ],
      },
      0,
    ),
    same('an array of right ids', [10, 11, 12], 0),
    same('a key that is no id', { France: 10 }, 0),
    same('a text value', { '1': 'Paris' }, 0),
    same('null', null, 0),
  ])('$name', (testCase) => expectGrades(plugin, countriesAndCapitals, testCase));

  it('grades with a distractor on the right', () => {
    expectGrades(plugin, withDistractor, same('both', { '1': 11, '2': 10 }, 1));
    expectGrades(plugin, withDistractor, partly('the distractor once', { '1': 12, '2': 10 }, 0.5));
  });
});

describe('MATCHING responses and content', () => {
  it('normalises the map form', () => {
    expect(plugin.normaliseResponse({ '2': 11, '1': '10' })).toEqual({
      matches: [
        { leftId: 1, rightId: 10 },
        { leftId: 2, rightId: 11 },
      ],
    });
    expect(plugin.normaliseResponse({})).toEqual({ matches: [] });
  });

  it('counts one link as answered', () => {
    expect(plugin.isAnswered({ matches: [{ leftId: 1, rightId: 10 }] })).toBe(true);
    expect(plugin.isAnswered({ matches: [] })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('answers with every pair', () => {
    expect(plugin.correctAnswer(countriesAndCapitals)).toEqual({
      matches: [
        { leftId: 1, rightId: 10 },
        { leftId: 2, rightId: 11 },
        { leftId: 3, rightId: 12 },
      ],
    });
    expect(plugin.summarise(countriesAndCapitals)).toBe('3 pairs: France → Paris; Italy → Rome; Spain → Madrid');
  });

  it('hides matchId and shuffles the right side with the shuffler, stably', () => {
    const shuffler = testShuffler('attempt-9:question-2');
    const safe = plugin.toSafeContent(countriesAndCapitals, shuffler);
    expect(plugin.toSafeContent(countriesAndCapitals, testShuffler('attempt-9:question-2'))).toEqual(safe);
    expect(safe.left).toEqual(countriesAndCapitals.left.map(({ id, text }) => ({ id, text })));
    // The right column in the shuffler's 'match-column' order, not paired with the left by position.
    expect(safe.right.map((item) => item.text)).toEqual(
      shuffler.shuffle(countriesAndCapitals.right, 'match-column').map((item) => item.text),
    );
    expect(safe.right.map((item) => item.text)).not.toEqual(['Paris', 'Rome', 'Madrid']);
    expect(safe.right.map((item) => item.id).sort()).toEqual([10, 11, 12]);
  });

  it('gives a new pair max left + 1 and max right + 1, the right at least 10', () => {
    expect(nextMatchingPairIds(countriesAndCapitals)).toEqual({ leftId: 4, rightId: 13 });
    expect(nextMatchingPairIds({ left: [], right: [] })).toEqual({ leftId: 1, rightId: 10 });
    expect(nextMatchingPairIds({ left: [{ id: 5, text: '', matchId: 2 }], right: [{ id: 2, text: '' }] })).toEqual({
      leftId: 6,
      rightId: 10,
    });
    const added = addMatchingPair(plugin.defaultContent());
    expect(added.left.at(-1)).toEqual({ id: 3, text: '', matchId: 12 });
    expect(added.right.at(-1)).toEqual({ id: 12, text: '' });
  });
});
