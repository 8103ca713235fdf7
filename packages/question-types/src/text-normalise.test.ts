import { describe, expect, it } from 'vitest';
import { normaliseText, textsMatch } from './text-normalise.ts';

describe('normaliseText', () => {
  it.each([
    ['  Paris  ', 'paris'],
    ['PARIS', 'paris'],
    ['New \t York\n City', 'new york city'],
    ['Paris.', 'paris'],
    ['«Paris»', 'paris'],
    ['¿Qué?', 'qué'],
    ['"Rome" !', 'rome'],
    ['...and so on...', 'and so on'],
    ['don’t', "don't"],
    ['“quoted”', 'quoted'],
    ['e.g. this', 'e.g. this'],
    ['50%', '50%'],
    ['C#', 'c#'],
    ['-5', '-5'],
    ['.5', '.5'],
    ['(-5)', '-5'],
    ['- 5', '5'],
    ['$5', '$5'],
    ['x²', 'x²'],
    ['!!!', ''],
    ['', ''],
  ])('%j becomes %j', (given, expected) => {
    expect(normaliseText(given)).toBe(expected);
  });

  it('composes accents so typed and pasted forms agree', () => {
    expect(normaliseText('Cafe\u0301')).toBe(normaliseText('Café'));
  });
});

describe('textsMatch', () => {
  it('matches texts equal after normalisation only', () => {
    expect(textsMatch(' the  mitochondria. ', 'The mitochondria')).toBe(true);
    expect(textsMatch('mitochondrion', 'The mitochondria')).toBe(false);
    expect(textsMatch('5', '-5')).toBe(false);
    expect(textsMatch('50', '50%')).toBe(false);
  });

  it('never matches an empty answer, even against an empty expectation', () => {
    expect(textsMatch('', '')).toBe(false);
    expect(textsMatch('?', '!')).toBe(false);
  });
});
