import { choiceModelSchema, choiceOptionTexts, letterModelOptions, rightOptionTexts } from '../choices/generation.ts';
import type { ChoiceContent } from '../choices/schema.ts';
import type { TextGeneration } from '../generation/model.ts';

/**
 * MCQ_MULTI from a text: every right option is a claim. Its stem ("Which of these are true?") names
 * no fact, and is not checked for giveaways (several right options may share a stem's words).
 */
export const mcqMultiGeneration: TextGeneration<ChoiceContent> = {
  fromText: true,
  claims: rightOptionTexts,
  choiceOptions: choiceOptionTexts,
  stemHidesAnswer: true,
  stemIsStatement: false,
  stemNamesTheFact: false,
  material: 'several statements',
  fitModelContent: letterModelOptions,
  model: {
    contract:
      'Multiple choice with one or more correct options: four to six options with ids "a", "b", ...; at least one correct, at least one wrong.',
    contentSchema: choiceModelSchema(4, 6),
  },
};
