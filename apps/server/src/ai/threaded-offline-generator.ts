import { Worker } from 'node:worker_threads';
import type { QuestionType } from '@quizmaker/contracts';
import { workerStart } from '../worker-entry.ts';
import {
  GeneratorStoppedError,
  type GenerateRequest,
  type GenerateResult,
  type GenerationSession,
  type QuestionGenerator,
  type SessionOptions,
} from './generator.ts';
import type { GeneratorReply, GeneratorWorkerData, GenerateMessage } from './offline-generator-worker.ts';
import { OfflineGenerator } from './offline/offline-generator.ts';

const WORKER = workerStart(new URL('./offline-generator-worker.ts', import.meta.url), 'offline-generator-worker');
/** Loaded before tsx in the worker (from sources): wink's model is a large JavaScript module. */
const PRELOAD = ['wink-nlp', 'wink-eng-lite-web-model'];

/** A cap against a runaway analysis, as extraction's EXTRACTION_MAX_MEMORY_MB default. */
const DEFAULT_MAX_MEMORY_MB = 512;

interface Pending {
  resolve(result: GenerateResult | null): void;
  reject(error: Error): void;
}

/**
 * One job's offline session in a worker thread of its own: the worker analyses the document once and
 * answers each generate request, so the server's thread keeps serving requests and the job's heartbeat
 * while it works. A stopped job terminates the worker; a crashed worker (an error, out of memory)
 * rejects what is pending with a GeneratorStoppedError, which fails the job.
 */
class WorkerSession implements GenerationSession {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #ready: Promise<void>;
  #nextId = 0;
  #calls = 0;
  #stopped: Error | null = null;

  constructor(options: SessionOptions, maxMemoryMb: number) {
    const { signal, ...sessionOptions } = options;
    const workerData: GeneratorWorkerData = { entry: WORKER.entry, preload: PRELOAD, options: sessionOptions };
    this.#worker = new Worker(WORKER.url, {
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
      stdout: true,
      stderr: true,
    });
    // An idle session's worker never keeps the process alive; the runner closes it when the job ends.
    this.#worker.unref();
    this.#worker.stdout.resume();
    this.#worker.stderr.resume();
    this.#worker.on('message', (reply: GeneratorReply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (reply.ok) {
        pending?.resolve(reply.result);
      } else {
        pending?.reject(reply.id === 0 ? new GeneratorStoppedError(reply.message) : new Error(reply.message));
      }
    });
    this.#worker.on('error', (error: Error & { code?: string }) => {
      this.#stop(
        new GeneratorStoppedError(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the offline generator needed more than ${maxMemoryMb} MB of memory and was stopped`
            : `the offline generator stopped unexpectedly (${error.name}: ${error.message})`,
        ),
      );
    });
    this.#worker.on('exit', (code) => {
      this.#stop(new GeneratorStoppedError(`the offline generator stopped unexpectedly (exit code ${code})`));
    });
    // Request 0 is the analysis the worker starts with.
    this.#ready = this.#await(signal).then(() => undefined);
  }

  ready(): Promise<this> {
    return this.#ready.then(() => this);
  }

  generate(request: GenerateRequest): Promise<GenerateResult> {
    this.#calls += 1;
    const message: Omit<GenerateMessage, 'id'> = {
      chunkIndex: request.chunk.index,
      type: request.type,
      count: request.count,
      avoid: [...request.avoid],
    };
    const reply = this.#await(request.signal, message);
    return reply.then((result) => result ?? { questions: [], note: null });
  }

  usage() {
    return { calls: this.#calls, promptTokens: 0, completionTokens: 0 };
  }

  async close(): Promise<void> {
    this.#stop(new Error('the generation session is closed'));
    await this.#worker.terminate();
  }

  /** Sends a request (none for request 0, the analysis) and waits for its reply; an abort terminates the worker. */
  #await(signal: AbortSignal | undefined, message?: Omit<GenerateMessage, 'id'>): Promise<GenerateResult | null> {
    if (this.#stopped) {
      return Promise.reject(this.#stopped);
    }
    const id = this.#nextId;
    this.#nextId += 1;
    return new Promise<GenerateResult | null>((resolve, reject) => {
      const onAbort = () => {
        this.#stop(new Error('generation was stopped'));
      };
      const done = () => signal?.removeEventListener('abort', onAbort);
      this.#pending.set(id, {
        resolve: (result) => {
          done();
          resolve(result);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      if (message) {
        this.#worker.postMessage({ id, ...message } satisfies GenerateMessage);
      }
      if (signal?.aborted) {
        onAbort();
      } else {
        signal?.addEventListener('abort', onAbort, { once: true });
      }
    });
  }

  /** Ends the session for good: the worker is terminated and whatever waits on it gets `reason`. */
  #stop(reason: Error): void {
    if (this.#stopped) {
      return;
    }
    this.#stopped = reason;
    void this.#worker.terminate();
    for (const pending of this.#pending.values()) {
      pending.reject(reason);
    }
    this.#pending.clear();
  }
}

/**
 * The built-in offline generator (ai/offline) run in a worker thread per job: the analysis of a
 * document and each type's questions take CPU for seconds, which the server's thread must not.
 * `maxMemoryMb` caps the worker's heap (V8 stops the worker when it is exceeded).
 */
export class ThreadedOfflineGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;
  readonly #inline = new OfflineGenerator();

  constructor(private readonly limits: { maxMemoryMb: number } = { maxMemoryMb: DEFAULT_MAX_MEMORY_MB }) {}

  supports(type: QuestionType): boolean {
    return this.#inline.supports(type);
  }

  unsupportedReason(type: QuestionType): string | null {
    return this.#inline.unsupportedReason(type);
  }

  startSession(options: SessionOptions): Promise<GenerationSession> {
    return new WorkerSession(options, this.limits.maxMemoryMb).ready();
  }
}
