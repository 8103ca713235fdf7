import type { QuestionType } from '@quizmaker/contracts';

/** JSON Schema (strict: every property required, no others) of the `content` of each type the model may write. */
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const array = (items: unknown, minItems = 1, maxItems = 10) => ({ type: 'array', items, minItems, maxItems });
const text = { type: 'string' };
const id = { type: 'integer' };
const flag = { type: 'boolean' };

export const CONTENT_SCHEMAS: Partial<Record<QuestionType, unknown>> = {
  MCQ_SINGLE: object({ options: array(object({ id: text, text, correct: flag }), 4, 4) }),
  MCQ_MULTI: object({ options: array(object({ id: text, text, correct: flag }), 4, 6) }),
  TRUE_FALSE: object({ answer: flag }),
  OPEN: object({ answer: text }),
  FILL_GAP: object({ text, gaps: array(object({ id, answer: text }), 1, 3) }),
  COMPLIANCE: object({ statements: array(object({ id, text, compliant: flag }), 2, 6) }),
  ORDERING: object({ items: array(object({ id, text }), 3, 8) }),
  MATCHING: object({ left: array(object({ id, text, matchId: id }), 2, 6), right: array(object({ id, text }), 2, 8) }),
};

/** What each type means, for the prompt (the contract the answer must follow). */
export const TYPE_CONTRACTS: Partial<Record<QuestionType, string>> = {
  MCQ_SINGLE:
    'Multiple choice with exactly one correct option: four options with ids "a" to "d", exactly one with correct true. Wrong options must be plausible terms or claims from the same document, never a synonym of the right one.',
  MCQ_MULTI:
    'Multiple choice with one or more correct options: four to six options with ids "a", "b", ...; at least one correct, at least one wrong.',
  TRUE_FALSE:
    'A statement as questionText; answer true when the source says it, false when the source contradicts it (change one key fact of a source sentence).',
  OPEN: 'An open question; answer is the model answer, taken from the source in one or two sentences.',
  FILL_GAP:
    'text is a source sentence with one to three gaps written as ___1___, ___2___ ...; gaps give each gap id and its answer (the exact words taken out).',
  COMPLIANCE:
    'Two to six statements, ids 1, 2, ...; compliant true for statements the source makes, false for statements changed to disagree with it; at least one compliant.',
  ORDERING:
    'Three to eight items, ids 1, 2, ... listed in the correct order (steps, dated events, or the order the source gives).',
  MATCHING:
    'left items (ids 1, 2, ...) each with matchId naming its right item; right items with ids 10, 11, ...; one right item per left item.',
};

/** The envelope: a list of questions, each with the verbatim source sentence(s) it rests on. */
export function responseSchema(type: QuestionType): unknown {
  return object({
    questions: array(
      object({
        questionText: text,
        explanation: text,
        hint: text,
        sourceSentences: array(text, 1, 4),
        content: CONTENT_SCHEMAS[type] ?? object({}),
      }),
      1,
      10,
    ),
  });
}
