import { z } from 'zod';
import {
  checkBlankTexts,
  checkMinCount,
  checkUniqueIds,
  withContentChecks,
  type ContentIssue,
} from '../content-issues.ts';
import { hasRepeats, LenientNumericIdSchema, NumericIdSchema } from '../ids.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';

const MatchingShape = z.object({
  left: z.array(z.object({ id: NumericIdSchema, text: z.string(), matchId: NumericIdSchema })),
  right: z.array(z.object({ id: NumericIdSchema, text: z.string() })),
});

/**
 * Every left item points at a right item that exists; with as many right as left items the
 * pairing must be one-to-one (a bijection), otherwise one right item would be left over while
 * another is the answer twice. Extra right items act as distractors.
 */
function matchIssues(content: z.infer<typeof MatchingShape>): ContentIssue[] {
  const rightIds = new Set(content.right.map((item) => item.id));
  const dangling = content.left.findIndex((item) => !rightIds.has(item.matchId));
  if (dangling >= 0) {
    return [{ message: CONTENT_MESSAGES.matchTargetMissing, path: ['left', dangling, 'matchId'] }];
  }
  // A right item used twice would make the pairing ambiguous to grade and to present (issue 3); extra right items are distractors.
  const rightListIsSound = content.right.length >= 2 && !hasRepeats(content.right.map((item) => item.id));
  return rightListIsSound && hasRepeats(content.left.map((item) => item.matchId))
    ? [{ message: CONTENT_MESSAGES.matchNotBijective, path: ['left'] }]
    : [];
}

/** MATCHING content: left items each with the id of their right item (matchId), and right items. */
export const MatchingContentSchema = withContentChecks(MatchingShape, (content) => [
  ...checkMinCount(content.left, 2, CONTENT_MESSAGES.minPairs, 'left'),
  ...checkMinCount(content.right, 2, CONTENT_MESSAGES.minPairs, 'right'),
  ...checkUniqueIds(content.left, CONTENT_MESSAGES.leftIdsUnique, 'left'),
  ...checkUniqueIds(content.right, CONTENT_MESSAGES.rightIdsUnique, 'right'),
  ...checkBlankTexts(content.left, COUNTED_MESSAGES.leftItemsMissing, 'left'),
  ...checkBlankTexts(content.right, COUNTED_MESSAGES.rightItemsMissing, 'right'),
  ...matchIssues(content),
]);
export type MatchingContent = z.infer<typeof MatchingContentSchema>;

/** Safe content: both sides with id and text only; the right side shuffled per attempt. */
export const MatchingSafeContentSchema = z.strictObject({
  left: z.array(z.strictObject({ id: NumericIdSchema, text: z.string() })),
  right: z.array(z.strictObject({ id: NumericIdSchema, text: z.string() })),
});
export type MatchingSafeContent = z.infer<typeof MatchingSafeContentSchema>;

/** Canonical response: the pairs the taker linked. */
export const MatchingResponseSchema = z.object({
  matches: z.array(z.object({ leftId: NumericIdSchema, rightId: NumericIdSchema })),
});
export type MatchingResponse = z.infer<typeof MatchingResponseSchema>;

/** The local form: a map of left id to right id ({"1": 10}), as matches. */
const LeftToRightMapSchema = z.record(z.string().regex(/^\d{1,15}$/), LenientNumericIdSchema).transform((map) => ({
  matches: Object.entries(map).map(([leftId, rightId]) => ({ leftId: Number(leftId), rightId })),
}));

/**
 * Canonical form (ids may be digit strings), the local form (a map of left id to right id,
 * {"1": 10}), or that map wrapped as the original client sends it in One by One ({"answer": {"1": 10}},
 * spec 3 section 3). One left item linked twice is ambiguous, hence malformed.
 */
export const normaliseMatchingResponse = lenientParser<MatchingResponse>(
  z
    .union([
      z.object({ matches: z.array(z.object({ leftId: LenientNumericIdSchema, rightId: LenientNumericIdSchema })) }),
      z.strictObject({ answer: LeftToRightMapSchema }).transform((wrapped) => wrapped.answer),
      LeftToRightMapSchema,
    ])
    .refine((response) => !hasRepeats(response.matches.map((match) => match.leftId))),
);
