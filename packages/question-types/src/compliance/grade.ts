import type { ScoringMode } from '@quizmaker/contracts';
import { NO_CREDIT, rightMinusWrong, scoreFraction, type GradeResult } from '../scoring.ts';
import type { ComplianceContent, ComplianceResponse } from './schema.ts';

function compliantIds(content: ComplianceContent): number[] {
  return content.statements.filter((statement) => statement.compliant).map((statement) => statement.id);
}

/** Full marks for exactly the compliant set; PARTIAL: (right - wrong) / compliant count, floor 0. */
export function gradeCompliance(
  content: ComplianceContent,
  response: ComplianceResponse | null,
  mode: ScoringMode,
): GradeResult {
  if (response === null) {
    return NO_CREDIT;
  }
  return scoreFraction(rightMinusWrong(response.selectedStatementIds, new Set(compliantIds(content))), mode);
}

/** Ids of every compliant statement, in authored order. */
export function complianceCorrectAnswer(content: ComplianceContent): ComplianceResponse {
  return { selectedStatementIds: compliantIds(content) };
}

/** Answered once at least one statement is selected (spec 3: compliance needs a non-empty list). */
export function isComplianceAnswered(response: ComplianceResponse | null): boolean {
  return response !== null && response.selectedStatementIds.length > 0;
}
