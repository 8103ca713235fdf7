import type { DocumentFormat } from '@quizmaker/contracts';

export type { DocumentFormat };

/** How a plain-text file is encoded, decided from its bytes. */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** A paragraph-level piece of a DOCX with the structure Word gave it. */
export interface StyledBlock {
  text: string;
  /** 1 for Heading 1 (and Title), 2 for Heading 2, ...; null for body text. */
  headingLevel: number | null;
  listItem: boolean;
}

/**
 * What an extractor hands to chunking. PDFs have real pages (`pages`); DOCX has styled blocks;
 * DOC, RTF and text have one text. Exactly one of pages, blocks and text is set.
 */
export interface ExtractedDocument {
  format: DocumentFormat;
  pages?: string[];
  blocks?: StyledBlock[];
  text?: string;
  /** A title the file itself declares (PDF or DOCX metadata), when it has one. */
  title?: string | null;
}

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Largest uncompressed/compressed ratio allowed for an entry of more than 1 MB. */
  maxRatio: number;
}

export interface ExtractionLimits {
  timeoutMs: number;
  maxMemoryMb: number;
  maxPages: number;
  maxTextCharacters: number;
  zip: ZipLimits;
}

/** A failure whose message is fit for the document's processingError (no internals). */
export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExtractionError';
  }
}
