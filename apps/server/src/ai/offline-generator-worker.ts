import type { QuestionType } from '@quizmaker/contracts';
import { parentPort } from 'node:worker_threads';
import type { GenerateResult, GenerationSession, SessionOptions, SourceChunk } from './generator.ts';
import { OfflineGenerator } from './offline/offline-generator.ts';

/** What the parent (threaded-offline-generator.ts) starts this worker with: only what worker-boot.mjs reads. */
export interface GeneratorWorkerData {
  entry: string;
  preload: string[];
}

/**
 * What the parent sends: `start` a job's session (its analysis; any earlier session is dropped), one
 * `generate` request of it (the chunk travels by index: the session holds every chunk in scope), or
 * `end` it. A worker serves one job at a time and then the next, so the next job finds its code warm.
 */
export type GeneratorMessage =
  | { kind: 'start'; id: number; options: Omit<SessionOptions, 'signal'> }
  | { kind: 'generate'; id: number; chunkIndex: number; type: QuestionType; count: number; avoid: string[] }
  | { kind: 'end' };

/** The answer to the message with that id: for `start`, a null result once the analysis is done. */
export type GeneratorReply =
  { id: number; ok: true; result: GenerateResult | null } | { id: number; ok: false; message: string };

const port = parentPort;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
// Nothing aborts a request in here: stopping a job terminates this thread.
const running = new AbortController().signal;
let current: { session: GenerationSession; chunks: SourceChunk[] } | null = null;

async function answer(message: Exclude<GeneratorMessage, { kind: 'end' }>): Promise<GenerateResult | null> {
  if (message.kind === 'start') {
    current = null;
    const session = await new OfflineGenerator().startSession(message.options);
    current = { session, chunks: message.options.chunks };
    return null;
  }
  const chunk = current?.chunks.find((candidate) => candidate.index === message.chunkIndex);
  if (!current || !chunk) {
    throw new Error(`chunk ${message.chunkIndex} is not in the session`);
  }
  return current.session.generate({
    chunk,
    type: message.type,
    count: message.count,
    avoid: new Set(message.avoid),
    signal: running,
  });
}

/**
 * Worker-thread entry: answers the parent's messages one by one with the offline generator. It
 * never stops by itself: the parent terminates it when a job stops, or when it has been idle a while.
 */
port?.on('message', (message: GeneratorMessage) => {
  if (message.kind === 'end') {
    current = null;
    return;
  }
  answer(message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result } satisfies GeneratorReply),
    (error: unknown) => {
      const reason = reasonOf(error);
      port.postMessage({
        id: message.id,
        ok: false,
        message: message.kind === 'start' ? `the offline analysis failed: ${reason}` : reason,
      } satisfies GeneratorReply);
    },
  );
});
