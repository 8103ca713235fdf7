import { z } from 'zod';
import { withContentChecks, isBlank } from '../content-issues.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES } from '../messages.ts';

/** OPEN content: the model answer a typed response is compared with (spec 2: 'Model answer required'). */
export const OpenContentSchema = withContentChecks(
  z.object({ answer: z.string({ error: CONTENT_MESSAGES.modelAnswerRequired }) }),
  (content) => (isBlank(content.answer) ? [{ message: CONTENT_MESSAGES.modelAnswerRequired, path: ['answer'] }] : []),
);
export type OpenContent = z.infer<typeof OpenContentSchema>;

/** The taker sees only the question text and hint: no content at all. */
export const OpenSafeContentSchema = z.strictObject({});
export type OpenSafeContent = z.infer<typeof OpenSafeContentSchema>;

/** Canonical response: the typed text. */
export const OpenResponseSchema = z.object({ answer: z.string() });
export type OpenResponse = z.infer<typeof OpenResponseSchema>;

/** Canonical form, or the local form: the text itself. */
export const normaliseOpenResponse = lenientParser<OpenResponse>(
  z.union([OpenResponseSchema, z.string().transform((answer) => ({ answer }))]),
);
