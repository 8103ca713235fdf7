import type { DocumentFormat, ExtractedDocument, ExtractionLimits, TextEncoding } from './types.ts';

export interface ExtractionInput {
  path: string;
  format: DocumentFormat;
  encoding?: TextEncoding | null;
}

/**
 * Runs the extractor of the format sniffing decided. Call it inside a worker (run-extraction.ts).
 * Each extractor is loaded only when its format comes up: a worker reads one file.
 */
export async function extractFile(input: ExtractionInput, limits: ExtractionLimits): Promise<ExtractedDocument> {
  switch (input.format) {
    case 'PDF':
      return (await import('./extract-pdf.ts')).extractPdf(input.path, limits);
    case 'DOCX':
      return (await import('./extract-docx.ts')).extractDocx(input.path, limits);
    case 'DOC':
      return (await import('./extract-doc.ts')).extractDoc(input.path, limits);
    case 'RTF':
      return (await import('./extract-rtf.ts')).extractRtf(input.path, limits);
    case 'TEXT':
      return (await import('./extract-text.ts')).extractText(input.path, input.encoding ?? 'utf-8', limits);
  }
}
