import { randomUUID } from 'node:crypto';
import type { Document } from '@quizmaker/contracts';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';

type UploadFile = { data: Buffer; filename: string; contentType?: string };

/** A multipart/form-data body: text fields and at most one file. */
export function multipartBody(parts: { file?: UploadFile; fields?: Record<string, string> }) {
  const boundary = `----quizmaker${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts.fields ?? {})) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (parts.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file.filename}"\r\nContent-Type: ${parts.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      parts.file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body whose file part is `size` bytes streamed from a generator (no big buffer). */
export function streamedMultipart(
  size: number,
  filename: string,
): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----quizmaker${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = Buffer.alloc(1024 * 1024, 0x61);
  function* body() {
    yield head;
    let left = size;
    while (left > 0) {
      const piece = Math.min(left, block.length);
      yield piece === block.length ? block : block.subarray(0, piece);
      left -= piece;
    }
    yield tail;
  }
  return { payload: Readable.from(body()), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a multipart body (multipartBody's or streamedMultipart's) to `url` as `who`, signed out without one. */
export const postMultipart = (
  app: FastifyInstance,
  url: string,
  body: { payload: Buffer | Readable; headers: Record<string, string> },
  who?: { auth: { authorization: string } },
) => app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...who?.auth } });

/** POST /api/documents/upload with `file` (none: a body without one) and text `fields`, as `who`. */
export const uploadDocument = (
  app: FastifyInstance,
  who: { auth: { authorization: string } } | undefined,
  file: UploadFile | undefined,
  fields: Record<string, string> = {},
) => postMultipart(app, '/api/documents/upload', multipartBody({ ...(file ? { file } : {}), fields }), who);

/** Polls a document until processing has ended (PROCESSED or FAILED). */
export async function waitForDocument(
  app: FastifyInstance,
  auth: { authorization: string },
  id: string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({ url: `/api/documents/${id}`, headers: auth });
    const body = response.json<Document>();
    if (body.status === 'PROCESSED' || body.status === 'FAILED') {
      return body;
    }
    if (Date.now() > deadline) {
      throw new Error(`document ${id} still ${body.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
