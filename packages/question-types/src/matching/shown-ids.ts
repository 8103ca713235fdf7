import type { ShownIds } from '../plugin.ts';
import { seededIdPermutation } from '../shown-ids.ts';
import type { MatchingContent, MatchingResponse } from './schema.ts';

/**
 * Right ids are 10 + i for left item i (nextMatchingPairIds), so the pairing could be read off the
 * ids: the taker sees the right ids renamed by a seeded permutation of the right id set. Left ids
 * stay as authored (they say nothing once the right ids are renamed).
 */
export function matchingRightIdPermutation(content: MatchingContent, seed: string) {
  return seededIdPermutation(
    content.right.map((item) => item.id),
    seed,
  );
}

export const matchingShownIds: ShownIds<MatchingContent, MatchingResponse> = {
  toShown: (content, seed, response) => {
    const ids = matchingRightIdPermutation(content, seed);
    return { ...response, matches: response.matches.map((match) => ({ ...match, rightId: ids.toShown(match.rightId) })) };
  },
  toAuthored: (content, seed, response) => {
    const ids = matchingRightIdPermutation(content, seed);
    return { ...response, matches: response.matches.map((match) => ({ ...match, rightId: ids.toAuthored(match.rightId) })) };
  },
};
