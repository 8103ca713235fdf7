import type { McqSingleContent } from './schema.ts';

/** Marks one option correct and clears the others (spec 2: choosing one clears others). */
export function selectCorrectOption(content: McqSingleContent, optionId: string): McqSingleContent {
  return { ...content, options: content.options.map((option) => ({ ...option, correct: option.id === optionId })) };
}
