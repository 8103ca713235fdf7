import type { QuestionGenerator } from '../../ai/generator.ts';
import type { Clock } from '../../clock.ts';
import type { GenerationConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { LedgerService } from '../billing/ledger.ts';
import type { QuizzesService } from '../quizzes/service.ts';
import { GenerationCancelService } from './cancel-service.ts';
import { GENERATION_QUEUE, MAX_RUNS, STALE_AFTER_SECONDS } from './jobs.ts';
import { GenerationReadService } from './read-service.ts';
import { GenerationRecoveryService } from './recovery-service.ts';
import { generationRepository } from './repository.ts';
import { GenerationRunner } from './runner.ts';
import { GenerationSourceService } from './source-service.ts';
import { GenerationStartService, type GenerationDocuments } from './start-service.ts';

export interface GenerationDeps {
  db: Db;
  clock: Clock;
  documents: GenerationDocuments;
  /** The quizzes domain's reading of a quiz (generated-quiz answers with it). */
  quizzes: Pick<QuizzesService, 'get'>;
  queue: JobQueue;
  generator: QuestionGenerator;
  /** The token ledger; generation is free when it is off (BILLING_ENABLED=false). */
  ledger: LedgerService;
  reservationTtlMinutes: number;
  config: GenerationConfig;
  /** On SQLite one process owns every job: at start, every PROCESSING job is an interrupted one. */
  singleProcess: boolean;
  log?: {
    warn(object: unknown, message: string): void;
    error(object: unknown, message: string): void;
    info?(object: unknown, message: string): void;
  };
}

/**
 * AI quiz generation (spec 2 sections 3-9), one service per verb: starting (and retrying) a job,
 * reading jobs, cancelling, question sources and the recovery of interrupted jobs. The runner
 * (runner.ts) does a job's work chunk by chunk with checkpoints, as the queue hands it over.
 */
export class GenerationService {
  readonly runner: GenerationRunner;
  readonly start: GenerationStartService;
  readonly jobs: GenerationReadService;
  readonly cancellation: GenerationCancelService;
  readonly sources: GenerationSourceService;
  readonly recovery: GenerationRecoveryService;

  constructor(private readonly deps: GenerationDeps) {
    const { db, clock, queue, ledger, config } = deps;
    this.runner = new GenerationRunner({
      db,
      clock,
      generator: deps.generator,
      ledger,
      documents: deps.documents,
      config,
      reservationTtlMinutes: deps.reservationTtlMinutes,
      staleAfterSeconds: STALE_AFTER_SECONDS,
      maxRuns: MAX_RUNS,
      ...(deps.log ? { log: deps.log } : {}),
    });
    queue.define({
      name: GENERATION_QUEUE,
      concurrency: config.workers,
      // Retries are the domain's (recoverInterrupted): a job resumes from its checkpoints.
      maxAttempts: 1,
      leaseSeconds: Math.max(120, config.deadlineMinutes * 60),
      handler: (payload, context) => this.runner.run(payload.jobId, context.signal),
    });
    this.start = new GenerationStartService({
      db,
      clock,
      documents: deps.documents,
      queue,
      generator: deps.generator,
      ledger,
      reservationTtlMinutes: deps.reservationTtlMinutes,
      config,
    });
    this.jobs = new GenerationReadService({ db, clock, quizzes: deps.quizzes });
    this.cancellation = new GenerationCancelService({ db, clock, ledger });
    this.sources = new GenerationSourceService({ db });
    this.recovery = new GenerationRecoveryService({
      db,
      clock,
      queue,
      runner: this.runner,
      singleProcess: deps.singleProcess,
    });
  }

  /** Whether a document is used by a job still running (documents refuse to delete it meanwhile). */
  inUse = (documentId: string): Promise<boolean> => generationRepository.activeForDocument(this.deps.db, documentId);
}
