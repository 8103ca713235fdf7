import { randomUUID } from 'node:crypto';
import {
  QUESTION_TYPES,
  QUIZ_DEFAULTS,
  QUIZ_TIME_MAX,
  QUIZ_TIME_MIN,
  type GenerationCoverage,
  type QuestionsPerType,
  type QuestionType,
} from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { GeneratedQuestion, GenerationSession, QuestionGenerator, SourceChunk } from '../../ai/generator.ts';
import { checkQuestion, questionKey } from '../../ai/quality.ts';
import type { Clock } from '../../clock.ts';
import type { GenerationConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { ShutdownError } from '../../jobs/queue.ts';
import type { LedgerService } from '../billing/ledger.ts';
import { settleGenerationTokens } from '../billing/tariff.ts';
import { documentsRepository } from '../documents/repository.ts';
import { questionsRepository } from '../questions/repository.ts';
import { quizzesRepository } from '../quizzes/repository.ts';
import { generationRepository, type ChunkCheckpoint, type GenerationJobRecord } from './repository.ts';

export const GENERATION_QUEUE = 'generation.run';

export interface RunPayload {
  jobId: string;
}

export interface RunnerDeps {
  db: Db;
  clock: Clock;
  generator: QuestionGenerator;
  ledger: LedgerService;
  config: GenerationConfig;
  reservationTtlMinutes: number;
  staleAfterSeconds: number;
  maxRuns: number;
  /** How often a running job shows it is alive and looks for a cancel (tests may shorten it). */
  heartbeatMs?: number;
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

/** Why a run stopped early. */
type StopReason = 'cancelled' | 'shutdown' | 'deadline' | 'cost';

class StopRun extends Error {
  constructor(readonly reason: StopReason) {
    super(reason);
  }
}

/** Rolls back the completing transaction when a cancel won the race. */
class CancelledMeanwhile extends Error {}

const FAILED_NOTHING = 'Generation failed: no valid questions could be generated from the selected text';

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
    const onShutdown = () => halt('shutdown');
    shutdown?.addEventListener('abort', onShutdown, { once: true });
    const startedAt = job.startedAt ?? now;
    const deadline = startedAt.getTime() + this.deps.config.deadlineMinutes * 60_000;
    let lastRenewal = Date.now();
    const beat = setInterval(() => {
      void (async () => {
        const status = await generationRepository.heartbeat(db, jobId, clock.now());
        if (status !== 'PROCESSING') {
          halt('cancelled');
        } else if (clock.now().getTime() > deadline) {
          halt('deadline');
        }
        if (job.reservationId && job.billingState === 'RESERVED' && Date.now() - lastRenewal > 10 * 60_000) {
          lastRenewal = Date.now();
          await this.deps.ledger
            .renew(job.reservationId, Math.max(this.deps.reservationTtlMinutes, this.deps.config.deadlineMinutes + 10))
            .catch(() => undefined);
        }
      })().catch((error: unknown) => this.deps.log?.warn({ err: error, jobId }, 'generation heartbeat failed'));
    }, this.deps.heartbeatMs ?? 1000);
    beat.unref();
    try {
      await this.#work(job, stop.signal, () => reason);
      if (reason === 'shutdown') {
        throw new ShutdownError();
      }
    } catch (error) {
      if (error instanceof ShutdownError || reason === 'shutdown') {
        // Let the next start take it at once: the delivery is requeued, the job looks abandoned.
        await generationRepository.update(db, jobId, { heartbeatAt: new Date(0) }, clock.now()).catch(() => undefined);
        throw error instanceof ShutdownError ? error : new ShutdownError();
      }
      if (reason === 'cancelled') {
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
    const { db, clock, generator } = this.deps;
    const records = job.documentId ? await documentsRepository.chunksByIndex(db, job.documentId, job.chunkIndices) : [];
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
    const session = await generator.startSession({
      jobId: job.id,
      chunks,
      difficulty: job.difficulty,
      language: job.request.language,
      seed: job.id,
    });
    const checkpoints = new Map(
      (await generationRepository.checkpoints(db, job.id)).map((checkpoint) => [checkpoint.chunkIndex, checkpoint]),
    );
    const avoid = new Set<string>();
    for (const checkpoint of checkpoints.values()) {
      for (const question of checkpoint.questions) {
        avoid.add(questionKey(question));
      }
    }
    const types = QUESTION_TYPES.filter((type) => (job.request.counts[type] ?? 0) > 0);
    let progress = job.progressPercentage;
    let processed = checkpoints.size;
    let produced = [...checkpoints.values()].reduce((sum, checkpoint) => sum + checkpoint.questions.length, 0);
    let costCapped = false;
    const interrupted = () => reason() === 'cancelled' || reason() === 'shutdown';
    for (const [position, chunk] of chunks.entries()) {
      if (checkpoints.has(chunk.index)) {
        continue;
      }
      if (signal.aborted || costCapped) {
        break;
      }
      const checkpoint: ChunkCheckpoint = { chunkIndex: chunk.index, questions: [], notes: [] };
      for (const [typePosition, type] of types.entries()) {
        if (signal.aborted || costCapped) {
          break;
        }
        progress = Math.max(progress, percent(processed + typePosition / types.length, chunks.length));
        await generationRepository.update(
          db,
          job.id,
          {
            currentChunk: `Chunk ${position + 1} of ${chunks.length}: ${chunk.title}`.slice(0, 500),
            progressPercentage: progress,
          },
          clock.now(),
        );
        // Yield to the event loop between units of work: with a synchronous driver (SQLite) and the
        // CPU-bound offline generator, a job would otherwise hold every request (and its own heartbeat) until it ends.
        await new Promise<void>((resolve) => setImmediate(resolve));
        await this.#generateType(session, chunk, type, job.request.counts[type] ?? 0, avoid, signal, checkpoint);
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
        await generationRepository.update(
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
    await this.#complete(job, chunks, all, reason() ?? (costCapped ? 'cost' : null));
  }

  /** One type for one chunk: asks the generator (a provider again when short), keeps what passes the checks. */
  async #generateType(
    session: GenerationSession,
    chunk: SourceChunk,
    type: QuestionType,
    count: number,
    avoid: Set<string>,
    signal: AbortSignal,
    checkpoint: ChunkCheckpoint,
  ): Promise<void> {
    const { generator } = this.deps;
    if (!generator.supports(type)) {
      checkpoint.notes.push({ type, note: generator.unsupportedReason(type) ?? `${type} is not supported` });
      return;
    }
    const attempts = generator.name === 'offline' ? 1 : 3;
    let accepted = 0;
    let dropped = 0;
    let lastNote: string | null = null;
    for (let attempt = 0; attempt < attempts && accepted < count && !signal.aborted; attempt += 1) {
      let result;
      try {
        result = await session.generate({ chunk, type, count: count - accepted, avoid, signal });
      } catch (error) {
        if (signal.aborted) {
          return;
        }
        lastNote = `the generator failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
        this.deps.log?.warn({ err: error, type, chunk: chunk.index }, 'generation request failed');
        continue;
      }
      lastNote = result.note;
      for (const question of result.questions) {
        if (accepted >= count) {
          break;
        }
        const key = questionKey(question);
        if (avoid.has(key) || checkQuestion(question, chunk.content).length > 0) {
          dropped += 1;
          continue;
        }
        avoid.add(key);
        checkpoint.questions.push(question);
        accepted += 1;
      }
    }
    if (accepted < count) {
      const rejected =
        dropped > 0
          ? `${dropped} proposed question(s) failed the checks (invalid, a duplicate, or not supported by the text)`
          : null;
      checkpoint.notes.push({
        type,
        note: [lastNote, rejected].filter(Boolean).join('; ') || 'the text had too little material',
      });
    }
  }

  /**
   * Creates the quiz (DRAFT, PRIVATE, the requested settings, questions in document order, each
   * with its source), finishes the job and commits the tokens, in one transaction. No question at
   * all is a failure; fewer than asked is a COMPLETED job whose errorMessage and coverage say why.
   */
  async #complete(
    job: GenerationJobRecord,
    chunks: SourceChunk[],
    checkpoints: ChunkCheckpoint[],
    stoppedBy: StopReason | null,
  ): Promise<void> {
    const { db, clock } = this.deps;
    const order = new Map(chunks.map((chunk, position) => [chunk.index, position]));
    const byChunk = new Map(chunks.map((chunk) => [chunk.index, chunk]));
    const questions = checkpoints
      .flatMap((checkpoint) =>
        checkpoint.questions.map((question) => ({ question, chunkIndex: checkpoint.chunkIndex })),
      )
      .sort(
        (a, b) =>
          (order.get(a.chunkIndex) ?? 0) - (order.get(b.chunkIndex) ?? 0) || a.question.position - b.question.position,
      );
    const coverage = coverageOf(job, checkpoints);
    const shortfall = summariseShortfall(coverage, stoppedBy, this.deps.config.deadlineMinutes);
    if (questions.length === 0) {
      await this.fail(job, shortfall ? `${FAILED_NOTHING}: ${shortfall}` : FAILED_NOTHING);
      return;
    }
    const request = job.request;
    const produced: QuestionsPerType = {};
    for (const { question } of questions) {
      produced[question.type] = (produced[question.type] ?? 0) + 1;
    }
    const characters = checkpoints.reduce(
      (sum, checkpoint) => sum + (byChunk.get(checkpoint.chunkIndex)?.content.length ?? 0),
      0,
    );
    try {
      await db.transaction().execute(async (tx: Tx) => {
        const now = clock.now();
        const quizId = randomUUID();
        await quizzesRepository.insert(tx, {
          id: quizId,
          creatorId: job.userId,
          status: 'DRAFT',
          title: job.quizTitle,
          description:
            request.quizDescription ?? `Generated from "${job.documentTitle ?? 'a document'}"`.slice(0, 1000),
          visibility: 'PRIVATE',
          difficulty: job.difficulty,
          estimatedTime: Math.min(
            QUIZ_TIME_MAX,
            Math.max(QUIZ_TIME_MIN, questions.length * request.estimatedTimePerQuestion),
          ),
          timerEnabled: false,
          timerDuration: QUIZ_DEFAULTS.timerDuration,
          isRepetitionEnabled: false,
          passMark: QUIZ_DEFAULTS.passMark,
          scoringMode: QUIZ_DEFAULTS.scoringMode,
          feedbackMode: QUIZ_DEFAULTS.feedbackMode,
          categoryId: request.categoryId,
          now,
        });
        await quizzesRepository.replaceTags(tx, quizId, request.tagIds);
        const ids: string[] = [];
        const sources: Parameters<typeof generationRepository.insertSources>[1] = [];
        for (const { question, chunkIndex } of questions) {
          const validated = getQuestionType(question.type).validateContent(question.content);
          if (!validated.success) {
            continue;
          }
          const id = randomUUID();
          await questionsRepository.insert(tx, {
            id,
            creatorId: job.userId,
            type: question.type,
            questionText: question.questionText.trim(),
            difficulty: question.difficulty,
            explanation: question.explanation,
            hint: question.hint,
            attachmentUrl: null,
            content: validated.content,
            now,
          });
          ids.push(id);
          const chunk = byChunk.get(chunkIndex);
          sources.push({
            questionId: id,
            jobId: job.id,
            documentId: job.documentId,
            chunkIndex,
            startPage: chunk?.startPage ?? null,
            endPage: chunk?.endPage ?? null,
            sentences: question.sourceSentences,
          });
        }
        await quizzesRepository.replaceQuestions(tx, quizId, ids);
        await generationRepository.insertSources(tx, sources, now);
        let billing: Partial<GenerationJobRecord> = {};
        if (job.reservationId && job.billingState === 'RESERVED') {
          const actual = settleGenerationTokens({ characters, questionsPerType: produced }, job.estimatedTokens);
          try {
            await this.deps.ledger.commit(
              {
                reservationId: job.reservationId,
                actualTokens: actual,
                idempotencyKey: `generation:${job.id}:commit`,
                meta: { jobId: job.id, questions: ids.length },
              },
              tx,
            );
            billing = { billingState: 'COMMITTED', committedTokens: actual };
          } catch (error) {
            // The reservation ran out (expired) before the job finished: the work is kept, not charged.
            if (!(error instanceof AppError && error.status === 409)) {
              throw error;
            }
            this.deps.log?.warn(
              { err: error, jobId: job.id },
              'reservation no longer active at completion; not charged',
            );
            billing = { billingState: 'RELEASED' };
          }
        }
        const finished = await generationRepository.finish(
          tx,
          job.id,
          {
            status: 'COMPLETED',
            progressPercentage: 100,
            processedChunks: checkpoints.length,
            currentChunk: null,
            estimatedCompletion: null,
            generatedQuizId: quizId,
            totalQuestionsGenerated: ids.length,
            coverage,
            errorMessage: shortfall,
            ...billing,
          },
          now,
        );
        if (!finished) {
          throw new CancelledMeanwhile();
        }
      });
    } catch (error) {
      if (error instanceof CancelledMeanwhile) {
        return;
      }
      throw error;
    }
  }
}

function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.min(99, Math.floor((done / total) * 990) / 10);
}

/** Asked for (count per chunk x chunks), made, and why fewer, per type. */
function coverageOf(job: GenerationJobRecord, checkpoints: ChunkCheckpoint[]): GenerationCoverage[] {
  return QUESTION_TYPES.filter((type) => (job.request.counts[type] ?? 0) > 0).map((type) => {
    const generated = checkpoints.reduce(
      (sum, checkpoint) => sum + checkpoint.questions.filter((question) => question.type === type).length,
      0,
    );
    const notes = [
      ...new Set(
        checkpoints.flatMap((checkpoint) =>
          checkpoint.notes.filter((note) => note.type === type).map((note) => note.note),
        ),
      ),
    ];
    return {
      questionType: type,
      requested: (job.request.counts[type] ?? 0) * job.totalChunks,
      generated,
      note: notes.length > 0 ? notes.join('; ') : null,
    };
  });
}

function summariseShortfall(
  coverage: GenerationCoverage[],
  stoppedBy: StopReason | null,
  deadlineMinutes: number,
): string | null {
  const parts = coverage
    .filter((entry) => entry.generated < entry.requested)
    .map(
      (entry) =>
        `${entry.questionType} ${entry.generated} of ${entry.requested}${entry.note ? ` (${entry.note})` : ''}`,
    );
  if (stoppedBy === 'deadline') {
    parts.unshift(`stopped after ${deadlineMinutes} minutes`);
  }
  if (stoppedBy === 'cost') {
    parts.unshift('stopped at the provider-token cap');
  }
  return parts.length > 0 ? `Fewer questions than requested: ${parts.join('; ')}` : null;
}
