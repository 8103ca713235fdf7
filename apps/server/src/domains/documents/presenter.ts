import type { Document, DocumentChunk, DocumentStatusView } from '@quizmaker/contracts';
import type { ChunkRecord, DocumentRecord } from './repository.ts';

/** The wire shape of a document: never its storage key or hash. */
export function presentDocument(document: DocumentRecord): Document {
  return {
    id: document.id,
    title: document.title,
    originalFilename: document.originalFilename,
    contentType: document.contentType,
    format: document.format,
    fileSize: document.fileSize,
    status: document.status,
    chunkingStrategy: document.chunkingStrategy,
    maxChunkSize: document.maxChunkSize,
    totalPages: document.totalPages,
    pagesEstimated: document.pagesEstimated,
    totalChunks: document.totalChunks,
    totalWords: document.totalWords,
    processingError: document.processingError,
    uploadedAt: document.uploadedAt.toISOString(),
    processedAt: document.processedAt ? document.processedAt.toISOString() : null,
  };
}

export function presentDocumentStatus(document: DocumentRecord): DocumentStatusView {
  return {
    id: document.id,
    status: document.status,
    totalChunks: document.totalChunks,
    totalPages: document.totalPages,
    processingError: document.processingError,
    processedAt: document.processedAt ? document.processedAt.toISOString() : null,
  };
}

export function presentChunk(chunk: ChunkRecord): DocumentChunk {
  return {
    id: chunk.id,
    documentId: chunk.documentId,
    chunkIndex: chunk.chunkIndex,
    title: chunk.title,
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
    createdAt: chunk.createdAt.toISOString(),
  };
}
