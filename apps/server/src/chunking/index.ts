import type { ExtractedDocument } from '../extraction/types.ts';
import { chunkDocument, type ChunkOptions, type ChunkResult } from './chunk.ts';
import { toDocumentText, type DocumentText } from './document-text.ts';

export type { ChunkDraft, ChunkOptions, ChunkResult } from './chunk.ts';
export { chunkDocument, minChunkSize, resolveAuto } from './chunk.ts';
export { ESTIMATED_PAGE_CHARACTERS, pageAt, toDocumentText, type DocumentText, type Heading } from './document-text.ts';
export { countWords, splitBySize } from './split.ts';

/** Extracted file -> chunks, plus the page facts the document records. */
export function chunkExtracted(
  extracted: ExtractedDocument,
  options: ChunkOptions,
): ChunkResult & { document: DocumentText } {
  const document = toDocumentText(extracted);
  return { ...chunkDocument(document, options), document };
}
