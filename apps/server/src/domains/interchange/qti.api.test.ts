import { MEDIA_IMAGES_PATH } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '../documents/test-support/documents.ts';
import { errorOf, useTestApp, useUser } from '../../test-support/test-app.ts';
import { QTI_EXPORT_MESSAGES } from './formats/qti/write-item.ts';
import { XML_MESSAGES } from './formats/qti/xml.ts';
import { PACKAGE_MESSAGES } from './formats/zip-package.ts';
import {
  addQuestion,
  createQuiz,
  exportQuiz,
  importFile,
  questionsOf,
  quizCountOf,
} from './test-support/interchange.ts';
import { oneQuestionOfEachType } from './test-support/formats.ts';
import { manifestOf, pngOfSize, qtiPackageOf, zipOf } from './test-support/qti.ts';
import { qti3HotspotItem, qti3IdentifierResponse, qti3Item } from './test-support/qti-items.ts';

const test = useTestApp();
const author = useUser(test);

const PNG = Buffer.from(pngOfSize(200, 100));

/** A QTI 3.0 hotspot item (two rectangles on a 200 x 100 image in the package) and a choice. */
const HOTSPOT_PACKAGE = Buffer.from(
  qtiPackageOf(
    [
      qti3HotspotItem(
        'Map',
        'Click the east half.',
        '<img src="../images/map.png" width="200" height="100" alt="map"/>',
        { A: '0,0,100,100', B: '100,0,200,100' },
        'B',
      ),
      qti3Item(
        'Capital',
        `${qti3IdentifierResponse('P')}
        <qti-item-body><p><img src="../images/map.png" alt="a map"/></p><qti-choice-interaction response-identifier="RESPONSE" max-choices="1">
          <qti-prompt>Capital of France?</qti-prompt>
          <qti-simple-choice identifier="P">Paris</qti-simple-choice><qti-simple-choice identifier="L">Lyon</qti-simple-choice>
        </qti-choice-interaction></qti-item-body>`,
      ),
    ],
    'v3p0',
    { 'images/map.png': PNG },
  ),
);

describe('QTI through the API', () => {
  it('imports a package (detected by content); its image is stored once, its URL serves it in the hotspot and the other question text', async () => {
    const response = await importFile(test, author, { text: HOTSPOT_PACKAGE, filename: 'maps.zip' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ quizId: string; format: string; imported: number; skipped: unknown[] }>();
    expect(result).toMatchObject({ format: 'qti', imported: 2, skipped: [] });
    const [hotspot, choice] = await questionsOf(test, author, result.quizId);

    expect(hotspot).toMatchObject({
      type: 'HOTSPOT',
      questionText: 'Click the east half.',
      content: {
        regions: [
          { id: 1, x: 0, y: 0, width: 50, height: 100, correct: false },
          { id: 2, x: 50, y: 0, width: 50, height: 100, correct: true },
        ],
      },
    });
    const imageUrl = String(hotspot?.content['imageUrl']);
    expect(imageUrl.startsWith(`${MEDIA_IMAGES_PATH}/`)).toBe(true);
    const image = await test.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // The same file in the question text of the other item: stored once, shown in place.
    expect(choice).toMatchObject({
      type: 'MCQ_SINGLE',
      questionText: `<img src="${imageUrl}" alt="a map"><br>Capital of France?`,
    });
  });

  it('a package of more than nine images: each question gets its own (refs 1 and 10 are told apart)', async () => {
    const images = Array.from({ length: 11 }, (_, index) => Buffer.from(pngOfSize(10 + index, 10)));
    const items = images.map((_image, index) =>
      qti3HotspotItem(
        `Image ${index + 1}`,
        `Click image ${index + 1}.`,
        `<img src="../images/${index + 1}.png" alt=""/>`,
        { A: '0,0,5,5' },
        'A',
      ),
    );
    const files = Object.fromEntries(images.map((image, index) => [`images/${index + 1}.png`, image]));
    const response = await importFile(test, author, {
      text: Buffer.from(qtiPackageOf(items, 'v3p0', files)),
      filename: 'eleven.zip',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ quizId: string; imported: number }>();
    expect(result.imported).toBe(11);
    const served = [];
    for (const question of await questionsOf(test, author, result.quizId)) {
      const image = await test.app.inject({ method: 'GET', url: String(question.content['imageUrl']) });
      served.push(image.rawPayload);
    }
    expect(served).toEqual(images);
  });

  it('a dry run previews the package and stores nothing', async () => {
    const before = await quizCountOf(test, author);
    const response = await importFile(
      test,
      author,
      { text: HOTSPOT_PACKAGE, filename: 'maps.qti.zip' },
      { dryRun: 'true', format: 'qti' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      quizId: null,
      imported: 2,
      questions: [
        { index: 1, title: 'Map', type: 'HOTSPOT', status: 'READY' },
        { index: 2, title: 'Capital', type: 'MCQ_SINGLE', status: 'READY' },
      ],
    });
    expect(await quizCountOf(test, author)).toBe(before);
  });

  it('zip bombs, hostile XML and paths out of the package are a 400 on file, nothing stored', async () => {
    const before = await quizCountOf(test, author);
    const manifest = manifestOf(['items/a.xml']);
    const cases: Array<[Uint8Array, string]> = [
      [
        zipOf({ 'imsmanifest.xml': manifest, 'zeros.bin': new Uint8Array(3 * 1024 * 1024) }),
        PACKAGE_MESSAGES.ratioTooHigh('zeros.bin'),
      ],
      [
        zipOf({ 'imsmanifest.xml': `<!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><manifest>&x;</manifest>` }),
        XML_MESSAGES.doctypeRefused('imsmanifest.xml'),
      ],
      [zipOf({ 'imsmanifest.xml': manifest, '../../evil.xml': '<x/>' }), PACKAGE_MESSAGES.unsafePath('../../evil.xml')],
    ];
    for (const [bytes, message] of cases) {
      const response = await importFile(test, author, { text: Buffer.from(bytes), filename: 'bad.zip' });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fields).toEqual({ file: message });
    }
    expect(await quizCountOf(test, author)).toBe(before);
  });

  it('exports ?format=qti as a zip that imports back as the same questions; what QTI cannot hold is listed', async () => {
    const quizId = await createQuiz(test, author, 'QTI round trip');
    const upload = multipartBody({ file: { data: PNG, filename: 'map.png', contentType: 'image/png' } });
    const image = await test.app.inject({
      method: 'POST',
      url: '/api/v1/media/images',
      payload: upload.payload,
      headers: { ...upload.headers, ...author.auth },
    });
    expect(image.statusCode, image.body).toBe(201);
    const stored = image.json<{ url: string }>().url;
    const questions = oneQuestionOfEachType().map((question) =>
      question.type === 'HOTSPOT'
        ? { ...question, content: { ...(question.content as Record<string, unknown>), imageUrl: stored } }
        : question,
    );
    for (const question of questions) {
      await addQuestion(test, author, quizId, question);
    }
    const response = await exportQuiz(test, author, quizId, 'qti');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="qti-round-trip.qti.zip"; filename*=UTF-8''qti-round-trip.qti.zip`,
    );
    const complianceIndex = questions.findIndex((question) => question.type === 'COMPLIANCE') + 1;
    expect(JSON.parse(String(response.headers['x-export-skipped']))).toEqual([
      { index: complianceIndex, reason: QTI_EXPORT_MESSAGES.noStatements },
    ]);

    const back = await importFile(test, author, { text: response.rawPayload, filename: 'qti-round-trip.qti.zip' });
    expect(back.statusCode, back.body).toBe(200);
    const result = back.json<{ quizId: string; imported: number; warnings: unknown[] }>();
    expect(result.imported).toBe(8);
    const imported = await questionsOf(test, author, result.quizId);
    const original = (await questionsOf(test, author, quizId)).filter((question) => question.type !== 'COMPLIANCE');
    const authored = (list: typeof imported) =>
      list.map(({ type, questionText, explanation, content }) => ({
        type,
        questionText,
        explanation,
        content: type === 'HOTSPOT' ? { ...content, imageUrl: 'stored' } : content,
      }));
    expect(authored(imported)).toEqual(authored(original));
    const hotspot = imported.find((question) => question.type === 'HOTSPOT');
    const copy = await test.app.inject({ method: 'GET', url: String(hotspot?.content['imageUrl']) });
    expect(copy.rawPayload.equals(PNG)).toBe(true);
  });
});
