import { crc32, deflateRawSync } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * Builders of small files in every accepted format (and hostile ones), so tests make their own
 * fixtures instead of shipping binaries.
 */

/** A PDF with one page per entry; each page's lines are drawn top-down. */
export async function buildPdf(pages: string[][], options: { title?: string } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  if (options.title) {
    pdf.setTitle(options.title);
  }
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 800;
    for (const line of lines) {
      page.drawText(line, { x: 50, y, size: 11, font });
      y -= 16;
    }
  }
  return Buffer.from(await pdf.save());
}

/** A PDF of `count` blank pages (for the page limit; blank keeps it small and quick to build). */
export async function buildManyPagePdf(count: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 1; i <= count; i += 1) {
    pdf.addPage([200, 200]);
  }
  return Buffer.from(await pdf.save({ useObjectStreams: true }));
}

export type DocxBlock = { heading?: 1 | 2 | 3; text: string };

/** A DOCX with Word's Heading 1/2/3 styles on the blocks that have a heading level. */
export async function buildDocx(blocks: DocxBlock[]): Promise<Buffer> {
  const levels = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;
  const document = new Document({
    sections: [
      {
        children: blocks.map((block) =>
          block.heading
            ? new Paragraph({ text: block.text, heading: levels[block.heading] })
            : new Paragraph({ text: block.text }),
        ),
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(document));
}

/** An RTF document with one \par per paragraph; non-ASCII text is written as \uN? escapes. */
export function buildRtf(paragraphs: string[]): Buffer {
  const escape = (text: string) =>
    Array.from(text)
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (char === '\\' || char === '{' || char === '}') {
          return `\\${char}`;
        }
        return code > 127 ? `\\u${code > 32767 ? code - 65536 : code}?` : char;
      })
      .join('');
  const body = paragraphs.map((paragraph) => `\\pard ${escape(paragraph)}\\par\n`).join('');
  return Buffer.from(
    `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Times New Roman;}}{\\colortbl;\\red0\\green0\\blue0;}{\\*\\generator test;}{\\info{\\title Hidden title}}\n${body}}`,
    'latin1',
  );
}

interface ZipEntry {
  name: string;
  data: Buffer;
  /** Overrides the uncompressed size written in the headers (a lying archive). */
  declaredSize?: number;
}

/** A minimal ZIP writer (deflate), enough for DOCX-shaped archives and zip bombs. */
export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

const MINIMAL_DOCUMENT_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hello</w:t></w:r></w:p></w:body></w:document>';

/** A DOCX-shaped archive with one entry of `megabytes` MB of zeros: compresses about 1000 to 1. */
export function buildZipBombDocx(megabytes = 4): Buffer {
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.from(MINIMAL_DOCUMENT_XML) },
    { name: 'word/media/filler.bin', data: Buffer.alloc(megabytes * 1024 * 1024) },
  ]);
}

/** A DOCX-shaped archive whose document.xml claims to be tiny but inflates to `megabytes` MB. */
export function buildLyingDocx(megabytes = 2): Buffer {
  const padding = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
  return buildZip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    { name: 'word/document.xml', data: Buffer.concat([Buffer.from(MINIMAL_DOCUMENT_XML), padding]), declaredSize: 300 },
  ]);
}

/**
 * A Word 97-2003 (.doc) file: an OLE compound file holding a WordDocument stream (FIB plus the text
 * as UTF-16) and a 1Table stream with a one-piece piece table. Paragraphs end with Word's \r mark.
 */
export function buildDoc(paragraphs: string[]): Buffer {
  const SECTOR = 512;
  const ENDOFCHAIN = 0xfffffffe;
  const FREESECT = 0xffffffff;
  const FATSECT = 0xfffffffd;
  const text = `${paragraphs.join('\r')}\r`;
  const textBytes = Buffer.from(text, 'utf16le');
  const textOffset = 0x800;

  const wordDocument = Buffer.alloc(Math.max(4096, Math.ceil((textOffset + textBytes.length) / SECTOR) * SECTOR));
  wordDocument.writeUInt16LE(0xa5ec, 0x00);
  wordDocument.writeUInt16LE(0x00c1, 0x02);
  wordDocument.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table stream is 1Table
  wordDocument.writeUInt32LE(textOffset, 0x18);
  wordDocument.writeUInt32LE(text.length, 0x4c); // ccpText
  wordDocument.writeUInt32LE(0, 0x1a2); // fcClx: the piece table sits at the start of 1Table
  wordDocument.writeUInt32LE(21, 0x1a6);
  textBytes.copy(wordDocument, textOffset);

  const table = Buffer.alloc(4096);
  table.writeUInt8(0x02, 0); // Pcdt
  table.writeUInt32LE(16, 1); // lcb: two CPs and one 8-byte PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(textOffset, 15); // fc without the compressed bit: UTF-16 text
  table.writeUInt16LE(0, 19);

  const wordSectors = wordDocument.length / SECTOR;
  const tableSectors = table.length / SECTOR;
  const fat = Buffer.alloc(SECTOR, 0xff);
  const chain = (start: number, length: number) => {
    for (let i = 0; i < length; i += 1) {
      fat.writeUInt32LE(i === length - 1 ? ENDOFCHAIN : start + i + 1, (start + i) * 4);
    }
  };
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(ENDOFCHAIN, 4);
  chain(2, wordSectors);
  chain(2 + wordSectors, tableSectors);

  const directory = Buffer.alloc(SECTOR);
  const writeEntry = (
    index: number,
    entry: { name: string; type: number; left: number; right: number; child: number; start: number; size: number },
  ) => {
    const base = index * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, base);
    directory.writeUInt16LE(name.length, base + 64);
    directory.writeUInt8(entry.type, base + 66);
    directory.writeUInt8(1, base + 67);
    directory.writeInt32LE(entry.left, base + 68);
    directory.writeInt32LE(entry.right, base + 72);
    directory.writeInt32LE(entry.child, base + 76);
    directory.writeUInt32LE(entry.start, base + 116);
    directory.writeUInt32LE(entry.size, base + 120);
  };
  writeEntry(0, { name: 'Root Entry', type: 5, left: -1, right: -1, child: 1, start: ENDOFCHAIN, size: 0 });
  writeEntry(1, { name: 'WordDocument', type: 2, left: 2, right: -1, child: -1, start: 2, size: wordDocument.length });
  writeEntry(2, {
    name: '1Table',
    type: 2,
    left: -1,
    right: -1,
    child: -1,
    start: 2 + wordSectors,
    size: table.length,
  });

  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from('D0CF11E0A1B11AE1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(ENDOFCHAIN, 60);
  header.writeUInt32LE(0, 64);
  header.writeUInt32LE(ENDOFCHAIN, 68);
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i += 1) {
    header.writeUInt32LE(i === 0 ? 0 : FREESECT, 76 + i * 4);
  }
  return Buffer.concat([header, fat, directory, wordDocument, table]);
}

/** Deterministic pseudo-random bytes (a file that is no format at all). */
export function randomBytesSeeded(length: number, seed = 42): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}
