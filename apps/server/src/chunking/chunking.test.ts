import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../extraction/types.ts';
import { matchHeading, parseNumeral } from './headings.ts';
import { ESTIMATED_PAGE_CHARACTERS, toDocumentText } from './document-text.ts';
import { chunkExtracted, type ChunkDraft } from './index.ts';
import { countWords, splitBySize } from './split.ts';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), 'utf8');
const text = (value: string): ExtractedDocument => ({ format: 'TEXT', text: value });
const titles = (chunks: ChunkDraft[]) => chunks.map((chunk) => chunk.title);

/** A paragraph of `sentences` sentences, about 60 characters each. */
function prose(topic: string, sentences: number): string {
  return Array.from(
    { length: sentences },
    (_, i) => `The ${topic} paragraph carries sentence number ${i + 1} of its kind.`,
  ).join(' ');
}

/** Every chunk's words appear, whole, in the source, and no chunk exceeds the limit. */
function expectWholeWords(source: string, chunks: ChunkDraft[], max: number) {
  const sourceWords = new Set(source.split(/\s+/));
  for (const chunk of chunks) {
    expect(chunk.characterCount).toBeLessThanOrEqual(max);
    expect(chunk.characterCount).toBe(chunk.content.length);
    expect(chunk.wordCount).toBe(countWords(chunk.content));
    for (const word of chunk.content.split(/\s+/)) {
      expect(sourceWords.has(word), `"${word}" was cut`).toBe(true);
    }
  }
}

describe('headings', () => {
  it('reads numerals in digits, Roman numerals and words', () => {
    expect([
      parseNumeral('12'),
      parseNumeral('XII'),
      parseNumeral('iv'),
      parseNumeral('twelve'),
      parseNumeral('third'),
      parseNumeral('civil'),
    ]).toEqual([12, 12, 4, 12, 3, null]);
  });

  it('recognises chapter, part, section and numbered headings, and refuses sentences', () => {
    expect(matchHeading('CHAPTER I. Down the Rabbit-Hole')).toMatchObject({
      level: 'chapter',
      number: 1,
      title: 'Down the Rabbit-Hole',
    });
    expect(matchHeading('Chapter 12: The End')).toMatchObject({ level: 'chapter', number: 12, title: 'The End' });
    expect(matchHeading('Part Two')).toMatchObject({ level: 'chapter', number: 2, title: '' });
    expect(matchHeading('Section 4 - Limits')).toMatchObject({ level: 'section', number: 4, title: 'Limits' });
    expect(matchHeading('2.3 Results')).toMatchObject({ level: 'section', number: 3, title: 'Results' });
    expect(matchHeading('3. Methods')).toMatchObject({ level: 'chapter', number: 3, source: 'numbered' });
    expect(matchHeading('5. Otherwise, the affinity is NUMERIC.')).toBeNull();
    expect(
      matchHeading('Chapter 3 of the report explains why the budget grew so much last year and what we did about it.'),
    ).toBeNull();
    expect(matchHeading('Part of the problem')).toBeNull();
    expect(matchHeading('Book I have read twice')).toBeNull();
  });
});

describe('splitBySize', () => {
  it('prefers paragraph breaks, then sentence ends, never cutting a word', () => {
    const source = `${prose('first', 5)}\n\n${prose('second', 5)}\n\n${prose('third', 5)}`;
    const spans = splitBySize(source, 0, source.length, 400);
    const pieces = spans.map(([start, end]) => source.slice(start, end));
    expect(pieces).toEqual([prose('first', 5), prose('second', 5), prose('third', 5)]);

    const long = prose('long', 30);
    const sentencePieces = splitBySize(long, 0, long.length, 500).map(([start, end]) => long.slice(start, end));
    expect(sentencePieces.length).toBeGreaterThan(3);
    for (const piece of sentencePieces) {
      expect(piece.length).toBeLessThanOrEqual(500);
      expect(piece.endsWith('.')).toBe(true);
    }
    expect(sentencePieces.join(' ')).toBe(long);
  });

  it('cuts at a word boundary when there is no sentence end, and hard-cuts only a word longer than the limit', () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const pieces = splitBySize(words, 0, words.length, 100).map(([start, end]) => words.slice(start, end));
    expect(pieces.join(' ')).toBe(words);
    expect(pieces.every((piece) => piece.length <= 100 && !piece.startsWith(' '))).toBe(true);
    const giant = 'x'.repeat(250);
    const sizes = splitBySize(giant, 0, giant.length, 100).map(([s, e]) => e - s);
    expect(sizes.length).toBe(3);
    expect(sizes.every((size) => size <= 100)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(250);
  });

  it('balances pieces so the last one is not a crumb', () => {
    const source = prose('balanced', 21);
    const spans = splitBySize(source, 0, source.length, 1000);
    const sizes = spans.map(([start, end]) => end - start);
    expect(Math.min(...sizes)).toBeGreaterThan(250);
  });
});

describe('chunking strategies', () => {
  const buildBook = (middleSentences: number) =>
    [
      'The Little Book of Examples',
      'Contents',
      'Chapter 1 Beginnings',
      'Chapter 2 Middles',
      'Chapter 3 Endings',
      '',
      'Chapter 1',
      'Beginnings',
      '',
      prose('opening', 12),
      '',
      '1.1 Early days',
      '',
      prose('early', 10),
      '',
      '1.2 Later days',
      '',
      prose('later', 10),
      '',
      'Chapter 2',
      'Middles',
      '',
      prose('middle', middleSentences),
      '',
      'CHAPTER III. Endings',
      '',
      prose('ending', 60),
    ].join('\n');
  const book = buildBook(10);

  it('CHAPTER_BASED: one chunk per chapter, the contents list is not structure, oversized chapters are split', () => {
    const result = chunkExtracted(text(book), { strategy: 'CHAPTER_BASED', maxChunkSize: 2500, documentTitle: 'Book' });
    expect(result.appliedStrategy).toBe('CHAPTER_BASED');
    expect(result.document.headings.filter((h) => h.level === 'chapter').map((h) => h.text)).toEqual([
      'Chapter 1 Beginnings',
      'Chapter 2 Middles',
      'CHAPTER III. Endings',
    ]);
    expect(titles(result.chunks)).toEqual([
      'Chapter 1 Beginnings',
      'Chapter 2 Middles',
      'CHAPTER III. Endings (part 1 of 2)',
      'CHAPTER III. Endings (part 2 of 2)',
    ]);
    // The title page and contents list (tiny) joined the first chapter.
    expect(result.chunks[0]?.content.startsWith('The Little Book of Examples')).toBe(true);
    expect(result.chunks.map((chunk) => [chunk.chunkType, chunk.chapterNumber, chunk.chapterTitle])).toEqual([
      ['CHAPTER', 1, 'Beginnings'],
      ['CHAPTER', 2, 'Middles'],
      ['CHAPTER', 3, 'Endings'],
      ['CHAPTER', 3, 'Endings'],
    ]);
    expectWholeWords(book, result.chunks, 2500);
    expect(result.chunks.map((chunk) => chunk.chunkIndex)).toEqual([0, 1, 2, 3]);
  });

  it('CHAPTER_BASED merges a tiny chapter into its neighbour', () => {
    const result = chunkExtracted(text(buildBook(3)), {
      strategy: 'CHAPTER_BASED',
      maxChunkSize: 10_000,
      documentTitle: 'Book',
    });
    // Chapter 2 (about 200 characters) is under the minimum for 10000 (500): it joins chapter III.
    expect(titles(result.chunks)).toEqual(['Chapter 1 Beginnings', 'Chapter 2 Middles + CHAPTER III. Endings']);
  });

  it('SECTION_BASED: N.N headings start sections inside their chapter', () => {
    const result = chunkExtracted(text(book), { strategy: 'SECTION_BASED', maxChunkSize: 4000, documentTitle: 'Book' });
    expect(result.appliedStrategy).toBe('SECTION_BASED');
    expect(
      result.chunks.map((chunk) => [chunk.title, chunk.chunkType, chunk.chapterTitle, chunk.sectionTitle]),
    ).toEqual([
      ['Chapter 1 Beginnings', 'CHAPTER', 'Beginnings', null],
      ['1.1 Early days', 'SECTION', 'Beginnings', 'Early days'],
      ['1.2 Later days', 'SECTION', 'Beginnings', 'Later days'],
      ['Chapter 2 Middles', 'CHAPTER', 'Middles', null],
      ['CHAPTER III. Endings', 'CHAPTER', 'Endings', null],
    ]);
  });

  it('SECTION_BASED on a real manual page: numbered chapters 1-3 with sections 2.1-3.2', () => {
    const manual = fixture('sqlite-datatypes.txt');
    const result = chunkExtracted(text(manual), {
      strategy: 'SECTION_BASED',
      maxChunkSize: 3000,
      documentTitle: 'SQLite',
    });
    expect(result.document.headings.map((h) => `${h.level}:${h.text}`)).toEqual([
      'chapter:1. Datatypes In SQLite',
      'chapter:2. Storage Classes and Datatypes',
      'section:2.1. Boolean Datatype',
      'section:2.2. Date and Time Datatype',
      'chapter:3. Type Affinity',
      'section:3.1. Determination Of Column Affinity',
      'section:3.2. Affinity Of Expressions',
    ]);
    expect(titles(result.chunks)).toEqual([
      '1. Datatypes In SQLite',
      '2. Storage Classes and Datatypes',
      '2.1. Boolean Datatype + 2.2. Date and Time Datatype',
      '3. Type Affinity (part 1 of 2)',
      '3. Type Affinity (part 2 of 2)',
      '3.1. Determination Of Column Affinity',
      '3.2. Affinity Of Expressions',
    ]);
    // The numbered rules of 3.1 stay inside their section: a numbered list is not a set of chapters.
    expect(result.chunks[5]?.content).toContain('1. If the declared type contains the string "INT"');
    expectWholeWords(manual, result.chunks, 3000);
  });

  it('SIZE_BASED: pieces up to the limit covering the text in order', () => {
    const chapter = fixture('alice-chapter-1.txt');
    const result = chunkExtracted(text(chapter), {
      strategy: 'SIZE_BASED',
      maxChunkSize: 1000,
      documentTitle: 'Alice',
    });
    expect(result.chunks.length).toBeGreaterThanOrEqual(12);
    expect(result.chunks.every((chunk) => chunk.chunkType === 'SIZE_BASED')).toBe(true);
    expect(result.chunks[0]?.title).toBe(`Alice (part 1 of ${result.chunks.length})`);
    expectWholeWords(chapter, result.chunks, 1000);
    const normalised = (value: string) => value.replace(/\s+/g, ' ').trim();
    expect(normalised(result.chunks.map((chunk) => chunk.content).join(' '))).toBe(normalised(result.document.text));
    // Each piece ends at a paragraph or sentence end, not mid-sentence.
    expect(result.chunks.every((chunk) => /[.!?'")]$/.test(chunk.content))).toBe(true);
  });

  it('FIXED-size chunks of a file without pages carry estimated page numbers', () => {
    const chapter = fixture('alice-chapter-1.txt');
    const result = chunkExtracted(text(chapter), {
      strategy: 'PAGE_BASED',
      maxChunkSize: 10_000,
      documentTitle: 'Alice',
    });
    expect(result.document.pagesEstimated).toBe(true);
    expect(result.document.totalPages).toBe(Math.round(result.document.text.length / ESTIMATED_PAGE_CHARACTERS));
    expect(titles(result.chunks)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4']);
    expect(result.chunks.map((chunk) => [chunk.startPage, chunk.endPage])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });

  it('PAGE_BASED on a PDF: its own pages, empty pages skipped, tiny pages merged, long pages split', () => {
    const pdf: ExtractedDocument = {
      format: 'PDF',
      pages: [prose('page-one', 10), '', 'Figure 3', prose('page-four', 10), prose('page-five', 40)],
    };
    const result = chunkExtracted(pdf, { strategy: 'PAGE_BASED', maxChunkSize: 1000, documentTitle: 'Report' });
    expect(result.document.pagesEstimated).toBe(false);
    expect(result.document.totalPages).toBe(5);
    expect(result.chunks.map((chunk) => [chunk.title, chunk.startPage, chunk.endPage])).toEqual([
      ['Page 1', 1, 1],
      ['Pages 3-4', 3, 4],
      ['Page 5 (part 1 of 3)', 5, 5],
      ['Page 5 (part 2 of 3)', 5, 5],
      ['Page 5 (part 3 of 3)', 5, 5],
    ]);
  });

  it('AUTO: chapters if at least two, else sections, else pages for a PDF, else size', () => {
    const auto = (document: ExtractedDocument) =>
      chunkExtracted(document, { strategy: 'AUTO', maxChunkSize: 3000, documentTitle: 'Doc' }).appliedStrategy;
    expect(auto(text(book))).toBe('CHAPTER_BASED');
    expect(
      auto(
        text(`Intro text here.\n\nSection 1 Alpha\n\n${prose('alpha', 5)}\n\nSection 2 Beta\n\n${prose('beta', 5)}`),
      ),
    ).toBe('SECTION_BASED');
    expect(auto({ format: 'PDF', pages: [prose('a', 10), prose('b', 10)] })).toBe('PAGE_BASED');
    expect(auto(text(fixture('alice-chapter-1.txt')))).toBe('SIZE_BASED');
  });

  it('structural strategies fall back when the structure is missing', () => {
    const plain = fixture('iceland-world-factbook.txt');
    const chapters = chunkExtracted(text(plain), {
      strategy: 'CHAPTER_BASED',
      maxChunkSize: 3000,
      documentTitle: 'Iceland',
    });
    expect(chapters.appliedStrategy).toBe('SIZE_BASED');
    const sections = chunkExtracted(text(book), {
      strategy: 'SECTION_BASED',
      maxChunkSize: 3000,
      documentTitle: 'Book',
    });
    expect(sections.appliedStrategy).toBe('SECTION_BASED');
    // A heading-like line never ends a size-based piece: "Economy" opens the second one.
    const size = chunkExtracted(text(plain), { strategy: 'SIZE_BASED', maxChunkSize: 3000, documentTitle: 'Iceland' });
    expect(size.chunks[1]?.content.startsWith('Economy')).toBe(true);
  });

  it('DOCX: Heading 1 makes chapters and Heading 2 sections', () => {
    const docx: ExtractedDocument = {
      format: 'DOCX',
      blocks: [
        { text: 'Introduction', headingLevel: 1, listItem: false },
        { text: prose('intro', 10), headingLevel: null, listItem: false },
        { text: 'Background', headingLevel: 2, listItem: false },
        { text: prose('background', 10), headingLevel: null, listItem: false },
        { text: 'Method', headingLevel: 1, listItem: false },
        { text: prose('method', 10), headingLevel: null, listItem: false },
      ],
    };
    const chapters = chunkExtracted(docx, { strategy: 'AUTO', maxChunkSize: 5000, documentTitle: 'Paper' });
    expect(chapters.chunks.map((chunk) => [chunk.title, chunk.chapterNumber])).toEqual([
      ['Introduction', 1],
      ['Method', 2],
    ]);
    const sections = chunkExtracted(docx, { strategy: 'SECTION_BASED', maxChunkSize: 5000, documentTitle: 'Paper' });
    expect(sections.chunks.map((chunk) => [chunk.title, chunk.chunkType, chunk.sectionTitle])).toEqual([
      ['Introduction', 'CHAPTER', null],
      ['Background', 'SECTION', 'Background'],
      ['Method', 'CHAPTER', null],
    ]);
  });

  it('joins hard-wrapped lines and words hyphenated across lines', () => {
    const document = toDocumentText(text('The infor-\nmation was wrapped\nacross lines.\n\nNext paragraph.'));
    expect(document.text).toBe('The information was wrapped across lines.\n\nNext paragraph.');
  });

  it('a list item wrapped over several lines stays one paragraph; a short item ends at its line', () => {
    const document = toDocumentText(
      text(
        [
          'Follow these five steps every time you wash your hands at home or at work.',
          '1. Wet your hands with clean, running water (warm or cold), turn off the',
          'tap, and apply soap.',
          '3. Scrub your hands for at least 20 seconds. Need a timer? Hum the song',
          '"Happy Birthday" from beginning to end twice, at the sink or elsewhere.',
          '- After touching garbage',
          'Use Hand Sanitizer When You Cannot Use Soap',
        ].join('\n'),
      ),
    );
    expect(document.text.split('\n\n')).toEqual([
      'Follow these five steps every time you wash your hands at home or at work.',
      '1. Wet your hands with clean, running water (warm or cold), turn off the tap, and apply soap.',
      '3. Scrub your hands for at least 20 seconds. Need a timer? Hum the song "Happy Birthday" from beginning to end twice, at the sink or elsewhere.',
      '- After touching garbage',
      'Use Hand Sanitizer When You Cannot Use Soap',
    ]);
  });

  it('a "Section N." line whose sentence wraps onto the next line: the label is the heading, the sentence stays whole', () => {
    const document = toDocumentText(
      text(
        [
          'Section 3. The Senate of the United States shall be composed of two',
          'Senators from each State, chosen by the Legislature thereof, for six',
          'Years; and each Senator shall have one Vote.',
          '',
          'Section 4. Elections',
          '',
          'The Times, Places and Manner of holding Elections for Senators and',
          'Representatives shall be set.',
        ].join('\n'),
      ),
    );
    expect(document.text.split('\n\n')).toEqual([
      'Section 3',
      'The Senate of the United States shall be composed of two Senators from each State, chosen by the Legislature thereof, for six Years; and each Senator shall have one Vote.',
      'Section 4. Elections',
      'The Times, Places and Manner of holding Elections for Senators and Representatives shall be set.',
    ]);
    expect(document.headings.map((heading) => heading.title)).toEqual(['Section 3', 'Elections']);
  });

  it("a PDF's running heads, feet and page numbers go; a sentence across a page break is one paragraph on its first page", () => {
    const wrap = (...lines: string[]) => lines.join('\n');
    const document = toDocumentText({
      format: 'PDF',
      pages: [
        wrap(
          'FM 21-76',
          'Chapter 6',
          'WATER PROCUREMENT',
          '',
          'Much of the digging was done by local farmers and by Irish labourers, who',
          'were paid about eighty cents',
          'A HISTORY OF AMERICAN CANALS 47',
        ),
        wrap(
          'FM 21-76',
          '48 A HISTORY OF AMERICAN CANALS',
          'a day. The canal was opened along its whole length on October 26, 1825, and its',
          'locks raised boats through a rise of about 565 feet, which made the trade possi-',
          '6-2',
        ),
        wrap(
          'FM 21-76',
          'Water Procurement',
          'ble. Do not drink sea water, urine, or blood, and do not drink alcohol either in',
          'the desert or at sea.',
          '6-3',
        ),
        wrap('FM 21-76', 'Water Procurement', '', 'Boil water for at least 1 minute at sea level.', '6-4'),
      ],
    });
    expect(document.text.split('\n\n')).toEqual([
      'Chapter 6 WATER PROCUREMENT',
      'Much of the digging was done by local farmers and by Irish labourers, who were paid about eighty cents a day. The canal was opened along its whole length on October 26, 1825, and its locks raised boats through a rise of about 565 feet, which made the trade possible. Do not drink sea water, urine, or blood, and do not drink alcohol either in the desert or at sea.',
      'Boil water for at least 1 minute at sea level.',
    ]);
    expect(document.pageStarts.map((start) => document.text.slice(start, start + 4))).toEqual([
      'Chap',
      'Boil',
      'Boil',
      'Boil',
    ]);
  });

  it('chapter labels at the tops of pages, a chapter title its later pages repeat, and a list item after a page break stay (the session 11 review)', () => {
    const body = (topic: string) => `The ${topic} is described in this paragraph of several words.`;
    const document = toDocumentText({
      format: 'PDF',
      pages: [
        [
          'Chapter 1',
          'Rivers',
          '',
          body('river'),
          '',
          'Boil the water in these steps:',
          'a) Boil the water for at least one full minute at sea level',
        ].join('\n'),
        ['Rivers', '', 'b) Let the water cool before drinking it from a clean cup.', '', body('delta')].join('\n'),
        ['Chapter 2', 'Lakes', '', body('lake')].join('\n'),
        ['Lakes', '', body('shore')].join('\n'),
        ['Chapter 3', 'Seas', '', body('sea')].join('\n'),
      ],
    });
    expect(document.text.split('\n\n')).toEqual([
      'Chapter 1 Rivers',
      'The river is described in this paragraph of several words.',
      'Boil the water in these steps:',
      'a) Boil the water for at least one full minute at sea level',
      'b) Let the water cool before drinking it from a clean cup.',
      'The delta is described in this paragraph of several words.',
      'Chapter 2 Lakes',
      'The lake is described in this paragraph of several words.',
      'The shore is described in this paragraph of several words.',
      'Chapter 3 Seas',
      'The sea is described in this paragraph of several words.',
    ]);
    expect(document.headings.map((heading) => heading.text)).toEqual([
      'Chapter 1 Rivers',
      'Chapter 2 Lakes',
      'Chapter 3 Seas',
    ]);
  });

  it('a running foot whose page number starts like another number of it goes ("Fact Sheet 2016-3045 2")', () => {
    const document = toDocumentText({
      format: 'PDF',
      pages: [
        'The first page says what an earthquake is.\nFact Sheet 2016-3045 1',
        'The second page says how it is measured.\nFact Sheet 2016-3045 2',
      ],
    });
    // Before: the second foot's " 2" was cut from "2016", so the two feet did not match and both stayed.
    expect(document.text.split('\n\n')).toEqual([
      'The first page says what an earthquake is.',
      'The second page says how it is measured.',
    ]);
  });

  it('one-page chapters keep their labels, a sentence end at two page ends stays, "Page 1 of 3" goes (the second session 11 review)', () => {
    const document = toDocumentText({
      format: 'PDF',
      pages: [
        ['Chapter 1', '', 'The farmers of the west did much of the digging on', 'the canal.', 'Page 1 of 3'].join('\n'),
        ['Chapter 2', '', 'The engineers surveyed the whole length of', 'the canal.', 'Page 2 of 3'].join('\n'),
        [
          'Chapter 3',
          '',
          'The labourers were paid about eighty cents a day for the work they did.',
          'Page 3 of 3',
        ].join('\n'),
      ],
    });
    // Before: "Chapter 2" and "Chapter 3" went (their numbers go up with the page), and so did both "the
    // canal."; "Page 1 of 3" stayed.
    expect(document.text.split('\n\n')).toEqual([
      'Chapter 1',
      'The farmers of the west did much of the digging on the canal.',
      'Chapter 2',
      'The engineers surveyed the whole length of the canal.',
      'Chapter 3',
      'The labourers were paid about eighty cents a day for the work they did.',
    ]);
  });

  it('a line on one page only, or in another case, is no running line', () => {
    const document = toDocumentText({
      format: 'PDF',
      pages: [
        'Introduction\n\nThe survey covered four hundred farms in the valley.',
        'INTRODUCTION\n\nThe second survey covered the farms of the hills.',
      ],
    });
    expect(document.text.split('\n\n')).toEqual([
      'Introduction',
      'The survey covered four hundred farms in the valley.',
      'INTRODUCTION',
      'The second survey covered the farms of the hills.',
    ]);
  });

  it('gives no chunks for a document without text', () => {
    expect(
      chunkExtracted(text('  \n\n  '), { strategy: 'AUTO', maxChunkSize: 1000, documentTitle: 'Empty' }).chunks,
    ).toEqual([]);
  });
});
