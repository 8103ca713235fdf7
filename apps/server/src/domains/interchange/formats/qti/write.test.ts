import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportSettings, nativeQuestion } from '../../test-support/formats.ts';
import { qtiFormat } from './qti.ts';

const SETTINGS = exportSettings('Every type & more');

describe('QTI export', () => {
  it('writes a QTI 3.0 package: manifest, test in quiz order, one item per question, the explanation as modal feedback', async () => {
    const written = await qtiFormat.write({
      settings: SETTINGS,
      questions: [nativeQuestion('TRUE_FALSE', 'Sky is blue.', { answer: true }, { explanation: 'Rayleigh.' })],
      media: new Map(),
    });
    const files = unzipSync(written.bytes);
    expect(Object.keys(files).sort()).toEqual(['imsmanifest.xml', 'items/item-1.xml', 'test.xml']);
    const manifest = strFromU8(files['imsmanifest.xml'] ?? new Uint8Array());
    expect(manifest).toContain('<resource identifier="item-1" type="imsqti_item_xmlv3p0" href="items/item-1.xml">');
    expect(manifest).toContain('<resource identifier="test" type="imsqti_test_xmlv3p0" href="test.xml">');
    expect(strFromU8(files['test.xml'] ?? new Uint8Array())).toContain(
      '<qti-assessment-item-ref identifier="item-1" href="items/item-1.xml"/>',
    );
    const item = strFromU8(files['items/item-1.xml'] ?? new Uint8Array());
    expect(item).toContain(
      '<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>C1</qti-value></qti-correct-response></qti-response-declaration>',
    );
    expect(item).toContain(
      '<qti-item-body><p>Sky is blue.</p><qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1"><qti-simple-choice identifier="C1">True</qti-simple-choice><qti-simple-choice identifier="C2">False</qti-simple-choice></qti-choice-interaction></qti-item-body>',
    );
    expect(item).toContain(
      '<qti-modal-feedback outcome-identifier="FEEDBACK" identifier="EXPLANATION" show-hide="show"><qti-content-body><p>Rayleigh.</p></qti-content-body></qti-modal-feedback>',
    );
  });
});
