import type { Env } from './env.ts';

/** Uploads and extraction (DOCUMENT_*, EXTRACTION_*). */
export interface DocumentsConfig {
  maxUploadMegabytes: number;
  maxPages: number;
  workers: number;
  extractionTimeoutSeconds: number;
  extractionMaxMemoryMb: number;
  extractionMaxCharacters: number;
  /** How long an upload's answer waits for its processing (0: answer UPLOADED at once). */
  uploadProcessingWaitSeconds: number;
}

/** What one account may store and how often it may upload (STORAGE_QUOTA_MB, UPLOAD_RATE_*). */
export interface UploadsConfig {
  /** Documents and images together, per account; holders of STORAGE_UNLIMITED (administrators) have none. */
  quotaMegabytes: number;
  rateLimit: { max: number; windowSeconds: number };
}

/** DOCUMENT_*, EXTRACTION_* and UPLOAD_PROCESSING_WAIT_SECONDS as the documents domain reads them. */
export function resolveDocuments(e: Env): DocumentsConfig {
  return {
    maxUploadMegabytes: e.DOCUMENT_MAX_UPLOAD_MB,
    maxPages: e.DOCUMENT_MAX_PAGES,
    workers: e.DOCUMENT_WORKERS,
    extractionTimeoutSeconds: e.EXTRACTION_TIMEOUT_SECONDS,
    extractionMaxMemoryMb: e.EXTRACTION_MAX_MEMORY_MB,
    extractionMaxCharacters: e.EXTRACTION_MAX_CHARACTERS,
    uploadProcessingWaitSeconds: e.UPLOAD_PROCESSING_WAIT_SECONDS,
  };
}

/** STORAGE_QUOTA_MB and UPLOAD_RATE_*, the window in seconds as the counters count it. */
export function resolveUploads(e: Env): UploadsConfig {
  return {
    quotaMegabytes: e.STORAGE_QUOTA_MB,
    rateLimit: { max: e.UPLOAD_RATE_LIMIT, windowSeconds: e.UPLOAD_RATE_WINDOW_MINUTES * 60 },
  };
}
