import { jsonArray, jsonInteger, jsonObject, jsonText } from '../generation/json-schema.ts';
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
  material: 'several sentences of one kind',
  model: {
    contract:
      'Three to eight items, ids 1, 2, ... listed in the correct order (steps, dated events, or the order the source gives).',
    contentSchema: jsonObject({ items: jsonArray(jsonObject({ id: jsonInteger, text: jsonText }), 3, 8) }),
  },
};
