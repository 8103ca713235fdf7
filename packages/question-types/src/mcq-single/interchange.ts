import { optionsFromAnswers } from '../choices/interchange.ts';
import { INTERCHANGE_NOTES } from '../interchange/messages.ts';
import { FULL_WEIGHT, rightAnswers, type TypeInterchange } from '../interchange/model.ts';
import type { McqSingleContent } from './schema.ts';

/** MCQ_SINGLE is a one-answer choice with one fully right option. */
export const mcqSingleInterchange: TypeInterchange<McqSingleContent> = {
  toInterchange: (content) => ({
    body: {
      kind: 'choice',
      multipleAnswers: false,
      options: content.options.map((option) => ({ text: option.text, weight: option.correct ? FULL_WEIGHT : 0 })),
    },
    notes: [],
  }),
  fromInterchange: (body) => {
    if (body.kind !== 'choice' || body.multipleAnswers || rightAnswers(body.options).length !== 1) {
      return null;
    }
    if (body.options.some((option) => option.weight > 0 && option.weight < FULL_WEIGHT)) {
      return null;
    }
    const notes = body.options.some((option) => option.weight < 0) ? [INTERCHANGE_NOTES.weightsIgnored] : [];
    return { content: { options: optionsFromAnswers(body.options, FULL_WEIGHT - 1) }, notes };
  },
};
