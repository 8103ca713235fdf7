import { jsonObject, jsonText } from '../generation/json-schema.ts';
import { TYPED_ANSWER_MAX_WORDS, type TextGeneration } from '../generation/model.ts';
import type { OpenContent } from './schema.ts';

/** OPEN from a text: the model answer is the claim, short enough to type; the stem asks for it, so must not contain it. */
export const openGeneration: TextGeneration<OpenContent> = {
  fromText: true,
  claims: (content) => [content.answer],
  typedAnswers: (content) => [content.answer],
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
    contract: `An open question with one short answer the source states; answer is the model answer a taker is expected to type: the word, name, number with its unit, date or phrase of at most ${TYPED_ANSWER_MAX_WORDS} words, written as the source writes it (typed answers are compared with it exactly, so never a sentence); the explanation quotes the source sentence.`,
    contentSchema: jsonObject({ answer: jsonText }),
  },
};
