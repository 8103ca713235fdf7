import type { Shuffler } from './shuffler.ts';

/**
 * A bijection between authored ids and the ids a taker is shown. Authored ids carry the answer
 * (ORDERING items are numbered in the right order, MATCHING right ids follow their left items), so
 * the safe view renames them: the same set of numbers, in a correspondence drawn by the shuffler. Ids outside the set map to themselves, so a response naming an unknown id stays
 * unknown (and grades as wrong) in both directions.
 */
export interface IdPermutation {
  readonly toShown: (id: number) => number;
  readonly toAuthored: (id: number) => number;
}

/** The permutation of `ids` for one shuffler (its own purpose, so it is independent of the display shuffle). */
export function shownIdPermutation(ids: readonly number[], shuffler: Shuffler): IdPermutation {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const shuffled = shuffler.shuffle(sorted, 'shown-ids');
  const shown = new Map<number, number>();
  const authored = new Map<number, number>();
  sorted.forEach((id, index) => {
    const renamed = shuffled[index] as number;
    shown.set(id, renamed);
    authored.set(renamed, id);
  });
  return {
    toShown: (id) => shown.get(id) ?? id,
    toAuthored: (id) => authored.get(id) ?? id,
  };
}
