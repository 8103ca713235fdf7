import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import type { TextEncoding } from './types.ts';

/** What the bytes of a file say it is, before any parser has looked at it. */
export type SniffResult =
  | { kind: 'EMPTY' }
  | { kind: 'PDF' }
  | { kind: 'RTF' }
  | { kind: 'ZIP' }
  | { kind: 'OLE'; wordDocument: boolean }
  | { kind: 'TEXT'; encoding: TextEncoding }
  | { kind: 'UNKNOWN' };

const HEAD_BYTES = 8192;
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The stream every Word 97-2003 file has, as its UTF-16 directory entry name. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** Bytes windows-1252 leaves undefined: their presence means "not legacy text". */
const UNDEFINED_CP1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const isAllowedControl = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c || code === 0x0b;

/** Byte classes: 0 plain, 1 NUL, 2 control (C0 other than whitespace, DEL), 3 undefined in windows-1252. */
const BYTE_CLASS = (() => {
  const table = new Uint8Array(256);
  for (let byte = 0; byte < 256; byte += 1) {
    if (byte === 0) {
      table[byte] = 1;
    } else if ((byte < 0x20 && !isAllowedControl(byte)) || byte === 0x7f) {
      table[byte] = 2;
    } else if (UNDEFINED_CP1252.has(byte)) {
      table[byte] = 3;
    }
  }
  return table;
})();

/** C0 controls but NUL and tab to carriage return, and DEL (not the C1 range). */
const CONTROL_CHARACTERS = /(?![\0\t\n\v\f\r\u0080-\u009f])\p{Cc}/gu;

/** Length of the bytes at the end of `data` that start a UTF-8 sequence not yet complete (0-3). */
function incompleteUtf8Tail(data: Buffer): number {
  for (let back = 1; back <= Math.min(3, data.length); back += 1) {
    const byte = data[data.length - back] as number;
    if ((byte & 0xc0) === 0x80) {
      continue; // a continuation byte: keep looking for the lead byte
    }
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
}

/** The binary container a file's first bytes announce, or null. */
function signatureOf(head: Buffer): SniffResult | null {
  if (head.subarray(0, Math.min(head.length, 1024)).indexOf('%PDF-') >= 0) {
    return { kind: 'PDF' };
  }
  const textStart = head
    .subarray(head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0, 64)
    .toString('latin1')
    .trimStart();
  if (textStart.startsWith('{\\rtf')) {
    return { kind: 'RTF' };
  }
  if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    return { kind: 'ZIP' };
  }
  if (head.subarray(0, 8).equals(OLE_SIGNATURE)) {
    return { kind: 'OLE', wordDocument: false };
  }
  return null;
}

function bomOf(head: Buffer): TextEncoding | null {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    return 'utf-8';
  }
  if (head[0] === 0xff && head[1] === 0xfe) {
    return 'utf-16le';
  }
  if (head[0] === 0xfe && head[1] === 0xff) {
    return 'utf-16be';
  }
  return null;
}

/**
 * Decides a file's kind from its bytes as they stream past (nothing is kept beyond the first 8 KB):
 * signatures for PDF, RTF, ZIP (DOCX candidates) and OLE (DOC candidates), otherwise a text check —
 * UTF-16 with a byte-order mark, UTF-8 with or without one, or legacy single-byte text read as
 * windows-1252 — that rejects binary data (NUL bytes, control characters, invalid sequences).
 */
export class ContentSniffer {
  #head = Buffer.alloc(0);
  #size = 0;
  /** undefined until the head is long enough to tell; null when no binary signature matched. */
  #signature: SniffResult | null | undefined = undefined;
  #wordTail = Buffer.alloc(0);
  #wordMarker = false;
  // Byte-level counts (UTF-8 and windows-1252 views).
  #nul = 0;
  #controls = 0;
  #undefinedCp1252 = 0;
  // UTF-8 validity, checked natively chunk by chunk; an incomplete sequence waits for the next chunk.
  #utf8Valid = true;
  #utf8Carry = Buffer.alloc(0);
  // UTF-16 (announced by its byte-order mark): decoded, and the decoded characters counted.
  #utf16: TextDecoder | null = null;
  #utf16Valid = true;
  #utf16Nul = 0;
  #utf16Controls = 0;
  #utf16Chars = 0;
  #pending: Buffer[] = [];
  #modeDecided = false;

  push(chunk: Buffer): void {
    if (chunk.length === 0) {
      return;
    }
    this.#size += chunk.length;
    if (this.#head.length < HEAD_BYTES) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, HEAD_BYTES - this.#head.length)]);
    }
    if (this.#signature === undefined) {
      const containerKnown =
        this.#head.length >= 8 &&
        (this.#head.subarray(0, 8).equals(OLE_SIGNATURE) || this.#head.subarray(0, 4).equals(ZIP_SIGNATURE));
      if (containerKnown || this.#head.length >= 1024) {
        this.#signature = signatureOf(this.#head);
      }
    }
    if (this.#signature) {
      // A binary container: only the Word marker still matters, and only for OLE files.
      if (this.#signature.kind === 'OLE') {
        this.#scanWordMarker(chunk);
      }
      return;
    }
    if (!this.#modeDecided) {
      this.#pending.push(chunk);
      if (this.#head.length >= 4) {
        this.#decideMode();
      }
      return;
    }
    this.#scanText(chunk);
  }

  finish(): SniffResult {
    if (this.#size === 0) {
      return { kind: 'EMPTY' };
    }
    const signature = this.#signature ?? signatureOf(this.#head);
    if (signature?.kind === 'OLE') {
      return { kind: 'OLE', wordDocument: this.#wordMarker };
    }
    if (signature) {
      return signature;
    }
    if (!this.#modeDecided) {
      this.#decideMode();
    }
    this.#endText();
    return this.#textVerdict();
  }

  #decideMode() {
    this.#modeDecided = true;
    const bom = bomOf(this.#head);
    if (bom === 'utf-16le' || bom === 'utf-16be') {
      this.#utf16 = new TextDecoder(bom, { fatal: true });
    }
    const pending = this.#pending;
    this.#pending = [];
    for (const piece of pending) {
      this.#scanText(piece);
    }
  }

  #scanText(chunk: Buffer) {
    if (this.#utf16) {
      if (!this.#utf16Valid) {
        return;
      }
      try {
        this.#countDecoded(this.#utf16.decode(chunk, { stream: true }));
      } catch {
        this.#utf16Valid = false;
      }
      return;
    }
    let nul = 0;
    let controls = 0;
    let undefinedCp1252 = 0;
    for (let i = 0; i < chunk.length; i += 1) {
      const byteClass = BYTE_CLASS[chunk[i] as number] as number;
      if (byteClass !== 0) {
        if (byteClass === 1) {
          nul += 1;
        } else if (byteClass === 2) {
          controls += 1;
        } else {
          undefinedCp1252 += 1;
        }
      }
    }
    this.#nul += nul;
    this.#controls += controls;
    this.#undefinedCp1252 += undefinedCp1252;
    if (this.#utf8Valid) {
      const data = this.#utf8Carry.length > 0 ? Buffer.concat([this.#utf8Carry, chunk]) : chunk;
      const tail = incompleteUtf8Tail(data);
      if (!isUtf8(data.subarray(0, data.length - tail))) {
        this.#utf8Valid = false;
      }
      this.#utf8Carry = Buffer.from(data.subarray(data.length - tail));
    }
  }

  #endText() {
    if (this.#utf16 && this.#utf16Valid) {
      try {
        this.#countDecoded(this.#utf16.decode(Buffer.alloc(0), { stream: false }));
      } catch {
        this.#utf16Valid = false;
      }
    }
    if (this.#utf8Carry.length > 0) {
      this.#utf8Valid = false;
    }
  }

  #countDecoded(text: string) {
    for (let at = text.indexOf('\0'); at >= 0; at = text.indexOf('\0', at + 1)) {
      this.#utf16Nul += 1;
    }
    this.#utf16Controls += text.match(CONTROL_CHARACTERS)?.length ?? 0;
    this.#utf16Chars += text.length;
  }

  #textVerdict(): SniffResult {
    const bom = bomOf(this.#head);
    if (this.#utf16) {
      const tolerance = Math.max(1, Math.floor(this.#utf16Chars / 1000));
      const ok = this.#utf16Valid && this.#utf16Nul === 0 && this.#utf16Controls <= tolerance;
      return ok && bom ? { kind: 'TEXT', encoding: bom } : { kind: 'UNKNOWN' };
    }
    const tolerance = Math.max(1, Math.floor(this.#size / 1000));
    const clean = this.#nul === 0 && this.#controls <= tolerance;
    if (this.#utf8Valid && clean) {
      return { kind: 'TEXT', encoding: 'utf-8' };
    }
    // A file that announced UTF-8 with a byte-order mark must be UTF-8.
    if (bom === null && clean && this.#undefinedCp1252 === 0) {
      return { kind: 'TEXT', encoding: 'windows-1252' };
    }
    return { kind: 'UNKNOWN' };
  }

  #scanWordMarker(chunk: Buffer) {
    if (this.#wordMarker) {
      return;
    }
    const window = Buffer.concat([this.#wordTail, chunk]);
    if (window.indexOf(WORD_STREAM_NAME) >= 0) {
      this.#wordMarker = true;
    }
    this.#wordTail = window.subarray(Math.max(0, window.length - WORD_STREAM_NAME.length));
  }
}
