import { ContentSniffer, type SniffResult } from '../sniff.ts';
import type { ExtractionLimits } from '../types.ts';

/** Sniffs a whole buffer at once. */
export function sniffBuffer(buffer: Buffer): SniffResult {
  const sniffer = new ContentSniffer();
  sniffer.push(buffer);
  return sniffer.finish();
}

/** Generous limits that the extraction tests narrow one at a time. */
export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  timeoutMs: 60_000,
  maxMemoryMb: 512,
  maxPages: 1500,
  maxTextCharacters: 5_000_000,
  zip: { maxEntries: 10_000, maxUncompressedBytes: 300 * 1024 * 1024, maxRatio: 100 },
};
