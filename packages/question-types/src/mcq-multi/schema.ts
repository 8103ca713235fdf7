import { z } from 'zod';
import {
  ChoiceContentShape,
  choiceIssues,
  SafeChoiceContentSchema,
  type SafeChoiceContent,
} from '../choices/schema.ts';
import { withContentChecks } from '../content-issues.ts';
import { withoutRepeats } from '../ids.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES } from '../messages.ts';

/** MCQ_MULTI content: options of which at least one is correct (spec 2 section 5). */
export const McqMultiContentSchema = withContentChecks(ChoiceContentShape, (content) => [
  ...choiceIssues(content),
  ...(content.options.some((option) => option.correct)
    ? []
    : [{ message: CONTENT_MESSAGES.atLeastOneCorrect, path: ['options'] }]),
]);
export type McqMultiContent = z.infer<typeof McqMultiContentSchema>;

export const McqMultiSafeContentSchema = SafeChoiceContentSchema;
export type McqMultiSafeContent = SafeChoiceContent;

/** Canonical response: the chosen option ids. */
export const McqMultiResponseSchema = z.object({ selectedOptionIds: z.array(z.string()) });
export type McqMultiResponse = z.infer<typeof McqMultiResponseSchema>;

/** Canonical form, or the local form: an array of option ids (["a","c"]). Repeats are dropped. */
export const normaliseMcqMultiResponse = lenientParser<McqMultiResponse>(
  z
    .union([McqMultiResponseSchema, z.array(z.string()).transform((selectedOptionIds) => ({ selectedOptionIds }))])
    .transform(({ selectedOptionIds }) => ({ selectedOptionIds: withoutRepeats(selectedOptionIds) })),
);
