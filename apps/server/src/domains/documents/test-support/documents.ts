import { randomUUID } from 'node:crypto';
import type { Document } from '@quizmaker/contracts';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';

/** A multipart/form-data body: text fields and at most one file. */
export function multipartBody(parts: {
  file?: { data: Buffer; filename: string; contentType?: string };
  fields?: Record<string, string>;
}) {
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
