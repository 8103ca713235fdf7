import { FULL_WEIGHT, type InterchangeAnswer } from '../interchange/model.ts';
import { optionLetter } from './option-ids.ts';
import type { ChoiceOption } from './schema.ts';

/** Options a..z from neutral answers; right when the weight is above `threshold` percent. */
export function optionsFromAnswers(answers: readonly InterchangeAnswer[], threshold: number): ChoiceOption[] {
  return answers.map((answer, index) => ({
    id: optionLetter(index),
    text: answer.text,
    correct: answer.weight > threshold,
  }));
}

/** Whether a weight is neither fully right nor plainly wrong. */
export const isPartial = (weight: number): boolean => weight > 0 && weight < FULL_WEIGHT;
