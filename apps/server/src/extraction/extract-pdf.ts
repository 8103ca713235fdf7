import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ExtractionError, type ExtractedDocument, type ExtractionLimits } from './types.ts';

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
// pdfjs wants directory URLs with a trailing slash for its font and colour data.
const standardFontDataUrl = `${pathToFileURL(join(pdfjsRoot, 'standard_fonts')).href}/`;
const cMapUrl = `${pathToFileURL(join(pdfjsRoot, 'cmaps')).href}/`;

/**
 * The pdfjs options every extraction uses (exported so a test can pin them). isEvalSupported: false
 * keeps pdfjs from compiling font programs into JavaScript with `new Function` (the FontMatrix
 * injection of CVE-2024-4367); no font faces, no system fonts. pdfjs never runs a PDF's own
 * JavaScript (that needs its separate scripting sandbox, which Node never loads).
 */
export const PDF_DOCUMENT_OPTIONS = Object.freeze({
  standardFontDataUrl,
  cMapUrl,
  cMapPacked: true,
  disableFontFace: true,
  isEvalSupported: false,
  useSystemFonts: false,
  verbosity: 0,
});

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
}

/** One page's text: items joined, a line break where pdfjs reports one or where the baseline moves. */
function pageText(items: readonly TextItemLike[]): string {
  let text = '';
  let lastY: number | null = null;
  for (const item of items) {
    if (typeof item.str !== 'string') {
      continue;
    }
    const y = item.transform?.[5] ?? null;
    if (lastY !== null && y !== null && Math.abs(y - lastY) > 2 && !text.endsWith('\n')) {
      text += '\n';
    }
    text += item.str;
    if (item.hasEOL) {
      text += '\n';
    }
    if (y !== null) {
      lastY = y;
    }
  }
  return text;
}

/** Text per page with the pdfjs legacy build (runs in Node without a DOM); refuses more than maxPages pages. */
export async function extractPdf(path: string, limits: ExtractionLimits): Promise<ExtractedDocument> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(path));
  const task = pdfjs.getDocument({ data, ...PDF_DOCUMENT_OPTIONS });
  let pdf;
  try {
    pdf = await task.promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') {
      throw new ExtractionError('The PDF is password-protected; remove the password and upload it again');
    }
    throw new ExtractionError('The PDF is damaged or not a valid PDF file and could not be read');
  }
  try {
    if (pdf.numPages > limits.maxPages) {
      throw new ExtractionError(`The PDF has ${pdf.numPages} pages; at most ${limits.maxPages} pages can be processed`);
    }
    const pages: string[] = [];
    let characters = 0;
    for (let number = 1; number <= pdf.numPages; number += 1) {
      let text = '';
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        text = pageText(content.items as TextItemLike[]);
        page.cleanup();
      } catch {
        // A damaged page reads as empty; the others still count.
        text = '';
      }
      characters += text.length;
      if (characters > limits.maxTextCharacters) {
        throw new ExtractionError(`The document has more than ${limits.maxTextCharacters} characters of text`);
      }
      pages.push(text);
    }
    let title: string | null = null;
    try {
      const metadata = await pdf.getMetadata();
      const info = metadata.info as { Title?: unknown } | undefined;
      title = typeof info?.Title === 'string' && info.Title.trim() ? info.Title.trim() : null;
    } catch {
      title = null;
    }
    return { format: 'PDF', pages, title };
  } finally {
    await pdf.destroy();
  }
}
