/**
 * Comparison form of typed answers (OPEN, FILL_GAP), as api.md fixes it: trim, case fold, collapse
 * whitespace, remove Unicode punctuation at both ends. Nothing fuzzy: two texts match only when they
 * differ by these steps. Two guards keep meaning intact: '%', '‰' and '#' are kept at the ends
 * ('50%' is not '50', 'C#' is not 'C'), and a leading '-' or '.' before a digit is kept ('-5' is not
 * '5'). Typographic quotes are read as straight quotes, so "don’t" equals "don't".
 */
export function normaliseText(text: string): string {
  const folded = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC]/gu, "'")
    .replace(/[\u201C\u201D]/gu, '"')
    .replace(/\s+/gu, ' ');
  const chars = Array.from(folded);
  let start = 0;
  let end = chars.length;
  while (start < end && isStrippableAtStart(chars, start)) {
    start += 1;
  }
  while (end > start && isStrippableAtEnd(chars[end - 1])) {
    end -= 1;
  }
  return chars.slice(start, end).join('');
}

/** True when two typed answers are the same after normalisation; an empty answer never matches. */
export function textsMatch(given: string, expected: string): boolean {
  const normalisedGiven = normaliseText(given);
  return normalisedGiven.length > 0 && normalisedGiven === normaliseText(expected);
}

const KEPT_AT_ENDS = new Set(['%', '‰', '#']);
const SIGNS_BEFORE_DIGITS = new Set(['-', '.']);
const WHITESPACE = /^\s$/u;
const PUNCTUATION = /^\p{P}$/u;
const DIGIT = /^\p{Nd}$/u;

function isStrippableAtEnd(char: string | undefined): boolean {
  if (char === undefined) {
    return false;
  }
  return WHITESPACE.test(char) || (PUNCTUATION.test(char) && !KEPT_AT_ENDS.has(char));
}

function isStrippableAtStart(chars: readonly string[], index: number): boolean {
  const char = chars[index];
  if (char === undefined || !isStrippableAtEnd(char)) {
    return false;
  }
  const following = chars[index + 1];
  return !(SIGNS_BEFORE_DIGITS.has(char) && following !== undefined && DIGIT.test(following));
}
