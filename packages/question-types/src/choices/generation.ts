import { jsonArray, jsonBoolean, jsonObject, jsonText, type JsonSchema } from '../generation/json-schema.ts';
import type { GeneratedOption } from '../generation/model.ts';
import type { ChoiceContent } from './schema.ts';

/** The right options' texts: what a choice question claims as true of its source. */
export const rightOptionTexts = (content: ChoiceContent): string[] =>
  content.options.filter((option) => option.correct).map((option) => option.text);

export const choiceOptionTexts = (content: ChoiceContent): GeneratedOption[] =>
  content.options.map((option) => ({ text: option.text, correct: option.correct }));

/**
 * A model numbers options its own way: their ids become a, b, c... in order. Anything but an object
 * with an options list is left for validation to refuse.
 */
export function letterModelOptions(content: unknown): unknown {
  if (content && typeof content === 'object' && Array.isArray((content as { options?: unknown }).options)) {
    const options = (content as { options: Array<Record<string, unknown>> }).options;
    return { options: options.map((option, i) => ({ ...option, id: 'abcdefgh'[i] ?? String(i) })) };
  }
  return content;
}

/** The content a model writes for a choice question: `minOptions` to `maxOptions` options, each marked right or not. */
export const choiceModelSchema = (minOptions: number, maxOptions: number): JsonSchema =>
  jsonObject({
    options: jsonArray(jsonObject({ id: jsonText, text: jsonText, correct: jsonBoolean }), minOptions, maxOptions),
  });
