import { choiceModelSchema, choiceOptionTexts, letterModelOptions, rightOptionTexts } from '../choices/generation.ts';
import type { ChoiceContent } from '../choices/schema.ts';
import type { TextGeneration } from '../generation/model.ts';

/** MCQ_SINGLE from a text: the right option is the claim; the stem asks for it, so must not name it. */
export const mcqSingleGeneration: TextGeneration<ChoiceContent> = {
  fromText: true,
  claims: rightOptionTexts,
  choiceOptions: choiceOptionTexts,
  stemHidesAnswer: true,
  stemIsStatement: false,
  stemNamesTheFact: true,
  material: 'one sentence of a kind',
  giveaway: {
    shownTexts: (_content, questionText) => [questionText],
    message: 'the question text contains its answer',
    oneRightOptionBlendsIn: true,
  },
  fitModelContent: letterModelOptions,
  model: {
    contract:
      'Multiple choice with exactly one correct option: four options with ids "a" to "d", exactly one with correct true. Wrong options must be plausible terms or claims from the same document, never a synonym of the right one.',
    contentSchema: choiceModelSchema(4, 4),
  },
};
