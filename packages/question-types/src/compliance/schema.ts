import { z } from 'zod';
import { checkBlankTexts, checkMinCount, checkUniqueIds, withContentChecks } from '../content-issues.ts';
import { LenientNumericIdSchema, NumericIdSchema, withoutRepeats } from '../ids.ts';
import { lenientParser } from '../lenient-parse.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';

const ComplianceShape = z.object({
  statements: z.array(z.object({ id: NumericIdSchema, text: z.string(), compliant: z.boolean() })),
});

/**
 * COMPLIANCE content: statements, each compliant or not. At least one must be compliant, because
 * the taker answers by selecting the compliant ones and an empty selection counts as unanswered.
 */
export const ComplianceContentSchema = withContentChecks(ComplianceShape, (content) => [
  ...checkMinCount(content.statements, 2, CONTENT_MESSAGES.minStatements, 'statements'),
  ...checkUniqueIds(content.statements, CONTENT_MESSAGES.statementIdsUnique, 'statements'),
  ...checkBlankTexts(content.statements, COUNTED_MESSAGES.statementsMissing, 'statements'),
  ...(content.statements.some((statement) => statement.compliant)
    ? []
    : [{ message: CONTENT_MESSAGES.atLeastOneCompliant, path: ['statements'] }]),
]);
export type ComplianceContent = z.infer<typeof ComplianceContentSchema>;

/** Safe content: statements with id and text only (spec 2). */
export const ComplianceSafeContentSchema = z.strictObject({
  statements: z.array(z.strictObject({ id: NumericIdSchema, text: z.string() })),
});
export type ComplianceSafeContent = z.infer<typeof ComplianceSafeContentSchema>;

/** Canonical response: ids of the statements the taker judges compliant. */
export const ComplianceResponseSchema = z.object({ selectedStatementIds: z.array(NumericIdSchema) });
export type ComplianceResponse = z.infer<typeof ComplianceResponseSchema>;

/** Canonical form, or the local form: an array of statement ids. Digit strings are read as ids. */
export const normaliseComplianceResponse = lenientParser<ComplianceResponse>(
  z
    .union([
      z.object({ selectedStatementIds: z.array(LenientNumericIdSchema) }),
      z.array(LenientNumericIdSchema).transform((selectedStatementIds) => ({ selectedStatementIds })),
    ])
    .transform(({ selectedStatementIds }) => ({ selectedStatementIds: withoutRepeats(selectedStatementIds) })),
);
