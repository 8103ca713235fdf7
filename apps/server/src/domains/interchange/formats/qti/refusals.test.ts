import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ParsedFile } from '../format.ts';
import { refusalOfAsync } from '../../test-support/formats.ts';
import { manifestOf, zipOf, zipWithRepeatedName } from '../../test-support/qti.ts';
import { qti3Item } from '../../test-support/qti-items.ts';
import { qtiFormat } from './qti.ts';
import { QTI_MESSAGES } from './read-package.ts';
import { XML_MESSAGES } from './xml.ts';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from '../zip-package.ts';

const parse = (bytes: Uint8Array): Promise<ParsedFile> => qtiFormat.parse(bytes);

const malformed = (bytes: Uint8Array) =>
  refusalOfAsync(async () => {
    await qtiFormat.countQuestions(bytes);
    await parse(bytes);
  });

/** The zip with the central directory's declared uncompressed size of `name` set to `size`. */
function withDeclaredSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  for (let at = 0; at + 46 < bytes.length; at += 1) {
    if (view.getUint32(at, true) === 0x02014b50) {
      const nameLength = view.getUint16(at + 28, true);
      if (new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)) === name) {
        view.setUint32(at + 24, size, true);
        return bytes;
      }
    }
  }
  throw new Error(`no entry ${name}`);
}

describe('QTI import: packages refused, with the exact message', () => {
  const manifest = manifestOf(['items/a.xml']);
  const item = qti3Item('A', '<qti-item-body><p>x</p></qti-item-body>');

  it('a file that is not a zip, and a zip without a manifest', async () => {
    expect(await malformed(new TextEncoder().encode('PK\u0003\u0004 but nothing else'))).toBe(PACKAGE_MESSAGES.notZip);
    expect(await malformed(zipOf({ 'items/a.xml': item }))).toBe(QTI_MESSAGES.noManifest);
    expect(await malformed(zipOf({ 'imsmanifest.xml': '<quiz/>' }))).toBe(QTI_MESSAGES.notManifest);
  });

  it('DOCTYPE and ENTITY declarations (entity expansion, external entities), no markup, nesting too deep', async () => {
    const billionLaughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><manifest>&lol2;</manifest>`;
    expect(await malformed(zipOf({ 'imsmanifest.xml': billionLaughs }))).toBe(
      XML_MESSAGES.doctypeRefused('imsmanifest.xml'),
    );
    const external = qti3Item(
      'X',
      '<!ENTITY xxe SYSTEM "file:///etc/passwd"><qti-item-body><p>&xxe;</p></qti-item-body>',
    );
    expect(await malformed(zipOf({ 'imsmanifest.xml': manifest, 'items/a.xml': external }))).toBe(
      XML_MESSAGES.doctypeRefused('items/a.xml'),
    );
    expect(await malformed(zipOf({ 'imsmanifest.xml': 'no markup at all' }))).toBe(
      XML_MESSAGES.noElement('imsmanifest.xml'),
    );
    const deep = `${'<div>'.repeat(150)}x${'</div>'.repeat(150)}`;
    expect(await malformed(zipOf({ 'imsmanifest.xml': manifest, 'items/a.xml': deep }))).toBe(
      XML_MESSAGES.unreadable('items/a.xml'),
    );
  });

  it('zip bombs: too many entries, too large a declared total, too high a ratio, more bytes than declared', async () => {
    const many = Object.fromEntries(
      Array.from({ length: PACKAGE_LIMITS.maxEntries + 1 }, (_, index) => [`f${index}.txt`, 'x']),
    );
    expect(await malformed(zipOf({ 'imsmanifest.xml': manifest, ...many }))).toBe(
      PACKAGE_MESSAGES.tooManyEntries(1002),
    );
    const declaredLarge = withDeclaredSize(
      zipOf({ 'imsmanifest.xml': manifest, 'items/a.xml': item }),
      'items/a.xml',
      60 * 1024 * 1024,
    );
    expect(await malformed(declaredLarge)).toBe(PACKAGE_MESSAGES.tooLarge(60 * 1024 * 1024 + manifest.length));
    const zeros = zipOf({ 'imsmanifest.xml': manifest, 'zeros.bin': new Uint8Array(2 * 1024 * 1024) });
    expect(await malformed(zeros)).toBe(PACKAGE_MESSAGES.ratioTooHigh('zeros.bin'));
    const lying = withDeclaredSize(zipOf({ 'imsmanifest.xml': manifest, 'items/a.xml': item }), 'items/a.xml', 10);
    expect(await malformed(lying)).toBe(PACKAGE_MESSAGES.sizeLies('items/a.xml'));
  });

  it('an XML file over 5 MB, before it is inflated', async () => {
    // Stored, not deflated: six megabytes of spaces would otherwise trip the ratio check first.
    const large = zipSync({
      'imsmanifest.xml': strToU8(manifest),
      'items/a.xml': [new Uint8Array(6 * 1024 * 1024).fill(0x20), { level: 0 }],
    });
    expect(await malformed(large)).toBe(QTI_MESSAGES.xmlTooLarge('items/a.xml'));
  });

  it('two entries of one name (another zip reader could take the other one)', async () => {
    const files = { 'imsmanifest.xml': manifest, 'items/a.xml': item, 'items/b.xml': item };
    expect(await malformed(zipWithRepeatedName(files, 'items/b.xml', 'items/a.xml'))).toBe(
      PACKAGE_MESSAGES.duplicateName('items/a.xml'),
    );
  });

  it('paths out of the package', async () => {
    expect(await malformed(zipOf({ 'imsmanifest.xml': manifest, '../evil.xml': item }))).toBe(
      PACKAGE_MESSAGES.unsafePath('../evil.xml'),
    );
    expect(await malformed(zipOf({ 'imsmanifest.xml': manifest, '/etc/evil.xml': item }))).toBe(
      PACKAGE_MESSAGES.unsafePath('/etc/evil.xml'),
    );
  });
});
