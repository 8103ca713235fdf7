import { jsonArray, jsonInteger, jsonObject, jsonText } from '../generation/json-schema.ts';
import { TYPED_ANSWER_MAX_WORDS, type TextGeneration } from '../generation/model.ts';
import type { FillGapContent } from './schema.ts';

/**
 * FILL_GAP from a text: each gap's answer is a claim; neither the text around the gaps nor the stem
 * may contain one. The stem is an instruction ("Fill in the gap."), so it names no fact.
 */
export const fillGapGeneration: TextGeneration<FillGapContent> = {
  fromText: true,
  claims: (content) => content.gaps.map((gap) => gap.answer),
  typedAnswers: (content) => content.gaps.map((gap) => gap.answer),
  stemHidesAnswer: true,
  stemIsStatement: false,
  stemNamesTheFact: false,
  material: 'one sentence',
  giveaway: {
    shownTexts: (content, questionText) => [content.text, questionText],
    pointingTexts: (content) => [content.text],
    message: 'the text around the gap contains its answer',
    oneRightOptionBlendsIn: false,
  },
  model: {
    contract: `text is a source sentence with one to three gaps written as ___1___, ___2___ ...; gaps give each gap id and its answer (the exact words taken out, at most ${TYPED_ANSWER_MAX_WORDS} words: a taker types them).`,
    contentSchema: jsonObject({
      text: jsonText,
      gaps: jsonArray(jsonObject({ id: jsonInteger, answer: jsonText }), 1, 3),
    }),
  },
};
