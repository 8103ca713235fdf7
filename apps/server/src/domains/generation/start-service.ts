import { randomUUID } from 'node:crypto';
import {
  GENERATION_MAX_TOTAL_QUESTIONS,
  GenerateFromUploadFieldsSchema,
  QUESTION_TYPES,
  categoryMessages,
  generationMessages,
  questionCountsOf,
  tagMessages,
  type GenerateFromDocumentBody,
  type GenerateFromTextBody,
  type GenerationStarted,
  type QuestionsPerType,
  type QuizGenerationEstimateBody,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { QuestionGenerator } from '../../ai/generator.ts';
import type { Clock } from '../../clock.ts';
import type { GenerationConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, fieldError, validationError } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { LedgerService } from '../billing/ledger.ts';
import { estimateGenerationTokens, type TariffInput } from '../billing/tariff.ts';
import { categoryExists } from '../categories/service.ts';
import type { DocumentRecord, DocumentsService } from '../documents/service.ts';
import type { StagedFile } from '../documents/upload.ts';
import { allTagsExist } from '../tags/service.ts';
import { GENERATION_QUEUE, ownJob, started } from './jobs.ts';
import { generationRepository, type GenerationJobRecord } from './repository.ts';
import { digestOf, fingerprintOf, settingsOf, titleFromFilename, type GenerationRequest } from './request.ts';
import { resolveScope, type ChunkOutline } from './scope.ts';

/** What starting needs of the documents domain: making, reading and (for pasted text) removing a job's document. */
export type GenerationDocuments = Pick<
  DocumentsService,
  'createFromText' | 'delete' | 'uploadAndProcess' | 'ownDocument' | 'findRecord' | 'chunkOutlines' | 'chunksByIndex'
>;

export interface GenerationStartDeps {
  db: Db;
  clock: Clock;
  documents: GenerationDocuments;
  queue: JobQueue;
  generator: Pick<QuestionGenerator, 'name'>;
  /** The token ledger; generation is free when it is off (BILLING_ENABLED=false). */
  ledger: LedgerService;
  reservationTtlMinutes: number;
  config: Pick<GenerationConfig, 'deadlineMinutes'>;
}

const nonEmpty = (counts: QuestionsPerType) => QUESTION_TYPES.filter((type) => (counts[type] ?? 0) > 0);

/**
 * Starting a generation (spec 2 sections 3-6): from pasted text, an upload or a stored document,
 * and a retry of a failed job. A start validates, prices and reserves tokens, and queues a job.
 */
export class GenerationStartService {
  constructor(private readonly deps: GenerationStartDeps) {}

  async fromText(
    principal: Principal,
    body: GenerateFromTextBody,
    idempotencyKey: string | null,
  ): Promise<GenerationStarted> {
    const request = settingsOf(
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

  async fromUpload(
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
    const request = settingsOf(
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

  async fromDocument(
    principal: Principal,
    body: GenerateFromDocumentBody,
    idempotencyKey: string | null,
  ): Promise<GenerationStarted> {
    const document = await this.deps.documents.ownDocument(principal, body.documentId);
    const request = settingsOf(
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
    const failed = await ownJob(this.deps.db, principal, jobId);
    if (failed.status !== 'FAILED') {
      throw conflict(generationMessages.notRetryable);
    }
    const document = failed.documentId ? await this.deps.documents.findRecord(failed.documentId) : undefined;
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
    const document = body.documentId ? await this.deps.documents.findRecord(body.documentId) : undefined;
    if (!document || document.ownerId !== userId) {
      return undefined;
    }
    const outlines = await this.deps.documents.chunkOutlines(document.id);
    let selected: ChunkOutline[] = outlines;
    try {
      selected = resolveScope(outlines, body);
    } catch {
      selected = [];
    }
    return {
      characters: selected.reduce((sum, outline) => sum + outline.characterCount, 0),
      questionsPerType: perChunkTotals(counts, selected.length),
    };
  };

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
    if (request.categoryId && !(await categoryExists(this.deps.db, request.categoryId))) {
      throw fieldError('categoryId', categoryMessages.notFound);
    }
    if (!(await allTagsExist(this.deps.db, request.tagIds))) {
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
    const outlines = await this.deps.documents.chunkOutlines(document.id);
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
    await this.deps.queue.enqueue(GENERATION_QUEUE, { jobId });
    return started(job, generationMessages.started);
  }
}

/** Counts per chunk times the chunks in scope: what the tariff prices. */
function perChunkTotals(counts: QuestionsPerType, chunks: number): QuestionsPerType {
  return Object.fromEntries(
    QUESTION_TYPES.flatMap((type) => ((counts[type] ?? 0) > 0 ? [[type, (counts[type] ?? 0) * chunks]] : [])),
  );
}
