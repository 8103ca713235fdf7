import type { ExtractedDocument } from '../extraction/types.ts';
import { isHeadingLine, isTitleLine, matchHeading, parseNumeral, type HeadingMatch } from './headings.ts';
import { countWords, splitBySize } from './split.ts';

/** Characters per estimated page for files without pages of their own (about 500 words). */
export const ESTIMATED_PAGE_CHARACTERS = 3000;

/** A chapter or section start found in the text. */
export interface Heading {
  /** Offset of the heading's first character in DocumentText.text. */
  start: number;
  level: 'chapter' | 'section';
  number: number | null;
  /** Display text: label and title as the document has them ("CHAPTER II. The Pool of Tears"). */
  text: string;
  /** The title words, or the display text when the heading has no words of its own. */
  title: string;
  source: HeadingMatch['source'];
}

/**
 * A document as chunking sees it: one normalised text (paragraphs separated by blank lines), where
 * each page starts, and the headings. Pages are the PDF's own, or cuts of about 3000 characters at
 * paragraph or sentence boundaries for files without pages (`pagesEstimated`).
 */
export interface DocumentText {
  text: string;
  /** pageStarts[i] is the offset where page i + 1 starts; ascending. */
  pageStarts: number[];
  totalPages: number;
  pagesEstimated: boolean;
  headings: Heading[];
}

interface Paragraph {
  text: string;
  page: number;
  /** Heading level a DOCX style gave the paragraph (1 = Heading 1 or Title). */
  styleLevel: number | null;
}

const LIST_MARKER = /^\s*(?:\d{1,3}[.)]|[-*•–]|\(?[a-z][.)])\s+\S/;

/** Unicode NFC, no soft hyphens or control characters, single spaces. */
export function normaliseLine(line: string): string {
  return (
    line
      .normalize('NFC')
      .replace(/\u00ad/g, '')
      // C0 controls but tab, line feed and carriage return, and DEL (not the C1 range).
      .replace(/(?![\t\n\r\u0080-\u009f])\p{Cc}/gu, '')
      .replace(/[\t\u00a0\u2000-\u200b\u3000]/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

/**
 * Groups lines into paragraphs: a blank line ends one, so does a heading line (one that matchHeading reads,
 * or a short one over its paragraph: isHeadingLine), a list item, a line
 * over 200 characters (an unwrapped paragraph) and a short line ending a sentence. Hard-wrapped
 * lines are joined with a space; a word hyphenated across lines is joined back. A list item goes
 * on over the lines it wraps onto and ends at its first short line ("- After touching garbage").
 */
function linesToParagraphs(lines: string[], page: number): Paragraph[] {
  const cleaned = lines.map(normaliseLine);
  const longest = cleaned.reduce((max, line) => Math.max(max, line.length), 0);
  const paragraphs: Paragraph[] = [];
  let current: string[] = [];
  let listItem = false;
  const flush = () => {
    if (current.length > 0) {
      paragraphs.push({ text: current.join(' ').replace(/ {2,}/g, ' '), page, styleLevel: null });
      current = [];
    }
    listItem = false;
  };
  // A line as long as the page's lines was wrapped: what follows it continues it.
  const wrapped = (line: string) => longest > 40 && line.length >= longest * 0.75;
  for (const [at, line] of cleaned.entries()) {
    if (line === '') {
      flush();
      continue;
    }
    if (LIST_MARKER.test(line)) {
      flush();
      current.push(line);
      listItem = true;
      if (!wrapped(line)) {
        flush();
      }
      continue;
    }
    const heading = matchHeading(line);
    if (heading) {
      flush();
      const label = sectionLabelOfWrappedLine(line, heading, wrapped(line), cleaned[at + 1] ?? '');
      paragraphs.push({ text: label ?? line, page, styleLevel: null });
      if (label !== null) {
        // "Section 3. The Senate of the United States shall be composed of two" wrapped onto the next
        // line: the label is the heading, its words open the section's first paragraph.
        current.push(heading.title);
      }
      continue;
    }
    if (isHeadingLine(line, current[current.length - 1], cleaned[at + 1], longest)) {
      // "Entry and supervision" over its paragraph, no blank line between: a paragraph of its own, not the
      // opening words of the paragraph's first sentence (the audit of session 21).
      flush();
      paragraphs.push({ text: line, page, styleLevel: null });
      continue;
    }
    const previous = current[current.length - 1];
    if (previous !== undefined && /[A-Za-z\u00C0-\u024F]-$/.test(previous) && /^[a-z\u00E0-\u024F]/.test(line)) {
      current[current.length - 1] = previous.slice(0, -1) + line;
    } else {
      current.push(line);
    }
    const endsSentence = /[.!?:"”’)]$/.test(line);
    const short = longest > 40 && line.length < longest * 0.75;
    if (line.length > 200 || (endsSentence && short) || (listItem && !wrapped(line))) {
      flush();
    }
  }
  flush();
  return paragraphs;
}

/**
 * The label of a keyword heading ("Section 3.") whose line is a sentence wrapped onto the next one:
 * as long as the page's wrapped lines, and the next line goes on in lower case or without a heading
 * of its own. Null for a heading that is a line of its own ("Section 4. Elections").
 */
function sectionLabelOfWrappedLine(line: string, heading: HeadingMatch, wrapped: boolean, next: string): string | null {
  if (!wrapped || heading.source !== 'keyword' || heading.title === '' || next === '' || matchHeading(next)) {
    return null;
  }
  const label = line
    .slice(0, line.length - heading.title.length)
    .trim()
    .replace(/[.:\-–—]$/, '');
  return label !== '' && line.endsWith(heading.title) && !/[.!?:]$/.test(heading.title) ? label : null;
}

/** How many lines at the top and at the bottom of a page may be its running head or foot. */
const PAGE_EDGE_LINES = 2;

/** A page number at the start or end of a running line ("47", "6-2", "xii"), and the rest of the line. */
const EDGE_PAGE_NUMBER = /^(\d{1,4}(?:-\d{1,4})?|[ivxlc]{1,6})(?: |$)|(?:^| )(\d{1,4}(?:-\d{1,4})?|[ivxlc]{1,6})$/;

/** A line at a page's edge: its text, what it says once a page number is set aside, and that number. */
interface EdgeLine {
  page: number;
  at: number;
  text: string;
  key: string;
  /** The page number's value ("48", the 2 of "6-2", "xii"), or null when the line has none. */
  number: number | null;
}

/** "Page 3" or "Page 3 of 10" anywhere in a running line: the number is the page's ("of 10" is every page's). */
const PAGE_OF = /\bpage (\d{1,4})(?: of \d{1,4})?\b/i;

function edgeLineOf(page: number, at: number, line: string): EdgeLine {
  const text = normaliseLine(line);
  const pageOf = PAGE_OF.exec(text);
  if (pageOf) {
    const key = `${text.slice(0, pageOf.index)}page #${text.slice(pageOf.index + pageOf[0].length)}`;
    return { page, at, text, key, number: Number(pageOf[1]) };
  }
  const match = EDGE_PAGE_NUMBER.exec(text);
  const written = match ? (match[1] ?? match[2] ?? '') : '';
  const number = written === '' ? null : parseNumeral(written.split('-').pop() ?? '');
  const key = match ? `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`.trim() : text;
  return { page, at, text, key, number };
}

/**
 * The lines of each page that are its running head or foot: among a page's first and last
 * PAGE_EDGE_LINES lines, those that other pages also have at an edge, the same once a page number
 * beside them is set aside, where the line is the same on each ("FM 21-76") or its number goes up with
 * the page ("A HISTORY OF AMERICAN CANALS 47" and "48 A HISTORY OF AMERICAN CANALS", "Fact Sheet
 * 2016-3045 1" and "... 2", a bare "6-2" and "6-3"). Left in, they were glued into the sentence that
 * runs across the page break ("who were paid about eighty cents A HISTORY OF AMERICAN CANALS 47") and a
 * question quoted them. "Chapter 1" and "Chapter 2" at the tops of pages 1 and 3 number chapters, not
 * pages; and a chapter's title that its later pages repeat as their head stays on its first page, where a
 * chapter label or its own keyword says it is the heading (the session 11 review).
 */
function runningLines(pages: readonly string[][]): Array<Set<number>> {
  const byKey = new Map<string, EdgeLine[]>();
  pages.forEach((lines, page) => {
    const filled = lines.flatMap((line, at) => (normaliseLine(line) === '' ? [] : [at]));
    for (const at of new Set([...filled.slice(0, PAGE_EDGE_LINES), ...filled.slice(-PAGE_EDGE_LINES)])) {
      const line = edgeLineOf(page, at, lines[at] ?? '');
      const same = byKey.get(line.key);
      if (same) {
        same.push(line);
      } else {
        byKey.set(line.key, [line]);
      }
    }
  });
  const running = pages.map(() => new Set<number>());
  for (const lines of byKey.values()) {
    const [first] = lines;
    if (!first || new Set(lines.map((line) => line.page)).size < 2) {
      continue;
    }
    // A line that goes on or ends a sentence ("the canal.") is the text's, however often it ends a page.
    if (/^\p{Ll}/u.test(first.text) || /[.!?,;:]$/.test(first.text)) {
      continue;
    }
    const label = matchHeading(first.text)?.source === 'keyword';
    const same = lines.every((line) => line.text === first.text);
    // "Chapter 2" and "Chapter 3" on pages 2 and 3 number one-page chapters, not pages.
    const paged =
      !label &&
      lines.every(
        (line) =>
          line.number !== null && first.number !== null && line.number - first.number === line.page - first.page,
      );
    if (!same && !paged) {
      continue;
    }
    const previousLine = pages[first.page]
      ?.slice(0, first.at)
      .reverse()
      .find((line) => normaliseLine(line) !== '');
    const opensTheChapter =
      label || (previousLine !== undefined && matchHeading(normaliseLine(previousLine))?.source === 'keyword');
    for (const line of opensTheChapter ? lines.slice(1) : lines) {
      running[line.page]?.add(line.at);
    }
  }
  return running;
}

/**
 * Whether a page's first paragraph goes on with the sentence the page before left open: that one ends
 * without a sentence's end, and this one starts in lower case ("... paid about eighty cents" | "a day.").
 */
function continuesAcrossPages(before: Paragraph, next: Paragraph): boolean {
  return (
    before.text !== '' &&
    countWords(before.text) >= 6 &&
    !/[.!?:;"”’)]$/.test(before.text) &&
    /^[a-z\u00E0-\u024F]/.test(next.text) &&
    // "b) Let the water cool": the list's next item, not the rest of a sentence.
    !LIST_MARKER.test(next.text)
  );
}

function paragraphsOfPages(pages: readonly string[]): Paragraph[] {
  const lines = pages.map((page) => page.split('\n'));
  const running = runningLines(lines);
  const paragraphs: Paragraph[] = [];
  lines.forEach((pageLines, index) => {
    const own = linesToParagraphs(
      pageLines.filter((_, at) => !running[index]?.has(at)),
      index + 1,
    );
    const before = paragraphs[paragraphs.length - 1];
    const first = own[0];
    if (before && first && continuesAcrossPages(before, first)) {
      // The sentence belongs to the page it starts on; a word hyphenated at the break is joined back.
      before.text = /[A-Za-z\u00C0-\u024F]-$/.test(before.text)
        ? `${before.text.slice(0, -1)}${first.text}`
        : `${before.text} ${first.text}`;
      own.shift();
    }
    // An empty page still exists: keep a marker so page numbering stays right. A page whose only
    // paragraph went on with the page before's has none, so that the next page's may go on with it too.
    paragraphs.push(...(own.length > 0 || first ? own : [{ text: '', page: index + 1, styleLevel: null }]));
  });
  return paragraphs;
}

function paragraphsOf(extracted: ExtractedDocument): Paragraph[] {
  if (extracted.pages) {
    return paragraphsOfPages(extracted.pages);
  }
  if (extracted.blocks) {
    return extracted.blocks
      .map((block) => ({ text: normaliseLine(block.text), page: 1, styleLevel: block.headingLevel }))
      .filter((paragraph) => paragraph.text !== '');
  }
  return linesToParagraphs((extracted.text ?? '').split('\n'), 1);
}

interface Candidate {
  index: number;
  match: HeadingMatch;
  titleIndex: number | null;
}

/** Characters of body text between each candidate and the next one. */
function bodyLengths(paragraphs: Paragraph[], candidates: Candidate[]): number[] {
  return candidates.map((candidate, position) => {
    const from = (candidate.titleIndex ?? candidate.index) + 1;
    const to = candidates[position + 1]?.index ?? paragraphs.length;
    let total = 0;
    for (let i = from; i < to; i += 1) {
      total += paragraphs[i]?.text.length ?? 0;
    }
    return total;
  });
}

/**
 * Finds chapter and section headings. DOCX styles win when the file uses them (Heading 1 = chapter,
 * Heading 2 = section). Otherwise lines are matched by pattern and then vetted: numbered ("3.
 * Methods") and bare Roman-numeral chapter lines must count up in sequence, numbered headings must
 * be followed by body text (a numbered list is not a set of chapters), and a run of three or more
 * headings with no text between them is a table of contents, not structure.
 */
function findHeadings(paragraphs: Paragraph[]): Candidate[] {
  const styled = paragraphs.some((paragraph) => paragraph.styleLevel === 1 || paragraph.styleLevel === 2);
  let candidates: Candidate[] = [];
  for (let index = 0; index < paragraphs.length; index += 1) {
    const paragraph = paragraphs[index] as Paragraph;
    let match: HeadingMatch | null = null;
    if (styled) {
      if (paragraph.styleLevel === 1 || paragraph.styleLevel === 2) {
        const pattern = matchHeading(paragraph.text);
        match = {
          level: paragraph.styleLevel === 1 ? 'chapter' : 'section',
          number: pattern?.number ?? null,
          title: pattern?.title || paragraph.text,
          source: 'style',
        };
      }
    } else {
      match = matchHeading(paragraph.text);
    }
    if (!match) {
      continue;
    }
    let titleIndex: number | null = null;
    const next = paragraphs[index + 1];
    if (!styled && match.title === '' && next && isTitleLine(next.text) && !matchHeading(next.text)) {
      titleIndex = index + 1;
      match = { ...match, title: next.text };
    }
    candidates.push({ index, match, titleIndex });
    if (titleIndex !== null) {
      index = titleIndex;
    }
  }

  // Numbered and Roman-numeral chapters only count with text under each, as a sequence counting up by one.
  for (const source of ['numbered', 'roman'] as const) {
    const bodies = bodyLengths(paragraphs, candidates);
    const group = candidates.filter(
      (candidate, position) =>
        candidate.match.level === 'chapter' && candidate.match.source === source && (bodies[position] ?? 0) >= 150,
    );
    const kept = new Set<Candidate>();
    let expected: number | null = null;
    for (const candidate of group) {
      const number = candidate.match.number;
      if (number !== null && (expected === null ? number <= 1 : number === expected)) {
        kept.add(candidate);
        expected = number + 1;
      }
    }
    const confirmed = kept.size >= 2 ? kept : new Set<Candidate>();
    candidates = candidates.filter(
      (candidate) =>
        candidate.match.source !== source || candidate.match.level !== 'chapter' || confirmed.has(candidate),
    );
  }
  // Numbered sections need text under them too.
  {
    const bodies = bodyLengths(paragraphs, candidates);
    candidates = candidates.filter(
      (candidate, position) =>
        candidate.match.source !== 'numbered' || candidate.match.level !== 'section' || (bodies[position] ?? 0) >= 50,
    );
  }
  // Tables of contents: three or more headings in a row with (almost) no text between them.
  const bodies = bodyLengths(paragraphs, candidates);
  const tiny = bodies.map((length) => length < 40);
  const dropped = new Set<number>();
  for (let start = 0; start < candidates.length;) {
    let end = start;
    while (end < candidates.length && tiny[end]) {
      end += 1;
    }
    if (end - start >= 3) {
      for (let i = start; i < end; i += 1) {
        dropped.add(i);
      }
    }
    start = end === start ? start + 1 : end;
  }
  return candidates.filter((_, position) => !dropped.has(position));
}

/** Cuts a text without pages into estimated pages of about ESTIMATED_PAGE_CHARACTERS at natural boundaries. */
function estimatedPageStarts(text: string): number[] {
  const spans = splitBySize(text, 0, text.length, ESTIMATED_PAGE_CHARACTERS);
  const starts = spans.map(([start]) => start);
  starts[0] = 0;
  return starts.length > 0 ? starts : [0];
}

/** Builds the chunking view of an extracted document. */
export function toDocumentText(extracted: ExtractedDocument): DocumentText {
  const paragraphs = paragraphsOf(extracted);
  const candidates = findHeadings(paragraphs);
  const byIndex = new Map(candidates.map((candidate) => [candidate.index, candidate]));
  const skipped = new Set(
    candidates.flatMap((candidate) => (candidate.titleIndex === null ? [] : [candidate.titleIndex])),
  );

  let text = '';
  const headings: Heading[] = [];
  const pageStarts: number[] = [];
  const realPages = extracted.pages !== undefined;
  for (let index = 0; index < paragraphs.length; index += 1) {
    const paragraph = paragraphs[index] as Paragraph;
    if (skipped.has(index)) {
      continue;
    }
    if (realPages) {
      while (pageStarts.length < paragraph.page) {
        pageStarts.push(text.length === 0 ? 0 : text.length + 2);
      }
    }
    if (paragraph.text === '') {
      continue;
    }
    const start = text.length === 0 ? 0 : text.length + 2;
    const candidate = byIndex.get(index);
    let paragraphText = paragraph.text;
    if (candidate) {
      const titleText = candidate.titleIndex === null ? null : (paragraphs[candidate.titleIndex]?.text ?? null);
      if (titleText) {
        paragraphText = `${paragraph.text} ${titleText}`;
      }
      headings.push({
        start,
        level: candidate.match.level,
        number: candidate.match.number,
        text: paragraphText,
        title: candidate.match.title || paragraphText,
        source: candidate.match.source,
      });
    }
    text = text.length === 0 ? paragraphText : `${text}\n\n${paragraphText}`;
  }
  if (realPages) {
    const pageCount = extracted.pages?.length ?? 0;
    while (pageStarts.length < pageCount) {
      pageStarts.push(text.length);
    }
    return {
      text,
      pageStarts: pageStarts.length > 0 ? pageStarts : [0],
      totalPages: Math.max(1, pageCount),
      pagesEstimated: false,
      headings,
    };
  }
  const starts = estimatedPageStarts(text);
  return { text, pageStarts: starts, totalPages: starts.length, pagesEstimated: true, headings };
}

/** The page (1-based) that holds the character at `offset`. */
export function pageAt(document: DocumentText, offset: number): number {
  let low = 0;
  let high = document.pageStarts.length - 1;
  let page = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((document.pageStarts[middle] ?? 0) <= offset) {
      page = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return page + 1;
}
