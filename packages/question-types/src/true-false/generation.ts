import { jsonBoolean, jsonObject } from '../generation/json-schema.ts';
import type { TextGeneration } from '../generation/model.ts';
import type { TrueFalseContent } from './schema.ts';

/**
 * TRUE_FALSE from a text: the question text is the statement. A true one is a claim the source must
 * support; a false one must not be in the source, or the key would be wrong.
 */
export const trueFalseGeneration: TextGeneration<TrueFalseContent> = {
  fromText: true,
  claims: (content, questionText) => (content.answer ? [questionText] : []),
  denials: {
    texts: (content, questionText) => (content.answer ? [] : [questionText]),
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
