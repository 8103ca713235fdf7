import type { QuestionTypeFixtures } from '../plugin.ts';
import { CONTENT_MESSAGES, COUNTED_MESSAGES } from '../messages.ts';
import type { ComplianceContent } from './schema.ts';

const safetyRules: ComplianceContent = {
  statements: [
    { id: 1, text: 'Helmets are worn on site', compliant: true },
    { id: 2, text: 'Fire exits are blocked by pallets', compliant: false },
    { id: 3, text: 'Chemicals are stored in labelled containers', compliant: true },
    { id: 4, text: 'Guards removed from the saw', compliant: false },
  ],
};

/** Named COMPLIANCE examples: valid ones, and one invalid per rule with its exact message. */
export const complianceFixtures = {
  valid: {
    safetyRules,
    twoStatements: {
      statements: [
        { id: 1, text: 'Passwords are stored hashed', compliant: true },
        { id: 2, text: 'Passwords are e-mailed in clear text', compliant: false },
      ],
    },
  },
  invalid: {
    oneStatement: {
      content: { statements: [{ id: 1, text: 'Helmets are worn on site', compliant: true }] },
      message: CONTENT_MESSAGES.minStatements,
    },
    repeatedId: {
      content: {
        statements: [
          { id: 1, text: 'Helmets are worn on site', compliant: true },
          { id: 1, text: 'Fire exits are blocked', compliant: false },
        ],
      },
      message: CONTENT_MESSAGES.statementIdsUnique,
    },
    blankText: {
      content: {
        statements: [
          { id: 1, text: 'Helmets are worn on site', compliant: true },
          { id: 2, text: '', compliant: false },
        ],
      },
      message: COUNTED_MESSAGES.statementsMissing(1),
    },
    noneCompliant: {
      content: { statements: safetyRules.statements.map((statement) => ({ ...statement, compliant: false })) },
      message: CONTENT_MESSAGES.atLeastOneCompliant,
    },
  },
} satisfies QuestionTypeFixtures<ComplianceContent>;
