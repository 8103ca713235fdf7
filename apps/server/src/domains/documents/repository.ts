import type { ChunkingStrategy, DocumentFormat, DocumentStatus } from '@quizmaker/contracts';
import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import { pageOfQuery } from '../../db/paging.ts';
import type { DocumentChunksTable, DocumentsTable } from '../../db/schema.ts';
import { containsLower } from '../../db/like-pattern.ts';
import type { ChunkDraft } from '../../chunking/index.ts';

export type DocumentOrigin = DocumentsTable['origin'];

/** A document as the domain reads it: the row without the lower-cased search copies of title and file name. */
export type DocumentRecord = Omit<Selectable<DocumentsTable>, 'titleLower' | 'filenameLower'>;

export type ChunkRecord = Selectable<DocumentChunksTable>;

const documentColumns = [
  'id',
  'ownerId',
  'origin',
  'title',
  'originalFilename',
  'contentType',
  'format',
  'textEncoding',
  'fileSize',
  'sha256',
  'storageKey',
  'status',
  'chunkingStrategy',
  'maxChunkSize',
  'processingVersion',
  'totalPages',
  'pagesEstimated',
  'totalChunks',
  'totalWords',
  'processingError',
  'uploadedAt',
  'processedAt',
  'updatedAt',
] as const;

export const DOCUMENT_SORT_COLUMNS = {
  uploadedAt: 'uploadedAt',
  title: 'titleLower',
  fileSize: 'fileSize',
  status: 'status',
} as const;

/** SQL for documents and their chunks. */
export const documentsRepository = {
  async insert(db: DbExecutor, document: DocumentRecord): Promise<void> {
    await db
      .insertInto('documents')
      .values({
        ...document,
        titleLower: document.title.toLowerCase(),
        filenameLower: document.originalFilename.toLowerCase(),
      })
      .execute();
  },

  /** Bytes of every document the owner has, from the sizes stored with them (the storage quota's share). */
  async bytesOwnedBy(db: DbExecutor, ownerId: string): Promise<number> {
    const row = await db
      .selectFrom('documents')
      .select((eb) => eb.fn.sum<number | null>('fileSize').as('bytes'))
      .where('ownerId', '=', ownerId)
      .executeTakeFirstOrThrow();
    return row.bytes ?? 0;
  },

  async findById(db: DbExecutor, id: string): Promise<DocumentRecord | undefined> {
    const row = await db.selectFrom('documents').select(documentColumns).where('id', '=', id).executeTakeFirst();
    return row;
  },

  async list(
    db: DbExecutor,
    filter: { ownerId: string; origin: DocumentOrigin; search?: string; status?: DocumentStatus },
    page: { offset: number; limit: number; orderBy: keyof typeof DOCUMENT_SORT_COLUMNS; direction: 'asc' | 'desc' },
  ): Promise<{ rows: DocumentRecord[]; total: number }> {
    let query = db.selectFrom('documents').where('ownerId', '=', filter.ownerId).where('origin', '=', filter.origin);
    if (filter.search) {
      const pattern = filter.search;
      query = query.where((eb) =>
        eb.or([eb('titleLower', 'like', containsLower(pattern)), eb('filenameLower', 'like', containsLower(pattern))]),
      );
    }
    if (filter.status) {
      query = query.where('status', '=', filter.status);
    }
    return pageOfQuery(
      query,
      (rows) =>
        rows.select(documentColumns).orderBy(DOCUMENT_SORT_COLUMNS[page.orderBy], page.direction).orderBy('id', 'asc'),
      page,
    );
  },

  /** Moves a document to PROCESSING for the given processing version; false when it moved on meanwhile. */
  async claimForProcessing(db: DbExecutor, id: string, version: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('documents')
      .set({ status: 'PROCESSING', processingError: null, updatedAt: now })
      .where('id', '=', id)
      .where('processingVersion', '=', version)
      .where('status', 'in', ['UPLOADED', 'PROCESSING'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async markProcessed(
    db: DbExecutor,
    id: string,
    version: number,
    facts: {
      format: DocumentFormat;
      totalPages: number;
      pagesEstimated: boolean;
      totalChunks: number;
      totalWords: number;
      title?: string;
    },
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('documents')
      .set({
        status: 'PROCESSED',
        format: facts.format,
        totalPages: facts.totalPages,
        pagesEstimated: facts.pagesEstimated,
        totalChunks: facts.totalChunks,
        totalWords: facts.totalWords,
        processingError: null,
        processedAt: now,
        updatedAt: now,
        ...(facts.title ? { title: facts.title, titleLower: facts.title.toLowerCase() } : {}),
      })
      .where('id', '=', id)
      .where('processingVersion', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async markFailed(db: DbExecutor, id: string, version: number | null, error: string, now: Date): Promise<boolean> {
    let query = db
      .updateTable('documents')
      .set({ status: 'FAILED', processingError: error.slice(0, 2000), totalChunks: 0, updatedAt: now })
      .where('id', '=', id)
      .where('status', 'in', ['UPLOADED', 'PROCESSING']);
    if (version !== null) {
      query = query.where('processingVersion', '=', version);
    }
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** New settings and a new processing version: whatever runs for the old one finds out and stops. */
  async requeue(
    db: DbExecutor,
    id: string,
    settings: { chunkingStrategy: ChunkingStrategy; maxChunkSize: number },
    now: Date,
  ): Promise<number> {
    const row = await db
      .updateTable('documents')
      .set((eb) => ({
        status: 'UPLOADED',
        chunkingStrategy: settings.chunkingStrategy,
        maxChunkSize: settings.maxChunkSize,
        processingVersion: eb('processingVersion', '+', 1),
        processingError: null,
        updatedAt: now,
      }))
      .where('id', '=', id)
      .returning('processingVersion')
      .executeTakeFirstOrThrow();
    return row.processingVersion;
  },

  async delete(db: DbExecutor, id: string): Promise<void> {
    await db.deleteFrom('documents').where('id', '=', id).execute();
  },

  async replaceChunks(
    db: DbExecutor,
    documentId: string,
    chunks: ReadonlyArray<ChunkDraft & { id: string }>,
    now: Date,
  ): Promise<void> {
    await db.deleteFrom('documentChunks').where('documentId', '=', documentId).execute();
    // Insert in batches: SQLite allows at most 32766 bound parameters per statement.
    for (let start = 0; start < chunks.length; start += 200) {
      const batch = chunks.slice(start, start + 200);
      await db
        .insertInto('documentChunks')
        .values(
          batch.map((chunk) => ({
            id: chunk.id,
            documentId,
            chunkIndex: chunk.chunkIndex,
            title: chunk.title.slice(0, 1000),
            content: chunk.content,
            chunkType: chunk.chunkType,
            startPage: chunk.startPage,
            endPage: chunk.endPage,
            wordCount: chunk.wordCount,
            characterCount: chunk.characterCount,
            chapterTitle: chunk.chapterTitle,
            chapterNumber: chunk.chapterNumber,
            sectionTitle: chunk.sectionTitle,
            sectionNumber: chunk.sectionNumber,
            createdAt: now,
          })),
        )
        .execute();
    }
  },

  async chunks(db: DbExecutor, documentId: string): Promise<ChunkRecord[]> {
    const rows = await db
      .selectFrom('documentChunks')
      .selectAll()
      .where('documentId', '=', documentId)
      .orderBy('chunkIndex', 'asc')
      .execute();
    return rows;
  },

  async chunksByIndex(db: DbExecutor, documentId: string, indices: readonly number[]): Promise<ChunkRecord[]> {
    if (indices.length === 0) {
      return [];
    }
    const rows = await db
      .selectFrom('documentChunks')
      .selectAll()
      .where('documentId', '=', documentId)
      .where('chunkIndex', 'in', indices)
      .orderBy('chunkIndex', 'asc')
      .execute();
    return rows;
  },

  async chunk(db: DbExecutor, documentId: string, index: number): Promise<ChunkRecord | undefined> {
    const row = await db
      .selectFrom('documentChunks')
      .selectAll()
      .where('documentId', '=', documentId)
      .where('chunkIndex', '=', index)
      .executeTakeFirst();
    return row;
  },

  /** Chunk outlines (no content) for scope resolution and pricing. */
  async chunkOutlines(db: DbExecutor, documentId: string) {
    return db
      .selectFrom('documentChunks')
      .select([
        'chunkIndex',
        'title',
        'characterCount',
        'chapterTitle',
        'chapterNumber',
        'sectionTitle',
        'sectionNumber',
      ])
      .where('documentId', '=', documentId)
      .orderBy('chunkIndex', 'asc')
      .execute();
  },

  /** Documents that have sat in UPLOADED or PROCESSING since before the given times. */
  async stale(
    db: DbExecutor,
    before: { uploaded: Date; processing: Date },
  ): Promise<Array<{ id: string; status: string }>> {
    return db
      .selectFrom('documents')
      .select(['id', 'status'])
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'UPLOADED'), eb('updatedAt', '<', before.uploaded)]),
          eb.and([eb('status', '=', 'PROCESSING'), eb('updatedAt', '<', before.processing)]),
        ]),
      )
      .limit(100)
      .execute();
  },
};
