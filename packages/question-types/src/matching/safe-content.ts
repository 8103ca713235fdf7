import type { Shuffler } from '../shuffler.ts';
import type { MatchingContent, MatchingSafeContent } from './schema.ts';
import { matchingRightIdPermutation } from './shown-ids.ts';

/**
 * The right side in the order that would reveal the pairs (each left item's match, in left order,
 * then the distractors). The uniform shuffle of it puts each left item's match at any place
 * with the same chance, whatever the authored right order was.
 */
function revealingRightOrder(content: MatchingContent): MatchingContent['right'] {
  const byId = new Map(content.right.map((item) => [item.id, item]));
  const matched = content.left.flatMap((item) => byId.get(item.matchId) ?? []);
  const unique = [...new Set(matched)];
  return [...unique, ...content.right.filter((item) => !unique.includes(item))];
}

/** Drops every matchId, shuffles the right side with the shuffler and shows the right items under their shown ids. */
export function toSafeMatchingContent(content: MatchingContent, shuffler: Shuffler): MatchingSafeContent {
  const rightIds = matchingRightIdPermutation(content, shuffler);
  return {
    left: content.left.map(({ id, text }) => ({ id, text })),
    right: shuffler
      .shuffle(revealingRightOrder(content), 'match-column')
      .map(({ id, text }) => ({ id: rightIds.toShown(id), text })),
  };
}
