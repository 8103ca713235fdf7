import { describe, expect, it } from 'vitest';
import { mcqMultiFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, partly, same } from '../test-support/expect-grade.ts';
import { mcqMultiPlugin as plugin } from './index.ts';

// Correct: a (2) and c (5); wrong: b (4) and d (9).
const { primeNumbers, allCorrect } = mcqMultiFixtures.valid;

describe('MCQ_MULTI grading (right minus wrong over the correct count, floor 0)', () => {
  it.each([
    same('exactly the correct set', ['a', 'c'], 1),
    same('the correct set in another order', ['c', 'a'], 1),
    same('the correct set, canonical', { selectedOptionIds: ['a', 'c'] }, 1),
    partly('one of two correct', ['a'], 0.5),
    partly('one right, one repeated', ['a', 'a'], 0.5),
    same('one right, one wrong', ['a', 'b'], 0),
    partly('all right plus one wrong', ['a', 'c', 'b'], 0.5),
    same('every option', ['a', 'b', 'c', 'd'], 0),
    same('only wrong options (floored at 0)', ['b', 'd'], 0),
    same('one right, one unknown id', ['a', 'z'], 0),
    same('nothing selected', [], 0),
    same('a bare string', 'a', 0),
    same('numbers', [1, 3], 0),
    same('a string where a list belongs', { selectedOptionIds: 'a' }, 0),
    same('null', null, 0),
  ])('$name', (testCase) => expectGrades(plugin, primeNumbers, testCase));

  it('grades a question whose options are all correct', () => {
    expectGrades(plugin, allCorrect, same('both', ['a', 'b'], 1));
    expectGrades(plugin, allCorrect, partly('one', ['b'], 0.5));
  });
});

describe('MCQ_MULTI responses', () => {
  it('normalises raw arrays and drops repeats', () => {
    expect(plugin.normaliseResponse(['a', 'c', 'a'])).toEqual({ selectedOptionIds: ['a', 'c'] });
    expect(plugin.normaliseResponse({ selectedOptionIds: ['b'] })).toEqual({ selectedOptionIds: ['b'] });
    expect(plugin.normaliseResponse([])).toEqual({ selectedOptionIds: [] });
    expect(plugin.normaliseResponse(['a', 1])).toBeNull();
  });

  it('needs a non-empty list to count as answered', () => {
    expect(plugin.isAnswered({ selectedOptionIds: ['a'] })).toBe(true);
    expect(plugin.isAnswered({ selectedOptionIds: [] })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('gives every correct option as the correct answer', () => {
    expect(plugin.correctAnswer(primeNumbers)).toEqual({ selectedOptionIds: ['a', 'c'] });
  });
});

describe('MCQ_MULTI content', () => {
  it('strips correct from the safe content', () => {
    expect(plugin.toSafeContent(allCorrect, testShuffler('seed'))).toEqual({
      options: [
        { id: 'a', text: 'Red is a colour' },
        { id: 'b', text: 'Blue is a colour' },
      ],
    });
  });

  it('summarises with the correct options', () => {
    expect(plugin.summarise(primeNumbers)).toBe('4 options; correct: a (2), c (5)');
  });
});
