/** A line recognised as the start of a chapter or a section. */
export interface HeadingMatch {
  level: 'chapter' | 'section';
  /** The number the heading carries (Chapter 3, III, "three", 2.4 -> 4 within chapter 2), if any. */
  number: number | null;
  /** The words after the number ("The Pool of Tears"), '' when the heading is only a label. */
  title: string;
  /** How the heading was found, for the chunk's diagnostics and for AUTO's decision. */
  source: 'keyword' | 'numbered' | 'roman' | 'style';
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
/** The ordinals as words, each at its value ("first" at 1): headings count with them, and so do a procedure's steps. */
export const ORDINAL_WORDS = [
  '',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** Reads a Roman numeral (I..MMM), or null when the text is not one. */
export function romanToNumber(text: string): number | null {
  const roman = text.toUpperCase();
  if (!/^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/.test(roman) || roman === '') {
    return null;
  }
  const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < roman.length; i += 1) {
    const value = values[roman[i] as string] ?? 0;
    const next = values[roman[i + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** "12", "XII", "twelve", "twelfth" -> 12; null for anything else. */
export function parseNumeral(text: string): number | null {
  const word = text.toLowerCase();
  if (/^\d{1,4}$/.test(word)) {
    return Number(word);
  }
  const named = NUMBER_WORDS.indexOf(word);
  if (named > 0) {
    return named;
  }
  const ordinal = ORDINAL_WORDS.indexOf(word);
  if (ordinal > 0) {
    return ordinal;
  }
  return romanToNumber(word);
}

const NUMERAL = String.raw`(\d{1,4}|[ivxlcdm]{1,8}|${NUMBER_WORDS.slice(1).join('|')}|${ORDINAL_WORDS.slice(1).join('|')})`;
const KEYWORD_CHAPTER = new RegExp(String.raw`^(chapter|part|book)\s+${NUMERAL}\b\s*[.:\-–—]?\s*(.*)$`, 'i');
const KEYWORD_SECTION = new RegExp(String.raw`^(section|§)\s*${NUMERAL}\b\s*[.:\-–—]?\s*(.*)$`, 'i');
/** "2.3 Results", "2.3. Results", "2.3.1 Detail" (only the first two levels count). */
const NUMBERED_SECTION = /^(\d{1,3})\.(\d{1,3})(?:\.\d{1,3})*\.?\s+(\S.*)$/;
/** "3. Methods", "3 Methods" — a candidate top-level heading, confirmed later by sequence and body. */
const NUMBERED_CHAPTER = /^(\d{1,3})\.?\s+([A-Z\u00C0-\u024F].*)$/;
/** A line that is only a Roman numeral ("IV." / "IV"), as some books number chapters. */
const ROMAN_ONLY = /^([IVXLC]{1,7})\.?$/;

/** Short enough to be a heading: at most 15 words and 120 characters. */
export function isHeadingSized(line: string): boolean {
  const words = line.trim().split(/\s+/).filter(Boolean);
  return line.length <= 120 && words.length > 0 && words.length <= 15;
}

/** A title that reads like a title: no sentence punctuation at its end (TOC leaders and page numbers excluded). */
function titleLike(title: string): boolean {
  const trimmed = title.trim();
  return (
    trimmed.length > 0 &&
    !/[,;]$/.test(trimmed) &&
    !/\.\.\s*\d*$/.test(trimmed) &&
    !/\s\d{1,4}$/.test(trimmed) &&
    !/[a-z]\.$/.test(trimmed)
  );
}

/**
 * Recognises a heading line: 'Chapter N' / 'Part N' / 'Book N' (N in digits, Roman numerals or
 * words), 'Section N', numbered headings 'N.N Title' (section) and 'N. Title' (chapter candidate),
 * and a lone Roman numeral. Body sentences are refused by length and punctuation.
 */
export function matchHeading(line: string): HeadingMatch | null {
  const text = line.trim().replace(/\s+/g, ' ');
  if (!isHeadingSized(text)) {
    return null;
  }
  const keyword = KEYWORD_CHAPTER.exec(text);
  if (keyword) {
    const number = parseNumeral(keyword[2] ?? '');
    const title = (keyword[3] ?? '').trim();
    if (number !== null && (title === '' || (titleLike(title) && /^[A-Z0-9\u00C0-\u024F"'“‘(]/.test(title)))) {
      return { level: 'chapter', number, title: title.replace(/[.:]$/, ''), source: 'keyword' };
    }
  }
  const section = KEYWORD_SECTION.exec(text);
  if (section) {
    const number = parseNumeral(section[2] ?? '');
    const title = (section[3] ?? '').trim();
    if (number !== null && (title === '' || titleLike(title))) {
      return { level: 'section', number, title: title.replace(/[.:]$/, ''), source: 'keyword' };
    }
  }
  const numberedSection = NUMBERED_SECTION.exec(text);
  if (numberedSection && titleLike(numberedSection[3] ?? '') && /^[A-Z\u00C0-\u024F]/.test(numberedSection[3] ?? '')) {
    return {
      level: 'section',
      number: Number(numberedSection[2]),
      title: (numberedSection[3] ?? '').trim(),
      source: 'numbered',
    };
  }
  const numbered = NUMBERED_CHAPTER.exec(text);
  if (
    numbered &&
    titleLike(numbered[2] ?? '') &&
    !/[.!?]$/.test(numbered[2] ?? '') &&
    (numbered[2] ?? '').split(' ').length <= 10
  ) {
    return { level: 'chapter', number: Number(numbered[1]), title: (numbered[2] ?? '').trim(), source: 'numbered' };
  }
  const roman = ROMAN_ONLY.exec(text);
  if (roman) {
    const number = romanToNumber(roman[1] ?? '');
    if (number !== null) {
      return { level: 'chapter', number, title: '', source: 'roman' };
    }
  }
  return null;
}

/** A line that may carry a heading's title on the line after its label ("CHAPTER I." then "Down the Rabbit-Hole"). */
export function isTitleLine(line: string): boolean {
  const text = line.trim();
  return (
    isHeadingSized(text) &&
    text.split(/\s+/).length <= 10 &&
    !/[.!?,;:]$/.test(text.replace(/[.]$/, '')) &&
    !/[a-z]{3}\.$/.test(text) &&
    /^[A-Z0-9"'“‘(]/.test(text)
  );
}

/** The longest heading line that opens its paragraph on the next line, in words. */
const HEADING_LINE_MAX_WORDS = 8;
/** A line that ends a sentence, or a clause a list may follow. */
const ENDS_SENTENCE = /[.!?:;]["”’)]?$/u;
/** A line that ends on a word leading into the next one: the first piece of a sentence, no heading. */
const LEADS_ON = /\s(?:the|a|an|of|to|and|or|but|in|on|at|by|for|from|with|as|is|are|was|were|that|which|who)$/i;

/**
 * Whether a line is a heading whose section starts on the next line, no blank line between ("Entry and
 * supervision" / "Children under the age of eight must ...": the audit of session 21 found the heading read
 * as the opening words of the sentence, "Records Completed checklists are kept for how many months?"). A
 * heading is short, opens with a capital or a number, ends on no punctuation nor on a word that leads on
 * ("the", "of", "and"), and the line after it opens a sentence or a list item with a capital; it opens its
 * block of lines (`before` undefined) or follows a line that ends a sentence. It is also at most half as
 * long as the longest line around it (`longest`): a sentence wrapped across lines ("The settlers crossed
 * the river near" / "Springfield in 1820, ...") has lines of the page's width but its last.
 */
export function isHeadingLine(
  line: string,
  before: string | undefined,
  after: string | undefined,
  longest: number,
): boolean {
  return (
    after !== undefined &&
    (before === undefined || ENDS_SENTENCE.test(before)) &&
    line.split(/\s+/).length <= HEADING_LINE_MAX_WORDS &&
    line.length * 2 <= longest &&
    /^[\p{Lu}\d]/u.test(line) &&
    /\p{L}/u.test(line) &&
    !/[.!?:;,"'”’)\]-]$/u.test(line) &&
    !LEADS_ON.test(line) &&
    /^(?:\d{1,3}[.)]\s+|[-*•–]\s+)?\p{Lu}/u.test(after)
  );
}
