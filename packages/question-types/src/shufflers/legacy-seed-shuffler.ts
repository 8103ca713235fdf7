import { seededRandom } from '../seeded-random.ts';
import { fisherYatesShuffle, type ShufflePurpose, type Shuffler } from '../shuffler.ts';

/**
 * Shuffle version 1, kept ONLY for attempts started under it (attempts.shuffle_version = 1): they
 * must show and grade exactly as they did. Its whole state is 32 bits (an FNV-1a hash of a seed
 * text feeding mulberry32), so a taker who sees a few orders can search every state and compute
 * all the others (issue 15, H-1). Nothing new uses it: see keyed-shuffler.ts.
 */

/** Version 1's seed text per purpose: the display shuffles used the question seed itself, the shown ids `<seed>:ids`. */
const SEED_SUFFIX: Record<ShufflePurpose, string> = { 'item-order': '', 'match-column': '', 'shown-ids': ':ids' };

/** Version 1's shuffle of items for one seed text (also how it ordered an ALL_AT_ONCE attempt's questions, from `<attempt seed>:order`). */
function legacySeededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = seededRandom(seed);
  return fisherYatesShuffle(items, (bound) => Math.floor(random() * bound));
}

/** Version 1's shuffles of one question in one attempt (seed text `<attempt seed>:<question id>`). */
export function legacyAttemptQuestionShuffler(attemptSeed: string, questionId: string): Shuffler {
  const seed = `${attemptSeed}:${questionId}`;
  return { shuffle: (items, purpose) => legacySeededShuffle(items, `${seed}${SEED_SUFFIX[purpose]}`) };
}
