import type { TypeInterchange } from '../interchange/model.ts';
import type { ComplianceContent } from './schema.ts';

/** COMPLIANCE maps one to one onto statements (ids 1, 2, ... on the way in). */
export const complianceInterchange: TypeInterchange<ComplianceContent> = {
  toInterchange: (content) => ({
    body: {
      kind: 'statements',
      statements: content.statements.map((statement) => ({ text: statement.text, true: statement.compliant })),
    },
    notes: [],
  }),
  fromInterchange: (body) =>
    body.kind === 'statements'
      ? {
          content: {
            statements: body.statements.map((statement, index) => ({
              id: index + 1,
              text: statement.text,
              compliant: statement.true,
            })),
          },
          notes: [],
        }
      : null,
};
