import type { ChunkingStrategy, ChunkType } from '@quizmaker/contracts';
import { pageAt, type DocumentText, type Heading } from './document-text.ts';
import { countWords, splitBySize } from './split.ts';

/** A chunk before it is stored (spec 2 section 3 "Document chunk" without ids). */
export interface ChunkDraft {
  chunkIndex: number;
  title: string;
  content: string;
  chunkType: ChunkType;
  startPage: number;
  endPage: number;
  wordCount: number;
  characterCount: number;
  chapterTitle: string | null;
  chapterNumber: number | null;
  sectionTitle: string | null;
  sectionNumber: number | null;
}

export interface ChunkOptions {
  strategy: ChunkingStrategy;
  maxChunkSize: number;
  /** Used in the titles of size-based chunks. */
  documentTitle: string;
}

export interface ChunkResult {
  chunks: ChunkDraft[];
  /** What was applied: AUTO resolves to one of the four others; a strategy without its structure falls back. */
  appliedStrategy: Exclude<ChunkingStrategy, 'AUTO'>;
}

interface Segment {
  start: number;
  end: number;
  type: ChunkType;
  title: string;
  chapter: { title: string; number: number | null } | null;
  section: { title: string; number: number | null } | null;
}

const FRONT_MATTER = 'Front matter';

/** Smallest chunk kept on its own; smaller neighbours are merged when the sum fits. */
export function minChunkSize(maxChunkSize: number): number {
  return Math.min(500, Math.floor(maxChunkSize / 4));
}

const contentLength = (text: string, segment: { start: number; end: number }) =>
  text.slice(segment.start, segment.end).trim().length;

/** The chapter and section in effect at `offset` (the last heading of each level at or before it). */
function contextAt(headings: Heading[], offset: number): Pick<Segment, 'chapter' | 'section'> {
  let chapter: Segment['chapter'] = null;
  let section: Segment['section'] = null;
  for (const heading of headings) {
    if (heading.start > offset) {
      break;
    }
    if (heading.level === 'chapter') {
      chapter = { title: heading.title, number: heading.number };
      section = null;
    } else {
      section = { title: heading.title, number: heading.number };
    }
  }
  return { chapter, section };
}

/** Numbers chapters that carry none (DOCX "Introduction") by their position. */
function numberChapters(headings: Heading[]): Heading[] {
  let ordinal = 0;
  return headings.map((heading) => {
    if (heading.level !== 'chapter') {
      return heading;
    }
    ordinal += 1;
    return heading.number === null ? { ...heading, number: ordinal } : heading;
  });
}

/** Segments that start at each heading of the chosen levels; text before the first is its own segment. */
function headingSegments(doc: DocumentText, headings: Heading[], levels: ReadonlySet<Heading['level']>): Segment[] {
  const boundaries = headings.filter((heading) => levels.has(heading.level));
  const segments: Segment[] = [];
  const first = boundaries[0];
  if (!first || first.start > 0) {
    const end = first?.start ?? doc.text.length;
    segments.push({
      start: 0,
      end,
      type: levels.has('section') ? 'SECTION' : 'CHAPTER',
      title: FRONT_MATTER,
      chapter: null,
      section: null,
    });
  }
  boundaries.forEach((heading, position) => {
    const end = boundaries[position + 1]?.start ?? doc.text.length;
    const context = contextAt(headings, heading.start);
    segments.push({
      start: heading.start,
      end,
      type: heading.level === 'chapter' ? 'CHAPTER' : 'SECTION',
      title: heading.text,
      chapter: context.chapter,
      section: heading.level === 'section' ? context.section : null,
    });
  });
  return segments;
}

function pageSegments(doc: DocumentText, headings: Heading[]): Segment[] {
  return doc.pageStarts.map((start, index) => {
    const end = doc.pageStarts[index + 1] ?? doc.text.length;
    return { start, end, type: 'PAGE_BASED' as const, title: `Page ${index + 1}`, ...contextAt(headings, start) };
  });
}

/**
 * Two neighbours as one: front matter or a bare heading disappears into what follows; two headed
 * segments keep both titles ("2.1. Boolean Datatype + 2.2. Date and Time Datatype") and the chapter
 * and section of the first, where the merged text starts.
 */
function mergedSegment(text: string, a: Segment, b: Segment): Segment {
  const merged = { ...a, start: a.start, end: b.end };
  if (a.title === FRONT_MATTER || text.slice(a.start, a.end).trim() === a.title.trim()) {
    return { ...b, start: a.start, end: b.end };
  }
  if (b.title === FRONT_MATTER || a.type === 'PAGE_BASED') {
    return merged;
  }
  return { ...merged, title: `${a.title} + ${b.title}` };
}

/**
 * Merges segments with almost no text (a title page, a "Part I" line, a near-empty page) into a
 * neighbour: the next one, so a heading joins what it opens, or the previous one at the end. If
 * the merged segment is now over the limit it is cut by size afterwards like any other.
 */
function mergeTiny(text: string, segments: Segment[], max: number): Segment[] {
  const min = minChunkSize(max);
  const result = segments.filter((segment) => contentLength(text, segment) > 0);
  for (let i = 0; i < result.length && result.length > 1;) {
    const segment = result[i] as Segment;
    if (contentLength(text, segment) >= min) {
      i += 1;
      continue;
    }
    const first = i + 1 < result.length ? i : i - 1;
    const a = result[first] as Segment;
    const b = result[first + 1] as Segment;
    result.splice(first, 2, mergedSegment(text, a, b));
    i = Math.max(0, first);
  }
  return result;
}

/** Turns segments into chunks, cutting any segment over the limit by size (at paragraph, sentence, word). */
function toDrafts(doc: DocumentText, segments: Segment[], max: number): ChunkDraft[] {
  const drafts: ChunkDraft[] = [];
  for (const segment of segments) {
    const spans = splitBySize(doc.text, segment.start, segment.end, max);
    spans.forEach(([start, end], part) => {
      const content = doc.text.slice(start, end);
      const startPage = pageAt(doc, start);
      const endPage = pageAt(doc, Math.max(start, end - 1));
      const base =
        segment.type === 'PAGE_BASED'
          ? startPage === endPage
            ? `Page ${startPage}`
            : `Pages ${startPage}-${endPage}`
          : segment.title;
      drafts.push({
        chunkIndex: drafts.length,
        title: spans.length > 1 ? `${base} (part ${part + 1} of ${spans.length})` : base,
        content,
        chunkType: segment.type,
        startPage,
        endPage,
        wordCount: countWords(content),
        characterCount: content.length,
        chapterTitle: segment.chapter?.title ?? null,
        chapterNumber: segment.chapter?.number ?? null,
        sectionTitle: segment.section?.title ?? null,
        sectionNumber: segment.section?.number ?? null,
      });
    });
  }
  return drafts;
}

function sizeChunks(doc: DocumentText, headings: Heading[], options: ChunkOptions): ChunkDraft[] {
  const spans = splitBySize(doc.text, 0, doc.text.length, options.maxChunkSize);
  return spans.map(([start, end], index) => {
    const content = doc.text.slice(start, end);
    const context = contextAt(headings, start);
    return {
      chunkIndex: index,
      title:
        spans.length > 1 ? `${options.documentTitle} (part ${index + 1} of ${spans.length})` : options.documentTitle,
      content,
      chunkType: 'SIZE_BASED' as const,
      startPage: pageAt(doc, start),
      endPage: pageAt(doc, Math.max(start, end - 1)),
      wordCount: countWords(content),
      characterCount: content.length,
      chapterTitle: context.chapter?.title ?? null,
      chapterNumber: context.chapter?.number ?? null,
      sectionTitle: context.section?.title ?? null,
      sectionNumber: context.section?.number ?? null,
    };
  });
}

/** The strategy AUTO stands for: chapters if at least two, else sections, else pages for PDFs, else size. */
export function resolveAuto(doc: DocumentText): Exclude<ChunkingStrategy, 'AUTO'> {
  const chapters = doc.headings.filter((heading) => heading.level === 'chapter').length;
  const sections = doc.headings.filter((heading) => heading.level === 'section').length;
  if (chapters >= 2) {
    return 'CHAPTER_BASED';
  }
  if (sections >= 2) {
    return 'SECTION_BASED';
  }
  return doc.pagesEstimated ? 'SIZE_BASED' : 'PAGE_BASED';
}

/**
 * Cuts a document into chunks with one of the five strategies (spec 2 section 9):
 * - PAGE_BASED: one chunk per page (estimated pages for files without pages);
 * - CHAPTER_BASED: one per chapter ('Chapter N', 'Part N', numbered top-level headings, DOCX Heading 1);
 * - SECTION_BASED: one per section ('N.N', 'Section N', DOCX Heading 2), chapters starting new sections;
 * - SIZE_BASED: pieces up to maxChunkSize cut at paragraph, sentence, then word boundaries;
 * - AUTO: see resolveAuto.
 * A structural strategy with no structure to follow falls back (sections -> chapters -> size) and
 * says so in appliedStrategy. Oversized chapters, sections and pages are cut by size; tiny
 * neighbours are merged. No chunk is longer than maxChunkSize.
 */
export function chunkDocument(doc: DocumentText, options: ChunkOptions): ChunkResult {
  const headings = numberChapters(doc.headings);
  const chapters = headings.filter((heading) => heading.level === 'chapter').length;
  const sections = headings.filter((heading) => heading.level === 'section').length;
  let applied = options.strategy === 'AUTO' ? resolveAuto(doc) : options.strategy;
  if (applied === 'SECTION_BASED' && sections === 0) {
    applied = chapters > 0 ? 'CHAPTER_BASED' : 'SIZE_BASED';
  }
  if (applied === 'CHAPTER_BASED' && chapters === 0) {
    applied = 'SIZE_BASED';
  }
  if (doc.text.trim() === '') {
    return { chunks: [], appliedStrategy: applied };
  }
  const max = options.maxChunkSize;
  switch (applied) {
    case 'SIZE_BASED':
      return { chunks: sizeChunks(doc, headings, options), appliedStrategy: applied };
    case 'PAGE_BASED':
      return {
        chunks: toDrafts(doc, mergeTiny(doc.text, pageSegments(doc, headings), max), max),
        appliedStrategy: applied,
      };
    case 'CHAPTER_BASED':
      return {
        chunks: toDrafts(doc, mergeTiny(doc.text, headingSegments(doc, headings, new Set(['chapter'])), max), max),
        appliedStrategy: applied,
      };
    case 'SECTION_BASED':
      return {
        chunks: toDrafts(
          doc,
          mergeTiny(doc.text, headingSegments(doc, headings, new Set(['chapter', 'section'])), max),
          max,
        ),
        appliedStrategy: applied,
      };
  }
}
