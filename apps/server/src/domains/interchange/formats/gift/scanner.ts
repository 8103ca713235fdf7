/**
 * Small linear scanners for GIFT text (no regular expressions on the file: nothing can backtrack).
 * A backslash escapes the character after it (Moodle's escapes: \~ \= \# \{ \} \: \\ and \n).
 */

const ESCAPABLE = new Set(['~', '=', '#', '{', '}', ':', '\\']);

/** Index of `token` at or after `from` that no backslash escapes, or -1. */
export function findUnescaped(text: string, token: string, from = 0): number {
  let index = from;
  while (index < text.length) {
    if (text[index] === '\\') {
      index += 2;
    } else if (text.startsWith(token, index)) {
      return index;
    } else {
      index += 1;
    }
  }
  return -1;
}

/** Every unescaped position of any of the single-character `marks`, in order. */
export function unescapedPositions(text: string, marks: ReadonlySet<string>): number[] {
  const positions: number[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    if (char === '\\') {
      index += 2;
      continue;
    }
    if (marks.has(char)) {
      positions.push(index);
    }
    index += 1;
  }
  return positions;
}

/** The text with GIFT's escapes read: \X gives X for the escapable characters, \n a line break. */
export function unescapeGift(text: string): string {
  let result = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index] ?? '';
    const next = text[index + 1];
    if (char === '\\' && next !== undefined && (ESCAPABLE.has(next) || next === 'n')) {
      result += next === 'n' ? '\n' : next;
      index += 2;
    } else {
      result += char;
      index += 1;
    }
  }
  return result;
}

/** The text written for GIFT: special characters escaped, line breaks as \n, and "::" never formed. */
export function escapeGift(text: string): string {
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (char === '\n') {
      result += '\\n';
    } else if (char === '\r') {
      continue;
    } else if (char === ':') {
      result += text[index - 1] === ':' || text[index + 1] === ':' ? '\\:' : ':';
    } else {
      result += ESCAPABLE.has(char) ? `\\${char}` : char;
    }
  }
  return result;
}

/** A block of a GIFT file: the lines of one question (or $CATEGORY), and the line it starts on. */
export interface GiftBlock {
  readonly text: string;
  readonly line: number;
}

/** Whole-line comments start with // (a // inside a text, as in a URL, is text). */
const isComment = (line: string) => line.trimStart().startsWith('//');

/** Splits a file into blocks: questions are separated by blank lines; comment lines are dropped. */
export function splitBlocks(text: string): GiftBlock[] {
  const blocks: GiftBlock[] = [];
  let current: string[] = [];
  let start = 0;
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (isComment(line)) {
      continue;
    }
    if (line.trim() === '') {
      if (current.length > 0) {
        blocks.push({ text: current.join('\n'), line: start });
        current = [];
      }
      continue;
    }
    if (current.length === 0) {
      start = index + 1;
    }
    current.push(line);
  }
  if (current.length > 0) {
    blocks.push({ text: current.join('\n'), line: start });
  }
  return blocks;
}

export const CATEGORY_PREFIX = '$CATEGORY:';

export const isCategory = (block: GiftBlock) => block.text.trimStart().startsWith(CATEGORY_PREFIX);
