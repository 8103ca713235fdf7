import { z } from 'zod';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES } from '../messages.ts';

/** TRUE_FALSE content: whether the statement (the question text) is true. */
export const TrueFalseContentSchema = z.object({
  answer: z.boolean({ error: CONTENT_MESSAGES.trueFalseAnswerRequired }),
});
export type TrueFalseContent = z.infer<typeof TrueFalseContentSchema>;

/** The taker sees only the question text: no content at all. */
export const TrueFalseSafeContentSchema = z.strictObject({});
export type TrueFalseSafeContent = z.infer<typeof TrueFalseSafeContentSchema>;

/** Canonical response: the taker's verdict. */
export const TrueFalseResponseSchema = z.object({ answer: z.boolean() });
export type TrueFalseResponse = z.infer<typeof TrueFalseResponseSchema>;

/**
 * Canonical form, or the local form: a bare boolean. Anything else ("false", 0, null, {}) is
 * malformed and yields null, so it can never pass for a "false" verdict.
 */
export const normaliseTrueFalseResponse = lenientParser<TrueFalseResponse>(
  z.union([TrueFalseResponseSchema, z.boolean().transform((answer) => ({ answer }))]),
);
