import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  CHUNK_SIZE_LIMITS,
  CHUNKING_STRATEGIES,
  DOCUMENT_FORMATS,
  DOCUMENT_SORTS,
  DocumentUploadFieldsSchema,
  documentMessages,
  type ChunkingStrategy,
  type Document,
  type DocumentChunk,
  type DocumentConfig,
  type DocumentListQuery,
  type DocumentReprocessBody,
  type DocumentStatusView,
  type Page,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { DocumentsConfig } from '../../config.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { authorizationError, conflict, notFound, unsupportedMediaType, validationError } from '../../errors.ts';
import type { DocumentFormat, TextEncoding } from '../../extraction/types.ts';
import { zipLooksLikeDocx } from '../../extraction/zip-guard.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UploadsService } from '../uploads/service.ts';
import { presentChunk, presentDocument, presentDocumentStatus } from './presenter.ts';
import { documentsRepository, type ChunkRecord, type DocumentRecord } from './repository.ts';
import { DocumentProcessingService } from './processing-service.ts';
import type { StagedFile } from './upload.ts';

export type { ChunkRecord, DocumentRecord } from './repository.ts';

export interface DocumentsDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  queue: JobQueue;
  config: DocumentsConfig;
  /** The storage quota every stored file is claimed against, in the transaction that records it. */
  quota: Pick<UploadsService, 'claim'>;
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
  /** Whether a document is used by a generation job that is still running (deleting it is refused); app.ts asks generation. */
  inUse: (documentId: string) => Promise<boolean>;
}

/** What sniffing and the format checks decided about an uploaded file. */
interface AcceptedFile {
  format: DocumentFormat;
  encoding: TextEncoding | null;
}

/** A new document's record: what it is, its chunking settings, and nothing processed yet (stored under its id). */
function newDocument(
  facts: Omit<
    DocumentRecord,
    | 'id'
    | 'storageKey'
    | 'chunkingStrategy'
    | 'maxChunkSize'
    | 'processingVersion'
    | 'totalPages'
    | 'totalChunks'
    | 'totalWords'
    | 'processingError'
    | 'uploadedAt'
    | 'processedAt'
    | 'updatedAt'
  >,
  settings: { chunkingStrategy: ChunkingStrategy; maxChunkSize: number },
  now: Date,
): DocumentRecord {
  const id = randomUUID();
  return {
    id,
    ...facts,
    storageKey: `documents/${id}`,
    chunkingStrategy: settings.chunkingStrategy,
    maxChunkSize: settings.maxChunkSize,
    processingVersion: 1,
    totalPages: null,
    totalChunks: 0,
    totalWords: 0,
    processingError: null,
    uploadedAt: now,
    processedAt: null,
    updatedAt: now,
  };
}

function titleFromFilename(filename: string): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  return (base || 'Untitled document').slice(0, 300);
}

/**
 * Documents (spec 2 section 7 "Documents"): upload with content sniffing, reading chunks,
 * reprocessing with new settings and deletion; every call is for the document's uploader only.
 * Processing (extraction in a worker thread, then chunking) is processing-service.ts's.
 */
export class DocumentsService {
  readonly processing: DocumentProcessingService;

  constructor(private readonly deps: DocumentsDeps) {
    const { db, clock, storage, queue, config, log } = deps;
    this.processing = new DocumentProcessingService({ db, clock, storage, queue, config, ...(log ? { log } : {}) });
  }

  config(): DocumentConfig {
    return {
      defaultStrategy: 'AUTO',
      defaultMaxChunkSize: CHUNK_SIZE_LIMITS.document.default,
      minChunkSize: CHUNK_SIZE_LIMITS.document.min,
      maxChunkSize: CHUNK_SIZE_LIMITS.document.max,
      maxFileSizeBytes: this.deps.config.maxUploadMegabytes * 1024 * 1024,
      maxPages: this.deps.config.maxPages,
      strategies: [...CHUNKING_STRATEGIES],
      formats: [...DOCUMENT_FORMATS],
    };
  }

  /**
   * POST /documents/upload: stores the file, queues its processing and answers 201 with the
   * document once processed (or failed), or as it is after UPLOAD_PROCESSING_WAIT_SECONDS.
   */
  async upload(principal: Principal, file: StagedFile, rawFields: Record<string, string>): Promise<Document> {
    let record: DocumentRecord;
    try {
      const parsed = DocumentUploadFieldsSchema.safeParse(
        Object.fromEntries(Object.entries(rawFields).filter(([, value]) => value.trim() !== '')),
      );
      if (!parsed.success) {
        const fieldErrors = parsed.error.issues.map((issue) => ({
          field: issue.path.join('.') || 'body',
          message: issue.message,
        }));
        throw validationError(`Validation error: ${fieldErrors[0]?.message ?? 'Invalid request'}`, fieldErrors);
      }
      record = await this.#store(principal, file, parsed.data);
    } finally {
      await file.discard();
    }
    return presentDocument(await this.processing.queueAndWait(record));
  }

  /**
   * Stores an upload and processes it now (in a worker thread, not on the request's thread):
   * generate-from-upload needs the chunks to price and scope the request. Extraction failures
   * leave the document FAILED and answer 400 with its processingError.
   */
  async uploadAndProcess(
    principal: Principal,
    file: StagedFile,
    settings: { chunkingStrategy: ChunkingStrategy; maxChunkSize: number },
  ): Promise<DocumentRecord> {
    let record: DocumentRecord;
    try {
      record = await this.#store(principal, file, settings);
    } finally {
      await file.discard();
    }
    await this.processing.process(record.id, record.processingVersion);
    const processed = await this.#mustFind(record.id);
    if (processed.status !== 'PROCESSED') {
      throw validationError(`Validation error: ${processed.processingError ?? 'The document could not be processed'}`, [
        { field: 'file', message: processed.processingError ?? 'The document could not be processed' },
      ]);
    }
    return processed;
  }

  /** Pasted text as a document (origin TEXT), chunked at once: text needs no extraction; it counts against the quota. */
  async createFromText(
    owner: Principal,
    title: string,
    text: string,
    settings: { chunkingStrategy: ChunkingStrategy; maxChunkSize: number },
  ): Promise<DocumentRecord> {
    const bytes = Buffer.from(text, 'utf8');
    const record = newDocument(
      {
        ownerId: owner.id,
        origin: 'TEXT',
        title: title.slice(0, 300),
        originalFilename: 'text-input.txt',
        contentType: 'text/plain; charset=utf-8',
        format: 'TEXT',
        textEncoding: 'utf-8',
        fileSize: bytes.length,
        sha256: '',
        status: 'PROCESSING',
        pagesEstimated: true,
      },
      settings,
      this.deps.clock.now(),
    );
    await this.#record(owner, record, () => bytes);
    await this.processing.finish(record, { format: 'TEXT', text: text.replace(/\r\n?/g, '\n') });
    return this.#mustFind(record.id);
  }

  async list(principal: Principal, query: DocumentListQuery): Promise<Page<Document>> {
    const request = pageRequest(query, DOCUMENT_SORTS, { field: 'uploadedAt', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'uploadedAt' as const, direction: 'desc' as const };
    const { rows, total } = await documentsRepository.list(
      this.deps.db,
      // Pasted generation text is kept as a TEXT document (the job reads and retries from it, and it counts
      // against the storage quota) but it is not something the user uploaded, so the list shows uploads only.
      {
        ownerId: principal.id,
        origin: 'UPLOAD',
        ...(query.search ? { search: query.search } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      { offset: request.offset, limit: request.size, orderBy: sort.field, direction: sort.direction },
    );
    return toPage(rows.map(presentDocument), total, request);
  }

  async get(principal: Principal, id: string): Promise<Document> {
    return presentDocument(await this.ownDocument(principal, id));
  }

  async status(principal: Principal, id: string): Promise<DocumentStatusView> {
    return presentDocumentStatus(await this.ownDocument(principal, id));
  }

  async chunks(principal: Principal, id: string): Promise<DocumentChunk[]> {
    await this.ownDocument(principal, id);
    return (await documentsRepository.chunks(this.deps.db, id)).map(presentChunk);
  }

  async chunk(principal: Principal, id: string, index: number): Promise<DocumentChunk> {
    await this.ownDocument(principal, id);
    const chunk = await documentsRepository.chunk(this.deps.db, id, index);
    if (!chunk) {
      throw notFound(documentMessages.chunkNotFound);
    }
    return presentChunk(chunk);
  }

  async delete(principal: Principal, id: string): Promise<void> {
    const document = await this.ownDocument(principal, id);
    if (await this.deps.inUse(id)) {
      throw conflict(documentMessages.inUse);
    }
    await documentsRepository.delete(this.deps.db, id);
    await this.deps.storage
      .delete(document.storageKey)
      .catch((error: unknown) => this.deps.log?.warn({ err: error, documentId: id }, 'stored file not removed'));
  }

  /** Re-chunks the stored file with new settings (a new processing version); 409 while it is being processed. */
  async reprocess(principal: Principal, id: string, body: DocumentReprocessBody): Promise<Document> {
    const document = await this.ownDocument(principal, id);
    if (document.status === 'UPLOADED' || document.status === 'PROCESSING') {
      throw conflict(documentMessages.busy);
    }
    if (await this.deps.inUse(id)) {
      throw conflict(documentMessages.inUse);
    }
    const version = await documentsRepository.requeue(this.deps.db, id, body, this.deps.clock.now());
    await this.processing.enqueue(id, version);
    return presentDocument(await this.#mustFind(id));
  }

  /** A document whoever owns it (undefined when gone): for generation, whose jobs already belong to its owner. */
  findRecord(id: string): Promise<DocumentRecord | undefined> {
    return documentsRepository.findById(this.deps.db, id);
  }

  /** Each chunk's place, size and chapter or section, in document order, without its text: what a scope selects from. */
  chunkOutlines(documentId: string) {
    return documentsRepository.chunkOutlines(this.deps.db, documentId);
  }

  /** The chunks at these indices, with their text, in document order (fewer when the document changed). */
  chunksByIndex(documentId: string, indices: readonly number[]): Promise<ChunkRecord[]> {
    return documentsRepository.chunksByIndex(this.deps.db, documentId, indices);
  }

  /** Bytes of the owner's documents, for the storage quota (inside the caller's transaction when it passes one). */
  bytesStoredBy(executor: DbExecutor, ownerId: string): Promise<number> {
    return documentsRepository.bytesOwnedBy(executor, ownerId);
  }

  /** The caller's document: 404 when missing, 403 when someone else's (spec 2 section 6). */
  async ownDocument(principal: Principal, id: string): Promise<DocumentRecord> {
    const document = await this.#mustFind(id);
    if (document.ownerId !== principal.id) {
      throw authorizationError(documentMessages.forbidden);
    }
    return document;
  }

  async #store(
    owner: Principal,
    file: StagedFile,
    settings: { chunkingStrategy: ChunkingStrategy; maxChunkSize: number },
  ): Promise<DocumentRecord> {
    const accepted = await this.#accept(file);
    const record = newDocument(
      {
        ownerId: owner.id,
        origin: 'UPLOAD',
        title: titleFromFilename(file.originalFilename),
        originalFilename: file.originalFilename,
        contentType: file.contentType,
        format: accepted.format,
        textEncoding: accepted.encoding,
        fileSize: file.size,
        sha256: file.sha256,
        status: 'UPLOADED',
        pagesEstimated: accepted.format !== 'PDF',
      },
      settings,
      this.deps.clock.now(),
    );
    // Streamed from the staging file to the store: a 150 MB upload is never held in memory.
    await this.#record(owner, record, () => createReadStream(file.path));
    return record;
  }

  /**
   * Claims the file's size (record.fileSize) against the owner's quota and writes its record in one
   * transaction, then stores the content: a refused file is never read or stored, and a failed store
   * takes its record back.
   */
  async #record(owner: Principal, record: DocumentRecord, content: () => Uint8Array | Readable): Promise<void> {
    const { db, storage, quota } = this.deps;
    await db.transaction().execute(async (tx) => {
      await quota.claim(tx, owner, record.fileSize);
      await documentsRepository.insert(tx, record);
    });
    try {
      await storage.put(record.storageKey, content());
    } catch (error) {
      await documentsRepository.delete(db, record.id);
      throw error;
    }
  }

  /** The format by content: signatures, then the zip's and OLE file's inner names; anything else is 415. */
  async #accept(file: StagedFile): Promise<AcceptedFile> {
    const unsupported = () => unsupportedMediaType(documentMessages.unsupportedType);
    switch (file.sniff.kind) {
      case 'EMPTY':
        throw validationError(`Validation error: ${documentMessages.emptyFile}`, [
          { field: 'file', message: documentMessages.emptyFile },
        ]);
      case 'PDF':
        return { format: 'PDF', encoding: null };
      case 'RTF':
        return { format: 'RTF', encoding: null };
      case 'TEXT':
        return { format: 'TEXT', encoding: file.sniff.encoding };
      case 'ZIP':
        if (await zipLooksLikeDocx(file.path)) {
          return { format: 'DOCX', encoding: null };
        }
        throw unsupported();
      case 'OLE':
        if (file.sniff.wordDocument) {
          return { format: 'DOC', encoding: null };
        }
        throw unsupported();
      case 'UNKNOWN':
        throw unsupported();
    }
  }

  async #mustFind(id: string): Promise<DocumentRecord> {
    const document = await documentsRepository.findById(this.deps.db, id);
    if (!document) {
      throw notFound(documentMessages.notFound);
    }
    return document;
  }
}
