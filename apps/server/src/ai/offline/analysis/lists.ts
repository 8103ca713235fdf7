import { isHeadingLine } from '../../../chunking/headings.ts';
import { tagSentences } from '../nlp.ts';
import { givesAnInstruction } from './instructions.ts';
import type { SentenceInfo } from './statements.ts';
import { countWords } from './words.ts';

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

/** A line that opens a numbered list's item, its number captured: "1. Collect ...", "2) Walk ...". */
const NUMBERED_LINE = /^(\d{1,3})[.)]\s/;

/** A line that ends a sentence (or a clause a list or a heading may follow): ".", "!", "?", ":" or ";". */
const ENDS_SENTENCE = /[.!?:;]["”’)]?$/u;

/**
 * The lines of a block of text (lines without a blank line between) cut where a new paragraph starts on a
 * line of its own: a heading line (isHeadingLine) and what follows it, and a list item ("2. Walk around the
 * truck ...") after a line that ends a sentence or another item, as each would be with a blank line before it.
 */
function piecesOf(block: string, offset: number): Array<{ raw: string; offset: number }> {
  const lines: Array<{ text: string; offset: number }> = [];
  let at = 0;
  for (const line of block.split('\n')) {
    const text = line.trim();
    if (text !== '') {
      lines.push({ text, offset: offset + at + line.indexOf(text) });
    }
    at += line.length + 1;
  }
  const longest = Math.max(0, ...lines.map((line) => line.text.length));
  const pieces: Array<{ raw: string; offset: number }> = [];
  let afterHeading = false;
  // The number of the last numbered item taken, undefined after any other line: "3. Its crew was" / "40. Men." is a
  // sentence a hard wrap cut before a number, no list; numbers that count on by one are one.
  let lastNumber: number | undefined;
  for (const [i, line] of lines.entries()) {
    const before = lines[i - 1]?.text;
    const heading = isHeadingLine(line.text, before, lines[i + 1]?.text, longest);
    const number = NUMBERED_LINE.exec(line.text)?.[1];
    const countsOn = number === undefined || lastNumber === undefined || Number(number) === lastNumber + 1;
    const item =
      before !== undefined &&
      LIST_MARKER.test(line.text) &&
      countsOn &&
      (ENDS_SENTENCE.test(before) || (LIST_MARKER.test(before) && lastNumber !== undefined));
    const last = pieces[pieces.length - 1];
    if (!last || heading || afterHeading || item) {
      pieces.push({ raw: line.text, offset: line.offset });
      lastNumber = number === undefined ? undefined : Number(number);
    } else {
      last.raw = `${last.raw}\n${line.text}`;
    }
    afterHeading = heading;
  }
  return pieces;
}

/**
 * Splits chunk content into paragraphs with their offsets, wrapped lines rejoined: a paragraph
 * that starts in lower case after one that ends without a full stop continues it (a list item or
 * sentence cut by a line or page break), and page numbers between them are dropped. A heading on a line
 * of its own and list items on lines of their own are paragraphs of their own (piecesOf).
 */
export function paragraphsOf(content: string): Array<{ text: string; offset: number }> {
  const paragraphs: Array<{ text: string; offset: number }> = [];
  const pattern = /[^\n]+(?:\n[^\n]+)*/g;
  for (const match of content.matchAll(pattern)) {
    for (const { raw, offset } of piecesOf(match[0], match.index)) {
      if (PAGE_NUMBER.test(raw)) {
        continue;
      }
      const text = unwrap(raw);
      const previous = paragraphs[paragraphs.length - 1];
      const cutAfter = previous && !ENDS_SENTENCE.test(previous.text);
      // Continued when the piece starts in lower case, or the one before ends on "the", "of", "and" or a comma.
      if (
        previous &&
        cutAfter &&
        (/^\p{Ll}/u.test(text) || /(?:,|\s(?:the|a|an|of|to|and|or|in|on|for|with))$/i.test(previous.text))
      ) {
        previous.text = joinWrapped(previous.text, text);
        continue;
      }
      paragraphs.push({ text, offset });
    }
  }
  return paragraphs;
}

/** Abbreviations a full stop ends inside a name: "St. Peter's", "Mt. Rushmore", "Dr. Wren". */
const ABBREVIATIONS = new Set(
  'st mt dr mr mrs ms prof gen capt col sgt jr sr rev gov sen rep ft pt no vol fig inc ltd co corp dept ave'.split(' '),
);

/** A run-in label and the sentences after it: "Eligibility. A permit may be issued ...", "Where to park. Permit ...". */
const RUN_IN_LABEL = /^(\p{Lu}[^.!?:;,\n]{0,40})\.\s+/u;

/**
 * A numbered clause of a notice, a policy or a contract: its marker, a run-in label and sentences ("1. Eligibility. A
 * permit may be issued to ..."), cut into the label, which heads the clause as a heading does, and the sentences,
 * which are statements as any paragraph's are (the audit of session 21: the parking notice's ten clauses had been ten
 * list items, ordered as steps and asked nothing else). Null for any other paragraph, and for a step of a procedure,
 * whose first words are an instruction ("1. Dig a hole. Make it one metre across.").
 */
export function runInClauseOf(paragraph: {
  text: string;
  offset: number;
}): [{ text: string; offset: number }, { text: string; offset: number }] | null {
  const marker = LIST_MARKER.exec(paragraph.text);
  if (!marker || !/\d/.test(marker[1] ?? '')) {
    return null;
  }
  const body = paragraph.text.slice(marker[0].length);
  const label = RUN_IN_LABEL.exec(body);
  const rest = label ? body.slice(label[0].length) : '';
  if (!label || countWords(label[1] ?? '') > 4 || countWords(rest) < 4 || !/^\p{Lu}/u.test(rest)) {
    return null;
  }
  const words = tagSentences(`${label[1] ?? ''}.`)[0]?.tokens ?? [];
  const lastWord = (label[1] ?? '').split(' ').at(-1) ?? '';
  if (
    // An initial or an abbreviation ends at its full stop: "1. C. S. Lewis wrote ...", "3. Mt. Rushmore shows ..."
    // (the code review of session 21 found "B. White wrote Charlotte's Web" keyed true).
    lastWord.length < 3 ||
    ABBREVIATIONS.has(lastWord.toLowerCase()) ||
    // A label says no verb of its own: "1. Sharks have no bones. Their skeletons ..." is a fact ("Leaving
    // employment", "Where to park" are labels).
    words.some(
      (token, i) =>
        token.pos === 'AUX' ||
        (token.pos === 'VERB' && !/ing$/.test(token.normal) && words[i - 1]?.normal !== 'to' && i > 0),
    ) ||
    // "Some sharks glow": a determiner and two words more read as a sentence, whatever the tagger made of the verb.
    (words.filter((token) => token.type === 'word').length >= 3 && words[0]?.pos === 'DET') ||
    // A step of a procedure: "1. Preheat. Turn the oven on ...", "2. Mix the flour. Put ..." (ORDERING orders them).
    (words.length > 2 && givesAnInstruction(words)) ||
    givesAnInstruction(tagSentences(rest)[0]?.tokens ?? [])
  ) {
    return null;
  }
  const start = paragraph.offset + marker[0].length;
  return [
    { text: label[1] ?? '', offset: start },
    { text: rest, offset: start + label[0].length },
  ];
}
