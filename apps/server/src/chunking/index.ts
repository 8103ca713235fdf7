import type { ExtractedDocument } from '../extraction/types.ts';
import { chunkDocument, type ChunkOptions, type ChunkResult } from './chunk.ts';
import { toDocumentText, type DocumentText } from './document-text.ts';

export type { ChunkDraft } from './chunk.ts';

/** Extracted file -> chunks, plus the page facts the document records. */
export function chunkExtracted(
  extracted: ExtractedDocument,
  options: ChunkOptions,
): ChunkResult & { document: DocumentText } {
  const document = toDocumentText(extracted);
  return { ...chunkDocument(document, options), document };
}
