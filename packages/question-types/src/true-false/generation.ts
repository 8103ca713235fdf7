import { jsonBoolean, jsonObject } from '../generation/json-schema.ts';
import type { TextGeneration } from '../generation/model.ts';
import type { TrueFalseContent } from './schema.ts';

/** "According to the text on the Erie Canal, " before a statement: where it says it, not what it claims. */
const ATTRIBUTION = /^according to the text(?: on [^,]{1,120})?, /i;

/**
 * The statement a TRUE_FALSE question text makes, without an attribution in front ("According to the
 * text on the Erie Canal, construction began ..." claims "construction began ...").
 */
export function statementOf(questionText: string): string {
  const attribution = ATTRIBUTION.exec(questionText)?.[0];
  return attribution === undefined ? questionText : questionText.slice(attribution.length);
}

/**
 * TRUE_FALSE from a text: the question text is the statement. A true one is a claim the source must
 * support; a false one must not be in the source, or the key would be wrong.
 */
export const trueFalseGeneration: TextGeneration<TrueFalseContent> = {
  fromText: true,
  claims: (content, questionText) => (content.answer ? [statementOf(questionText)] : []),
  denials: {
    texts: (content, questionText) => (content.answer ? [] : [statementOf(questionText)]),
    name: 'false statement',
  },
  stemHidesAnswer: false,
  stemIsStatement: true,
  stemNamesTheFact: true,
  material: 'one sentence',
  model: {
    contract:
      'A statement as questionText; answer true when the source says it, false when the source contradicts it (change one key fact of a source sentence).',
    contentSchema: jsonObject({ answer: jsonBoolean }),
  },
};
