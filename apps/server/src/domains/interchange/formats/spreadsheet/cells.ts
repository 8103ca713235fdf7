/**
 * How one cell holds a list (options, items, pairs, gap answers): items separated by `|`, a
 * backslash keeping the next character as it is (`\|`, `\\`, and `-\>` for an arrow that is text).
 * Read by small scanners, never by regular expressions.
 */

const ESCAPE = '\\';
const ITEM_SEPARATOR = '|';
const PAIR_ARROW = '->';

/** Where `token` first occurs outside an escape, or -1. */
function indexOfUnescaped(raw: string, token: string): number {
  for (let at = 0; at < raw.length; at += 1) {
    if (raw[at] === ESCAPE) {
      at += 1;
    } else if (raw.startsWith(token, at)) {
      return at;
    }
  }
  return -1;
}

/** The raw parts between unescaped separators (escapes still in place). */
function splitUnescaped(raw: string, separator: string): string[] {
  const parts: string[] = [];
  let rest = raw;
  let at = indexOfUnescaped(rest, separator);
  while (at !== -1) {
    parts.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
    at = indexOfUnescaped(rest, separator);
  }
  parts.push(rest);
  return parts;
}

/** The text a raw part stands for: each backslash gives the next character as it is. */
function unescapeCell(raw: string): string {
  let text = '';
  for (let at = 0; at < raw.length; at += 1) {
    const char = raw[at] ?? '';
    text += char === ESCAPE && at + 1 < raw.length ? (raw[(at += 1)] ?? '') : char;
  }
  return text;
}

/** The items of a list cell, trimmed; an empty cell is an empty list. */
export function readList(cell: string): string[] {
  if (cell.trim() === '') {
    return [];
  }
  return splitUnescaped(cell, ITEM_SEPARATOR).map((part) => unescapeCell(part.trim()));
}

/** The raw (still escaped) items of a list cell, for items that have an inner structure (pairs). */
export function readRawList(cell: string): string[] {
  return cell.trim() === '' ? [] : splitUnescaped(cell, ITEM_SEPARATOR).map((part) => part.trim());
}

/** "left -> right" of a raw item (left may be empty: a distractor), or null without an arrow. */
export function readPair(rawItem: string): { left: string; right: string } | null {
  const at = indexOfUnescaped(rawItem, PAIR_ARROW);
  if (at === -1) {
    return null;
  }
  return {
    left: unescapeCell(rawItem.slice(0, at).trim()),
    right: unescapeCell(rawItem.slice(at + PAIR_ARROW.length).trim()),
  };
}

/** A text as a list item: backslashes and separators escaped. */
function escapeItem(text: string): string {
  return text.replaceAll(ESCAPE, ESCAPE + ESCAPE).replaceAll(ITEM_SEPARATOR, ESCAPE + ITEM_SEPARATOR);
}

/** A list cell: items escaped and separated by " | ". */
export function writeList(items: readonly string[]): string {
  return items.map(escapeItem).join(` ${ITEM_SEPARATOR} `);
}

/** A list cell of pairs, "left -> right" each (an empty left is a distractor); an arrow in a text is escaped. */
export function writePairs(pairs: ReadonlyArray<{ left: string; right: string }>): string {
  const side = (text: string) => escapeItem(text).replaceAll(PAIR_ARROW, `-${ESCAPE}>`);
  return pairs
    .map((pair) =>
      pair.left === '' ? `${PAIR_ARROW} ${side(pair.right)}` : `${side(pair.left)} ${PAIR_ARROW} ${side(pair.right)}`,
    )
    .join(` ${ITEM_SEPARATOR} `);
}

function isDigits(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] ?? '';
    if (char < '0' || char > '9') {
      return false;
    }
  }
  return true;
}

/** Option numbers of a cell ("2", "1, 3"): whole numbers from 1, separated by commas; null when not. */
export function readNumbers(cell: string): number[] | null {
  if (cell.trim() === '') {
    return [];
  }
  const numbers: number[] = [];
  for (const part of cell.split(',')) {
    const digits = part.trim();
    if (digits === '' || digits.length > 6 || !isDigits(digits)) {
      return null;
    }
    numbers.push(Number(digits));
  }
  return numbers;
}

/** A user's text shortened for a message (the cell may be long). */
export function shown(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
}

/** The spreadsheet's name of a column (1 → A, 27 → AA), for messages. */
export function columnName(column: number): string {
  let name = '';
  let rest = column;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    name = String.fromCharCode(65 + digit) + name;
    rest = Math.floor((rest - 1) / 26);
  }
  return name;
}
