import type { TextGeneration } from '../generation/model.ts';
import type { MatchingContent } from './schema.ts';

/**
 * MATCHING from a text: every term and every text it matches is a claim. The facts asked are the
 * terms (left), so another question on one of the terms asks the same.
 */
export const matchingGeneration: TextGeneration<MatchingContent> = {
  fromText: true,
  claims: (content) => [...content.left.map((item) => item.text), ...content.right.map((item) => item.text)],
  facts: (content) => content.left.map((item) => item.text),
  stemHidesAnswer: false,
  stemIsStatement: false,
  stemNamesTheFact: false,
};
