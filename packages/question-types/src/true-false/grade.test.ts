import { describe, expect, it } from 'vitest';
import { trueFalseFixtures } from './fixtures.ts';
import { testShuffler } from '../test-support/shufflers.ts';
import { expectGrades, same } from '../test-support/expect-grade.ts';
import { trueFalsePlugin as plugin } from './index.ts';

const { earthIsRound, sunOrbitsEarth } = trueFalseFixtures.valid;

describe('TRUE_FALSE grading', () => {
  it.each([same('true, raw', true, 1), same('true, canonical', { answer: true }, 1), same('false', false, 0)])(
    'answer true: $name',
    (testCase) => expectGrades(plugin, earthIsRound, testCase),
  );

  // The reference implementation read malformed responses as false; here they never score.
  it.each([
    same('false, raw', false, 1),
    same('false, canonical', { answer: false }, 1),
    same('true', true, 0),
    same('an empty object', {}, 0),
    same('null', null, 0),
    same('undefined', undefined, 0),
    same('the text "false"', 'false', 0),
    same('zero', 0, 0),
    same('a text answer', { answer: 'false' }, 0),
    same('a null answer', { answer: null }, 0),
  ])('answer false: $name', (testCase) => expectGrades(plugin, sunOrbitsEarth, testCase));
});

describe('TRUE_FALSE responses and content', () => {
  it('normalises booleans only', () => {
    expect(plugin.normaliseResponse(true)).toEqual({ answer: true });
    expect(plugin.normaliseResponse({ answer: false })).toEqual({ answer: false });
    expect(plugin.normaliseResponse('true')).toBeNull();
    expect(plugin.normaliseResponse({})).toBeNull();
  });

  it('counts any verdict as answered, false included', () => {
    expect(plugin.isAnswered({ answer: false })).toBe(true);
    expect(plugin.isAnswered(null)).toBe(false);
  });

  it('shows the taker nothing and answers with the verdict', () => {
    expect(plugin.toSafeContent(sunOrbitsEarth, testShuffler('seed'))).toEqual({});
    expect(plugin.correctAnswer(sunOrbitsEarth)).toEqual({ answer: false });
    expect(plugin.summarise(earthIsRound)).toBe('Answer: True');
  });
});
