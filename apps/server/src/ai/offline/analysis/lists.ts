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
export function paragraphsOf(content: string): Array<{ text: string; offset: number }> {
  const paragraphs: Array<{ text: string; offset: number }> = [];
  const pattern = /[^\n]+(?:\n[^\n]+)*/g;
  for (const match of content.matchAll(pattern)) {
    const raw = match[0].trim();
    if (!raw || PAGE_NUMBER.test(raw)) {
      continue;
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
      continue;
    }
    paragraphs.push({ text, offset: match.index + match[0].indexOf(raw) });
  }
  return paragraphs;
}
