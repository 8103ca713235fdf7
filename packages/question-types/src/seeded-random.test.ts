import { describe, expect, it } from 'vitest';
import { fnv1a32, mulberry32, seededRandom } from './seeded-random.ts';

/**
 * Three copies of this generator existed before this module (the legacy shuffler, the offline generator's
 * Random, the benchmark's text.ts); each user must keep its old outputs. Every expected value was computed
 * with the benchmark's copy at commit 927dcd0 (`seedOf`, `random`).
 */
describe('seeded random', () => {
  it('hashes seed texts as FNV-1a 32, the salt xor-ed into the offset basis', () => {
    expect(fnv1a32('')).toBe(2166136261);
    expect(fnv1a32('users:bench')).toBe(845715215);
    expect(fnv1a32('quiz:Title', 7)).toBe(117684687);
    expect(fnv1a32('quiz:Title', 0)).toBe(2857534300);
  });

  it('draws the same mulberry32 sequence for the same seed', () => {
    const next = mulberry32(2024);
    expect([next(), next(), next()]).toEqual([0.811762373894453, 0.7108214949257672, 0.6505258858669549]);
    const salted = mulberry32(fnv1a32('users:bench', 3));
    expect([salted(), salted()]).toEqual([0.9584614252671599, 0.35881016752682626]);
  });

  it('seeds from a text through its hash', () => {
    const next = seededRandom('seed:0:MCQ_SINGLE:0');
    expect(next()).toBe(0.519506148993969);
  });
});
