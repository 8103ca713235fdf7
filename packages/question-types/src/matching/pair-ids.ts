import { nextNumericId } from '../ids.ts';
import type { MatchingContent } from './schema.ts';

/** Right ids start at 10 (spec 2), keeping them visibly apart from left ids 1, 2, ... */
export const FIRST_RIGHT_ID = 10;

/** Ids of a new pair (spec 2): max left id + 1 and max right id + 1, the right one at least 10. */
export function nextMatchingPairIds(content: Pick<MatchingContent, 'left' | 'right'>): {
  leftId: number;
  rightId: number;
} {
  return { leftId: nextNumericId(content.left), rightId: nextNumericId(content.right, FIRST_RIGHT_ID) };
}

/** The editor's "Add pair": an empty left item matched to a new empty right item. */
export function addMatchingPair(content: MatchingContent): MatchingContent {
  const { leftId, rightId } = nextMatchingPairIds(content);
  return {
    ...content,
    left: [...content.left, { id: leftId, text: '', matchId: rightId }],
    right: [...content.right, { id: rightId, text: '' }],
  };
}
