import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { extractFile } from './extract-file.ts';
import { ExtractionError, type DocumentFormat, type ExtractionLimits, type TextEncoding } from './types.ts';

/**
 * Worker-thread entry: copies the stored file from the store's stream to its scratch path (the
 * parent removes it), extracts it and posts the result or a readable failure.
 */
const { input, scratchPath, limits } = workerData as {
  input: { source: ReadableStream<Uint8Array>; format: DocumentFormat; encoding: TextEncoding | null };
  scratchPath: string;
  limits: ExtractionLimits;
};
try {
  await mkdir(dirname(scratchPath), { recursive: true });
  await pipeline(Readable.fromWeb(input.source), createWriteStream(scratchPath));
  const result = await extractFile({ path: scratchPath, format: input.format, encoding: input.encoding }, limits);
  parentPort?.postMessage({ ok: true, result });
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    message: error instanceof ExtractionError ? error.message : null,
    detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
}
