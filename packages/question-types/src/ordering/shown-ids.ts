import type { ShownIds } from '../plugin.ts';
import { shownIdPermutation } from '../shown-ids.ts';
import type { Shuffler } from '../shuffler.ts';
import type { OrderingContent, OrderingResponse } from './schema.ts';

/**
 * Items are numbered 1..n in the answer order (editor, defaults), so the taker sees them renamed:
 * a permutation of the same ids drawn by the shuffler.
 */
export function orderingIdPermutation(content: OrderingContent, shuffler: Shuffler) {
  return shownIdPermutation(
    content.items.map((item) => item.id),
    shuffler,
  );
}

export const orderingShownIds: ShownIds<OrderingContent, OrderingResponse> = {
  toShown: (content, shuffler, response) => {
    const ids = orderingIdPermutation(content, shuffler);
    return { ...response, orderedItemIds: response.orderedItemIds.map(ids.toShown) };
  },
  toAuthored: (content, shuffler, response) => {
    const ids = orderingIdPermutation(content, shuffler);
    return { ...response, orderedItemIds: response.orderedItemIds.map(ids.toAuthored) };
  },
};
