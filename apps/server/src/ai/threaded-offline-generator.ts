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
import type { GeneratorMessage, GeneratorReply, GeneratorWorkerData } from './offline-generator-worker.ts';
import { OfflineGenerator } from './offline/offline-generator.ts';

const WORKER = workerStart(new URL('./offline-generator-worker.ts', import.meta.url), 'offline-generator-worker');
/** Loaded before tsx in the worker (from sources): wink's model is a large JavaScript module. */
const PRELOAD = ['wink-nlp', 'wink-eng-lite-web-model'];

/** A cap against a runaway analysis, as extraction's EXTRACTION_MAX_MEMORY_MB default. */
const DEFAULT_MAX_MEMORY_MB = 512;
/**
 * A worker whose job ended normally waits this long for the next job: a fresh worker loads wink's model
 * and runs the analysis cold (not yet optimised by V8), which made a job seconds slower.
 */
const IDLE_MS = 60_000;

/** A message before `#ask` numbers it. */
type WithoutId<M> = M extends unknown ? Omit<M, 'id'> : never;

interface Pending {
  resolve(result: GenerateResult | null): void;
  reject(error: Error): void;
}

/** Workers waiting for the next job, each until IDLE_MS have passed (or until it fails). */
class IdleWorkers {
  readonly #waiting = new Map<Worker, { timer: NodeJS.Timeout; onGone: () => void }>();

  take(): Worker | undefined {
    const [worker, waiting] = this.#waiting.entries().next().value ?? [];
    if (worker && waiting) {
      this.#forget(worker, waiting);
    }
    return worker;
  }

  /** Keeps `worker` for the next job; one is enough (jobs rarely overlap), others are terminated. */
  keep(worker: Worker): void {
    if (this.#waiting.size > 0) {
      void worker.terminate();
      return;
    }
    const waiting = {
      timer: setTimeout(() => {
        this.#forget(worker, waiting);
        void worker.terminate();
      }, IDLE_MS),
      onGone: () => this.#forget(worker, waiting),
    };
    waiting.timer.unref();
    // An idle worker that fails is forgotten; with no listener its 'error' event would throw in this thread.
    worker.once('error', waiting.onGone);
    worker.once('exit', waiting.onGone);
    this.#waiting.set(worker, waiting);
  }

  #forget(worker: Worker, waiting: { timer: NodeJS.Timeout; onGone: () => void }): void {
    clearTimeout(waiting.timer);
    worker.off('error', waiting.onGone);
    worker.off('exit', waiting.onGone);
    this.#waiting.delete(worker);
  }
}

/**
 * One job's offline session in a worker thread: the worker analyses the document and answers each
 * generate request, so the server's thread keeps serving requests and the job's heartbeat while it
 * works. A stopped job terminates the worker; a crashed worker (an error, out of memory) rejects what
 * is pending with a GeneratorStoppedError, which fails the job. A session that ends normally hands its
 * worker back for the next job.
 */
class WorkerSession implements GenerationSession {
  readonly #pending = new Map<number, Pending>();
  readonly #ready: Promise<void>;
  #nextId = 0;
  #calls = 0;
  #stopped: Error | null = null;

  constructor(
    private readonly worker: Worker,
    private readonly idle: IdleWorkers,
    options: SessionOptions,
    maxMemoryMb: number,
  ) {
    const { signal, ...sessionOptions } = options;
    this.#onError = (error: Error & { code?: string }) => {
      this.#stop(
        new GeneratorStoppedError(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the offline generator needed more than ${maxMemoryMb} MB of memory and was stopped`
            : `the offline generator stopped unexpectedly (${error.name}: ${error.message})`,
        ),
      );
    };
    worker.on('message', this.#onReply);
    worker.on('error', this.#onError);
    worker.on('exit', this.#onExit);
    this.#ready = this.#ask({ kind: 'start', options: sessionOptions }, signal).then(() => undefined);
  }

  ready(): Promise<this> {
    return this.#ready.then(
      () => this,
      (error: unknown) => {
        // Nobody gets a session to close: the worker (and its analysis' memory) goes now.
        this.#stop(error instanceof Error ? error : new Error(String(error)));
        throw error;
      },
    );
  }

  generate(request: GenerateRequest): Promise<GenerateResult> {
    this.#calls += 1;
    const message: WithoutId<Extract<GeneratorMessage, { kind: 'generate' }>> = {
      kind: 'generate',
      chunkIndex: request.chunk.index,
      type: request.type,
      count: request.count,
      avoid: [...request.avoid],
    };
    return this.#ask(message, request.signal).then((result) => result ?? { questions: [], note: null });
  }

  usage() {
    return { calls: this.#calls, promptTokens: 0, completionTokens: 0 };
  }

  close(): Promise<void> {
    if (this.#stopped || this.#pending.size > 0) {
      this.#stop(new Error('the generation session is closed'));
      return Promise.resolve();
    }
    this.#stopped = new Error('the generation session is closed');
    this.#release();
    this.worker.postMessage({ kind: 'end' } satisfies GeneratorMessage);
    this.idle.keep(this.worker);
    return Promise.resolve();
  }

  readonly #onReply = (reply: GeneratorReply) => {
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (reply.ok) {
      pending?.resolve(reply.result);
    } else {
      // The analysis failing leaves nothing to ask: like a crash, the job fails.
      pending?.reject(reply.id === 0 ? new GeneratorStoppedError(reply.message) : new Error(reply.message));
    }
  };

  readonly #onError: (error: Error & { code?: string }) => void;

  readonly #onExit = (code: number) => {
    this.#stop(new GeneratorStoppedError(`the offline generator stopped unexpectedly (exit code ${code})`));
  };

  /** Sends a message and waits for its reply; an abort of `signal` meanwhile terminates the worker. */
  #ask(
    message: WithoutId<Exclude<GeneratorMessage, { kind: 'end' }>>,
    signal: AbortSignal | undefined,
  ): Promise<GenerateResult | null> {
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
      this.worker.postMessage({ ...message, id });
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
    this.#release();
    void this.worker.terminate();
    for (const pending of this.#pending.values()) {
      pending.reject(reason);
    }
    this.#pending.clear();
  }

  #release(): void {
    this.worker.off('message', this.#onReply);
    this.worker.off('error', this.#onError);
    this.worker.off('exit', this.#onExit);
  }
}

/**
 * The built-in offline generator (ai/offline) run in worker threads: the analysis of a document and
 * each type's questions take CPU for seconds, which the server's thread must not. `maxMemoryMb` caps
 * a worker's heap (V8 stops the worker when it is exceeded).
 */
export class ThreadedOfflineGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;
  readonly #inline = new OfflineGenerator();
  readonly #idle = new IdleWorkers();

  constructor(private readonly limits: { maxMemoryMb: number } = { maxMemoryMb: DEFAULT_MAX_MEMORY_MB }) {}

  supports(type: QuestionType): boolean {
    return this.#inline.supports(type);
  }

  unsupportedReason(type: QuestionType): string | null {
    return this.#inline.unsupportedReason(type);
  }

  startSession(options: SessionOptions): Promise<GenerationSession> {
    const worker = this.#idle.take() ?? this.#spawn();
    return new WorkerSession(worker, this.#idle, options, this.limits.maxMemoryMb).ready();
  }

  #spawn(): Worker {
    const workerData: GeneratorWorkerData = { entry: WORKER.entry, preload: PRELOAD };
    const worker = new Worker(WORKER.url, {
      workerData,
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxMemoryMb,
        maxYoungGenerationSizeMb: 64,
        stackSizeMb: 8,
      },
      stdout: true,
      stderr: true,
    });
    // A worker never keeps the process alive: a running job's session holds it, an idle one times out.
    worker.unref();
    worker.stdout.resume();
    worker.stderr.resume();
    return worker;
  }
}
