import type { ShownIds } from '../plugin.ts';
import { shownIdPermutation } from '../shown-ids.ts';
import type { Shuffler } from '../shuffler.ts';
import type { MatchingContent, MatchingResponse } from './schema.ts';

/**
 * Right ids are 10 + i for left item i (nextMatchingPairIds), so the pairing could be read off the
 * ids: the taker sees the right ids renamed by a permutation of the right id set drawn by the
 * shuffler. Left ids stay as authored (they say nothing once the right ids are renamed).
 */
export function matchingRightIdPermutation(content: MatchingContent, shuffler: Shuffler) {
  return shownIdPermutation(
    content.right.map((item) => item.id),
    shuffler,
  );
}

export const matchingShownIds: ShownIds<MatchingContent, MatchingResponse> = {
  toShown: (content, shuffler, response) => {
    const ids = matchingRightIdPermutation(content, shuffler);
    return {
      ...response,
      matches: response.matches.map((match) => ({ ...match, rightId: ids.toShown(match.rightId) })),
    };
  },
  toAuthored: (content, shuffler, response) => {
    const ids = matchingRightIdPermutation(content, shuffler);
    return {
      ...response,
      matches: response.matches.map((match) => ({ ...match, rightId: ids.toAuthored(match.rightId) })),
    };
  },
};
