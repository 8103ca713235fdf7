import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildDoc,
  buildDocx,
  buildManyPagePdf,
  buildPdf,
  buildRtf,
  buildZip,
  buildZipBombDocx,
  randomBytesSeeded,
} from '../../extraction/test-support/build-files.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import {
  buildAccount,
  buildUser,
  errorOf,
  useTestApp,
  useUser,
  withTestApp,
  type SignedIn,
  type TestApp,
} from '../../test-support/test-app.ts';
import { postMultipart, streamedMultipart, uploadDocument, waitForDocument } from './test-support/documents.ts';

const storage = new MemoryFileStorage();
const test = useTestApp({ ports: { storage }, workers: true });
const owner = useUser(test);
const other = useUser(test);

const upload = (
  who: SignedIn | undefined,
  file: { data: Buffer; filename: string; contentType?: string } | undefined,
  fields: Record<string, string> = {},
) => uploadDocument(test.app, who, file, fields);

/** A test's own app with `env` on its own storage, and a user of it. */
const withOwnApp = (env: Record<string, string>, body: (own: TestApp, user: SignedIn) => Promise<void>) =>
  withTestApp({ env, ports: { storage: new MemoryFileStorage() } }, async (own) => body(own, await buildUser(own.app)));

/** Uploads, expects 201, waits for processing to end; returns the final document. */
async function uploadAndWait(
  file: { data: Buffer; filename: string; contentType?: string },
  fields: Record<string, string> = {},
  who = owner,
) {
  const response = await upload(who, file, fields);
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().status).toBe('UPLOADED');
  return waitForDocument(test.app, who.auth, response.json().id);
}

async function chunksOf(id: string, who = owner) {
  const response = await test.app.inject({ url: `/api/documents/${id}/chunks`, headers: who.auth });
  expect(response.statusCode).toBe(200);
  return response.json<
    Array<{
      chunkIndex: number;
      title: string;
      content: string;
      chunkType: string;
      startPage: number;
      endPage: number;
    }>
  >();
}

const lines = (topic: string, count: number) =>
  Array.from({ length: count }, (_, i) => `The ${topic} line number ${i + 1} says something plain and complete.`);

describe('POST /api/documents/upload', () => {
  it('answers 401 without a token', async () => {
    const response = await upload(undefined, { data: Buffer.from('hello world'), filename: 'a.txt' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 without a file, for an empty file and for out-of-range settings', async () => {
    const none = await upload(owner, undefined, { chunkingStrategy: 'AUTO' });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toEqual({ file: 'File is required' });
    const empty = await upload(owner, { data: Buffer.alloc(0), filename: 'empty.txt' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ file: 'File is empty' });
    const small = await upload(
      owner,
      { data: Buffer.from('Some text for the document.'), filename: 'a.txt' },
      { maxChunkSize: '50' },
    );
    expect(small.statusCode).toBe(400);
    expect(errorOf(small).fields).toEqual({ maxChunkSize: 'Max chunk size must be between 100 and 10000' });
    const strategy = await upload(
      owner,
      { data: Buffer.from('Some text for the document.'), filename: 'a.txt' },
      { chunkingStrategy: 'BY_MOOD' },
    );
    expect(strategy.statusCode).toBe(400);
    expect(Object.keys(errorOf(strategy).fields)).toEqual(['chunkingStrategy']);
  });

  it('answers 403 for a user without a creator role', async () => {
    const reader = await buildAccount(test, { roles: ['ROLE_USER'] });
    const response = await upload(reader, { data: Buffer.from('hello world'), filename: 'a.txt' });
    expect(response.statusCode).toBe(403);
    const list = await test.app.inject({ url: '/api/documents', headers: reader.auth });
    expect(list.statusCode).toBe(403);
  });

  it('decides the format by content, not by name: random bytes named .pdf are 415', async () => {
    const response = await upload(owner, {
      data: randomBytesSeeded(4096),
      filename: 'report.pdf',
      contentType: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'File type not supported' });
    const png = await upload(owner, {
      data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytesSeeded(500)]),
      filename: 'notes.txt',
    });
    expect(png.statusCode).toBe(415);
    const spreadsheet = buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    expect((await upload(owner, { data: spreadsheet, filename: 'book.docx' })).statusCode).toBe(415);
    const ole = buildDoc(['x']);
    ole.write('NotAWordStream', ole.indexOf(Buffer.from('WordDocument', 'utf16le')), 'utf16le');
    expect((await upload(owner, { data: ole, filename: 'sheet.doc' })).statusCode).toBe(415);
  });

  it('answers 413 with the limit in the message, and keeps serving', async () => {
    await withOwnApp({ DOCUMENT_MAX_UPLOAD_MB: '1' }, async (small, user) => {
      const response = await postMultipart(
        small.app,
        '/api/documents/upload',
        streamedMultipart(1024 * 1024 + 1, 'big.txt'),
        user,
      );
      expect(response.statusCode).toBe(413);
      expect(errorOf(response)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'File size exceeds maximum allowed size (1MB)',
      });
      expect((await small.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });
  });

  it('the default limit is 150 MB, with the spec message', async () => {
    const config = await test.app.inject({ url: '/api/documents/config', headers: owner.auth });
    expect(config.json().maxFileSizeBytes).toBe(150 * 1024 * 1024);
    const { documentMessages } = await import('@quizmaker/contracts');
    expect(documentMessages.tooLarge(test.config.documents.maxUploadMegabytes)).toBe(
      'File size exceeds maximum allowed size (150MB)',
    );
  });
});

describe('extraction of each format', () => {
  it('plain text (UTF-8): chunks with estimated pages', async () => {
    const text = [...lines('alpha', 30), '', ...lines('beta', 30)].join('\n');
    const document = await uploadAndWait(
      { data: Buffer.from(text), filename: 'notes.txt', contentType: 'text/plain' },
      { chunkingStrategy: 'FIXED_SIZE', maxChunkSize: '1000' },
    );
    expect(document).toMatchObject({
      status: 'PROCESSED',
      format: 'TEXT',
      title: 'notes',
      originalFilename: 'notes.txt',
      chunkingStrategy: 'SIZE_BASED',
      maxChunkSize: 1000,
      pagesEstimated: true,
      processingError: null,
    });
    const chunks = await chunksOf(document.id);
    expect(chunks.length).toBe(document.totalChunks);
    expect(chunks.every((chunk) => chunk.chunkType === 'SIZE_BASED' && chunk.content.length <= 1000)).toBe(true);
    expect(chunks[0]?.content.startsWith('The alpha line number 1 says')).toBe(true);
    expect(document.totalPages).toBe(2);
  });

  it('UTF-16 with a byte-order mark, and legacy windows-1252 text', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Café crème brûlée is a dessert made of custard.', 'utf16le'),
    ]);
    const sixteen = await uploadAndWait({ data: utf16, filename: 'u16.txt' });
    expect(sixteen.status).toBe('PROCESSED');
    expect((await chunksOf(sixteen.id))[0]?.content).toBe('Café crème brûlée is a dessert made of custard.');
    // Not UTF-8: é is the single byte 0xE9. Read as windows-1252, the legacy encoding of such files.
    const latin = Buffer.from('Caf\xe9 na\xefve r\xe9sum\xe9: the \x93quoted\x94 text.', 'latin1');
    const legacy = await uploadAndWait({ data: latin, filename: 'legacy.txt' });
    expect(legacy.status).toBe('PROCESSED');
    expect((await chunksOf(legacy.id))[0]?.content).toBe('Café naïve résumé: the “quoted” text.');
  });

  it('PDF: text per page with real page numbers', async () => {
    const pdf = await buildPdf([
      ['Chapter 1 Seeds', ...lines('seed', 12)],
      lines('growth', 12),
      ['Chapter 2 Harvest', ...lines('harvest', 12)],
    ]);
    const document = await uploadAndWait(
      { data: pdf, filename: 'garden.bin' },
      { chunkingStrategy: 'PAGE_BASED', maxChunkSize: '5000' },
    );
    expect(document).toMatchObject({ status: 'PROCESSED', format: 'PDF', totalPages: 3, pagesEstimated: false });
    const chunks = await chunksOf(document.id);
    expect(chunks.map((chunk) => [chunk.title, chunk.startPage, chunk.endPage])).toEqual([
      ['Page 1', 1, 1],
      ['Page 2', 2, 2],
      ['Page 3', 3, 3],
    ]);
    expect(chunks[1]?.content).toContain('The growth line number 12 says something plain and complete.');
    // AUTO on the same file finds the two chapters.
    const auto = await uploadAndWait(
      { data: pdf, filename: 'garden.pdf' },
      { chunkingStrategy: 'AUTO', maxChunkSize: '5000' },
    );
    expect(
      (await chunksOf(auto.id)).map((chunk) => [chunk.title, chunk.chunkType, chunk.startPage, chunk.endPage]),
    ).toEqual([
      ['Chapter 1 Seeds', 'CHAPTER', 1, 2],
      ['Chapter 2 Harvest', 'CHAPTER', 3, 3],
    ]);
  });

  it('DOCX: Heading 1 and Heading 2 become chapters and sections', async () => {
    const docx = await buildDocx([
      { heading: 1, text: 'Introduction' },
      { text: lines('intro', 10).join(' ') },
      { heading: 2, text: 'Scope' },
      { text: lines('scope', 10).join(' ') },
      { heading: 1, text: 'Findings' },
      { text: lines('finding', 10).join(' ') },
    ]);
    const document = await uploadAndWait(
      { data: docx, filename: 'report.docx' },
      { chunkingStrategy: 'SECTION_BASED', maxChunkSize: '5000' },
    );
    expect(document).toMatchObject({ status: 'PROCESSED', format: 'DOCX' });
    expect((await chunksOf(document.id)).map((chunk) => [chunk.title, chunk.chunkType])).toEqual([
      ['Introduction', 'CHAPTER'],
      ['Scope', 'SECTION'],
      ['Findings', 'CHAPTER'],
    ]);
  });

  it('DOC (Word 97-2003) and RTF', async () => {
    const doc = await uploadAndWait({
      data: buildDoc(['The first paragraph of an old Word file.', 'The second paragraph follows it.']),
      filename: 'old.doc',
    });
    expect(doc).toMatchObject({ status: 'PROCESSED', format: 'DOC' });
    expect((await chunksOf(doc.id))[0]?.content).toBe(
      'The first paragraph of an old Word file.\n\nThe second paragraph follows it.',
    );
    const rtf = await uploadAndWait({
      data: buildRtf(['Café costs €5 {today}.', 'A second paragraph.']),
      filename: 'menu.rtf',
    });
    expect(rtf).toMatchObject({ status: 'PROCESSED', format: 'RTF' });
    expect((await chunksOf(rtf.id))[0]?.content).toBe('Café costs €5 {today}.\n\nA second paragraph.');
  });
});

describe('hostile files leave the document FAILED with a reason, and the server healthy', () => {
  it('a truncated PDF', async () => {
    const pdf = await buildPdf([lines('cut', 10)]);
    const document = await uploadAndWait({ data: pdf.subarray(0, 600), filename: 'cut.pdf' });
    expect(document).toMatchObject({
      status: 'FAILED',
      processingError: 'The PDF is damaged or not a valid PDF file and could not be read',
      totalChunks: 0,
    });
  });

  it('a DOCX zip bomb', async () => {
    const document = await uploadAndWait({ data: buildZipBombDocx(4), filename: 'bomb.docx' });
    expect(document.status).toBe('FAILED');
    expect(document.processingError).toMatch(
      /^The DOCX file was refused because it looks like a zip bomb: entry word\/media\/filler.bin is compressed \d+ to 1$/,
    );
  });

  it('a 1,600-page PDF', async () => {
    const document = await uploadAndWait({ data: await buildManyPagePdf(1600), filename: 'long.pdf' });
    expect(document).toMatchObject({
      status: 'FAILED',
      processingError: 'The PDF has 1600 pages; at most 1500 pages can be processed',
    });
  }, 30_000);

  it('a PDF with no text at all', async () => {
    const document = await uploadAndWait({ data: await buildPdf([[], []]), filename: 'scan.pdf' });
    expect(document).toMatchObject({
      status: 'FAILED',
      processingError: 'No text was found in the PDF; it may be a scanned image without a text layer',
    });
  });

  it('the server still answers and still processes files afterwards', async () => {
    expect((await test.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const document = await uploadAndWait({
      data: Buffer.from('Still working after all of that, thank you.'),
      filename: 'ok.txt',
    });
    expect(document.status).toBe('PROCESSED');
  });
});

describe('documents nobody processes', () => {
  it('the sweeper fails a document left UPLOADED for an hour, with a reason', async () => {
    await withOwnApp({}, async (idle, user) => {
      const uploaded = await uploadDocument(idle.app, user, {
        data: Buffer.from('Nobody will ever process this document at all.'),
        filename: 'idle.txt',
      });
      expect(await idle.app.services.documents.processing.sweepStale()).toBe(0);
      idle.clock.advance(61 * 60_000);
      expect(await idle.app.services.documents.processing.sweepStale()).toBe(1);
      const document = (
        await idle.app.inject({ url: `/api/documents/${uploaded.json().id}`, headers: user.auth })
      ).json();
      expect(document).toMatchObject({
        status: 'FAILED',
        processingError: 'Processing did not start; reprocess the document to try again',
      });
    });
  });
});

describe('reading, listing, reprocessing and deleting', () => {
  let processed: { id: string };

  beforeAll(async () => {
    processed = await uploadAndWait(
      { data: Buffer.from(lines('listed', 80).join('\n\n')), filename: 'Listed Report.txt' },
      { maxChunkSize: '1000' },
    );
  });

  it('only the uploader may see a document (403), unknown ids are 404', async () => {
    for (const url of [
      `/api/documents/${processed.id}`,
      `/api/documents/${processed.id}/chunks`,
      `/api/documents/${processed.id}/chunks/0`,
      `/api/documents/${processed.id}/status`,
    ]) {
      const response = await test.app.inject({ url, headers: other.auth });
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).message).toBe('Only the uploader can access this document');
    }
    const reprocess = await test.app.inject({
      method: 'POST',
      url: `/api/documents/${processed.id}/reprocess`,
      payload: {},
      headers: other.auth,
    });
    expect(reprocess.statusCode).toBe(403);
    const remove = await test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${processed.id}`,
      headers: other.auth,
    });
    expect(remove.statusCode).toBe(403);
    const missing = await test.app.inject({
      url: '/api/documents/00000000-0000-4000-8000-000000000000',
      headers: owner.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Document not found');
    const badId = await test.app.inject({ url: '/api/documents/not-a-uuid', headers: owner.auth });
    expect(badId.statusCode).toBe(400);
  });

  it('chunks by index, status and config', async () => {
    const chunk = await test.app.inject({ url: `/api/documents/${processed.id}/chunks/1`, headers: owner.auth });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.json()).toMatchObject({ chunkIndex: 1, documentId: processed.id });
    const missing = await test.app.inject({ url: `/api/documents/${processed.id}/chunks/999`, headers: owner.auth });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Chunk not found');
    const status = await test.app.inject({ url: `/api/documents/${processed.id}/status`, headers: owner.auth });
    expect(status.json()).toMatchObject({ id: processed.id, status: 'PROCESSED', processingError: null });
    const config = await test.app.inject({ url: '/api/documents/config', headers: owner.auth });
    expect(config.json()).toMatchObject({
      defaultStrategy: 'AUTO',
      defaultMaxChunkSize: 1000,
      maxFileSizeBytes: 150 * 1024 * 1024,
      maxPages: 1500,
    });
  });

  it('lists my documents only, paged by 10, with server-side search and status filter', async () => {
    const mine = await test.app.inject({ url: '/api/documents', headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    const page = mine.json();
    expect(page.pageSize).toBe(10);
    expect(page.totalElements).toBeGreaterThan(10);
    expect(page.content).toHaveLength(10);
    const theirs = await test.app.inject({ url: '/api/documents', headers: other.auth });
    expect(theirs.json().totalElements).toBe(0);
    const search = await test.app.inject({ url: '/api/documents?search=listed%20rep', headers: owner.auth });
    expect(search.json().content.map((document: { id: string }) => document.id)).toEqual([processed.id]);
    const failed = await test.app.inject({ url: '/api/documents?status=FAILED&size=100', headers: owner.auth });
    expect(failed.json().content.every((document: { status: string }) => document.status === 'FAILED')).toBe(true);
    expect(failed.json().totalElements).toBeGreaterThanOrEqual(4);
    const badStatus = await test.app.inject({ url: '/api/documents?status=LOST', headers: owner.auth });
    expect(badStatus.statusCode).toBe(400);
  });

  it('reprocess re-chunks the stored file with new settings', async () => {
    const before = await chunksOf(processed.id);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/documents/${processed.id}/reprocess`,
      payload: { chunkingStrategy: 'SIZE_BASED', maxChunkSize: 3000 },
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'UPLOADED', chunkingStrategy: 'SIZE_BASED', maxChunkSize: 3000 });
    const busy = await test.app.inject({
      method: 'POST',
      url: `/api/documents/${processed.id}/reprocess`,
      payload: {},
      headers: owner.auth,
    });
    expect(busy.statusCode).toBe(409);
    const done = await waitForDocument(test.app, owner.auth, processed.id);
    expect(done.status).toBe('PROCESSED');
    const after = await chunksOf(processed.id);
    expect(after.length).toBeLessThan(before.length);
    expect(after.every((chunk) => chunk.content.length <= 3000)).toBe(true);
  });

  it('delete removes the document, its chunks and its stored file', async () => {
    const document = await uploadAndWait({
      data: Buffer.from('A document that will be deleted soon enough.'),
      filename: 'gone.txt',
    });
    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/documents/${document.id}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(204);
    expect((await test.app.inject({ url: `/api/documents/${document.id}`, headers: owner.auth })).statusCode).toBe(404);
    expect(await storage.open(`documents/${document.id}`)).toBeNull();
    const chunks = await test.database.db
      .selectFrom('documentChunks')
      .select('id')
      .where('documentId', '=', document.id)
      .execute();
    expect(chunks).toEqual([]);
  });
});
