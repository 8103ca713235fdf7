import type { QuestionTypePlugin } from '../plugin.ts';
import { complianceGeneration } from './generation.ts';
import { complianceInterchange } from './interchange.ts';
import { selectedTexts } from '../item-texts.ts';
import { complianceFixtures } from './fixtures.ts';
import { complianceCorrectAnswer, gradeCompliance, isComplianceAnswered } from './grade.ts';
import {
  ComplianceContentSchema,
  ComplianceResponseSchema,
  ComplianceSafeContentSchema,
  normaliseComplianceResponse,
  type ComplianceContent,
  type ComplianceResponse,
  type ComplianceSafeContent,
} from './schema.ts';

export * from './schema.ts';
export { complianceFixtures } from './fixtures.ts';

/** COMPLIANCE: the taker selects the statements that comply; partial credit right minus wrong. */
export const compliancePlugin: QuestionTypePlugin<
  'COMPLIANCE',
  ComplianceContent,
  ComplianceSafeContent,
  ComplianceResponse
> = {
  type: 'COMPLIANCE',
  label: 'Compliance',
  contentSchema: ComplianceContentSchema,
  defaultContent: () => ({
    statements: [
      { id: 1, text: '', compliant: true },
      { id: 2, text: '', compliant: false },
    ],
  }),
  safeContentSchema: ComplianceSafeContentSchema,
  toSafeContent: (content) => ({ statements: content.statements.map(({ id, text }) => ({ id, text })) }),
  responseSchema: ComplianceResponseSchema,
  normaliseResponse: normaliseComplianceResponse,
  grade: gradeCompliance,
  correctAnswer: complianceCorrectAnswer,
  isAnswered: isComplianceAnswered,
  summarise: (content) => {
    const compliant = content.statements.filter((statement) => statement.compliant).map((statement) => statement.id);
    return `${content.statements.length} statements; compliant: ${compliant.join(', ') || 'none'}`;
  },
  describeResponse: (content, response) => selectedTexts(content.statements, response.selectedStatementIds),
  live: { playable: false, reason: 'Compliance statements take longer to read than a live countdown allows' },
  interchange: complianceInterchange,
  generation: complianceGeneration,
  fixtures: complianceFixtures,
};
