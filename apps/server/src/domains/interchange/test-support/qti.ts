import { strToU8, zipSync } from 'fflate';

/** A zip of the files (text as UTF-8), as a QTI package is built. */
export function zipOf(files: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? strToU8(data) : data]),
    ),
  );
}

/**
 * A zip of the files in which the entry `from` is named `to` as well (in its local and directory
 * headers; the names must be as long): two entries of one name, which fflate will not write.
 */
export function zipWithRepeatedName(files: Record<string, string | Uint8Array>, from: string, to: string): Uint8Array {
  const bytes = zipOf(files);
  const [source, target] = [strToU8(from), strToU8(to)];
  if (source.length !== target.length) {
    throw new Error('the names must be as long');
  }
  for (let at = 0; at + source.length <= bytes.length; at += 1) {
    if (source.every((byte, offset) => bytes[at + offset] === byte)) {
      bytes.set(target, at);
    }
  }
  return bytes;
}

type ResourceVersion = 'v3p0' | 'v2p1';

/** An IMS CP manifest listing the item files (and a test file first, when given) of the QTI version. */
export function manifestOf(items: readonly string[], version: ResourceVersion = 'v3p0', test?: string): string {
  const testResource = test
    ? `<resource identifier="test" type="imsqti_test_xml${version}" href="${test}"><file href="${test}"/></resource>`
    : '';
  const resources = items
    .map(
      (href, index) =>
        `<resource identifier="item-${index + 1}" type="imsqti_item_xml${version}" href="${href}"><file href="${href}"/></resource>`,
    )
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="MANIFEST-1">
  <organizations/>
  <resources>
    ${testResource}
    ${resources}
  </resources>
</manifest>`;
}

/** A package of QTI 3.0 (or 2.1) items, one file each, with their manifest and any other files. */
export function qtiPackageOf(
  items: readonly string[],
  version: ResourceVersion = 'v3p0',
  others: Record<string, string | Uint8Array> = {},
): Uint8Array {
  const names = items.map((_item, index) => `items/item-${index + 1}.xml`);
  return zipOf({
    'imsmanifest.xml': manifestOf(names, version),
    ...Object.fromEntries(names.map((name, index) => [name, items[index] ?? ''])),
    ...others,
  });
}

/** The start of a PNG of the size: signature and IHDR header (what image type and size are read from). */
export function pngOfSize(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}
