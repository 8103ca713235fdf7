import { z } from 'zod';
import {
  ChoiceContentShape,
  choiceIssues,
  SafeChoiceContentSchema,
  type SafeChoiceContent,
} from '../choices/schema.ts';
import { withContentChecks } from '../content-issues.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES } from '../messages.ts';

/** MCQ_SINGLE content: options of which exactly one is correct (spec 2 section 5). */
export const McqSingleContentSchema = withContentChecks(ChoiceContentShape, (content) => [
  ...choiceIssues(content),
  ...(content.options.filter((option) => option.correct).length === 1
    ? []
    : [{ message: CONTENT_MESSAGES.exactlyOneCorrect, path: ['options'] }]),
]);
export type McqSingleContent = z.infer<typeof McqSingleContentSchema>;

export const McqSingleSafeContentSchema = SafeChoiceContentSchema;
export type McqSingleSafeContent = SafeChoiceContent;

/** Canonical response: the chosen option id ('' when the taker cleared the choice). */
export const McqSingleResponseSchema = z.object({ selectedOptionId: z.string() });
export type McqSingleResponse = z.infer<typeof McqSingleResponseSchema>;

/** Canonical form, or the local form: the option id as a bare string ("b"). */
export const normaliseMcqSingleResponse = lenientParser<McqSingleResponse>(
  z.union([McqSingleResponseSchema, z.string().transform((selectedOptionId) => ({ selectedOptionId }))]),
);
