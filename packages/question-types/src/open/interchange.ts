import { INTERCHANGE_NOTES } from '../interchange/messages.ts';
import { FULL_WEIGHT, listed, numberText, rightAnswers, type TypeInterchange } from '../interchange/model.ts';
import type { OpenContent } from './schema.ts';

/**
 * OPEN is a short answer with one accepted text (the model answer). Numbers come in as their text;
 * an essay has no model answer, so OPEN does not take it.
 */
export const openInterchange: TypeInterchange<OpenContent> = {
  toInterchange: (content) => ({
    body: { kind: 'shortAnswer', answers: [{ text: content.answer, weight: FULL_WEIGHT }] },
    notes: [],
  }),
  fromInterchange: (body) => {
    if (body.kind === 'shortAnswer') {
      const [first, ...others] = rightAnswers(body.answers);
      if (!first) {
        return null;
      }
      const partial = body.answers.filter((answer) => answer.weight > 0 && answer.weight < FULL_WEIGHT);
      const notes = [
        ...(others.length > 0 ? [INTERCHANGE_NOTES.otherAnswersDropped(listed(others.map((a) => a.text)))] : []),
        ...(partial.length > 0 ? [INTERCHANGE_NOTES.partialAnswersDropped(listed(partial.map((a) => a.text)))] : []),
      ];
      return { content: { answer: first.text }, notes };
    }
    if (body.kind === 'numerical') {
      const [first, ...others] = body.answers.filter((answer) => answer.weight >= FULL_WEIGHT);
      if (!first) {
        return null;
      }
      const notes = [
        ...(first.tolerance > 0 ? [INTERCHANGE_NOTES.toleranceDropped(numberText(first.tolerance))] : []),
        ...(others.length > 0
          ? [INTERCHANGE_NOTES.otherAnswersDropped(listed(others.map((other) => numberText(other.value))))]
          : []),
      ];
      return { content: { answer: numberText(first.value) }, notes };
    }
    return null;
  },
};
