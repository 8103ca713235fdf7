import { Inflate } from 'fflate';
import { MalformedFileError } from './format.ts';

/**
 * A zip package (a QTI package, an XLSX workbook), read within limits set before anything is
 * inflated. The central directory is read here (a few fixed offsets) rather than by fflate's
 * unzipSync, which inflates each entry in one call into a buffer of the size the entry declares: a
 * lying size could then neither be seen nor stopped. Each entry is inflated by fflate's stream in
 * small steps instead, counting real bytes and stopping at the first byte past the declared size.
 */

/** Limits of a package (a quiz of 500 questions with its images fits well within them). */
export const PACKAGE_LIMITS = {
  maxEntries: 1_000,
  maxTotalBytes: 50 * 1024 * 1024,
  /** Uncompressed to compressed, for entries large enough to matter. */
  maxRatio: 200,
  ratioCheckedFrom: 1024 * 1024,
} as const;

const MB = 1024 * 1024;

/** Messages of packages we cannot open (exact texts; the import answers 400 on `file` with them). */
export const PACKAGE_MESSAGES = {
  notZip: 'The file is not a zip package: its zip directory cannot be read',
  tooManyEntries: (count: number) =>
    `The package was refused as a possible zip bomb: it has ${count} entries (at most ${PACKAGE_LIMITS.maxEntries})`,
  tooLarge: (bytes: number) =>
    `The package was refused as a possible zip bomb: its files unpack to ${(bytes / MB).toFixed(1)} MB (at most ${PACKAGE_LIMITS.maxTotalBytes / MB} MB)`,
  ratioTooHigh: (name: string) =>
    `The package was refused as a possible zip bomb: ${name} is compressed more than ${PACKAGE_LIMITS.maxRatio} to 1`,
  sizeLies: (name: string) =>
    `The package was refused as a possible zip bomb: ${name} unpacks to more than the size its header declares`,
  unsafePath: (name: string) => `The package names a file outside itself: ${name}`,
  duplicateName: (name: string) => `The package holds two files named ${name}`,
  encrypted: (name: string) => `The package holds an encrypted file, which cannot be read: ${name}`,
  unknownCompression: (name: string) => `The package holds a file compressed in a way we cannot read: ${name}`,
  damaged: (name: string) => `The package is damaged: ${name} cannot be unpacked`,
} as const;

interface Entry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
/** The end record sits within its size plus the longest comment (65,535 bytes) of the end. */
const END_SEARCH_SPAN = END_RECORD_SIZE + 0xffff;
const STORED = 0;
const DEFLATED = 8;
/** Compressed bytes handed to the inflater at a time: at most about 16 MB of output each (1:1032); smaller steps cost seconds on a large part. */
const INFLATE_STEP = 16 * 1024;

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;

/** The zip's local-header signature (PK\3\4): what a zip package starts with. */
export function startsLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && u32(bytes, 0) === LOCAL_HEADER;
}

function endRecordAt(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - END_SEARCH_SPAN);
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at -= 1) {
    if (u32(bytes, at) === END_OF_DIRECTORY) {
      return at;
    }
  }
  throw new MalformedFileError(PACKAGE_MESSAGES.notZip);
}

/** The central directory's entries; refuses more than the entry limit before reading them. */
function directory(bytes: Uint8Array): Entry[] {
  const end = endRecordAt(bytes);
  const count = u16(bytes, end + 10);
  if (count > PACKAGE_LIMITS.maxEntries) {
    throw new MalformedFileError(PACKAGE_MESSAGES.tooManyEntries(count));
  }
  const decoder = new TextDecoder();
  const entries: Entry[] = [];
  let at = u32(bytes, end + 16);
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || u32(bytes, at) !== DIRECTORY_ENTRY) {
      throw new MalformedFileError(PACKAGE_MESSAGES.notZip);
    }
    const nameLength = u16(bytes, at + 28);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if ((u16(bytes, at + 8) & 1) === 1) {
      throw new MalformedFileError(PACKAGE_MESSAGES.encrypted(name));
    }
    entries.push({
      name,
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      localOffset: u32(bytes, at + 42),
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** A name that stays inside the package: relative, no `..` segment, no backslash or drive letter. */
function isSafePath(name: string): boolean {
  if (name.startsWith('/') || name.includes('\\') || name.includes(':')) {
    return false;
  }
  return !name.split('/').includes('..');
}

/** The checks on the directory alone, before any entry is inflated. */
function checkEntries(entries: readonly Entry[]): void {
  let total = 0;
  const names = new Set<string>();
  for (const entry of entries) {
    if (!isSafePath(entry.name)) {
      throw new MalformedFileError(PACKAGE_MESSAGES.unsafePath(entry.name));
    }
    // Another zip reader may take the other entry of the name (or its Unicode path field): one name, one entry.
    if (names.has(entry.name)) {
      throw new MalformedFileError(PACKAGE_MESSAGES.duplicateName(entry.name));
    }
    names.add(entry.name);
    if (entry.method !== STORED && entry.method !== DEFLATED) {
      throw new MalformedFileError(PACKAGE_MESSAGES.unknownCompression(entry.name));
    }
    total += entry.size;
  }
  if (total > PACKAGE_LIMITS.maxTotalBytes) {
    throw new MalformedFileError(PACKAGE_MESSAGES.tooLarge(total));
  }
  const dense = entries.find(
    (entry) =>
      entry.size >= PACKAGE_LIMITS.ratioCheckedFrom && entry.size > entry.compressedSize * PACKAGE_LIMITS.maxRatio,
  );
  if (dense) {
    throw new MalformedFileError(PACKAGE_MESSAGES.ratioTooHigh(dense.name));
  }
}

/** Thrown from the inflater's callback to stop it at the first byte past the declared size. */
class SizeExceeded extends Error {}

/** Inflates in small steps, stopping as soon as the output passes `declared` bytes. */
function inflateWithin(compressed: Uint8Array, declared: number, name: string): Uint8Array {
  const output = new Uint8Array(declared);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > declared) {
      throw new SizeExceeded();
    }
    output.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < compressed.length; at += INFLATE_STEP) {
      inflater.push(compressed.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= compressed.length);
    }
  } catch (error) {
    throw new MalformedFileError(
      error instanceof SizeExceeded ? PACKAGE_MESSAGES.sizeLies(name) : PACKAGE_MESSAGES.damaged(name),
    );
  }
  if (written !== declared) {
    throw new MalformedFileError(PACKAGE_MESSAGES.damaged(name));
  }
  return output;
}

/** An opened package: its file names, and each file's bytes on demand (inflated once, within limits). */
export interface ZipPackage {
  readonly names: readonly string[];
  /** The size the directory declares for the file (what read() will hold at most), or null when there is none. */
  declaredSize(name: string): number | null;
  /** The file's bytes, or null when the package has no file of that name. */
  read(name: string): Uint8Array | null;
}

/** Opens a package: every directory check first; entries are inflated only when read. */
export function openPackage(bytes: Uint8Array): ZipPackage {
  const entries = directory(bytes);
  checkEntries(entries);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const read = new Map<string, Uint8Array>();
  return {
    names: entries.map((entry) => entry.name),
    declaredSize: (name) => byName.get(name)?.size ?? null,
    read(name) {
      const entry = byName.get(name);
      if (entry === undefined) {
        return null;
      }
      const cached = read.get(name);
      if (cached) {
        return cached;
      }
      const local = entry.localOffset;
      if (local + 30 > bytes.length || u32(bytes, local) !== LOCAL_HEADER) {
        throw new MalformedFileError(PACKAGE_MESSAGES.damaged(name));
      }
      const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
      if (start + entry.compressedSize > bytes.length) {
        throw new MalformedFileError(PACKAGE_MESSAGES.damaged(name));
      }
      const data = bytes.subarray(start, start + entry.compressedSize);
      if (entry.method === STORED && entry.compressedSize !== entry.size) {
        throw new MalformedFileError(PACKAGE_MESSAGES.sizeLies(name));
      }
      const content = entry.method === STORED ? data.slice() : inflateWithin(data, entry.size, name);
      read.set(name, content);
      return content;
    },
  };
}

/**
 * Whether the bytes are a zip whose directory names `fileName` (no entry is inflated). A file that
 * starts like a zip but whose directory is refused (too many entries, encrypted, broken) throws the
 * refusal: no other format could read it, and the caller learns what is wrong with it.
 */
export function zipHolds(bytes: Uint8Array, fileName: string): boolean {
  return startsLikeZip(bytes) && directory(bytes).some((entry) => entry.name === fileName);
}
