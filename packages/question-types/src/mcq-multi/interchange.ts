import { isPartial, optionsFromAnswers } from '../choices/interchange.ts';
import { INTERCHANGE_NOTES } from '../interchange/messages.ts';
import { FULL_WEIGHT, type TypeInterchange } from '../interchange/model.ts';
import type { McqMultiContent } from './schema.ts';

/** Right options share 100%, wrong ones take it back (Moodle's convention for multiple answers). */
function shares(rightCount: number, wrongCount: number) {
  return { right: FULL_WEIGHT / rightCount, wrong: wrongCount === 0 ? 0 : -FULL_WEIGHT };
}

/** MCQ_MULTI is a choice with several answers; any weight above 0% counts as right on the way in. */
export const mcqMultiInterchange: TypeInterchange<McqMultiContent> = {
  toInterchange: (content) => {
    const rightCount = content.options.filter((option) => option.correct).length;
    const weights = shares(rightCount, content.options.length - rightCount);
    return {
      body: {
        kind: 'choice',
        multipleAnswers: true,
        options: content.options.map((option) => ({
          text: option.text,
          weight: option.correct ? weights.right : weights.wrong,
        })),
      },
      notes: [],
    };
  },
  fromInterchange: (body) => {
    if (body.kind !== 'choice') {
      return null;
    }
    const right = body.options.filter((option) => option.weight > 0);
    if (right.length === 0) {
      return null;
    }
    const notes: string[] = [];
    if (!body.multipleAnswers) {
      notes.push(INTERCHANGE_NOTES.severalRight);
    }
    const share = FULL_WEIGHT / right.length;
    const unequal = right.some((option) => Math.abs(option.weight - share) > 0.01);
    if (unequal && (body.multipleAnswers || right.some((option) => isPartial(option.weight)))) {
      notes.push(INTERCHANGE_NOTES.partialWeights);
    }
    return { content: { options: optionsFromAnswers(body.options, 0) }, notes };
  },
};
