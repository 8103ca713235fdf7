import type { SentenceInfo } from './statements.ts';

export interface ListGroup {
  chunkIndex: number;
  intro: SentenceInfo | null;
  items: SentenceInfo[];
  numbered: boolean;
}

export const LIST_MARKER = /^\s*(\d{1,3}[.)]|[-*•–])\s+/;

/** A paragraph that is only a page number ("6-2", "47", "Page 1 of 2"): page furniture. */
const PAGE_NUMBER = /^(?:page\s+)?\d{1,4}(?:\s?(?:-|of)\s?\d{1,4})?$/i;

/** Two pieces of one sentence a line break cut apart, joined back ("con-" + "stitution", "over" + "the lip"). */
function joinWrapped(before: string, after: string): string {
  return /\p{L}-$/u.test(before) && /^\p{Ll}/u.test(after) ? `${before.slice(0, -1)}${after}` : `${before} ${after}`;
}

/** The lines of a paragraph as one line: hard wraps undone, hyphenated words joined back. */
function unwrap(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .reduce((joined, line) => (joined === '' ? line : joinWrapped(joined, line)), '');
}

/**
 * Splits chunk content into paragraphs with their offsets, wrapped lines rejoined: a paragraph
 * that starts in lower case after one that ends without a full stop continues it (a list item or
 * sentence cut by a line or page break), and page numbers between them are dropped.
 */
export function paragraphsOf(content: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const pattern = /[^\n]+(?:\n[^\n]+)*/g;
  for (const block of content.matchAll(pattern)) {
    for (const piece of cutAtNumberedLines(block[0], block.index)) {
      addParagraph(paragraphs, piece);
    }
  }
  return paragraphs;
}

interface Paragraph {
  text: string;
  offset: number;
}

/** A line that opens a numbered list's item, its number captured: "1. Collect ...", "2) Walk ...". */
const NUMBERED_LINE = /^[ \t]*(\d{1,3})[.)][ \t]/;

/**
 * A block of lines cut before each line of a numbered list in it, with their offsets: "Procedure\n1. Collect the
 * checklist ...\n2. Walk around the truck ..." written an item a line, no blank line between. Whole, the block was
 * one paragraph, "Procedure 1. Collect ... 2. Walk ...", its items sentences of it: the wrong-key audit of session 21
 * found a forklift inspection's nine numbered steps unused and the sentences inside step 5 ordered instead. Only
 * numbers that count on by one cut it ("1.", "2.", "3."), at least two: not a line a hard wrap opens with a number.
 */
function cutAtNumberedLines(block: string, offset: number): Paragraph[] {
  const itemStarts: number[] = [];
  let lastNumber = Number.NaN;
  let lineStart = 0;
  for (const line of block.split('\n')) {
    const number = Number(NUMBERED_LINE.exec(line)?.[1] ?? Number.NaN);
    if (!Number.isNaN(number) && (itemStarts.length === 0 || number === lastNumber + 1)) {
      itemStarts.push(lineStart);
      lastNumber = number;
    }
    lineStart += line.length + 1;
  }
  const bounds = [...new Set([0, ...(itemStarts.length >= 2 ? itemStarts : []), block.length])];
  return bounds.slice(1).map((end, i) => {
    const start = bounds[i] ?? 0;
    return { text: block.slice(start, end), offset: offset + start };
  });
}

/**
 * A piece of the content added as a paragraph, or joined to the one before where it continues it; nothing for a
 * page number.
 */
function addParagraph(paragraphs: Paragraph[], piece: Paragraph): void {
  const raw = piece.text.trim();
  if (!raw || PAGE_NUMBER.test(raw)) {
    return;
  }
  const text = unwrap(raw);
  const previous = paragraphs[paragraphs.length - 1];
  const cutAfter = previous && !/[.!?:;]["”’)]?$/u.test(previous.text);
  // Continued when the piece starts in lower case, or the one before ends on "the", "of", "and" or a comma.
  if (
    previous &&
    cutAfter &&
    (/^\p{Ll}/u.test(text) || /(?:,|\s(?:the|a|an|of|to|and|or|in|on|for|with))$/i.test(previous.text))
  ) {
    previous.text = joinWrapped(previous.text, text);
    return;
  }
  paragraphs.push({ text, offset: piece.offset + piece.text.indexOf(raw) });
}
