/** Generated upload files: a text-heavy PDF (pdf-lib), an illustrated DOCX (docx) and PNG images. */
import { crc32, deflateSync } from 'node:zlib';
import { Document, ImageRun, Packer, Paragraph, TextRun, HeadingLevel } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { encyclopedia, random } from './text.ts';

/** Wraps text into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A `pages`-page PDF of running text (about 400 words a page, 48 lines of 12-point Helvetica),
 * chapters starting on new pages with a heading, page numbers at the foot: a long report or book.
 */
export async function generatePdf(pages: number, seed = 300): Promise<Uint8Array> {
  const { chapters } = encyclopedia({ words: pages * 420, chapters: Math.max(1, Math.round(pages / 15)), seed });
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const LINES = 48;
  let page = pdf.addPage([595, 842]);
  let lineOnPage = 0;
  const newPage = () => {
    page.drawText(String(pdf.getPageCount()), { x: 290, y: 30, size: 9, font });
    page = pdf.addPage([595, 842]);
    lineOnPage = 0;
  };
  outer: for (const chapter of chapters) {
    if (lineOnPage > 0) newPage();
    page.drawText(chapter.title, { x: 50, y: 790, size: 16, font: bold });
    lineOnPage = 3;
    for (const paragraph of chapter.paragraphs) {
      for (const line of [...wrap(paragraph, 92), '']) {
        if (lineOnPage >= LINES) {
          if (pdf.getPageCount() >= pages) break outer;
          newPage();
        }
        if (line) page.drawText(line, { x: 50, y: 790 - lineOnPage * 15, size: 11, font });
        lineOnPage += 1;
      }
    }
  }
  while (pdf.getPageCount() < pages) newPage();
  page.drawText(String(pdf.getPageCount()), { x: 290, y: 30, size: 9, font });
  return pdf.save();
}

/** A PNG of random pixels (incompressible, so it keeps its size inside a DOCX), `width` x `height` RGB. */
export function noisePng(width: number, height: number, seed: number): Buffer {
  const next = random(seed);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 1; x <= width * 3; x += 4) {
      const value = Math.floor(next() * 4_294_967_296);
      raw[row + x] = value & 0xff;
      if (x + 1 <= width * 3) raw[row + x + 1] = (value >>> 8) & 0xff;
      if (x + 2 <= width * 3) raw[row + x + 2] = (value >>> 16) & 0xff;
      if (x + 3 <= width * 3) raw[row + x + 3] = (value >>> 24) & 0xff;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A paragraph holding one 400x400 noise image (about 480 KB), shown at 300x300. */
function imageParagraph(seed: number): Paragraph {
  return new Paragraph({
    children: [
      new ImageRun({ type: 'png', data: noisePng(400, 400, seed), transformation: { width: 300, height: 300 } }),
    ],
  });
}

/**
 * A DOCX of about `megabytes` MB: `words` words of text in headed chapters, illustrated with
 * photo-like (incompressible) images that make up the rest of the size, as large Word files are.
 */
export async function generateDocx(megabytes: number, words: number, seed = 500): Promise<Buffer> {
  const { chapters } = encyclopedia({ words, chapters: Math.max(1, Math.round(words / 5000)), seed });
  // One 400x400 image is ~480 KB; the text compresses to roughly a third of its size.
  const textBytes = words * 6.5 * 0.33;
  const images = Math.max(0, Math.round((megabytes * 1024 * 1024 - textBytes) / (400 * 400 * 3)));
  const children: Paragraph[] = [];
  const perImage = Math.max(
    1,
    Math.ceil(chapters.reduce((sum, chapter) => sum + chapter.paragraphs.length, 0) / Math.max(1, images)),
  );
  let paragraphIndex = 0;
  let image = 0;
  for (const chapter of chapters) {
    children.push(new Paragraph({ text: chapter.title, heading: HeadingLevel.HEADING_1 }));
    for (const paragraph of chapter.paragraphs) {
      children.push(new Paragraph({ children: [new TextRun(paragraph)] }));
      paragraphIndex += 1;
      if (image < images && paragraphIndex % perImage === 0) {
        children.push(imageParagraph(seed + image));
        image += 1;
      }
    }
  }
  while (image < images) {
    children.push(imageParagraph(seed + image));
    image += 1;
  }
  const document = new Document({ sections: [{ children }] });
  return Packer.toBuffer(document);
}
