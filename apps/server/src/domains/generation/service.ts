import { createHash, randomUUID } from 'node:crypto';
import {
  GENERATION_JOB_SORTS,
  GENERATION_MAX_TOTAL_QUESTIONS,
  GenerateFromUploadFieldsSchema,
  QUESTION_TYPES,
  categoryMessages,
  generationMessages,
  questionCountsOf,
  requestedCountsOf,
  tagMessages,
  type GenerateFromDocumentBody,
  type GenerateFromTextBody,
  type GenerationJob,
  type GenerationJobListQuery,
  type GenerationStarted,
  type GenerationStatistics,
  type Page,
  type QuestionSource,
  type QuestionsPerType,
  type QuizDetail,
  type QuizGenerationEstimateBody,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { QuestionGenerator } from '../../ai/generator.ts';
import type { Clock } from '../../clock.ts';
import type { GenerationConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, authorizationError, conflict, fieldError, notFound, validationError } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { TariffInput } from '../billing/tariff.ts';
import { estimateGenerationTokens } from '../billing/tariff.ts';
import type { LedgerService } from '../billing/ledger.ts';
import { categoriesRepository } from '../categories/repository.ts';
import { documentsRepository, type DocumentRecord } from '../documents/repository.ts';
import type { DocumentsService } from '../documents/service.ts';
import type { StagedFile } from '../documents/upload.ts';
import type { QuizzesService } from '../quizzes/service.ts';
import { tagsRepository } from '../tags/repository.ts';
import { presentJob } from './presenter.ts';
import { generationRepository, type GenerationJobRecord } from './repository.ts';
import { fingerprintOf, type GenerationRequest, type GenerationScope } from './request.ts';
import { GENERATION_QUEUE, GenerationRunner, type RunPayload } from './runner.ts';
import { resolveScope, type ChunkOutline } from './scope.ts';

export interface GenerationDeps {
  db: Db;
  clock: Clock;
  documents: DocumentsService;
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

/** A job whose runner has shown no sign of life for this long is taken over (or failed). */
export const STALE_AFTER_SECONDS = 60;
/** Runs a job may start (the first and two resumptions after interruptions). */
export const MAX_RUNS = 3;

const nonEmpty = (counts: QuestionsPerType) => QUESTION_TYPES.filter((type) => (counts[type] ?? 0) > 0);

/**
 * AI quiz generation (spec 2 sections 3-9): the three start calls, job status, cancellation, the
 * generated quiz, lists and statistics. A start validates, prices and reserves tokens, and queues a
 * job; the runner (runner.ts) does the work chunk by chunk with checkpoints.
 */
export class GenerationService {
  readonly runner: GenerationRunner;

  constructor(private readonly deps: GenerationDeps) {
    this.runner = new GenerationRunner({
      db: deps.db,
      clock: deps.clock,
      generator: deps.generator,
      ledger: deps.ledger,
      config: deps.config,
      reservationTtlMinutes: deps.reservationTtlMinutes,
      staleAfterSeconds: STALE_AFTER_SECONDS,
      maxRuns: MAX_RUNS,
      ...(deps.log ? { log: deps.log } : {}),
    });
    deps.queue.define<RunPayload>({
      name: GENERATION_QUEUE,
      concurrency: deps.config.workers,
      // Retries are the domain's (recoverInterrupted): a job resumes from its checkpoints.
      maxAttempts: 1,
      leaseSeconds: Math.max(120, deps.config.deadlineMinutes * 60),
      handler: (payload, context) => this.runner.run(payload.jobId, context.signal),
    });
  }

  // ------------------------------------------------------------------------------------------
  // Starting

  async startFromText(
    principal: Principal,
    body: GenerateFromTextBody,
    idempotencyKey: string | null,
  ): Promise<GenerationStarted> {
    const request = this.#settings(
      { ...body, quizTitle: body.quizTitle ?? 'Quiz from pasted text' },
      { kind: 'TEXT', documentId: '', digest: digestOf(body.text) },
      { strategy: body.chunkingStrategy, maxChunkSize: body.maxChunkSize },
      { quizScope: 'ENTIRE_DOCUMENT' },
    );
    const replay = await this.#replay(principal, request, idempotencyKey);
    if (replay) {
      return replay;
    }
    await this.#mustBeIdle(principal);
    await this.#mustHaveCategoryAndTags(request);
    const title = request.quizTitle;
    const document = await this.deps.documents.createFromText(principal, title, body.text, {
      chunkingStrategy: body.chunkingStrategy,
      maxChunkSize: body.maxChunkSize,
    });
    try {
      return await this.#start(
        principal,
        document,
        { ...request, source: { ...request.source, documentId: document.id } },
        idempotencyKey,
      );
    } catch (error) {
      // The pasted text was only ever a vehicle for this job: do not leave it behind.
      await this.deps.documents.delete(principal, document.id).catch(() => undefined);
      throw error;
    }
  }

  async startFromUpload(
    principal: Principal,
    file: StagedFile,
    rawFields: Record<string, string>,
    idempotencyKey: string | null,
  ): Promise<GenerationStarted> {
    const parsed = GenerateFromUploadFieldsSchema.safeParse(rawFields);
    if (!parsed.success) {
      await file.discard();
      const fieldErrors = parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'body',
        message: issue.message,
      }));
      throw validationError(`Validation error: ${fieldErrors[0]?.message ?? 'Invalid request'}`, fieldErrors);
    }
    const fields = parsed.data;
    const request = this.#settings(
      { ...fields, quizTitle: fields.quizTitle ?? titleFromFilename(file.originalFilename) },
      { kind: 'UPLOAD', documentId: '', digest: file.sha256 },
      { strategy: fields.chunkingStrategy, maxChunkSize: fields.maxChunkSize },
      fields,
    );
    try {
      const replay = await this.#replay(principal, request, idempotencyKey);
      if (replay) {
        return replay;
      }
      await this.#mustBeIdle(principal);
      await this.#mustHaveCategoryAndTags(request);
    } catch (error) {
      await file.discard();
      throw error;
    }
    const document = await this.deps.documents.uploadAndProcess(principal, file, {
      chunkingStrategy: fields.chunkingStrategy,
      maxChunkSize: fields.maxChunkSize,
    });
    return this.#start(
      principal,
      document,
      { ...request, source: { ...request.source, documentId: document.id } },
      idempotencyKey,
    );
  }

  async startFromDocument(
    principal: Principal,
    body: GenerateFromDocumentBody,
    idempotencyKey: string | null,
  ): Promise<GenerationStarted> {
    const document = await this.deps.documents.ownDocument(principal, body.documentId);
    const request = this.#settings(
      { ...body, quizTitle: body.quizTitle ?? `Quiz: ${document.title}`.slice(0, 100) },
      { kind: 'DOCUMENT', documentId: document.id, digest: `${document.id}:${document.processingVersion}` },
      null,
      body,
    );
    const replay = await this.#replay(principal, request, idempotencyKey);
    if (replay) {
      return replay;
    }
    if (document.status !== 'PROCESSED') {
      throw conflict(generationMessages.documentNotReady);
    }
    await this.#mustBeIdle(principal);
    await this.#mustHaveCategoryAndTags(request);
    return this.#start(principal, document, request, idempotencyKey);
  }

  /**
   * Runs a FAILED job's request again as a new job (spec 2 and 3: 'Job queued for retry'): the
   * same document, scope, counts and quiz settings, priced and reserved afresh; the failed job
   * stays as it was, for the record.
   */
  async retry(principal: Principal, jobId: string): Promise<GenerationStarted> {
    const failed = await this.#ownJob(principal, jobId);
    if (failed.status !== 'FAILED') {
      throw conflict(generationMessages.notRetryable);
    }
    const document = failed.documentId
      ? await documentsRepository.findById(this.deps.db, failed.documentId)
      : undefined;
    if (!document) {
      throw conflict(generationMessages.retryDocumentGone);
    }
    if (document.status !== 'PROCESSED') {
      throw conflict(generationMessages.documentNotReady);
    }
    await this.#mustBeIdle(principal);
    await this.#mustHaveCategoryAndTags(failed.request);
    const retried = await this.#start(principal, document, failed.request, null);
    return { ...retried, message: generationMessages.retried };
  }

  /** Tariff input of a request (for POST /billing/estimate): characters in scope and questions in total. */
  readonly pricingInput = async (
    userId: string,
    body: QuizGenerationEstimateBody,
  ): Promise<TariffInput | undefined> => {
    const counts = questionCountsOf(body);
    if (body.text !== undefined) {
      // Pasted text is priced as one reading; its chunking is only known when it is chunked.
      return { characters: body.text.length, questionsPerType: counts };
    }
    const document = body.documentId ? await documentsRepository.findById(this.deps.db, body.documentId) : undefined;
    if (!document || document.ownerId !== userId) {
      return undefined;
    }
    const outlines = await documentsRepository.chunkOutlines(this.deps.db, document.id);
    let selected: ChunkOutline[] = outlines;
    try {
      selected = resolveScope(outlines, body as GenerationScope);
    } catch {
      selected = [];
    }
    return {
      characters: selected.reduce((sum, outline) => sum + outline.characterCount, 0),
      questionsPerType: perChunkTotals(counts, selected.length),
    };
  };

  // ------------------------------------------------------------------------------------------
  // Reading and cancelling

  async status(principal: Principal, jobId: string): Promise<GenerationJob> {
    return presentJob(await this.#ownJob(principal, jobId), this.deps.clock.now());
  }

  async list(principal: Principal, query: GenerationJobListQuery): Promise<Page<GenerationJob>> {
    const request = pageRequest(query, GENERATION_JOB_SORTS, { field: 'createdAt', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'createdAt' as const, direction: 'desc' as const };
    const { rows, total } = await generationRepository.list(
      this.deps.db,
      { userId: principal.id, ...(query.status ? { status: query.status } : {}) },
      { offset: request.offset, limit: request.size, orderBy: sort.field, direction: sort.direction },
    );
    const now = this.deps.clock.now();
    return toPage(
      rows.map((row) => presentJob(row, now)),
      total,
      request,
    );
  }

  async statistics(principal: Principal): Promise<GenerationStatistics> {
    const { byStatus, completed, lastCreatedAt } = await generationRepository.statistics(this.deps.db, principal.id);
    const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.total ?? 0);
    const durations = completed
      .filter((row) => row.startedAt && row.completedAt)
      .map((row) => ((row.completedAt as Date).getTime() - (row.startedAt as Date).getTime()) / 1000);
    return {
      totalJobs: byStatus.reduce((sum, row) => sum + Number(row.total), 0),
      pendingJobs: count('PENDING'),
      processingJobs: count('PROCESSING'),
      completedJobs: count('COMPLETED'),
      failedJobs: count('FAILED'),
      cancelledJobs: count('CANCELLED'),
      activeJobs: count('PENDING') + count('PROCESSING'),
      averageGenerationTimeSeconds:
        durations.length > 0 ? Math.round((durations.reduce((a, b) => a + b, 0) / durations.length) * 10) / 10 : null,
      totalQuestionsGenerated: byStatus.reduce((sum, row) => sum + Number(row.questions ?? 0), 0),
      lastJobCreated: lastCreatedAt ? lastCreatedAt.toISOString() : null,
    };
  }

  /**
   * Cancels a PENDING or PROCESSING job (409 otherwise): CANCELLED at once, the reservation
   * released; a running runner sees it at its next heartbeat (about a second) and stops.
   */
  async cancel(principal: Principal, jobId: string): Promise<GenerationJob> {
    const job = await this.#ownJob(principal, jobId);
    if (job.status !== 'PENDING' && job.status !== 'PROCESSING') {
      throw conflict(generationMessages.notCancellable);
    }
    const cancelled = await this.deps.db.transaction().execute(async (tx) => {
      const now = this.deps.clock.now();
      const done = await generationRepository.finish(
        tx,
        jobId,
        {
          status: 'CANCELLED',
          errorMessage: generationMessages.cancelledByUser,
          currentChunk: null,
          estimatedCompletion: null,
        },
        now,
      );
      if (done && job.reservationId && job.billingState === 'RESERVED') {
        await this.deps.ledger.release({ reservationId: job.reservationId, reason: 'cancelled' }, tx);
        await generationRepository.update(tx, jobId, { billingState: 'RELEASED' }, now);
      }
      return done;
    });
    if (!cancelled) {
      throw conflict(generationMessages.notCancellable);
    }
    return presentJob(await this.#ownJob(principal, jobId), this.deps.clock.now());
  }

  /** The quiz a COMPLETED job made (409 before then), as the quizzes domain presents it. */
  async generatedQuiz(principal: Principal, jobId: string): Promise<QuizDetail> {
    const job = await this.#ownJob(principal, jobId);
    if (job.status !== 'COMPLETED' || !job.generatedQuizId) {
      throw conflict(generationMessages.notCompleted);
    }
    try {
      return await this.deps.quizzes.get(principal, job.generatedQuizId);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        throw notFound(generationMessages.generatedQuizGone);
      }
      throw error;
    }
  }

  /** Where generated questions come from, for their author (403 for anyone else; none for hand-written ones). */
  async sources(principal: Principal, questionIds: readonly string[]): Promise<Map<string, QuestionSource>> {
    const rows = await generationRepository.sourcesOf(this.deps.db, questionIds);
    const owned = await this.deps.db
      .selectFrom('questions')
      .select(['id', 'creatorId'])
      .where('id', 'in', questionIds.length > 0 ? [...questionIds] : [''])
      .execute();
    const mine = new Set(owned.filter((row) => row.creatorId === principal.id).map((row) => row.id));
    return new Map(
      rows
        .filter((row) => mine.has(row.questionId))
        .map((row) => [
          row.questionId,
          {
            jobId: row.jobId,
            documentId: row.documentId,
            chunkIndex: row.chunkIndex,
            startPage: row.startPage,
            endPage: row.endPage,
            sentences: row.sentences as string[],
          },
        ]),
    );
  }

  async source(principal: Principal, questionId: string): Promise<QuestionSource> {
    const question = await this.deps.db
      .selectFrom('questions')
      .select(['id', 'creatorId'])
      .where('id', '=', questionId)
      .executeTakeFirst();
    if (!question) {
      throw notFound('Question not found');
    }
    if (question.creatorId !== principal.id) {
      throw authorizationError();
    }
    const found = (await this.sources(principal, [questionId])).get(questionId);
    if (!found) {
      throw notFound('This question was not generated from a document');
    }
    return found;
  }

  /** Whether a document is used by a job still running (documents refuse to delete it meanwhile). */
  inUse = (documentId: string): Promise<boolean> => generationRepository.activeForDocument(this.deps.db, documentId);

  /**
   * Takes back jobs nobody is running: PENDING or PROCESSING with no heartbeat for a minute (their
   * process died), or, at start on a single-process database, every PROCESSING job. Each resumes
   * from its checkpoints, or fails with its reservation released after MAX_RUNS runs.
   */
  async recoverInterrupted(options: { startup?: boolean } = {}): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const stale = await generationRepository.stale(
      db,
      new Date(now.getTime() - STALE_AFTER_SECONDS * 1000),
      !!options.startup && this.deps.singleProcess,
    );
    let recovered = 0;
    for (const job of stale) {
      if (job.runCount >= MAX_RUNS) {
        await this.runner.fail(job, generationMessages.interrupted);
        continue;
      }
      // Stale now: the claim of the new delivery will take it. A fresh heartbeat keeps the sweeper from re-sending it.
      // A runner that claimed the job since it was read (the queue re-delivers stale work too) keeps it.
      const heartbeatAt = job.status === 'PROCESSING' ? new Date(0) : now;
      if (!(await generationRepository.markForRedelivery(db, job.id, job.runCount, heartbeatAt, now))) {
        continue;
      }
      await this.deps.queue.enqueue<RunPayload>(GENERATION_QUEUE, { jobId: job.id });
      recovered += 1;
    }
    return recovered;
  }

  // ------------------------------------------------------------------------------------------

  #settings(
    body: {
      quizTitle?: string | undefined;
      quizDescription: string | null;
      questionsPerType?: QuestionsPerType | undefined;
      questionTypes?: QuestionsPerType | undefined;
      difficulty: GenerationRequest['difficulty'];
      estimatedTimePerQuestion: number;
      categoryId: string | null;
      tagIds: string[];
      language: string;
    },
    source: GenerationRequest['source'],
    chunking: GenerationRequest['chunking'],
    scope: GenerationScope,
  ): GenerationRequest {
    return {
      source,
      chunking,
      scope: {
        quizScope: scope.quizScope,
        ...(scope.chunkIndices !== undefined ? { chunkIndices: scope.chunkIndices } : {}),
        ...(scope.chapterTitle !== undefined ? { chapterTitle: scope.chapterTitle } : {}),
        ...(scope.chapterNumber !== undefined ? { chapterNumber: scope.chapterNumber } : {}),
        ...(scope.sectionTitle !== undefined ? { sectionTitle: scope.sectionTitle } : {}),
        ...(scope.sectionNumber !== undefined ? { sectionNumber: scope.sectionNumber } : {}),
      },
      quizTitle: body.quizTitle ?? 'Generated quiz',
      quizDescription: body.quizDescription,
      counts: requestedCountsOf(body),
      difficulty: body.difficulty,
      estimatedTimePerQuestion: body.estimatedTimePerQuestion,
      categoryId: body.categoryId,
      tagIds: body.tagIds,
      language: body.language,
    };
  }

  /** Same Idempotency-Key and same request: the existing job (202 again). Same key, other request: 409. */
  async #replay(
    principal: Principal,
    request: GenerationRequest,
    key: string | null,
  ): Promise<GenerationStarted | null> {
    if (key === null) {
      return null;
    }
    const existing = await generationRepository.findByIdempotencyKey(this.deps.db, principal.id, key);
    if (!existing) {
      return null;
    }
    if (existing.requestFingerprint !== fingerprintOf(request)) {
      throw conflict(generationMessages.idempotencyMismatch);
    }
    return started(existing, generationMessages.replayed);
  }

  async #mustBeIdle(principal: Principal): Promise<void> {
    if (await generationRepository.activeOf(this.deps.db, principal.id)) {
      throw conflict(generationMessages.activeJob);
    }
  }

  async #mustHaveCategoryAndTags(request: GenerationRequest): Promise<void> {
    if (request.categoryId && !(await categoriesRepository.findById(this.deps.db, request.categoryId))) {
      throw fieldError('categoryId', categoryMessages.notFound);
    }
    const existing = new Set(await tagsRepository.existingIds(this.deps.db, request.tagIds));
    if (request.tagIds.some((id) => !existing.has(id))) {
      throw fieldError('tagIds', tagMessages.notFound);
    }
  }

  /**
   * Resolves the scope, checks the size, prices the request and, in one transaction, creates the
   * job (its active slot makes a second active job a 409) and reserves the tokens (409 with the
   * shortfall when short). The job is queued after the commit.
   */
  async #start(
    principal: Principal,
    document: DocumentRecord,
    request: GenerationRequest,
    idempotencyKey: string | null,
  ): Promise<GenerationStarted> {
    const { db, clock, ledger, generator } = this.deps;
    const outlines = await documentsRepository.chunkOutlines(db, document.id);
    const selected = resolveScope(outlines, request.scope);
    const types = nonEmpty(request.counts);
    const requestedQuestions = types.reduce((sum, type) => sum + (request.counts[type] ?? 0), 0) * selected.length;
    if (requestedQuestions > GENERATION_MAX_TOTAL_QUESTIONS) {
      throw fieldError('questionsPerType', generationMessages.tooManyQuestions(requestedQuestions));
    }
    const characters = selected.reduce((sum, outline) => sum + outline.characterCount, 0);
    const billing = ledger.isEnabled();
    const estimatedTokens = billing
      ? estimateGenerationTokens({ characters, questionsPerType: perChunkTotals(request.counts, selected.length) })
      : 0;
    const now = clock.now();
    const jobId = randomUUID();
    const estimatedSeconds = Math.ceil(
      generator.name === 'offline' ? 2 + 0.2 * selected.length * types.length : 5 + 8 * selected.length * types.length,
    );
    const job: GenerationJobRecord = {
      id: jobId,
      userId: principal.id,
      activeUserId: principal.id,
      documentId: document.id,
      documentTitle: document.title,
      idempotencyKey,
      requestFingerprint: fingerprintOf(request),
      request,
      provider: generator.name,
      status: 'PENDING',
      quizTitle: request.quizTitle,
      difficulty: request.difficulty,
      chunkIndices: selected.map((outline) => outline.chunkIndex),
      totalChunks: selected.length,
      processedChunks: 0,
      progressPercentage: 0,
      currentChunk: null,
      requestedQuestions,
      totalQuestionsGenerated: 0,
      coverage: [],
      errorMessage: null,
      generatedQuizId: null,
      billingState: 'NONE',
      reservationId: null,
      estimatedTokens,
      committedTokens: 0,
      runCount: 0,
      heartbeatAt: now,
      estimatedSeconds,
      estimatedCompletion: new Date(now.getTime() + estimatedSeconds * 1000),
      createdAt: now,
      startedAt: null,
      completedAt: null,
      updatedAt: now,
    };
    try {
      await db.transaction().execute(async (tx) => {
        await generationRepository.insert(tx, job);
        if (billing && estimatedTokens > 0) {
          const { reservation } = await ledger.reserve(
            {
              userId: principal.id,
              amountTokens: estimatedTokens,
              idempotencyKey: `generation:${jobId}:reserve`,
              source: 'QUIZ_GENERATION',
              refId: jobId,
              ttlMinutes: Math.max(this.deps.reservationTtlMinutes, this.deps.config.deadlineMinutes + 10),
              meta: { documentId: document.id, characters, requestedQuestions },
            },
            tx,
          );
          await generationRepository.update(
            tx,
            jobId,
            { reservationId: reservation.id, billingState: 'RESERVED' },
            now,
          );
          job.reservationId = reservation.id;
          job.billingState = 'RESERVED';
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        // Either the active slot (another job of this user started meanwhile) or the idempotency key (a concurrent twin).
        if (idempotencyKey !== null) {
          const twin = await this.#replay(principal, request, idempotencyKey).catch(() => null);
          if (twin) {
            return twin;
          }
        }
        throw conflict(generationMessages.activeJob);
      }
      throw error;
    }
    await this.deps.queue.enqueue<RunPayload>(GENERATION_QUEUE, { jobId });
    return started(job, generationMessages.started);
  }

  async #ownJob(principal: Principal, jobId: string): Promise<GenerationJobRecord> {
    const job = await generationRepository.findById(this.deps.db, jobId);
    if (!job) {
      throw notFound(generationMessages.notFound);
    }
    if (job.userId !== principal.id) {
      throw authorizationError(generationMessages.forbidden);
    }
    return job;
  }
}

function started(job: GenerationJobRecord, message: string): GenerationStarted {
  return {
    jobId: job.id,
    status: job.status,
    message,
    documentId: job.documentId ?? '',
    totalChunks: job.totalChunks,
    requestedQuestions: job.requestedQuestions,
    estimatedTimeSeconds: job.estimatedSeconds,
    estimatedTokens: job.estimatedTokens,
  };
}

/** Counts per chunk times the chunks in scope: what the tariff prices. */
function perChunkTotals(counts: QuestionsPerType, chunks: number): QuestionsPerType {
  return Object.fromEntries(
    QUESTION_TYPES.flatMap((type) => ((counts[type] ?? 0) > 0 ? [[type, (counts[type] ?? 0) * chunks]] : [])),
  ) as QuestionsPerType;
}

function digestOf(text: string): string {
  // The text's own hash: the same text twice is the same request.
  return createHash('sha256').update(text).digest('hex');
}

function titleFromFilename(filename: string): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  const title = `Quiz: ${base || 'uploaded document'}`;
  return title.slice(0, 100);
}
