import type { ScoringMode } from '@quizmaker/contracts';
import { NO_CREDIT, scoreFraction, type GradeResult } from '../scoring.ts';
import type { OrderingContent, OrderingResponse } from './schema.ts';

/** True when the ids are exactly the question's items, each once: anything else is not an ordering. */
function isPermutationOfItems(content: OrderingContent, ids: readonly number[]): boolean {
  const itemIds = new Set(content.items.map((item) => item.id));
  return ids.length === itemIds.size && new Set(ids).size === ids.length && ids.every((id) => itemIds.has(id));
}

/**
 * Right when the ids follow the authored order. PARTIAL: the share of items in their right place.
 * A response that is not a permutation of the items (missing, repeated or unknown ids) scores 0, so
 * repeating one id everywhere cannot collect position credit.
 */
export function gradeOrdering(
  content: OrderingContent,
  response: OrderingResponse | null,
  mode: ScoringMode,
): GradeResult {
  if (response === null || content.items.length === 0 || !isPermutationOfItems(content, response.orderedItemIds)) {
    return NO_CREDIT;
  }
  const inPlace = content.items.filter((item, index) => response.orderedItemIds[index] === item.id).length;
  return scoreFraction(inPlace / content.items.length, mode);
}

/** The authored order. */
export function orderingCorrectAnswer(content: OrderingContent): OrderingResponse {
  return { orderedItemIds: content.items.map((item) => item.id) };
}

/** Answered once the list is not empty (spec 3: ordering needs a non-empty list). */
export function isOrderingAnswered(response: OrderingResponse | null): boolean {
  return response !== null && response.orderedItemIds.length > 0;
}
