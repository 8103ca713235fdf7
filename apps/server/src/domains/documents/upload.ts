import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { documentMessages } from '@quizmaker/contracts';
import type { FastifyRequest } from 'fastify';
import { fieldError, payloadTooLarge, unsupportedMediaType } from '../../errors.ts';
import { ContentSniffer, type SniffResult } from '../../extraction/sniff.ts';
import type { Principal } from '../../access/principal.ts';
import { declaredLengthOf, type StorageRoom, type UploadsService } from '../uploads/service.ts';

/** An uploaded file written to a temporary path while its bytes were sniffed, hashed and counted. */
export interface StagedFile {
  path: string;
  size: number;
  sha256: string;
  sniff: SniffResult;
  originalFilename: string;
  contentType: string;
  /** Removes the temporary file (safe to call twice). */
  discard(): Promise<void>;
}

interface StagedUpload {
  file: StagedFile | null;
  fields: Record<string, string>;
}

const STAGING_DIR = join(tmpdir(), 'quizmaker-uploads');

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads are staged (app.ts: DATA_DIR/uploads, so the server writes nowhere else); default the OS temp dir. */
    uploadStagingDir?: string;
  }
}

/** The client's file name reduced to a plain name: no directories, no control or bidi-override characters. */
export function cleanFilename(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // \p{Cc}: the C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F).
  const clean = base.replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim();
  return (clean === '' || clean === '.' || clean === '..' ? 'document' : clean).slice(0, 255);
}

const isFileTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** Passes bytes through while feeding the sniffer and the hash. */
class Inspect extends Transform {
  readonly sniffer = new ContentSniffer();
  readonly hash = createHash('sha256');
  size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.sniffer.push(chunk);
    this.hash.update(chunk);
    callback(null, chunk);
  }
}

/**
 * Reads a multipart upload: the `file` part is streamed to a temporary file (never held in memory)
 * while its content is sniffed; other parts are text fields. Over the upload limit the stream stops
 * and the request answers 413 with the spec's message, or with the quota's when the room left in the
 * uploader's storage quota is the smaller limit; a second file is refused.
 */
async function stageUpload(
  request: FastifyRequest,
  maxMegabytes: number,
  room: StorageRoom | null,
): Promise<StagedUpload> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType('Expected a multipart/form-data upload');
  }
  const stagingDir = request.server.uploadStagingDir ?? STAGING_DIR;
  await mkdir(stagingDir, { recursive: true });
  const maxBytes = maxMegabytes * 1024 * 1024;
  const quotaIsTighter = room !== null && room.bytes < maxBytes;
  const tooLarge = () => (quotaIsTighter ? room.exceeded() : payloadTooLarge(documentMessages.tooLarge(maxMegabytes)));
  const fields: Record<string, string> = {};
  let staged: StagedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: quotaIsTighter ? room.bytes : maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || staged) {
        // Drain and ignore any other file part.
        part.file.resume();
        continue;
      }
      const path = join(stagingDir, randomUUID());
      const inspect = new Inspect();
      const discard = () => rm(path, { force: true });
      try {
        await pipeline(part.file, inspect, createWriteStream(path));
      } catch (error) {
        await discard();
        throw error;
      }
      if (part.file.truncated) {
        await discard();
        throw tooLarge();
      }
      staged = {
        path,
        size: inspect.size,
        sha256: inspect.hash.digest('hex'),
        sniff: inspect.sniffer.finish(),
        originalFilename: cleanFilename(part.filename),
        contentType: (part.mimetype || 'application/octet-stream').slice(0, 200),
        discard,
      };
    }
  } catch (error) {
    await staged?.discard();
    if (isFileTooLarge(error)) {
      throw tooLarge();
    }
    throw error;
  }
  return { file: staged, fields };
}

/**
 * A document upload as the routes take it: the uploader's storage room is asked first (a declared length over
 * the quota answers before any byte is read), then the `file` part is staged (400 without one) beside the
 * form's other fields.
 */
export async function receiveDocumentUpload(
  request: FastifyRequest,
  uploads: Pick<UploadsService, 'admitUpload'>,
  principal: Principal,
  maxMegabytes: number,
): Promise<{ file: StagedFile; fields: Record<string, string> }> {
  const room = await uploads.admitUpload(principal, declaredLengthOf(request.headers));
  const upload = await stageUpload(request, maxMegabytes, room);
  return { file: await requireFile(upload), fields: upload.fields };
}

/** The staged file, or 400 when the form had none (or an empty one). */
async function requireFile(upload: StagedUpload): Promise<StagedFile> {
  if (!upload.file) {
    throw fieldError('file', documentMessages.fileRequired);
  }
  if (upload.file.size === 0) {
    await upload.file.discard();
    throw fieldError('file', documentMessages.emptyFile);
  }
  return upload.file;
}
