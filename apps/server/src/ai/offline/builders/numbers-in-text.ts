import type { DocumentAnalysis } from '../analysis.ts';
import { MONTHS } from '../analysis/english.ts';
import { NUMBER_WORDS as COUNT_WORDS } from '../analysis/questions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';

/** Where a number stands in its sentence. */
interface Place {
  start: number;
  end: number;
}

/** Number words a unit noun follows ("one hundred dollars", "seven million dollars"). */
export const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion dozen half'.split(
    ' ',
  ),
);

/**
 * Whether a number is an end of a range ("0.5 to 1", "3-4", "six to eight glasses", "ten to one hundred times") or
 * one of two ("16 or 17"):
 * changing or blanking one end breaks the range, and an end moved inward still holds ("seven to eight glasses" of
 * "six to eight" had been keyed false: the wrong-key audit of session 19).
 */
export function inRange(text: string, occurrence: Place): boolean {
  const before = text.slice(Math.max(0, occurrence.start - 6), occurrence.start);
  const after = text.slice(occurrence.end, occurrence.end + 6);
  return (
    /\d ?(?:to|-|–) ?$/.test(before) ||
    /^ ?(?:to|-|–) ?\d/.test(after) ||
    // "aged 16 or 17": either of two numbers, one changed reads "aged 32 or 17" (the audit of session 19).
    /\d or $/.test(before) ||
    /^ or \d/.test(after) ||
    inSpokenRange(text, occurrence) ||
    inRangeOfWords(text, occurrence)
  );
}

/**
 * Whether a number stands beside "to" or "or" and a number word on its other side ("six to eight", "ten to one
 * hundred", "two or three tyre levers": "four or three tyre levers" had been a false statement, the audit of session
 * 25).
 */
function inRangeOfWords(text: string, occurrence: Place): boolean {
  const isNumber = (word: string | undefined) =>
    word !== undefined && (NUMBER_WORDS.has(word.toLowerCase()) || /^\d/.test(word));
  const before = text
    .slice(Math.max(0, occurrence.start - 24), occurrence.start)
    .trimEnd()
    .split(' ');
  const after = text
    .slice(occurrence.end, occurrence.end + 24)
    .trimStart()
    .split(' ');
  const joins = (word: string | undefined) => word === 'to' || word === 'or';
  return (joins(before.at(-1)) && isNumber(before.at(-2))) || (joins(after[0]) && isNumber(after[1]));
}

/** Words before a year that make it a bound in time ("By 1500", "before 1450", "since 1990"). */
const BOUNDS_IN_TIME = new Set(['by', 'before', 'after', 'until', 'till', 'since']);

/**
 * Whether a year is a bound in time: "By 1500, presses were working in 250 cities" neither says nor denies "By
 * 1455", so no other year is put in ("By 1455" had been keyed false: the wrong-key audit of session 19).
 */
export function isBoundInTime(text: string, occurrence: Place): boolean {
  return BOUNDS_IN_TIME.has(lastWord(text.slice(0, occurrence.start)).toLowerCase());
}

/**
 * Whether a number is an end of a range with its unit between ("from 9 a.m. to 8 p.m.", "between 10 a.m. and 3
 * p.m."): "open from 11 a.m. to 8 p.m." is still open then, so a narrower range follows from the text (the audit of
 * session 18).
 */
function inSpokenRange(text: string, occurrence: Place): boolean {
  const opens = /\b(?:from|between) $/i.test(text.slice(Math.max(0, occurrence.start - 8), occurrence.start));
  // "from 1836 through 1862", "from 1836 until 1862" too (the code review of session 23).
  const closes = /^(?: ?[\p{L}.%]{1,5}){0,2} (?:to|and|until|till|through|thru) \d/u.test(
    text.slice(occurrence.end, occurrence.end + 20),
  );
  const second = /\b(?:from|between) \d[\d.,:]*(?: ?[\p{L}.%]{1,5}){0,2} (?:to|and|until|till|through|thru) $/iu.test(
    text.slice(Math.max(0, occurrence.start - 36), occurrence.start),
  );
  return (opens && closes) || second;
}

/**
 * Whether a number is the day of a date, month first or day first ("October 26", "26 October", "26th of
 * October"): trivia to ask, and changed it may be no day at all ("October 52, 1825" in blind review
 * blind-s7's harness run).
 */
export function isDayOfMonth(text: string, occurrence: Place): boolean {
  const after = text
    .slice(occurrence.end, occurrence.end + 20)
    .replace(/^(?:st|nd|rd|th)\b/, '')
    .trimStart()
    .replace(/^of /, '');
  return (
    MONTHS.has(lastWord(text.slice(0, occurrence.start)).toLowerCase()) || MONTHS.has(firstWord(after).toLowerCase())
  );
}

/** The letters that start a text (scanned, as lastWord). */
function firstWord(text: string): string {
  let to = 0;
  while (to < text.length && /\p{L}/u.test(text.charAt(to))) {
    to += 1;
  }
  return text.slice(0, to);
}

/** The letters that end a text, spaces after them aside (scanned: /(\p{L}+)\s*$/ backtracks polynomially). */
function lastWord(text: string): string {
  const trimmed = text.trimEnd();
  let from = trimmed.length;
  while (from > 0 && /\p{L}/u.test(trimmed.charAt(from - 1))) {
    from -= 1;
  }
  return trimmed.slice(from);
}

/**
 * Whether a year put in for the one at `occurrence` keeps its place among the sentence's other years: "enlarged between
 * 1836 and 1862 ..., and in _____ it was replaced" with 1807, 1817 and 1825 leaves 1918 the only year after 1862 (the
 * harness of session 23), and "replaced in 1825" after an enlargement from 1836 is false by its own words.
 */
export function keepsItsPlaceInTime(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  occurrence: Place,
  candidate: number,
): boolean {
  const year = Number(sentence.text.slice(occurrence.start, occurrence.end));
  return sentence.terms
    .filter((other) => other.start !== occurrence.start && analysis.terms.get(other.key)?.kind === 'year')
    .every((other) => Math.sign(candidate - Number(other.surface)) === Math.sign(year - Number(other.surface)));
}

/** A span of years from a point in time: "eight years after", "3 years later", "twenty-five years before", "a decade after". */
const INTERVAL = /\b([\w-]{1,24}) (?:years?|decades?) (?:after|before|later|earlier)\b/gi;

/** A count as written before "years": "8", "eight", "twenty-five", "a" (of "a decade"); NaN for anything else. */
function countOf(word: string): number {
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) {
    return Number(lower);
  }
  const [first = '', second] = lower.split('-');
  const valueOf = (part: string) => (part === 'a' || part === 'one' ? 1 : (COUNT_WORDS.get(part) ?? Number.NaN));
  if (second === undefined) {
    return valueOf(first);
  }
  const [tens, unit] = [valueOf(first), valueOf(second)];
  return tens >= 20 && tens < 100 && tens % 10 === 0 && unit < 10 ? tens + unit : Number.NaN;
}

/**
 * Whether a year or a count of years of the sentence follows from the rest of it by a sum (the code review of session
 * 23): "opened in _____, eight years after construction had begun in 1817" (1825 is 1817 and eight), "8 years later in
 * 1825" of work begun in 1817 (8 is their difference). Not where the sum does not come out ("moved to Paris in 1891,
 * three years after ..., and married in 1895").
 */
export function followsFromTheSentence(text: string, occurrence: Place, kind: 'year' | 'number'): boolean {
  const years = [...text.matchAll(/\b\d{4}\b/g)].map((match) => ({ at: match.index, value: Number(match[0]) }));
  const spans = [...text.matchAll(INTERVAL)].map((match) => ({
    at: match.index,
    value: countOf(match[1] ?? '') * (/decade/i.test(match[0]) ? 10 : 1),
  }));
  if (kind === 'year') {
    const year = Number(text.slice(occurrence.start, occurrence.end));
    const others = years.filter((other) => other.at !== occurrence.start);
    return spans.some((span) => others.some((other) => Math.abs(year - other.value) === span.value));
  }
  const span = spans.find((candidate) => candidate.at === occurrence.start);
  return (
    span !== undefined &&
    years.some((a) => years.some((b) => a.at < b.at && Math.abs(a.value - b.value) === span.value))
  );
}
