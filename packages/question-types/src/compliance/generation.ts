import { jsonArray, jsonBoolean, jsonInteger, jsonObject, jsonText } from '../generation/json-schema.ts';
import type { TextGeneration } from '../generation/model.ts';
import type { ComplianceContent } from './schema.ts';

/**
 * COMPLIANCE from a text: compliant statements are claims the source must support; a non-compliant
 * one must not be in the source, or the key would be wrong.
 */
export const complianceGeneration: TextGeneration<ComplianceContent> = {
  fromText: true,
  claims: (content) => content.statements.filter((statement) => statement.compliant).map((statement) => statement.text),
  denials: {
    texts: (content) =>
      content.statements.filter((statement) => !statement.compliant).map((statement) => statement.text),
    name: 'non-compliant statement',
  },
  stemHidesAnswer: false,
  stemIsStatement: false,
  stemNamesTheFact: false,
  material: 'several statements',
  model: {
    contract:
      'Two to six statements, ids 1, 2, ...; compliant true for statements the source makes, false for statements changed to disagree with it; at least one compliant.',
    contentSchema: jsonObject({
      statements: jsonArray(jsonObject({ id: jsonInteger, text: jsonText, compliant: jsonBoolean }), 2, 6),
    }),
  },
};
