import { parentPort, workerData } from 'node:worker_threads';
import { extractFile, type ExtractionInput } from './extract-file.ts';
import { ExtractionError, type ExtractionLimits } from './types.ts';

/** Worker-thread entry: extracts one file and posts the result or a readable failure. */
const { input, limits } = workerData as { input: ExtractionInput; limits: ExtractionLimits };
try {
  const result = await extractFile(input, limits);
  parentPort?.postMessage({ ok: true, result });
} catch (error) {
  parentPort?.postMessage({
    ok: false,
    message: error instanceof ExtractionError ? error.message : null,
    detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
}
