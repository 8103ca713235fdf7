import type { TextGeneration } from '../generation/model.ts';
import type { OrderingContent } from './schema.ts';

/**
 * ORDERING from a text: every item is a claim. The fact asked is the whole order, so two orderings
 * are the same question only when they hold the same items (one fact, the items joined).
 */
export const orderingGeneration: TextGeneration<OrderingContent> = {
  fromText: true,
  claims: (content) => content.items.map((item) => item.text),
  facts: (content) => [content.items.map((item) => item.text).join(' | ')],
  stemHidesAnswer: false,
  stemIsStatement: false,
  stemNamesTheFact: false,
};
