import { randomUUID } from 'node:crypto';
import { documentMessages } from '@quizmaker/contracts';
import { chunkExtracted, type ChunkDraft } from '../../chunking/index.ts';
import type { Clock } from '../../clock.ts';
import type { DocumentsConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { extractInWorker } from '../../extraction/run-extraction.ts';
import {
  ExtractionError,
  type DocumentFormat,
  type ExtractedDocument,
  type ExtractionLimits,
  type TextEncoding,
} from '../../extraction/types.ts';
import type { JobQueue, QueueName } from '../../jobs/queue.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { ProcessingSignals } from './processing-signals.ts';
import { documentsRepository, type DocumentRecord } from './repository.ts';

/** How often an upload that waits for its processing reads the database (a job run by another process). */
const PROCESSING_POLL_MS = 250;

interface ProcessPayload {
  documentId: string;
  version: number;
}

export const DOCUMENT_QUEUE = 'documents.process' as QueueName<ProcessPayload>;

export interface DocumentProcessingDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  queue: JobQueue;
  config: DocumentsConfig;
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

const NO_TEXT: Record<DocumentFormat, string> = {
  PDF: 'No text was found in the PDF; it may be a scanned image without a text layer',
  DOCX: 'The Word document contains no text',
  DOC: 'The Word document contains no text',
  RTF: 'The RTF document contains no text',
  TEXT: 'The text file contains no text',
};

/**
 * Processing a stored document as a job: extraction in a worker thread, then chunking, the chunks
 * stored with the document's facts; waiting for it (uploads) and failing documents stuck in it.
 */
export class DocumentProcessingService {
  readonly #processingEnded = new ProcessingSignals();

  constructor(private readonly deps: DocumentProcessingDeps) {
    deps.queue.define({
      name: DOCUMENT_QUEUE,
      concurrency: deps.config.workers,
      maxAttempts: 2,
      leaseSeconds: deps.config.extractionTimeoutSeconds + 120,
      handler: async (payload, context) => {
        try {
          await this.process(payload.documentId, payload.version, context.signal);
        } finally {
          this.#processingEnded.ended(payload.documentId);
        }
      },
      onExhausted: async (payload) => {
        await documentsRepository.markFailed(
          deps.db,
          payload.documentId,
          payload.version,
          'Processing was interrupted and did not finish; reprocess the document to try again',
          deps.clock.now(),
        );
        this.#processingEnded.ended(payload.documentId);
      },
    });
  }

  extractionLimits(): ExtractionLimits {
    const { config } = this.deps;
    return {
      timeoutMs: config.extractionTimeoutSeconds * 1000,
      maxMemoryMb: config.extractionMaxMemoryMb,
      maxPages: config.maxPages,
      maxTextCharacters: config.extractionMaxCharacters,
      zip: { maxEntries: 10_000, maxUncompressedBytes: 300 * 1024 * 1024, maxRatio: 100 },
    };
  }

  /** Queues a new processing version (a reprocess) without waiting for it. */
  async enqueue(documentId: string, version: number): Promise<void> {
    await this.deps.queue.enqueue(DOCUMENT_QUEUE, { documentId, version });
  }

  /**
   * Queues a stored upload's processing and waits for it (the reference client shows the answer's
   * chunks and status), at most UPLOAD_PROCESSING_WAIT_SECONDS so a big file never holds the request
   * long. The wait is a promise the job's end in this process resolves; a job run by another process
   * is seen by reading the database every PROCESSING_POLL_MS. Nothing blocks the event loop.
   */
  async queueAndWait(record: DocumentRecord): Promise<DocumentRecord> {
    const payload: ProcessPayload = { documentId: record.id, version: record.processingVersion };
    const waitMs = this.deps.config.uploadProcessingWaitSeconds * 1000;
    if (waitMs <= 0) {
      await this.deps.queue.enqueue(DOCUMENT_QUEUE, payload);
      return record;
    }
    // Wall time, not the injected clock: this bounds how long a request is held.
    const deadline = performance.now() + waitMs;
    // Listening before enqueueing, so a job that ends at once is not missed.
    let woken = this.#processingEnded.next(record.id, Math.min(waitMs, PROCESSING_POLL_MS));
    await this.deps.queue.enqueue(DOCUMENT_QUEUE, payload);
    for (;;) {
      await woken;
      const current = await documentsRepository.findById(this.deps.db, record.id);
      if (!current) {
        throw notFound(documentMessages.notFound);
      }
      const leftMs = deadline - performance.now();
      if (current.status === 'PROCESSED' || current.status === 'FAILED' || leftMs <= 0) {
        return current;
      }
      woken = this.#processingEnded.next(record.id, Math.min(leftMs, PROCESSING_POLL_MS));
    }
  }

  /**
   * The processing job: extraction in a worker thread, chunking, chunks stored with the document's
   * facts in one transaction. A reprocess meanwhile (new version) makes this run's result void.
   * Readable failures (ExtractionError) leave the document FAILED; others are thrown so the queue retries.
   */
  async process(documentId: string, version: number, signal?: AbortSignal): Promise<void> {
    const { db, clock, storage } = this.deps;
    if (!(await documentsRepository.claimForProcessing(db, documentId, version, clock.now()))) {
      return;
    }
    const record = await documentsRepository.findById(db, documentId);
    if (!record) {
      return;
    }
    // Streamed from the store (whichever process stored it) into the extraction worker.
    const source = await storage.open(record.storageKey);
    if (!source) {
      await documentsRepository.markFailed(db, documentId, version, documentMessages.fileMissing, clock.now());
      return;
    }
    try {
      const extracted = await extractInWorker(
        { source, format: record.format ?? 'TEXT', encoding: (record.textEncoding as TextEncoding | null) ?? null },
        this.extractionLimits(),
        {
          ...(signal ? { signal } : {}),
          onDetail: (detail) => this.deps.log?.warn({ documentId, detail }, 'extraction failed'),
        },
      );
      if (signal?.aborted) {
        throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
      }
      await this.finish(record, extracted);
    } catch (error) {
      if (error instanceof ExtractionError && !signal?.aborted) {
        await documentsRepository.markFailed(db, documentId, version, error.message, clock.now());
        return;
      }
      throw error;
    }
  }

  /** Chunks extracted text (or pasted text) and stores the result, or marks the document FAILED when there is no text. */
  async finish(record: DocumentRecord, extracted: ExtractedDocument): Promise<void> {
    const { db, clock } = this.deps;
    const result = chunkExtracted(extracted, {
      strategy: record.chunkingStrategy,
      maxChunkSize: record.maxChunkSize,
      documentTitle: record.title,
    });
    const format = record.format ?? extracted.format;
    if (result.chunks.length === 0) {
      await documentsRepository.markFailed(db, record.id, record.processingVersion, NO_TEXT[format], clock.now());
      return;
    }
    const chunks: Array<ChunkDraft & { id: string }> = result.chunks.map((chunk) => ({ ...chunk, id: randomUUID() }));
    await db.transaction().execute(async (tx) => {
      const now = clock.now();
      const current = await documentsRepository.findById(tx, record.id);
      if (!current || current.processingVersion !== record.processingVersion) {
        return;
      }
      await documentsRepository.replaceChunks(tx, record.id, chunks, now);
      await documentsRepository.markProcessed(
        tx,
        record.id,
        record.processingVersion,
        {
          format,
          totalPages: result.document.totalPages,
          pagesEstimated: result.document.pagesEstimated,
          totalChunks: chunks.length,
          totalWords: chunks.reduce((sum, chunk) => sum + chunk.wordCount, 0),
        },
        now,
      );
    });
  }

  /** Fails documents stuck in UPLOADED (an hour) or PROCESSING (the extraction limit plus ten minutes). */
  async sweepStale(): Promise<number> {
    const { db, clock, config } = this.deps;
    const now = clock.now().getTime();
    const stale = await documentsRepository.stale(db, {
      uploaded: new Date(now - 60 * 60_000),
      processing: new Date(now - (config.extractionTimeoutSeconds * 1000 + 10 * 60_000)),
    });
    let failed = 0;
    for (const document of stale) {
      const message =
        document.status === 'UPLOADED'
          ? 'Processing did not start; reprocess the document to try again'
          : 'Processing was interrupted and did not finish; reprocess the document to try again';
      if (await documentsRepository.markFailed(db, document.id, null, message, clock.now())) {
        failed += 1;
      }
    }
    return failed;
  }
}
