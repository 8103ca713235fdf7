import { MEDIA_IMAGES_PATH } from '@quizmaker/contracts';
import { contentFromInterchange, questionTypeRegistry } from '@quizmaker/question-types';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importedMediaRef, type ExportMedia, type ParsedFile } from '../format.ts';
import { exportSettings, nativeQuestion } from '../../test-support/interchange.ts';
import { pngOfSize } from '../../test-support/qti.ts';
import { qtiFormat } from './qti.ts';
import { QTI_EXPORT_MESSAGES } from './write-item.ts';

const parse = (bytes: Uint8Array): Promise<ParsedFile> => qtiFormat.parse(bytes);

const IMAGE_URL = `${MEDIA_IMAGES_PATH}/0b5a3c1e-2f4d-4e6a-8b7c-9d0e1f2a3b4c`;
const IMAGE: ExportMedia = { bytes: pngOfSize(400, 300), contentType: 'image/png', fileName: '0b5a3c1e.png' };
const SETTINGS = exportSettings('Every type & more');

/** The first valid fixture of a type (what oneQuestionOfEachType() builds its questions from). */
const fixtureOf = (type: keyof typeof questionTypeRegistry): unknown =>
  Object.values(questionTypeRegistry[type].fixtures.valid)[0];

describe('QTI export', () => {
  it('round trip: every type QTI holds comes back as the same question, the hotspot image included', async () => {
    const questions = [
      nativeQuestion('MCQ_SINGLE', 'Which is <right> & "quoted"?', fixtureOf('MCQ_SINGLE'), {
        explanation: 'Line one\nline two',
      }),
      nativeQuestion('MCQ_MULTI', 'Which are right?', fixtureOf('MCQ_MULTI')),
      nativeQuestion('MCQ_MULTI', 'Only one right but several allowed?', {
        options: [
          { id: 'a', text: 'yes', correct: true },
          { id: 'b', text: 'no', correct: false },
        ],
      }),
      nativeQuestion('TRUE_FALSE', 'True or false?', fixtureOf('TRUE_FALSE')),
      nativeQuestion('OPEN', 'Type it', fixtureOf('OPEN'), { explanation: 'Because.' }),
      nativeQuestion('FILL_GAP', 'Fill the gaps.', fixtureOf('FILL_GAP')),
      nativeQuestion('ORDERING', 'Order them', fixtureOf('ORDERING')),
      nativeQuestion('HOTSPOT', 'Click the heart', {
        imageUrl: IMAGE_URL,
        regions: [
          { id: 1, x: 40, y: 30, width: 20, height: 20, correct: true },
          { id: 2, x: 12.5, y: 60, width: 33.3, height: 20, correct: false },
        ],
      }),
      nativeQuestion('MATCHING', 'Match them', fixtureOf('MATCHING')),
    ];
    const written = await qtiFormat.write({ settings: SETTINGS, questions, media: new Map([[IMAGE_URL, IMAGE]]) });
    expect(written.skipped).toEqual([]);
    expect(written.warnings).toEqual([]);
    const file = await parse(written.bytes);
    expect(file.title).toBe('Every type & more');
    expect(file.media).toEqual([{ ref: importedMediaRef(1), name: 'images/0b5a3c1e.png', bytes: IMAGE.bytes }]);
    const back = file.questions.map((parsed) => {
      if (!('body' in parsed)) {
        throw new Error(`unreadable: ${JSON.stringify(parsed)}`);
      }
      const result = contentFromInterchange(parsed.body);
      return 'reason' in result
        ? result
        : {
            type: result.type,
            questionText: parsed.text,
            explanation: parsed.generalFeedback,
            content: JSON.parse(JSON.stringify(result.content).replaceAll(importedMediaRef(1), IMAGE_URL)) as unknown,
            notes: [...parsed.notes, ...result.notes],
          };
    });
    expect(back).toEqual(
      questions.map(({ type, questionText, explanation, content }) => ({
        type,
        questionText,
        explanation,
        content,
        notes: [],
      })),
    );
  });

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

  it('skips compliance and a hotspot whose image is not stored here, with the reasons; notes what a question loses', async () => {
    const written = await qtiFormat.write({
      settings: SETTINGS,
      questions: [
        nativeQuestion('COMPLIANCE', 'Statements', fixtureOf('COMPLIANCE')),
        nativeQuestion('HOTSPOT', 'Elsewhere', fixtureOf('HOTSPOT')),
        nativeQuestion(
          'OPEN',
          'Capital of France?',
          { answer: 'Paris' },
          {
            hint: 'A city',
            attachmentUrl: 'https://example.org/a.pdf',
            difficulty: 'HARD',
          },
        ),
      ],
      media: new Map(),
    });
    expect(written.skipped).toEqual([
      { index: 1, reason: QTI_EXPORT_MESSAGES.noStatements },
      { index: 2, reason: QTI_EXPORT_MESSAGES.imageNotStored },
    ]);
    expect(written.warnings).toEqual([
      { index: 3, message: QTI_EXPORT_MESSAGES.hintDropped },
      { index: 3, message: QTI_EXPORT_MESSAGES.attachmentDropped },
      { index: 3, message: QTI_EXPORT_MESSAGES.difficultyDropped('HARD') },
    ]);
    const file = await parse(written.bytes);
    expect(file.questions).toHaveLength(1);
    expect(file.questions[0]).toMatchObject({ text: 'Capital of France?', body: { kind: 'shortAnswer' } });
  });
});
