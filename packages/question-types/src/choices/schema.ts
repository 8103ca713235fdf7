import { z } from 'zod';
import { checkBlankTexts, checkMinCount, checkUniqueIds, isBlank, type ContentIssue } from '../content-issues.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import type { Shuffler } from '../shuffler.ts';

/** One option of a choice question: id is a letter (a, b, c, ...), text, whether it is right. */
export const ChoiceOptionSchema = z.object({
  id: z.string(),
  text: z.string(),
  correct: z.boolean(),
});
export type ChoiceOption = z.infer<typeof ChoiceOptionSchema>;

/** Shape shared by MCQ_SINGLE and MCQ_MULTI; each adds its own rule about how many are correct. */
export const ChoiceContentShape = z.object({ options: z.array(ChoiceOptionSchema) });
export type ChoiceContent = z.infer<typeof ChoiceContentShape>;

/** Rules both choice types share: at least 2 options, non-blank unique ids, no blank text. */
export function choiceIssues(content: ChoiceContent): ContentIssue[] {
  const blankId = content.options.findIndex((option) => isBlank(option.id));
  return [
    ...checkMinCount(content.options, 2, CONTENT_MESSAGES.minOptions, 'options'),
    ...(blankId >= 0 ? [{ message: CONTENT_MESSAGES.optionIdRequired, path: ['options', blankId, 'id'] }] : []),
    ...checkUniqueIds(content.options, CONTENT_MESSAGES.optionIdsUnique, 'options'),
    ...checkBlankTexts(content.options, COUNTED_MESSAGES.optionsMissing, 'options'),
  ];
}

/** Safe content of both choice types: options with id and text only, in authored order. */
export const SafeChoiceContentSchema = z.strictObject({
  options: z.array(z.strictObject({ id: z.string(), text: z.string() })),
});
export type SafeChoiceContent = z.infer<typeof SafeChoiceContentSchema>;

/** Drops `correct` from every option; option order is kept (spec 3: MCQ options are not secret). */
export function toSafeChoiceContent(content: ChoiceContent): SafeChoiceContent {
  return { options: content.options.map(({ id, text }) => ({ id, text })) };
}

/** The options of a choice question in a room's shuffled order (live sessions with shuffled answers). */
export function shuffleChoiceOptions(safe: SafeChoiceContent, shuffler: Shuffler): SafeChoiceContent {
  return { options: shuffler.shuffle(safe.options, 'item-order') };
}

/** Ids of the options marked correct, in authored order. */
export function correctOptionIds(content: ChoiceContent): string[] {
  return content.options.filter((option) => option.correct).map((option) => option.id);
}

/** "4 options; correct: b (Paris)" — list and export line of a choice question. */
export function summariseChoices(content: ChoiceContent): string {
  const correct = content.options.filter((option) => option.correct).map((option) => `${option.id} (${option.text})`);
  return `${content.options.length} options; correct: ${correct.length > 0 ? correct.join(', ') : 'none'}`;
}
