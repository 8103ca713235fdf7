/** A [start, end) range of a text. */
export type Span = readonly [number, number];

/** A sentence end and the space after it (the space is not part of the end). */
const SENTENCE_END = /[.!?…]["'”’)\]]*\s/g;
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|Prof|St|Sr|Jr|vs|etc|e\.g|i\.e|No|Fig|Vol|pp|cf|Inc|Ltd|Co)\.$/;

/** Moves `position` forward over whitespace. */
function skipSpace(text: string, position: number, end: number): number {
  let at = position;
  while (at < end && /\s/.test(text[at] as string)) {
    at += 1;
  }
  return at;
}

/** Moves `position` back over whitespace (the end of a trimmed span). */
function trimBack(text: string, start: number, position: number): number {
  let at = position;
  while (at > start && /\s/.test(text[at - 1] as string)) {
    at -= 1;
  }
  return at;
}

/** The best place to end a piece that starts at `from`: within (minCut, maxCut], never inside a word. */
function bestCut(text: string, from: number, minCut: number, maxCut: number): number {
  // 1. A paragraph break.
  const piece = text.slice(from, maxCut + 1);
  let paragraph = from + piece.lastIndexOf('\n\n', maxCut - from - 1);
  if (paragraph > minCut) {
    // Do not end a piece with a heading-like line: cut before it, so it opens the next piece.
    const before = from + piece.lastIndexOf('\n\n', paragraph - from - 1);
    const lastParagraph = text.slice(before < from ? from : before + 2, paragraph);
    if (before > minCut && lastParagraph.length < 80 && !/[.!?:;,"'”’)]$/.test(lastParagraph)) {
      paragraph = before;
    }
    return paragraph;
  }
  // 2. The end of a sentence.
  let sentence = -1;
  const window = text.slice(minCut, maxCut + 1);
  for (const match of window.matchAll(SENTENCE_END)) {
    const end = minCut + match.index + match[0].length - 1;
    if (end <= maxCut && !ABBREVIATION.test(text.slice(Math.max(from, end - 6), end))) {
      sentence = end;
    }
  }
  if (sentence > minCut) {
    return sentence;
  }
  // 3. A line break, then any space: a word boundary.
  const relative = maxCut - from;
  const space = Math.max(
    piece.lastIndexOf(' ', relative),
    piece.lastIndexOf('\t', relative),
    piece.lastIndexOf('\n', relative),
  );
  if (space > 0) {
    return from + space;
  }
  // 4. A single "word" longer than the limit (a URL, a base64 run): nothing else is possible.
  return maxCut;
}

/**
 * Cuts text[start, end) into pieces of at most `max` characters (after trimming), preferring a
 * paragraph break, then a sentence end, then a word boundary, so no word is ever cut unless one
 * word alone is longer than `max`. Pieces are balanced so the last one is not a crumb.
 */
export function splitBySize(text: string, start: number, end: number, max: number): Span[] {
  const spans: Span[] = [];
  let position = skipSpace(text, start, end);
  let last = trimBack(text, position, end);
  while (last - position > max) {
    const remaining = last - position;
    const piecesLeft = Math.ceil(remaining / max);
    const target = Math.ceil(remaining / piecesLeft);
    const maxCut = position + Math.min(max, Math.ceil(target * 1.15));
    const minCut = position + Math.floor(Math.min(max, target) * 0.5);
    const cut = bestCut(text, position, minCut, maxCut);
    const pieceEnd = trimBack(text, position, cut);
    if (pieceEnd > position) {
      spans.push([position, pieceEnd]);
    }
    position = skipSpace(text, Math.max(cut, position + 1), end);
    last = trimBack(text, position, end);
  }
  if (last > position) {
    spans.push([position, last]);
  }
  return spans;
}

/** Words: whitespace-separated tokens holding a letter or a digit. */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) {
    if (/[\p{L}\p{N}]/u.test(token)) {
      count += 1;
    }
  }
  return count;
}
