import { describe, expect, it } from 'vitest';
import { mcqSingleFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, same } from '../test-support/expect-grade.ts';
import { mcqSinglePlugin as plugin } from './index.ts';
import { selectCorrectOption } from './select-correct-option.ts';

const { capitalOfFrance, twoOptions } = mcqSingleFixtures.valid;

describe('MCQ_SINGLE grading', () => {
  it.each([
    same('the correct option, canonical', { selectedOptionId: 'b' }, 1),
    same('the correct option, raw string', 'b', 1),
    same('a wrong option', { selectedOptionId: 'a' }, 0),
    same('an id that is no option', 'z', 0),
    same('a cleared choice', '', 0),
    same('a number', 2, 0),
    same('an array', ['b'], 0),
    same('null', null, 0),
    same('undefined', undefined, 0),
    same('a wrongly typed id', { selectedOptionId: 2 }, 0),
  ])('$name', (testCase) => expectGrades(plugin, capitalOfFrance, testCase));

  it('grades the two-option fixture', () => {
    expectGrades(plugin, twoOptions, same('b', 'b', 1));
    expectGrades(plugin, twoOptions, same('a', 'a', 0));
  });
});

describe('MCQ_SINGLE responses', () => {
  it('normalises the raw and canonical forms', () => {
    expect(plugin.normaliseResponse('b')).toEqual({ selectedOptionId: 'b' });
    expect(plugin.normaliseResponse({ selectedOptionId: 'c', extra: 1 })).toEqual({ selectedOptionId: 'c' });
    expect(plugin.normaliseResponse('')).toEqual({ selectedOptionId: '' });
    expect(plugin.normaliseResponse({})).toBeNull();
  });

  it('counts a selection as answered, a cleared one not', () => {
    expect(plugin.isAnswered({ selectedOptionId: 'a' })).toBe(true);
    expect(plugin.isAnswered({ selectedOptionId: '' })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('gives the correct option as the correct answer', () => {
    expect(plugin.correctAnswer(capitalOfFrance)).toEqual({ selectedOptionId: 'b' });
  });
});

describe('MCQ_SINGLE content', () => {
  it('strips correct from the safe content and keeps option order', () => {
    expect(plugin.toSafeContent(capitalOfFrance, testShuffler('seed'))).toEqual({
      options: [
        { id: 'a', text: 'London' },
        { id: 'b', text: 'Paris' },
        { id: 'c', text: 'Rome' },
        { id: 'd', text: 'Madrid' },
      ],
    });
  });

  it('choosing one correct option clears the others', () => {
    const chosen = selectCorrectOption(capitalOfFrance, 'c');
    expect(chosen.options.map((option) => option.correct)).toEqual([false, false, true, false]);
  });

  it('summarises with the correct option', () => {
    expect(plugin.summarise(capitalOfFrance)).toBe('4 options; correct: b (Paris)');
  });
});
