/**
 * What a safe view shuffles. Each purpose draws from its own stream, so one shown order says
 * nothing about another: an ORDERING question's item order tells nothing about its shown ids.
 */
export type ShufflePurpose = 'item-order' | 'match-column' | 'shown-ids';

/**
 * The shuffles of one safe view (one question in one attempt, or one question read outside
 * attempts), supplied by the caller. The server keys them with a secret that never leaves it
 * (`@quizmaker/question-types/shufflers`), so knowing the algorithm and every other shown order
 * does not let a taker compute this one. The plugins only ask for permutations: they stay pure.
 */
export interface Shuffler {
  /** A permutation of `items` for `purpose`; the same shuffler and purpose always give the same one. Leaves `items` as it is. */
  shuffle<T>(items: readonly T[], purpose: ShufflePurpose): T[];
}

/** A uniformly random integer in [0, bound) for an integer bound >= 1. */
export type RandomBelow = (bound: number) => number;

/**
 * Fisher-Yates: with uniform integers every order, the given one included, is equally likely. The
 * order shown to a taker must not depend on the answer, so the given (answer) order is not avoided:
 * a shuffle that never returned it would always swap two items (the answer is then the reverse of
 * what is shown) and, for more items, would make the answer the one order never shown.
 */
export function fisherYatesShuffle<T>(items: readonly T[], randomBelow: RandomBelow): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = randomBelow(i + 1);
    const held = shuffled[i] as T;
    shuffled[i] = shuffled[j] as T;
    shuffled[j] = held;
  }
  return shuffled;
}
