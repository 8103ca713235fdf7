import {
  importedMediaRef,
  MalformedFileError,
  type ImportedMedia,
  type ParsedFile,
  type ParsedQuestion,
} from '../format.ts';
import { folderOf, isUrl, resolveHref } from './package-paths.ts';
import { withQti21Names } from './qti3-names.ts';
import type { ItemContext } from './read-hotspot.ts';
import { readItem } from './read-item.ts';
import { openPackage, zipHolds, type ZipPackage } from '../zip-package.ts';
import { descendants, parseXml, type XmlElement } from './xml.ts';

export const MANIFEST = 'imsmanifest.xml';
/** Largest manifest, test or item file read (by its declared size, before it is inflated or parsed). */
const MAX_XML_BYTES = 5 * 1024 * 1024;

/** Manifest resource types of the items and tests we read: QTI 3.0, 2.1 and 2.2 (2.1's successor, same names). */
const ITEM_TYPES = new Set(['imsqti_item_xmlv3p0', 'imsqti_item_xmlv2p1', 'imsqti_item_xmlv2p2']);
const TEST_TYPES = new Set(['imsqti_test_xmlv3p0', 'imsqti_test_xmlv2p1', 'imsqti_test_xmlv2p2']);

/** Messages of packages we cannot read (exact texts; the import answers 400 on `file` with them). */
export const QTI_MESSAGES = {
  noManifest: `The zip has no ${MANIFEST}: a QTI package lists its items there`,
  notManifest: `${MANIFEST} is not an IMS content package manifest`,
  fileMissing: (file: string) => `The package has no file ${file}, which its manifest lists`,
  xmlTooLarge: (file: string) =>
    `${file} is larger than ${MAX_XML_BYTES / (1024 * 1024)} MB, more than any QTI file needs`,
} as const;

/** A zip whose directory names imsmanifest.xml at its top (a workbook or other zip is not QTI). */
export function looksLikeQtiPackage(bytes: Uint8Array): boolean {
  return zipHolds(bytes, MANIFEST);
}

const decoder = new TextDecoder();

function readXml(pkg: ZipPackage, path: string): XmlElement | null {
  if ((pkg.declaredSize(path) ?? 0) > MAX_XML_BYTES) {
    throw new MalformedFileError(QTI_MESSAGES.xmlTooLarge(path));
  }
  const bytes = pkg.read(path);
  return bytes === null ? null : withQti21Names(parseXml(decoder.decode(bytes), path));
}

interface Manifest {
  /** Item files in test order (the test's item refs first, then the other item resources). */
  readonly items: readonly string[];
  readonly title: string | null;
}

function readManifest(pkg: ZipPackage): Manifest {
  const manifest = readXml(pkg, MANIFEST);
  if (manifest === null) {
    throw new MalformedFileError(QTI_MESSAGES.noManifest);
  }
  if (manifest.name !== 'manifest') {
    throw new MalformedFileError(QTI_MESSAGES.notManifest);
  }
  const resources = descendants(manifest, new Set(['resource']));
  const hrefOf = (resource: XmlElement) => resolveHref('', resource.attributes['href'] ?? '') ?? '';
  const items = resources.filter((resource) => ITEM_TYPES.has(resource.attributes['type'] ?? '')).map(hrefOf);
  const testFile = resources.find((resource) => TEST_TYPES.has(resource.attributes['type'] ?? ''));
  if (testFile === undefined) {
    return { items, title: null };
  }
  const test = readXml(pkg, hrefOf(testFile));
  if (test === null) {
    throw new MalformedFileError(QTI_MESSAGES.fileMissing(hrefOf(testFile)));
  }
  const folder = folderOf(hrefOf(testFile));
  // A set: a test of n item refs over n item resources is read in linear time (a list's includes was n²).
  const itemPaths = new Set(items);
  const referenced = descendants(test, new Set(['assessmentItemRef']))
    .map((ref) => resolveHref(folder, ref.attributes['href'] ?? ''))
    .filter((path): path is string => path !== null && itemPaths.has(path));
  return {
    items: [...new Set([...referenced, ...items])],
    title: test.attributes['title']?.trim() || null,
  };
}

/** Images of the package the items use, each stored once under its media ref. */
function mediaRegistry(pkg: ZipPackage) {
  const media: ImportedMedia[] = [];
  const refs = new Map<string, ImportedMedia>();
  const forItem = (itemFile: string): ItemContext => ({
    imageRef(source) {
      if (isUrl(source)) {
        return null;
      }
      const folder = folderOf(itemFile);
      const candidates = [resolveHref(folder, source), resolveHref(folder, safeDecode(source))];
      const path = candidates.find(
        (candidate): candidate is string => candidate !== null && pkg.names.includes(candidate),
      );
      if (path === undefined) {
        return null;
      }
      let image = refs.get(path);
      if (image === undefined) {
        image = { ref: importedMediaRef(media.length + 1), name: path, bytes: pkg.read(path) ?? new Uint8Array() };
        media.push(image);
        refs.set(path, image);
      }
      return { ref: image.ref, bytes: image.bytes };
    },
  });
  return { media, forItem };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** How many items the manifest lists (the manifest alone is read). */
export function countQtiItems(bytes: Uint8Array): number {
  return readManifest(openPackage(bytes)).items.length;
}

/** A QTI 3.0 or 2.1 package: each item the manifest lists, in its test's order, with the images they use. */
export function parseQtiPackage(bytes: Uint8Array): ParsedFile {
  const pkg = openPackage(bytes);
  const manifest = readManifest(pkg);
  const { media, forItem } = mediaRegistry(pkg);
  const questions = manifest.items.map((file, position): ParsedQuestion => {
    const index = position + 1;
    const item = readXml(pkg, file);
    if (item === null) {
      return { index, title: null, text: '', unreadable: QTI_MESSAGES.fileMissing(file) };
    }
    return readItem(item, index, file, forItem(file));
  });
  return { title: manifest.title, settings: null, questions, ...(media.length > 0 ? { media } : {}) };
}
