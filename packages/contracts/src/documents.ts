import { z } from 'zod';
import { IdSchema } from './ids.ts';
import { PageQuerySchema } from './pagination.ts';

/** The five chunking strategies of spec 2 section 9. */
export const CHUNKING_STRATEGIES = ['AUTO', 'CHAPTER_BASED', 'SECTION_BASED', 'SIZE_BASED', 'PAGE_BASED'] as const;
export const ChunkingStrategySchema = z.enum(CHUNKING_STRATEGIES);
export type ChunkingStrategy = z.infer<typeof ChunkingStrategySchema>;

/**
 * A chunking strategy as a request sends it: the five names, plus `FIXED_SIZE` (which the
 * described wizard sends) read as SIZE_BASED (api.md "Documents and generation").
 */
export const ChunkingStrategyInputSchema = z
  .enum([...CHUNKING_STRATEGIES, 'FIXED_SIZE'], { error: `must be one of ${CHUNKING_STRATEGIES.join(', ')}` })
  .transform((value): ChunkingStrategy => (value === 'FIXED_SIZE' ? 'SIZE_BASED' : value));

export const DOCUMENT_STATUSES = ['UPLOADED', 'PROCESSING', 'PROCESSED', 'FAILED'] as const;
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

export const CHUNK_TYPES = ['CHAPTER', 'SECTION', 'PAGE_BASED', 'SIZE_BASED'] as const;
export const ChunkTypeSchema = z.enum(CHUNK_TYPES);
export type ChunkType = z.infer<typeof ChunkTypeSchema>;

/** Formats the server reads, decided by the file's bytes (api.md decision 4). */
export const DOCUMENT_FORMATS = ['PDF', 'DOCX', 'DOC', 'RTF', 'TEXT'] as const;
export const DocumentFormatSchema = z.enum(DOCUMENT_FORMATS);
export type DocumentFormat = z.infer<typeof DocumentFormatSchema>;

/** Server-side upload limit (spec 2 section 8: 413 'File size exceeds maximum allowed size (150MB)'). */
export const DOCUMENT_MAX_UPLOAD_MB = 150;
/** Pages a PDF may have before extraction refuses it. */
export const DOCUMENT_MAX_PAGES = 1500;

/** maxChunkSize bounds per call (spec 2 sections 5 and 9). */
export const CHUNK_SIZE_LIMITS = {
  /** Upload screen and reprocess: 100 to 10000, default 1000. */
  document: { min: 100, max: 10_000, default: 1_000 },
  /** Generation from pasted text: 1000 to 300000, default 5000. */
  text: { min: 1_000, max: 300_000, default: 5_000 },
  /** Generation from an uploaded file: 1000 to 100000, default 10000. */
  upload: { min: 1_000, max: 100_000, default: 10_000 },
} as const;

/** Reprocess defaults of spec 2 section 7. */
export const REPROCESS_DEFAULTS = { chunkingStrategy: 'AUTO', maxChunkSize: 5_000 } as const;

export const documentMessages = {
  notFound: 'Document not found',
  forbidden: 'Only the uploader can access this document',
  chunkNotFound: 'Chunk not found',
  unsupportedType: 'File type not supported',
  tooLarge: (megabytes: number): string => `File size exceeds maximum allowed size (${megabytes}MB)`,
  fileRequired: 'File is required',
  emptyFile: 'File is empty',
  busy: 'Document is being processed; try again when processing has finished',
  notProcessed: 'Document is not processed yet',
  fileMissing: 'The stored file of this document is no longer available',
  inUse: 'The document is used by a generation job in progress; cancel the job or wait for it to finish',
} as const;

/** Reads a maxChunkSize with its bounds and messages (sent as a number, or as text in a form). */
export function maxChunkSizeSchema(limits: { min: number; max: number }) {
  const message = `Max chunk size must be between ${limits.min} and ${limits.max}`;
  return z.coerce.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);
}

/** A stored document (spec 2 section 3 "Document"). */
export const DocumentSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    originalFilename: z.string(),
    contentType: z.string(),
    format: DocumentFormatSchema.nullable(),
    fileSize: z.number().int(),
    status: DocumentStatusSchema,
    chunkingStrategy: ChunkingStrategySchema,
    maxChunkSize: z.number().int(),
    totalPages: z.number().int().nullable(),
    /** true when the file has no pages of its own (text, DOCX, ...) and page numbers are estimated by length. */
    pagesEstimated: z.boolean(),
    totalChunks: z.number().int(),
    totalWords: z.number().int(),
    processingError: z.string().nullable(),
    uploadedAt: z.string(),
    processedAt: z.string().nullable(),
  })
  .meta({ id: 'Document' });
export type Document = z.infer<typeof DocumentSchema>;

/** One chunk of a processed document (spec 2 section 3 "Document chunk"). */
export const DocumentChunkSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    chunkIndex: z.number().int(),
    title: z.string(),
    content: z.string(),
    chunkType: ChunkTypeSchema,
    startPage: z.number().int(),
    endPage: z.number().int(),
    wordCount: z.number().int(),
    characterCount: z.number().int(),
    chapterTitle: z.string().nullable(),
    chapterNumber: z.number().int().nullable(),
    sectionTitle: z.string().nullable(),
    sectionNumber: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'DocumentChunk' });
export type DocumentChunk = z.infer<typeof DocumentChunkSchema>;

export const DocumentStatusViewSchema = z
  .object({
    id: z.string(),
    status: DocumentStatusSchema,
    totalChunks: z.number().int(),
    totalPages: z.number().int().nullable(),
    processingError: z.string().nullable(),
    processedAt: z.string().nullable(),
  })
  .meta({ id: 'DocumentStatusView' });
export type DocumentStatusView = z.infer<typeof DocumentStatusViewSchema>;

/** GET /api/documents/config (spec 2 section 3 "Document config"), plus the limits a client checks before sending. */
export const DocumentConfigSchema = z
  .object({
    defaultStrategy: ChunkingStrategySchema,
    defaultMaxChunkSize: z.number().int(),
    minChunkSize: z.number().int(),
    maxChunkSize: z.number().int(),
    maxFileSizeBytes: z.number().int(),
    maxPages: z.number().int(),
    strategies: z.array(ChunkingStrategySchema),
    formats: z.array(DocumentFormatSchema),
  })
  .meta({ id: 'DocumentConfig' });
export type DocumentConfig = z.infer<typeof DocumentConfigSchema>;

/** The text fields of the upload form (multipart: file, chunkingStrategy, maxChunkSize). */
export const DocumentUploadFieldsSchema = z.object({
  chunkingStrategy: ChunkingStrategyInputSchema.default('AUTO'),
  maxChunkSize: maxChunkSizeSchema(CHUNK_SIZE_LIMITS.document).default(CHUNK_SIZE_LIMITS.document.default),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

/**
 * POST /api/documents/{id}/reprocess. `storeChunks` is accepted for the described client; chunks are
 * always stored. The reference's minChunkSize and aggressiveCombinationThreshold are not settings here.
 */
export const DocumentReprocessBodySchema = z
  .object({
    chunkingStrategy: ChunkingStrategyInputSchema.default(REPROCESS_DEFAULTS.chunkingStrategy),
    maxChunkSize: maxChunkSizeSchema(CHUNK_SIZE_LIMITS.document).default(REPROCESS_DEFAULTS.maxChunkSize),
    storeChunks: z.boolean().default(true),
  })
  .meta({ id: 'DocumentReprocessBody' });
export type DocumentReprocessBody = z.infer<typeof DocumentReprocessBodySchema>;

/** GET /api/documents: the caller's documents, page size 10 by default, server-side search and status filter. */
export const DocumentListQuerySchema = PageQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(1000).default(10),
  search: z.string().trim().max(200).optional(),
  status: DocumentStatusSchema.optional(),
});
export type DocumentListQuery = z.infer<typeof DocumentListQuerySchema>;
export const DOCUMENT_SORTS = ['uploadedAt', 'title', 'fileSize', 'status'] as const;

export const DocumentChunkParamsSchema = z.object({
  id: IdSchema,
  index: z.coerce.number().int('must be a whole number').min(0, 'must be at least 0'),
});
