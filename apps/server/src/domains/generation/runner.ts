import { QUESTION_TYPES } from '@quizmaker/contracts';
import { generationOrder } from '@quizmaker/question-types';
import type { GenerationSession, QuestionGenerator, SourceChunk } from '../../ai/generator.ts';
import { questionKey } from '../../ai/quality.ts';
import type { Clock } from '../../clock.ts';
import type { GenerationConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { ShutdownError } from '../../jobs/queue.ts';
import type { LedgerService } from '../billing/ledger.ts';
import type { DocumentsService } from '../documents/service.ts';
import { completeJob, type StopReason } from './completion.ts';
import { draftQuestionsOfType } from './drafting.ts';
import { generationRepository, type ChunkCheckpoint, type GenerationJobRecord } from './repository.ts';

export interface RunnerDeps {
  db: Db;
  clock: Clock;
  generator: QuestionGenerator;
  ledger: LedgerService;
  /** The job's chunks, read from the documents domain when the run starts. */
  documents: Pick<DocumentsService, 'chunksByIndex'>;
  config: GenerationConfig;
  reservationTtlMinutes: number;
  staleAfterSeconds: number;
  maxRuns: number;
  /** How often a running job shows it is alive and looks for a cancel (tests may shorten it). */
  heartbeatMs?: number;
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

class StopRun extends Error {
  constructor(readonly reason: StopReason) {
    super(reason);
  }
}

/**
 * Runs one generation job: claims it, asks the generator chunk by chunk and type by type, keeps
 * only questions that pass the checks (type validation, grounding, no duplicates), checkpoints each
 * finished chunk, and at the end creates the quiz and its questions in one transaction with the
 * billing commit. A heartbeat every second proves the run alive and notices a cancel; a job-wide
 * deadline and a provider-token cap end a run early with what it has.
 */
export class GenerationRunner {
  constructor(private readonly deps: RunnerDeps) {}

  async run(jobId: string, shutdown?: AbortSignal): Promise<void> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const job = await generationRepository.claim(
      db,
      jobId,
      now,
      new Date(now.getTime() - this.deps.staleAfterSeconds * 1000),
    );
    if (!job) {
      return;
    }
    if (job.runCount > this.deps.maxRuns) {
      await this.fail(job, 'Generation was interrupted too many times and was stopped');
      return;
    }
    const stop = new AbortController();
    let reason: StopReason | null = null;
    const halt = (why: StopReason) => {
      if (!reason) {
        reason = why;
        stop.abort(new StopRun(why));
      }
    };
    // Read through a function: the heartbeat and the shutdown listener set it while the run is awaited.
    const stopReason = (): StopReason | null => reason;
    const onShutdown = () => halt('shutdown');
    shutdown?.addEventListener('abort', onShutdown, { once: true });
    const startedAt = job.startedAt ?? now;
    const deadline = startedAt.getTime() + this.deps.config.deadlineMinutes * 60_000;
    // The reservation's life runs on the injected clock (the ledger's), so its renewal does too.
    let lastRenewal = now.getTime();
    const beat = setInterval(() => {
      void (async () => {
        const status = await generationRepository.heartbeat(db, jobId, clock.now());
        if (status !== 'PROCESSING') {
          halt('cancelled');
        } else if (clock.now().getTime() > deadline) {
          halt('deadline');
        }
        const beatAt = clock.now().getTime();
        const { reservationId } = job;
        if (reservationId && job.billingState === 'RESERVED' && beatAt - lastRenewal > 10 * 60_000) {
          lastRenewal = beatAt;
          // A refused renewal (the reservation ran out or was released) leaves the run to its end, whose
          // commit then fails; said here, it is seen when it happens rather than half an hour later.
          await this.deps.ledger
            .renew(reservationId, Math.max(this.deps.reservationTtlMinutes, this.deps.config.deadlineMinutes + 10))
            .catch((error: unknown) => {
              this.deps.log?.warn({ err: error, jobId, reservationId }, 'generation reservation renewal failed');
            });
        }
      })().catch((error: unknown) => this.deps.log?.warn({ err: error, jobId }, 'generation heartbeat failed'));
    }, this.deps.heartbeatMs ?? 1000);
    beat.unref();
    try {
      await this.#work(job, stop.signal, stopReason);
      if (stopReason() === 'shutdown') {
        throw new ShutdownError();
      }
    } catch (error) {
      if (error instanceof ShutdownError || stopReason() === 'shutdown') {
        // Let the next start take it at once: the delivery is requeued, the job looks abandoned.
        await generationRepository.update(db, jobId, { heartbeatAt: new Date(0) }, clock.now()).catch(() => undefined);
        throw error instanceof ShutdownError ? error : new ShutdownError();
      }
      if (stopReason() === 'cancelled') {
        return;
      }
      this.deps.log?.error({ err: error, jobId }, 'generation failed');
      const current = await generationRepository.findById(db, jobId);
      if (current) {
        await this.fail(current, `Generation failed: ${error instanceof Error ? error.message : 'unexpected error'}`);
      }
    } finally {
      clearInterval(beat);
      shutdown?.removeEventListener('abort', onShutdown);
    }
  }

  /** Ends a job as FAILED and releases its reservation, in one transaction. */
  async fail(job: GenerationJobRecord, message: string): Promise<void> {
    await this.deps.db.transaction().execute(async (tx) => {
      const now = this.deps.clock.now();
      const done = await generationRepository.finish(
        tx,
        job.id,
        { status: 'FAILED', errorMessage: message.slice(0, 2000), currentChunk: null, estimatedCompletion: null },
        now,
      );
      if (done && job.reservationId && job.billingState === 'RESERVED') {
        await this.deps.ledger.release({ reservationId: job.reservationId, reason: 'failed' }, tx);
        await generationRepository.update(tx, job.id, { billingState: 'RELEASED' }, now);
      }
    });
  }

  async #work(job: GenerationJobRecord, signal: AbortSignal, reason: () => StopReason | null): Promise<void> {
    const { generator } = this.deps;
    const records = job.documentId ? await this.deps.documents.chunksByIndex(job.documentId, job.chunkIndices) : [];
    if (records.length !== job.chunkIndices.length) {
      await this.fail(job, 'Generation failed: the document was deleted or changed while its quiz was being generated');
      return;
    }
    const chunks: SourceChunk[] = records.map((record) => ({
      index: record.chunkIndex,
      title: record.title,
      content: record.content,
      startPage: record.startPage,
      endPage: record.endPage,
    }));
    const checkpoints = new Map(
      (await generationRepository.checkpoints(this.deps.db, job.id)).map((checkpoint) => [
        checkpoint.chunkIndex,
        checkpoint,
      ]),
    );
    // Starting the session may take seconds (the offline generator analyses the whole document first):
    // the job says so meanwhile rather than nothing; the first chunk's text replaces it, and the
    // progress stays where it was (a resumed job keeps its share done).
    await generationRepository.updateRunning(
      this.deps.db,
      job.id,
      { currentChunk: `Reading the document: ${chunks.length} ${chunks.length === 1 ? 'chunk' : 'chunks'}` },
      this.deps.clock.now(),
    );
    const session = await generator.startSession({
      jobId: job.id,
      chunks,
      difficulty: job.difficulty,
      language: job.request.language,
      seed: job.id,
      signal,
      kept: [...checkpoints.values()].flatMap((checkpoint) => checkpoint.questions),
    });
    try {
      await this.#draftAndComplete(job, chunks, checkpoints, session, signal, reason);
    } finally {
      await session.close?.();
    }
  }

  async #draftAndComplete(
    job: GenerationJobRecord,
    chunks: SourceChunk[],
    checkpoints: ReadonlyMap<number, ChunkCheckpoint>,
    session: GenerationSession,
    signal: AbortSignal,
    reason: () => StopReason | null,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const avoid = new Set<string>();
    for (const checkpoint of checkpoints.values()) {
      for (const question of checkpoint.questions) {
        avoid.add(questionKey(question));
      }
    }
    const types = generationOrder(QUESTION_TYPES.filter((type) => (job.request.counts[type] ?? 0) > 0));
    let progress = job.progressPercentage;
    let processed = checkpoints.size;
    let produced = [...checkpoints.values()].reduce((sum, checkpoint) => sum + checkpoint.questions.length, 0);
    let costCapped = false;
    const interrupted = () => reason() === 'cancelled' || reason() === 'shutdown';
    // A function, not the property: the signal may abort while the loop awaits.
    const aborted = () => signal.aborted;
    const scope = new Map(chunks.map((chunk) => [chunk.index, chunk]));
    for (const [position, chunk] of chunks.entries()) {
      if (checkpoints.has(chunk.index)) {
        continue;
      }
      if (aborted() || costCapped) {
        break;
      }
      const checkpoint: ChunkCheckpoint = { chunkIndex: chunk.index, questions: [], notes: [] };
      for (const [typePosition, type] of types.entries()) {
        if (aborted() || costCapped) {
          break;
        }
        progress = Math.max(progress, percent(processed + typePosition / types.length, chunks.length));
        await generationRepository.updateRunning(
          db,
          job.id,
          {
            currentChunk: `Chunk ${position + 1} of ${chunks.length}: ${chunk.title}`.slice(0, 500),
            progressPercentage: progress,
          },
          clock.now(),
        );
        // Yield to the event loop between units of work: with a synchronous driver (SQLite) and a
        // generator that answers at once, a job would otherwise hold every request (and its own heartbeat) until it ends.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await draftQuestionsOfType(
          this.deps,
          session,
          chunk,
          scope,
          type,
          job.request.counts[type] ?? 0,
          avoid,
          signal,
          checkpoint,
        );
        const usage = session.usage();
        if (usage.promptTokens + usage.completionTokens > this.deps.config.maxProviderTokens) {
          checkpoint.notes.push({ type, note: 'the job reached its provider-token cap' });
          costCapped = true;
        }
      }
      if (interrupted()) {
        // A cancel or a shutdown: this chunk's partial work is not kept (a resumed run redoes it).
        break;
      }
      processed += 1;
      produced += checkpoint.questions.length;
      progress = Math.max(progress, percent(processed, chunks.length));
      await db.transaction().execute(async (tx) => {
        const now = clock.now();
        await generationRepository.saveCheckpoint(tx, job.id, checkpoint, now);
        await generationRepository.updateRunning(
          tx,
          job.id,
          { processedChunks: processed, progressPercentage: progress, totalQuestionsGenerated: produced },
          now,
        );
      });
    }
    if (interrupted()) {
      return;
    }
    const all = await generationRepository.checkpoints(db, job.id);
    await completeJob(
      {
        db,
        clock,
        ledger: this.deps.ledger,
        deadlineMinutes: this.deps.config.deadlineMinutes,
        fail: (failed, message) => this.fail(failed, message),
        ...(this.deps.log ? { log: this.deps.log } : {}),
      },
      job,
      chunks,
      all,
      reason() ?? (costCapped ? 'cost' : null),
    );
  }
}

function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.min(99, Math.floor((done / total) * 990) / 10);
}
