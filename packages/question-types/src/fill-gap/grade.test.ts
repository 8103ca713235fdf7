import { describe, expect, it } from 'vitest';
import { fillGapFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, partly, same } from '../test-support/expect-grade.ts';
import { addGap, gapMarkerIds, nextGapId } from './gap-markers.ts';
import { fillGapPlugin as plugin } from './index.ts';

// Gap 1: Paris, gap 2: Rome.
const { capitals, longMarkers } = fillGapFixtures.valid;

describe('FILL_GAP grading (share of right gaps, normalised text)', () => {
  it.each([
    same('both gaps, raw map', { '1': 'Paris', '2': 'Rome' }, 1),
    same('both gaps, normalised', { '1': '  paris ', '2': 'ROME.' }, 1),
    same(
      'both gaps, canonical',
      {
        answers: [
          { gapId: 1, answer: 'Paris' },
          { gapId: 2, answer: 'Rome' },
        ],
      },
      1,
    ),
    same(
      'both gaps, canonical with digit-string ids',
      {
        answers: [
          { gapId: '2', answer: 'Rome' },
          { gapId: '1', answer: 'Paris' },
        ],
      },
      1,
    ),
    same('an answer for an unknown gap is ignored', { '1': 'Paris', '2': 'Rome', '3': 'Berlin' }, 1),
    partly('one gap answered', { '1': 'Paris' }, 0.5),
    partly('one gap right, one wrong', { '1': 'Paris', '2': 'Milan' }, 0.5),
    same('answers swapped', { '1': 'Rome', '2': 'Paris' }, 0),
    same('blank answers', { '1': ' ', '2': '' }, 0),
    same('an empty map', {}, 0),
    same(
      'two answers for one gap',
      {
        answers: [
          { gapId: 1, answer: 'Paris' },
          { gapId: 1, answer: 'Rome' },
        ],
      },
      0,
    ),
    same('a key that is no gap id', { one: 'Paris' }, 0),
    same('a number as the answer', { '1': 5 }, 0),
    same('a bare text', 'Paris', 0),
    same('an array', ['Paris', 'Rome'], 0),
    same('null', null, 0),
  ])('$name', (testCase) => expectGrades(plugin, capitals, testCase));
});

describe('FILL_GAP responses', () => {
  it('normalises the map form into canonical answers', () => {
    expect(plugin.normaliseResponse({ '2': 'Rome', '1': 'Paris' })).toEqual({
      answers: [
        { gapId: 1, answer: 'Paris' },
        { gapId: 2, answer: 'Rome' },
      ],
    });
    expect(plugin.normaliseResponse({})).toEqual({ answers: [] });
  });

  it('counts as answered once any gap has text', () => {
    expect(plugin.isAnswered({ answers: [{ gapId: 1, answer: 'x' }] })).toBe(true);
    expect(plugin.isAnswered({ answers: [{ gapId: 1, answer: ' ' }] })).toBe(false);
    expect(plugin.isAnswered({ answers: [] })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('gives every gap answer as the correct answer', () => {
    expect(plugin.correctAnswer(capitals)).toEqual({
      answers: [
        { gapId: 1, answer: 'Paris' },
        { gapId: 2, answer: 'Rome' },
      ],
    });
  });
});

describe('FILL_GAP content', () => {
  it('keeps the text and gap ids only in the safe content', () => {
    expect(plugin.toSafeContent(capitals, testShuffler('seed'))).toEqual({
      text: capitals.text,
      gaps: [{ id: 1 }, { id: 2 }],
    });
  });

  it('reads markers of three or more underscores', () => {
    expect(gapMarkerIds(capitals.text)).toEqual([1, 2]);
    expect(gapMarkerIds(longMarkers.text)).toEqual([1]);
    expect(gapMarkerIds('a __1__ b ___ c')).toEqual([]);
  });

  it('"Add Gap" appends the next marker and an empty gap', () => {
    expect(nextGapId({ text: 'x ___4___', gaps: [{ id: 1 }] })).toBe(5);
    expect(addGap({ text: 'Capital:', gaps: [] })).toEqual({ text: 'Capital: ___1___', gaps: [{ id: 1, answer: '' }] });
    expect(addGap(capitals)).toEqual({
      text: `${capitals.text} ___3___`,
      gaps: [...capitals.gaps, { id: 3, answer: '' }],
    });
    expect(addGap({ text: '', gaps: [] })).toEqual({ text: '___1___', gaps: [{ id: 1, answer: '' }] });
  });

  it('summarises with the answers', () => {
    expect(plugin.summarise(capitals)).toBe('2 gap(s): 1 = Paris, 2 = Rome');
  });
});
