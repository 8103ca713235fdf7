import { TextDecoder } from 'node:util';
import { readFile } from 'node:fs/promises';
import { ExtractionError, type ExtractedDocument, type ExtractionLimits, type TextEncoding } from './types.ts';

/** windows-1252's characters for 0x80-0x9F (Node's TextDecoder reads that label as ISO-8859-1). */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 8192) {
    const slice = bytes.subarray(start, start + 8192);
    text += String.fromCharCode(
      ...Array.from(slice, (byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH.charCodeAt(byte - 0x80) : byte)),
    );
  }
  return text;
}

/** Decodes text in the encoding sniffing decided (the byte-order mark, if any, is dropped). */
export function decodeText(bytes: Buffer, encoding: TextEncoding): string {
  if (encoding === 'windows-1252') {
    return decodeWindows1252(bytes);
  }
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw new ExtractionError(`The text file is not valid ${encoding.toUpperCase()}`);
  }
}

export async function extractText(
  path: string,
  encoding: TextEncoding,
  limits: ExtractionLimits,
): Promise<ExtractedDocument> {
  const text = decodeText(await readFile(path), encoding).replace(/\r\n?/g, '\n');
  if (text.length > limits.maxTextCharacters) {
    throw new ExtractionError(`The document has more than ${limits.maxTextCharacters} characters of text`);
  }
  return { format: 'TEXT', text, title: null };
}
