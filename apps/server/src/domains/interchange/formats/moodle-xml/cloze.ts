import type { InterchangeAnswer, InterchangeBody } from '@quizmaker/question-types';

/** Why a cloze (multianswer) question does not fit a gap text, and what its reading drops (exact texts). */
export const CLOZE_MESSAGES = {
  noGaps: 'The cloze question has no {…} subquestions',
  notGap: (type: string) =>
    `Cloze subquestion type ${type} does not fit a gap (a gap takes one typed or chosen answer)`,
  tolerance: (answer: string) => `Cloze numerical answer "${answer}" has a tolerance, which a gap cannot hold`,
  feedbackDropped: (count: number) => `Cloze answer feedback dropped (${count})`,
} as const;

/** Subquestion types whose answers a gap holds: chosen from a menu or typed. */
const GAP_TYPES = new Set([
  ...['MULTICHOICE', 'MC', 'MULTICHOICE_V', 'MCV', 'MULTICHOICE_H', 'MCH'],
  ...['MULTICHOICE_S', 'MCS', 'MULTICHOICE_VS', 'MCVS', 'MULTICHOICE_HS', 'MCHS'],
  ...['SHORTANSWER', 'SA', 'MW', 'SHORTANSWER_C', 'SAC', 'MWC'],
]);
const NUMERICAL_TYPES = new Set(['NUMERICAL', 'NM']);
const OTHER_TYPES = new Set([
  ...['MULTIRESPONSE', 'MR', 'MULTIRESPONSE_H', 'MRH', 'MULTIRESPONSE_S', 'MRS', 'MULTIRESPONSE_HS', 'MRHS'],
]);

/** Splits at each unescaped `separator` (a backslash escapes the next character), unescaping the parts. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '\\' && index + 1 < text.length) {
      current += `\\${text[index + 1] ?? ''}`;
      index += 1;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

/** Drops each escaping backslash (a one-character look-ahead: linear). */
const unescape = (text: string) => text.replace(/\\(.)/gs, '$1');

/** "=a#fb", "%50%b", "c": weight and text; feedback counted. */
function readAnswer(raw: string): { answer: InterchangeAnswer; feedback: boolean } {
  const [withWeight = '', ...feedback] = splitUnescaped(raw, '#');
  let weight = 0;
  let text = withWeight;
  if (text.startsWith('=')) {
    weight = 100;
    text = text.slice(1);
  } else if (text.startsWith('%')) {
    const end = text.indexOf('%', 1);
    const value = end === -1 ? Number.NaN : Number(text.slice(1, end));
    if (Number.isFinite(value)) {
      weight = value;
      text = text.slice(end + 1);
    }
  }
  return { answer: { text: unescape(text).trim(), weight }, feedback: feedback.join('').trim() !== '' };
}

/** The end of a {…} subquestion opened at `open` (the unescaped closing brace), or -1. */
function closingBrace(text: string, open: number): number {
  for (let index = open + 1; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') {
      index += 1;
    } else if (char === '}') {
      return index;
    }
  }
  return -1;
}

/** Longest subquestion type name (MULTIRESPONSE_HS), so the prefix is read in bounded steps. */
const TYPE_MAX = 16;

/**
 * The type of a {…} subquestion opened at `open` ("{1:MULTICHOICE:" or "{SA:"), and where its answers
 * start; null when the brace opens no subquestion (plain text). Reads at most a short prefix.
 */
function subquestionStart(text: string, open: number): { type: string; answers: number } | null {
  let cursor = open + 1;
  while (cursor < open + 6 && /[0-9]/.test(text[cursor] ?? '')) {
    cursor += 1;
  }
  if (text[cursor] !== ':') {
    return null;
  }
  const typeEnd = text.slice(cursor + 1, cursor + 2 + TYPE_MAX).indexOf(':');
  if (typeEnd === -1) {
    return null;
  }
  const type = text
    .slice(cursor + 1, cursor + 1 + typeEnd)
    .trim()
    .toUpperCase();
  const known = GAP_TYPES.has(type) || NUMERICAL_TYPES.has(type) || OTHER_TYPES.has(type);
  return known ? { type, answers: cursor + 2 + typeEnd } : null;
}

/**
 * A cloze text as a gap text: each {…} subquestion whose answers a gap holds (menus and typed
 * answers; numbers without tolerance) becomes a ___N___ marker; anything else gives the reason.
 */
export function readCloze(text: string): { body: InterchangeBody; notes: string[] } | { reason: string } {
  let written = '';
  let cursor = 0;
  let feedback = 0;
  const gaps: Array<{ id: number; answers: InterchangeAnswer[] }> = [];
  for (let open = text.indexOf('{'); open !== -1; open = text.indexOf('{', cursor)) {
    const start = subquestionStart(text, open);
    const close = start === null ? -1 : closingBrace(text, start.answers - 1);
    if (start === null || close === -1) {
      written += text.slice(cursor, open + 1);
      cursor = open + 1;
      if (start !== null) {
        // No closing brace anywhere after: no later subquestion can close either.
        break;
      }
      continue;
    }
    const parts = { type: start.type, answers: splitUnescaped(text.slice(start.answers, close), '~') };
    if (OTHER_TYPES.has(parts.type)) {
      return { reason: CLOZE_MESSAGES.notGap(parts.type) };
    }
    const answers: InterchangeAnswer[] = [];
    for (const raw of parts.answers) {
      const read = readAnswer(raw);
      feedback += read.feedback ? 1 : 0;
      if (NUMERICAL_TYPES.has(parts.type)) {
        const [value = '', tolerance = '0'] = read.answer.text.split(':');
        if (Number(tolerance) !== 0) {
          return { reason: CLOZE_MESSAGES.tolerance(read.answer.text) };
        }
        answers.push({ text: value.trim(), weight: read.answer.weight });
      } else {
        answers.push(read.answer);
      }
    }
    const id = gaps.length + 1;
    gaps.push({ id, answers });
    written += `${text.slice(cursor, open)}___${id}___`;
    cursor = close + 1;
  }
  if (gaps.length === 0) {
    return { reason: CLOZE_MESSAGES.noGaps };
  }
  return {
    body: { kind: 'gapText', text: written + text.slice(cursor), gaps },
    notes: feedback > 0 ? [CLOZE_MESSAGES.feedbackDropped(feedback)] : [],
  };
}

/** A text as cloze answer text: the characters cloze reads (} ~ # \ and the leading = or %) escaped. */
export function escapeCloze(text: string): string {
  let result = '';
  for (const char of text) {
    result += '}~#\\'.includes(char) ? `\\${char}` : char;
  }
  return result.startsWith('=') || result.startsWith('%') ? `\\${result}` : result;
}
