import type { QuestionType } from '@quizmaker/contracts';
import { parentPort, workerData } from 'node:worker_threads';
import type { GenerateResult, GenerationSession, SessionOptions } from './generator.ts';
import { OfflineGenerator } from './offline/offline-generator.ts';

/** What the parent (threaded-offline-generator.ts) starts this worker with. */
export interface GeneratorWorkerData {
  /** For worker-boot.mjs (from sources). */
  entry: string;
  preload: string[];
  options: Omit<SessionOptions, 'signal'>;
}

/** One generate request; the chunk travels by index (the worker holds every chunk in scope). */
export interface GenerateMessage {
  id: number;
  chunkIndex: number;
  type: QuestionType;
  count: number;
  avoid: string[];
}

/** Reply 0 says the analysis is done (or failed); every other id answers the GenerateMessage with that id. */
export type GeneratorReply =
  { id: number; ok: true; result: GenerateResult | null } | { id: number; ok: false; message: string };

/**
 * Worker-thread entry: analyses the job's document with the offline generator, then answers generate
 * requests one by one. It never stops by itself: the parent terminates it when the job stops or ends.
 */
const { options } = workerData as GeneratorWorkerData;
const port = parentPort;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
// Nothing aborts a request in here: stopping a job terminates this thread.
const running = new AbortController().signal;

let session: GenerationSession | null = null;
try {
  session = await new OfflineGenerator().startSession(options);
  port?.postMessage({ id: 0, ok: true, result: null } satisfies GeneratorReply);
} catch (error) {
  port?.postMessage({
    id: 0,
    ok: false,
    message: `the offline analysis failed: ${reasonOf(error)}`,
  } satisfies GeneratorReply);
}
const ready = session;
if (ready) {
  port?.on('message', (message: GenerateMessage) => {
    const chunk = options.chunks.find((candidate) => candidate.index === message.chunkIndex);
    const reply = chunk
      ? ready.generate({
          chunk,
          type: message.type,
          count: message.count,
          avoid: new Set(message.avoid),
          signal: running,
        })
      : Promise.reject(new Error(`chunk ${message.chunkIndex} is not in the session`));
    reply.then(
      (result) => port.postMessage({ id: message.id, ok: true, result } satisfies GeneratorReply),
      (error: unknown) =>
        port.postMessage({ id: message.id, ok: false, message: reasonOf(error) } satisfies GeneratorReply),
    );
  });
}
