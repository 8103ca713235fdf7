import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './extract-docx.ts';
import { decodeWindows1252 } from './extract-text.ts';
import { extractInWorker } from './run-extraction.ts';
import { ContentSniffer } from './sniff.ts';
import {
  buildDoc,
  buildLyingDocx,
  buildPdf,
  buildZip,
  buildZipBombDocx,
  randomBytesSeeded,
} from './test-support/build-files.ts';
import { ExtractionError } from './types.ts';
import { DEFAULT_EXTRACTION_LIMITS, sniffBuffer } from './test-support/extraction.ts';
import { guardDocx, zipLooksLikeDocx } from './zip-guard.ts';

const dir = mkdtempSync(join(tmpdir(), 'quizmaker-extraction-'));
let counter = 0;
const file = (bytes: Buffer) => {
  counter += 1;
  const path = join(dir, `f${counter}`);
  writeFileSync(path, bytes);
  return path;
};

describe('content sniffing', () => {
  it('tells formats by their bytes', async () => {
    expect(sniffBuffer(await buildPdf([['Hello']]))).toEqual({ kind: 'PDF' });
    expect(sniffBuffer(Buffer.from('{\\rtf1\\ansi hello}'))).toEqual({ kind: 'RTF' });
    expect(sniffBuffer(buildZip([{ name: 'a.txt', data: Buffer.from('x') }]))).toEqual({ kind: 'ZIP' });
    expect(sniffBuffer(buildDoc(['Hello']))).toEqual({ kind: 'OLE', wordDocument: true });
    expect(sniffBuffer(Buffer.alloc(0))).toEqual({ kind: 'EMPTY' });
  });

  it('reads text as UTF-8, UTF-16 with a byte-order mark, or legacy windows-1252, and refuses binary', () => {
    expect(sniffBuffer(Buffer.from('Crème brûlée — a dessert.'))).toEqual({ kind: 'TEXT', encoding: 'utf-8' });
    expect(sniffBuffer(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('hi there')]))).toEqual({
      kind: 'TEXT',
      encoding: 'utf-8',
    });
    expect(sniffBuffer(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('hi there', 'utf16le')]))).toEqual({
      kind: 'TEXT',
      encoding: 'utf-16le',
    });
    expect(
      sniffBuffer(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('hi there', 'utf16le').swap16()])),
    ).toEqual({ kind: 'TEXT', encoding: 'utf-16be' });
    expect(sniffBuffer(Buffer.from('caf\xe9 \x93quoted\x94', 'latin1'))).toEqual({
      kind: 'TEXT',
      encoding: 'windows-1252',
    });
    expect(sniffBuffer(randomBytesSeeded(4096))).toEqual({ kind: 'UNKNOWN' });
    expect(sniffBuffer(Buffer.from('text with a NUL\0 byte'))).toEqual({ kind: 'UNKNOWN' });
    // UTF-16 without a byte-order mark is full of NULs: not text we can read.
    expect(sniffBuffer(Buffer.from('hello there', 'utf16le'))).toEqual({ kind: 'UNKNOWN' });
  });

  it('handles a multi-byte character split across stream chunks', () => {
    const sniffer = new ContentSniffer();
    const bytes = Buffer.from('ééééé and more text');
    sniffer.push(bytes.subarray(0, 3));
    sniffer.push(bytes.subarray(3));
    expect(sniffer.finish()).toEqual({ kind: 'TEXT', encoding: 'utf-8' });
    expect(decodeWindows1252(Buffer.from([0x80, 0x41, 0x99]))).toBe('€A™');
  });
});

describe('DOCX guard', () => {
  it('recognises a Word archive and refuses bombs before unpacking', async () => {
    expect(await zipLooksLikeDocx(file(buildZipBombDocx(2)))).toBe(true);
    expect(await zipLooksLikeDocx(file(buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<x/>') }])))).toBe(
      false,
    );
    await expect(guardDocx(file(buildZipBombDocx(2)), DEFAULT_EXTRACTION_LIMITS.zip)).rejects.toThrow(
      /zip bomb: entry word\/media\/filler.bin is compressed/,
    );
    await expect(guardDocx(file(buildLyingDocx(2)), DEFAULT_EXTRACTION_LIMITS.zip)).rejects.toThrow(
      'The DOCX file was refused because it looks like a zip bomb: a part unpacks to a different size than its header declares',
    );
    const many = buildZip(
      Array.from({ length: 30 }, (_, i) => ({ name: `word/part${i}.xml`, data: Buffer.from('<x/>') })),
    );
    await expect(guardDocx(file(many), { ...DEFAULT_EXTRACTION_LIMITS.zip, maxEntries: 20 })).rejects.toThrow(
      'it has 30 entries (at most 20)',
    );
    const big = buildZip([{ name: 'word/document.xml', data: Buffer.alloc(3 * 1024 * 1024, 0x20) }]);
    await expect(
      guardDocx(file(big), { ...DEFAULT_EXTRACTION_LIMITS.zip, maxUncompressedBytes: 1024 * 1024, maxRatio: 10_000 }),
    ).rejects.toThrow('it unpacks to more than 1 MB');
  });

  it('reads mammoth HTML back into blocks with heading levels', () => {
    expect(
      htmlToBlocks(
        '<h1>Title &amp; more</h1><p>Body <strong>bold</strong> text.</p><ul><li>One</li><li>Two</li></ul><h2>Sub</h2>',
      ),
    ).toEqual([
      { text: 'Title & more', headingLevel: 1, listItem: false },
      { text: 'Body bold text.', headingLevel: null, listItem: false },
      { text: 'One', headingLevel: null, listItem: true },
      { text: 'Two', headingLevel: null, listItem: true },
      { text: 'Sub', headingLevel: 2, listItem: false },
    ]);
  });
});

describe('the worker thread and its limits', () => {
  it('stops an extraction that runs over its time limit, with a readable reason', async () => {
    const path = file(await buildPdf([['A page of text.']]));
    await expect(
      extractInWorker(
        { source: createReadStream(path), format: 'PDF' },
        { ...DEFAULT_EXTRACTION_LIMITS, timeoutMs: 30 },
      ),
    ).rejects.toThrow(new ExtractionError('Reading the document took longer than 0 seconds and was stopped'));
  });

  it('stops an extraction that needs more memory than allowed', async () => {
    // pdfjs alone needs more than 8 MB of heap: V8 stops the worker, the server thread is untouched.
    const path = file(await buildPdf([['A page of text.']]));
    const outcome = await extractInWorker(
      { source: createReadStream(path), format: 'PDF' },
      { ...DEFAULT_EXTRACTION_LIMITS, maxMemoryMb: 8 },
    ).then(
      () => 'resolved',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(outcome).toBe('Reading the document needed more than 8 MB of memory and was stopped');
  }, 20_000);

  it('refuses more text than the limit allows', async () => {
    const path = file(Buffer.alloc(20_000, 0x61));
    await expect(
      extractInWorker(
        { source: createReadStream(path), format: 'TEXT', encoding: 'utf-8' },
        { ...DEFAULT_EXTRACTION_LIMITS, maxTextCharacters: 10_000 },
      ),
    ).rejects.toThrow('The document has more than 10000 characters of text');
  });

  it('extracts DOC text and rejects a damaged Word file readably', async () => {
    const good = await extractInWorker(
      { source: createReadStream(file(buildDoc(['One.', 'Two.']))), format: 'DOC' },
      DEFAULT_EXTRACTION_LIMITS,
    );
    expect(good).toEqual({ format: 'DOC', text: 'One.\n\nTwo.\n\n', title: null });
    const broken = buildDoc(['One.']);
    broken.writeUInt16LE(0x1234, 512 * 3);
    await expect(
      extractInWorker({ source: createReadStream(file(broken)), format: 'DOC' }, DEFAULT_EXTRACTION_LIMITS),
    ).rejects.toThrow('The Word document is damaged or not a Word 97-2003 file and could not be read');
  });

  it('reads the stored file from a stream, and passes a store failing mid-read up as its own error (so the job is retried)', async () => {
    const text = 'Read from the store, chunk by chunk.';
    const streamed = await extractInWorker(
      {
        source: Readable.from([Buffer.from(text.slice(0, 10)), Buffer.from(text.slice(10))]),
        format: 'TEXT',
        encoding: 'utf-8',
      },
      DEFAULT_EXTRACTION_LIMITS,
    );
    expect(streamed.text).toBe(text);
    const failing = new Readable({
      read() {
        this.destroy(new Error('the store reset the connection'));
      },
    });
    const outcome = extractInWorker({ source: failing, format: 'TEXT', encoding: 'utf-8' }, DEFAULT_EXTRACTION_LIMITS);
    await expect(outcome).rejects.toThrow('the store reset the connection');
    await expect(outcome).rejects.not.toBeInstanceOf(ExtractionError);
  });
});
