import { z } from 'zod';
import { checkBlankTexts, checkUniqueIds, isBlank, withContentChecks, type ContentIssue } from '../content-issues.ts';
import { hasRepeats, LenientNumericIdSchema, NumericIdSchema } from '../ids.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import { FILL_GAP_TEXT_MAX, gapMarkerIds } from './gap-markers.ts';

const FillGapShape = z.object({
  // Aborting here keeps an oversized text away from the marker rules below.
  text: z.string().max(FILL_GAP_TEXT_MAX, { error: CONTENT_MESSAGES.gapTextTooLong, abort: true }),
  gaps: z.array(z.object({ id: NumericIdSchema, answer: z.string() })),
});

/** FILL_GAP rules: text present, at least one gap, unique ids, answers not blank, markers and gaps paired. */
export function fillGapIssues(content: z.infer<typeof FillGapShape>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (isBlank(content.text)) {
    issues.push({ message: CONTENT_MESSAGES.gapTextRequired, path: ['text'] });
  }
  if (content.gaps.length === 0) {
    issues.push({ message: CONTENT_MESSAGES.atLeastOneGap, path: ['gaps'] });
  }
  issues.push(...checkUniqueIds(content.gaps, CONTENT_MESSAGES.gapIdsUnique, 'gaps'));
  issues.push(
    ...checkBlankTexts(
      content.gaps.map((gap) => ({ text: gap.answer })),
      COUNTED_MESSAGES.answersMissing,
      'gaps',
    ),
  );
  if (isBlank(content.text)) {
    return issues;
  }
  const markers = gapMarkerIds(content.text);
  const gapIds = new Set(content.gaps.map((gap) => gap.id));
  const reported = new Set<number>();
  for (const id of markers) {
    if (reported.has(id)) {
      continue;
    }
    reported.add(id);
    if (markers.indexOf(id) !== markers.lastIndexOf(id)) {
      issues.push({ message: COUNTED_MESSAGES.markerRepeated(id), path: ['text'] });
    }
    if (!gapIds.has(id)) {
      issues.push({ message: COUNTED_MESSAGES.markerWithoutGap(id), path: ['text'] });
    }
  }
  for (const [index, gap] of content.gaps.entries()) {
    if (!reported.has(gap.id)) {
      issues.push({ message: COUNTED_MESSAGES.gapWithoutMarker(gap.id), path: ['gaps', index, 'id'] });
    }
  }
  return issues;
}

/** FILL_GAP content: text with ___N___ markers and the answer of every gap. */
export const FillGapContentSchema = withContentChecks(FillGapShape, fillGapIssues);
export type FillGapContent = z.infer<typeof FillGapContentSchema>;

/** Safe content: the same text with its markers, and gap ids only (spec 2: "Safe version has only gap ids"). */
export const FillGapSafeContentSchema = z.strictObject({
  text: z.string(),
  gaps: z.array(z.strictObject({ id: NumericIdSchema })),
});
export type FillGapSafeContent = z.infer<typeof FillGapSafeContentSchema>;

/** Canonical response: one typed answer per gap. */
export const FillGapResponseSchema = z.object({
  answers: z.array(z.object({ gapId: NumericIdSchema, answer: z.string() })),
});
export type FillGapResponse = z.infer<typeof FillGapResponseSchema>;

/**
 * Canonical form (gap ids may be digit strings), or the local form: a map of gap id to text
 * ({"1": "Paris"}). Two answers for one gap are ambiguous, hence malformed.
 */
export const normaliseFillGapResponse = lenientParser<FillGapResponse>(
  z
    .union([
      z.object({ answers: z.array(z.object({ gapId: LenientNumericIdSchema, answer: z.string() })) }),
      z.record(z.string().regex(/^\d{1,15}$/), z.string()).transform((map) => ({
        answers: Object.entries(map).map(([gapId, answer]) => ({ gapId: Number(gapId), answer })),
      })),
    ])
    .refine((response) => !hasRepeats(response.answers.map((entry) => entry.gapId))),
);
