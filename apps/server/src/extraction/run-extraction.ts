import { Worker } from 'node:worker_threads';
import type { ExtractionInput } from './extract-file.ts';
import { ExtractionError, type ExtractedDocument, type ExtractionLimits } from './types.ts';

// From sources (tsx, vitest) the worker boots tsx first (worker-boot.mjs), then loads extract-worker.ts.
// Compiled (apps/server/build.mjs), this code is in dist/main.js and the worker's own bundle sits beside it.
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const WORKER_URL = FROM_SOURCES ? new URL('./worker-boot.mjs', import.meta.url) : new URL('./extract-worker.js', import.meta.url);
const ENTRY_URL = new URL('./extract-worker.ts', import.meta.url).href;

type WorkerReply = { ok: true; result: ExtractedDocument } | { ok: false; message: string | null; detail: string };

/**
 * Extracts a file in a worker thread with a time limit (terminated when it runs over), a heap
 * limit (V8 stops the worker when it is exceeded) and the page/size limits inside the extractors.
 * Whatever the file does, the server's own thread keeps serving; every failure is an
 * ExtractionError whose message fits the document's processingError.
 */
export function extractInWorker(
  input: ExtractionInput,
  limits: ExtractionLimits,
  options: { signal?: AbortSignal; onDetail?: (detail: string) => void } = {},
): Promise<ExtractedDocument> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { entry: ENTRY_URL, input, limits },
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
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => {
      finish(() => reject(new ExtractionError(`Reading the document took longer than ${Math.round(limits.timeoutMs / 1000)} seconds and was stopped`)));
    }, limits.timeoutMs);
    const onAbort = () => finish(() => reject(new ExtractionError('Processing was stopped')));
    options.signal?.addEventListener('abort', onAbort, { once: true });
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
      finish(() => reject(new ExtractionError(`The document could not be read (the reader stopped with code ${code})`)));
    });
  });
}
