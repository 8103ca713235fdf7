import { describe, expect, it } from 'vitest';
import { openFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, same } from '../test-support/expect-grade.ts';
import { openPlugin as plugin } from './index.ts';

const { capitalOfItaly, twoWords } = openFixtures.valid;

describe('OPEN grading (normalised equality, nothing fuzzier)', () => {
  it.each([
    same('the model answer', 'Rome', 1),
    same('lower case with spaces', '  rome ', 1),
    same('upper case with a full stop', 'ROME.', 1),
    same('in quotes', '"Rome"', 1),
    same('canonical form', { answer: 'rome!' }, 1),
    same('a near miss', 'Rom', 0),
    same('the answer inside a longer text', 'Rome, Italy', 0),
    same('another city', 'Milan', 0),
    same('an empty text', '', 0),
    same('punctuation only', '?!', 0),
    same('a number', 5, 0),
    same('null', null, 0),
  ])('$name', (testCase) => expectGrades(plugin, capitalOfItaly, testCase));

  it('collapses inner whitespace but does not remove it', () => {
    expectGrades(plugin, twoWords, same('collapsed', 'new york   city', 1));
    expectGrades(plugin, twoWords, same('joined', 'newyork city', 0));
  });
});

describe('OPEN responses and content', () => {
  it('normalises a text or the canonical form', () => {
    expect(plugin.normaliseResponse('Rome')).toEqual({ answer: 'Rome' });
    expect(plugin.normaliseResponse({ answer: 'Rome' })).toEqual({ answer: 'Rome' });
    expect(plugin.normaliseResponse(['Rome'])).toBeNull();
  });

  it('needs non-blank text to count as answered', () => {
    expect(plugin.isAnswered({ answer: 'x' })).toBe(true);
    expect(plugin.isAnswered({ answer: '   ' })).toBe(false);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('hides the model answer and gives it as the correct answer', () => {
    expect(plugin.toSafeContent(capitalOfItaly, testShuffler('seed'))).toEqual({});
    expect(plugin.correctAnswer(capitalOfItaly)).toEqual({ answer: 'Rome' });
    expect(plugin.summarise(capitalOfItaly)).toBe('Model answer: Rome');
  });
});
