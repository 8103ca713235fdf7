import type { ShownIds } from '../plugin.ts';
import { seededIdPermutation } from '../shown-ids.ts';
import type { OrderingContent, OrderingResponse } from './schema.ts';

/**
 * Items are numbered 1..n in the answer order (editor, defaults), so the taker sees them renamed:
 * a seeded permutation of the same ids.
 */
export function orderingIdPermutation(content: OrderingContent, seed: string) {
  return seededIdPermutation(
    content.items.map((item) => item.id),
    seed,
  );
}

export const orderingShownIds: ShownIds<OrderingContent, OrderingResponse> = {
  toShown: (content, seed, response) => {
    const ids = orderingIdPermutation(content, seed);
    return { ...response, orderedItemIds: response.orderedItemIds.map(ids.toShown) };
  },
  toAuthored: (content, seed, response) => {
    const ids = orderingIdPermutation(content, seed);
    return { ...response, orderedItemIds: response.orderedItemIds.map(ids.toAuthored) };
  },
};
