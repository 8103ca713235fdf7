import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A minimal RFC 4180 reader for the tests of the results exports: their rows, a leading byte-order mark dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

/**
 * The header of a results CSV without user details: the attempt's columns, then answer, score and
 * correct answer for each of `questions` questions.
 */
export function resultsCsvHeader(questions: number): string[] {
  return [
    'Attempt ID',
    'Participant',
    'Mode',
    'Started',
    'Completed',
    'Duration (s)',
    'Score (%)',
    'Correct',
    'Questions',
    'Passed',
    'Time up',
    ...Array.from({ length: questions }, (_, index) =>
      ['answer', 'score', 'correct answer'].map((column) => `Q${index + 1} ${column}`),
    ).flat(),
  ];
}

const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * A PDF export's page count and text: each page's text items joined by `separator`, the pages'
 * texts one by one (`pageTexts`) and together, a line per page (`text`).
 */
export async function pdfPages(
  body: Uint8Array,
  separator = ' ',
): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  const pdf = await getDocument({
    data: new Uint8Array(body),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
  }).promise;
  const pageTexts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pageTexts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(separator));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: pageTexts.map((page) => `${page}\n`).join(''), pageTexts };
}
