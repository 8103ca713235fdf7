import { choiceModelSchema, choiceOptionTexts, letterModelOptions, rightOptionTexts } from '../choices/generation.ts';
import type { ChoiceContent } from '../choices/schema.ts';
import type { TextGeneration } from '../generation/model.ts';

/** The most words a wrong option may have and still be a term rather than a statement. */
const TERM_MAX_WORDS = 4;

/**
 * MCQ_MULTI from a text: every right option is a claim. Its stem ("Which of these are true?") names
 * no fact, and is not checked for giveaways (several right options may share a stem's words).
 */
export const mcqMultiGeneration: TextGeneration<ChoiceContent> = {
  fromText: true,
  claims: rightOptionTexts,
  // A wrong option that is a statement is one the source must not make, as a false TRUE_FALSE is; a short one ("Paris")
  // is a term, which the source may well name.
  denials: {
    texts: (content) =>
      content.options
        .filter((option) => !option.correct && option.text.trim().split(/\s+/).length > TERM_MAX_WORDS)
        .map((option) => option.text),
    name: 'wrong statement',
  },
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
