import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';

/**
 * The offline generator's questions are reproducible from the seed: a generated quiz must not change when the
 * generator's random source moves. Every expected value was computed with the code of commit 927dcd0.
 */
describe('offline generator Random', () => {
  it('draws the same floats, integers and shuffles for the same seed', () => {
    const random = new Random('seed:0:MCQ_SINGLE:0');
    expect([random.next(), random.next(), random.next()]).toEqual([
      0.519506148993969, 0.4297161514405161, 0.04123210348188877,
    ]);
    expect([random.int(10), random.int(10), random.int(1000)]).toEqual([3, 0, 443]);
    expect(random.shuffle(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toEqual(['h', 'f', 'a', 'c', 'd', 'b', 'g', 'e']);
  });
});
