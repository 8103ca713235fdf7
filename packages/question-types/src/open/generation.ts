import { jsonObject, jsonText } from '../generation/json-schema.ts';
import type { TextGeneration } from '../generation/model.ts';
import type { OpenContent } from './schema.ts';

/** OPEN from a text: the model answer is the claim; the stem asks for it, so must not contain it. */
export const openGeneration: TextGeneration<OpenContent> = {
  fromText: true,
  claims: (content) => [content.answer],
  stemHidesAnswer: true,
  stemIsStatement: false,
  stemNamesTheFact: true,
  material: 'one sentence of a kind',
  giveaway: {
    shownTexts: (_content, questionText) => [questionText],
    message: 'the question text contains the model answer',
    oneRightOptionBlendsIn: false,
  },
  model: {
    contract: 'An open question; answer is the model answer, taken from the source in one or two sentences.',
    contentSchema: jsonObject({ answer: jsonText }),
  },
};
