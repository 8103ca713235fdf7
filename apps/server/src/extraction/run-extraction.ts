import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { workerStart } from '../worker-entry.ts';
import {
  ExtractionError,
  type DocumentFormat,
  type ExtractedDocument,
  type ExtractionLimits,
  type TextEncoding,
} from './types.ts';

const WORKER = workerStart(new URL('./extract-worker.ts', import.meta.url), 'extract-worker');

/** The JavaScript libraries each format needs, loaded in the worker before tsx (from sources). */
const PRELOAD: Record<DocumentFormat, string[]> = {
  // Loading pdfjs's worker module sets globalThis.pdfjsWorker, which pdfjs then uses in this thread.
  PDF: ['pdfjs-dist/legacy/build/pdf.mjs', 'pdfjs-dist/legacy/build/pdf.worker.mjs'],
  DOCX: ['mammoth', 'yauzl'],
  DOC: ['word-extractor'],
  RTF: ['rtf-stream-parser'],
  TEXT: [],
};

/** Where workers copy the file they read: yauzl and word-extractor need a file they can seek in. */
const SCRATCH_DIR = join(tmpdir(), 'quizmaker-extract');

/** A stored file as the storage port streams it (local disk or S3), with what sniffing found. */
export interface StoredFileInput {
  source: Readable;
  format: DocumentFormat;
  encoding?: TextEncoding | null;
}

type WorkerReply = { ok: true; result: ExtractedDocument } | { ok: false; message: string | null; detail: string };

/**
 * Extracts a stored file in a worker thread, which reads it from the store's stream (transferred to
 * it, so the server's thread never holds the file) into a scratch copy it may seek in. The worker
 * runs with a time limit (terminated when it runs over), a heap
 * limit (V8 stops the worker when it is exceeded) and the page/size limits inside the extractors.
 * Whatever the file does, the server's own thread keeps serving; every failure is an
 * ExtractionError whose message fits the document's processingError.
 */
export function extractInWorker(
  input: StoredFileInput,
  limits: ExtractionLimits,
  options: { signal?: AbortSignal; onDetail?: (detail: string) => void } = {},
): Promise<ExtractedDocument> {
  return new Promise((resolve, reject) => {
    const source = Readable.toWeb(input.source);
    const scratchPath = join(SCRATCH_DIR, randomUUID());
    const worker = new Worker(WORKER.url, {
      workerData: {
        entry: WORKER.entry,
        preload: PRELOAD[input.format],
        input: { source, format: input.format, encoding: input.encoding ?? null },
        scratchPath,
        limits,
      },
      transferList: [source],
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) {
        return;
      }
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      input.source.destroy();
      // A terminated worker runs no cleanup of its own: the scratch copy goes once it has stopped.
      void worker.terminate().then(() => rm(scratchPath, { force: true }));
      outcome();
    };
    const timer = setTimeout(() => {
      finish(() =>
        reject(
          new ExtractionError(
            `Reading the document took longer than ${Math.round(limits.timeoutMs / 1000)} seconds and was stopped`,
          ),
        ),
      );
    }, limits.timeoutMs);
    const onAbort = () => finish(() => reject(new ExtractionError('Processing was stopped')));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    // The store failing mid-read is not the document's fault: the error goes up, so the job is retried.
    input.source.once('error', (error) => finish(() => reject(error)));
    // Drain the worker's console so a chatty library cannot block it.
    worker.stdout.resume();
    worker.stderr.resume();

    worker.on('message', (reply: WorkerReply) => {
      if (reply.ok) {
        finish(() => resolve(reply.result));
        return;
      }
      options.onDetail?.(reply.detail);
      finish(() => reject(new ExtractionError(reply.message ?? 'The document could not be read')));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      options.onDetail?.(`${error.name}: ${error.message}`);
      const message =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? `Reading the document needed more than ${limits.maxMemoryMb} MB of memory and was stopped`
          : 'The document could not be read';
      finish(() => reject(new ExtractionError(message)));
    });
    worker.on('exit', (code) => {
      finish(() =>
        reject(new ExtractionError(`The document could not be read (the reader stopped with code ${code})`)),
      );
    });
  });
}
