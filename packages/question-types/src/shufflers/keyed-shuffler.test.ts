import { createSecretKey } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyedRandomBelow, keyedShuffler } from './keyed-shuffler.ts';

const KEY_BYTES = Buffer.from('00112233445566778899aabbccddeeff102132435465768798a9bacbdcedfe0f', 'hex');
const key = createSecretKey(KEY_BYTES);
const twenty = Array.from({ length: 20 }, (_, index) => index);

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[], total: number): number {
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Every order of `items` (as joined strings), to count each one, the unseen ones included. */
function orders(items: string[]): string[] {
  if (items.length <= 1) return [items.join('')];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => item + rest),
  );
}

describe('keyedShuffler (shuffle version 2)', () => {
  it('is deterministic per key and labels, also with a key object made again from the same bytes (a restart, another process)', () => {
    const first = keyedShuffler(key, ['attempt', 'seed-1', 'question-1']).shuffle(twenty, 'item-order');
    expect(keyedShuffler(key, ['attempt', 'seed-1', 'question-1']).shuffle(twenty, 'item-order')).toEqual(first);
    expect(
      keyedShuffler(createSecretKey(Buffer.from(KEY_BYTES)), ['attempt', 'seed-1', 'question-1']).shuffle(
        twenty,
        'item-order',
      ),
    ).toEqual(first);
    expect([...first].sort((a, b) => a - b)).toEqual(twenty);
    expect(first).not.toEqual(twenty);
  });

  it('is uniform: chi-square over every order of 3 and of 4 items, the given order included', () => {
    // Critical values at p = 0.001: 20.52 (5 degrees of freedom), 49.73 (23).
    for (const [letters, critical] of [
      [['a', 'b', 'c'], 20.52],
      [['a', 'b', 'c', 'd'], 49.73],
    ] as const) {
      const all = orders([...letters]);
      const counts = new Map(all.map((order) => [order, 0]));
      const total = all.length * 1000;
      for (let i = 0; i < total; i += 1) {
        const order = keyedShuffler(key, ['attempt', `seed-${i}`, 'question-1'])
          .shuffle(letters, 'item-order')
          .join('');
        counts.set(order, (counts.get(order) ?? 0) + 1);
      }
      expect(counts.size).toBe(all.length);
      expect(chiSquare([...counts.values()], total), letters.join('')).toBeLessThan(critical);
    }
  });

  it('draws without modulo bias: values below 2^32 at or above the largest multiple of the bound are rejected', () => {
    // With bound 2^31 + 1, `value % bound` would put two thirds of the draws in the lower half.
    const bound = 2 ** 31 + 1;
    const randomBelow = keyedRandomBelow(key, ['bias']);
    const draws = Array.from({ length: 20_000 }, () => randomBelow(bound));
    expect(draws.every((value) => Number.isInteger(value) && value >= 0 && value < bound)).toBe(true);
    const lowerHalf = draws.filter((value) => value < bound / 2).length / draws.length;
    expect(lowerHalf).toBeGreaterThan(0.48);
    expect(lowerHalf).toBeLessThan(0.52);
    const small = keyedRandomBelow(key, ['small']);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i += 1) counts[small(3)]! += 1;
    expect(chiSquare(counts, 30_000)).toBeLessThan(13.82); // p = 0.001, 2 degrees of freedom
    expect(small(1)).toBe(0);
    expect(() => small(0)).toThrow(RangeError);
    expect(() => small(2.5)).toThrow(RangeError);
    expect(() => small(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('gives each purpose and each question its own order: the pairs of orders are independent (chi-square over the 36 pairs)', () => {
    const letters = ['a', 'b', 'c'];
    const all = orders(letters);
    const index = (order: string[]) => all.indexOf(order.join(''));
    const purposes = new Array<number>(36).fill(0);
    const questions = new Array<number>(36).fill(0);
    const total = 36 * 300;
    for (let i = 0; i < total; i += 1) {
      const question = keyedShuffler(key, ['attempt', `seed-${i}`, 'question-1']);
      const other = keyedShuffler(key, ['attempt', `seed-${i}`, 'question-2']);
      const items = question.shuffle(letters, 'item-order');
      purposes[index(items) * 6 + index(question.shuffle(letters, 'shown-ids'))]! += 1;
      questions[index(items) * 6 + index(other.shuffle(letters, 'item-order'))]! += 1;
    }
    // Critical value at p = 0.001 with 35 degrees of freedom: 66.62.
    expect(chiSquare(purposes, total)).toBeLessThan(66.62);
    expect(chiSquare(questions, total)).toBeLessThan(66.62);
  });

  it('depends on the whole key: changing any one bit of any byte, the first 32 bits kept, changes the order of 20 items', () => {
    const labels = ['attempt', 'seed-1', 'question-1'];
    const reference = keyedShuffler(key, labels).shuffle(twenty, 'item-order');
    for (let byte = 0; byte < KEY_BYTES.length; byte += 1) {
      const changed = Buffer.from(KEY_BYTES);
      changed[byte] = changed[byte]! ^ 0x01;
      expect(keyedShuffler(createSecretKey(changed), labels).shuffle(twenty, 'item-order'), `byte ${byte}`).not.toEqual(
        reference,
      );
    }
    // Two keys equal in their first 32 bits (all a 32-bit state could hold) give unrelated orders.
    const sameStart = Buffer.from(KEY_BYTES);
    sameStart[31] = sameStart[31]! ^ 0x80;
    expect(sameStart.subarray(0, 4)).toEqual(KEY_BYTES.subarray(0, 4));
    expect(keyedShuffler(createSecretKey(sameStart), labels).shuffle(twenty, 'item-order')).not.toEqual(reference);
  });

  it('reads labels unambiguously: labels that join to the same text draw different streams', () => {
    const first = keyedShuffler(key, ['a:b', 'c']).shuffle(twenty, 'item-order');
    expect(keyedShuffler(key, ['a', 'b:c']).shuffle(twenty, 'item-order')).not.toEqual(first);
    expect(keyedShuffler(key, ['ab', 'c']).shuffle(twenty, 'item-order')).not.toEqual(
      keyedShuffler(key, ['a', 'bc']).shuffle(twenty, 'item-order'),
    );
  });

  it('refuses a key shorter than 128 bits', () => {
    expect(() => keyedRandomBelow(createSecretKey(Buffer.alloc(15, 1)), ['x'])).toThrow(
      'A shuffle key must be a secret key of at least 128 bits',
    );
    expect(keyedRandomBelow(createSecretKey(Buffer.alloc(16, 1)), ['x'])(10)).toBeLessThan(10);
  });

  it('is a permutation, leaves its input as it is, and is stable (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 40 }),
        fc.array(fc.string(), { maxLength: 4 }),
        (values, labels) => {
          const items = values.map((value, index) => ({ index, value }));
          const copy = [...items];
          const shuffler = keyedShuffler(key, labels);
          const shuffled = shuffler.shuffle(items, 'match-column');
          expect(items).toEqual(copy);
          expect(shuffled).toEqual(keyedShuffler(key, labels).shuffle(items, 'match-column'));
          expect([...shuffled].sort((a, b) => a.index - b.index)).toEqual(items);
        },
      ),
    );
  });
});
