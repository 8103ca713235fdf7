import { z } from 'zod';

/** Ids of gaps, statements, items, regions and pairs are non-negative integers (spec 2 section 3). */
export const NumericIdSchema = z.int().nonnegative();

/** Accepts an id as a number or its decimal string, because JSON map keys are always strings. */
export const LenientNumericIdSchema = z.union([
  NumericIdSchema,
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

/** Next id of a numbered list: one above the largest (never reuses an id), at least `min`. */
export function nextNumericId(list: ReadonlyArray<{ readonly id: number }>, min = 1): number {
  return list.reduce((next, entry) => Math.max(next, entry.id + 1), min);
}

/** Drops repeated values, keeping first occurrences in order: a repeated selection means nothing more. */
export function withoutRepeats<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** True when some value occurs twice; used where a repeat makes an answer ambiguous. */
export function hasRepeats(values: readonly unknown[]): boolean {
  return new Set(values).size !== values.length;
}
