import { fisherYatesShuffle, type ShufflePurpose, type Shuffler } from '../shuffler.ts';

/**
 * Shuffle version 1, kept ONLY for attempts started under it (attempts.shuffle_version = 1): they
 * must show and grade exactly as they did. Its whole state is 32 bits (an FNV-1a hash of a seed
 * text feeding mulberry32), so a taker who sees a few orders can search every state and compute
 * all the others (issue 15, H-1). Nothing new uses it: see keyed-shuffler.ts.
 */

/** FNV-1a 32-bit hash of the seed text. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1) from a 32-bit state. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Version 1's seed text per purpose: the display shuffles used the question seed itself, the shown ids `<seed>:ids`. */
const SEED_SUFFIX: Record<ShufflePurpose, string> = { 'item-order': '', 'match-column': '', 'shown-ids': ':ids' };

/** Version 1's shuffle of items for one seed text (also how it ordered an ALL_AT_ONCE attempt's questions, from `<attempt seed>:order`). */
function legacySeededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = mulberry32(hashSeed(seed));
  return fisherYatesShuffle(items, (bound) => Math.floor(random() * bound));
}

/** Version 1's shuffles of one question in one attempt (seed text `<attempt seed>:<question id>`). */
export function legacyAttemptQuestionShuffler(attemptSeed: string, questionId: string): Shuffler {
  const seed = `${attemptSeed}:${questionId}`;
  return { shuffle: (items, purpose) => legacySeededShuffle(items, `${seed}${SEED_SUFFIX[purpose]}`) };
}
