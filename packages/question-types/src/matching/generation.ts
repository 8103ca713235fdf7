import { jsonArray, jsonInteger, jsonObject, jsonText } from '../generation/json-schema.ts';
import type { TextGeneration } from '../generation/model.ts';
import type { MatchingContent } from './schema.ts';
import { unmatchedRightItems } from './unmatched.ts';

/**
 * MATCHING from a text: every term and every text it matches is a claim. The facts asked are the
 * terms (left), so another question on one of the terms asks the same, and the right items no left
 * item takes: another question that says whose such an item is gives the last match away.
 */
export const matchingGeneration: TextGeneration<MatchingContent> = {
  fromText: true,
  claims: (content) => [...content.left.map((item) => item.text), ...content.right.map((item) => item.text)],
  facts: (content) => [
    ...content.left.map((item) => item.text),
    ...unmatchedRightItems(content).map((item) => item.text),
  ],
  stemHidesAnswer: false,
  stemIsStatement: false,
  stemNamesTheFact: false,
  material: 'several sentences of one kind',
  model: {
    contract:
      'left items (ids 1, 2, ...) each with matchId naming its right item; right items with ids 10, 11, ...; one right item per left item.',
    contentSchema: jsonObject({
      left: jsonArray(jsonObject({ id: jsonInteger, text: jsonText, matchId: jsonInteger }), 2, 6),
      right: jsonArray(jsonObject({ id: jsonInteger, text: jsonText }), 2, 8),
    }),
  },
};
