import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptQuestionSeed, hashSeed, seededShuffle } from './seeded-shuffle.ts';

describe('seededShuffle', () => {
  it('is stable for one seed', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(seededShuffle(items, 'seed-1')).toEqual(seededShuffle(items, 'seed-1'));
    // Pinned: changing the algorithm would reorder items under attempts already in progress.
    expect(seededShuffle(items, 'seed-1')).toEqual(['b', 'a', 'd', 'f', 'c', 'e']);
  });

  it('gives different orders for different seeds', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    const orders = new Set(['s1', 's2', 's3', 's4', 's5'].map((seed) => seededShuffle(items, seed).join('')));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('does not change its input', () => {
    const items = [1, 2, 3];
    seededShuffle(items, 'x');
    expect(items).toEqual([1, 2, 3]);
  });

  it('leaves zero or one item as it is', () => {
    expect(seededShuffle([], 's')).toEqual([]);
    expect(seededShuffle(['only'], 's')).toEqual(['only']);
  });

  it('puts two items in either order, by seed (never "always swapped", which would show the answer reversed)', () => {
    expect(seededShuffle(['a', 'b'], 'any')).toEqual(['a', 'b']);
    expect(seededShuffle(['a', 'b'], 'seed-3')).toEqual(['b', 'a']);
  });

  it('is uniform: over many seeds every order of three items, the given one included, comes up about as often', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i += 1) {
      const order = seededShuffle(['a', 'b', 'c'], `attempt-${i}:question-1`).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    for (const [order, count] of counts) {
      expect(count, order).toBeGreaterThan(850);
      expect(count, order).toBeLessThan(1150);
    }
  });

  it('is a permutation and stable per seed (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 2, maxLength: 12 }), fc.string(), (values, seed) => {
        const items = values.map((value, index) => ({ index, value }));
        const shuffled = seededShuffle(items, seed);
        expect(shuffled).toEqual(seededShuffle(items, seed));
        expect([...shuffled].sort((a, b) => a.index - b.index)).toEqual(items);
      }),
    );
  });

  it('seeds per attempt and question', () => {
    expect(attemptQuestionSeed('attempt-1', 'question-2')).toBe('attempt-1:question-2');
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
    expect(hashSeed('a')).toBe(hashSeed('a'));
  });
});
