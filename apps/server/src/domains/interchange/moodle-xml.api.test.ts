import { interchangeMessages } from '@quizmaker/contracts';
import { INTERCHANGE_REASONS } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import { errorOf, useTestApp, useUser } from '../../test-support/test-app.ts';
import { MOODLE_XML_NOTES } from './formats/moodle-xml/messages.ts';
import { withBlanks } from './formats/moodle-xml/text.ts';
import { MOODLE_XML_EXPORT_MESSAGES } from './formats/moodle-xml/write.ts';
import { MOODLE_XML_MESSAGES, XML_STRUCTURE_REASONS } from './formats/moodle-xml/xml.ts';
import {
  authoredQuestions,
  createEveryTypeQuiz,
  exportQuiz,
  importFile,
  quizCountOf,
} from './test-support/interchange.ts';
import { oneQuestionOfEachType } from './test-support/formats.ts';
import { PNG_200X100_BASE64 } from './test-support/moodle-xml.ts';

const test = useTestApp();
const author = useUser(test);

const PNG = Buffer.from(PNG_200X100_BASE64, 'base64');

/** A Moodle XML file as Moodle exports one: a category, an image in HTML text, a ddmarker, an essay. */
const COLOURS_XML = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
<!-- question: 0  -->
  <question type="category">
    <category><text>$course$/top/Colours</text></category>
  </question>
  <question type="truefalse">
    <name><text>Red dot</text></name>
    <questiontext format="html">
      <text><![CDATA[<p>Is this dot red?</p><p><img src="@@PLUGINFILE@@/red.png" alt="a dot"></p>]]></text>
      <file name="red.png" path="/" encoding="base64">${PNG_200X100_BASE64}</file>
    </questiontext>
    <generalfeedback format="html"><text>It is pure red.</text></generalfeedback>
    <defaultgrade>1.0000000</defaultgrade>
    <penalty>1.0000000</penalty>
    <hidden>0</hidden>
    <answer fraction="100" format="moodle_auto_format"><text>true</text><feedback format="html"><text></text></feedback></answer>
    <answer fraction="0" format="moodle_auto_format"><text>false</text><feedback format="html"><text></text></feedback></answer>
    <hint format="html"><text>Look closely.</text></hint>
  </question>
  <question type="ddmarker">
    <name><text>Left half</text></name>
    <questiontext format="html"><text>Mark the left half.</text></questiontext>
    <file name="red.png" path="/" encoding="base64">${PNG_200X100_BASE64}</file>
    <drag><no>1</no><text>X</text><noofdrags>1</noofdrags></drag>
    <drop><no>1</no><shape>rectangle</shape><coords>0,0;100,100</coords><choice>1</choice></drop>
  </question>
  <question type="essay">
    <name><text>Essay</text></name>
    <questiontext format="html"><text>Describe red.</text></questiontext>
  </question>
</quiz>
`;

describe('Moodle XML import (POST /api/v1/quizzes/import)', () => {
  it('dry run: the preview, nothing stored', async () => {
    const before = await quizCountOf(test, author);
    const response = await importFile(test, author, { text: COLOURS_XML, filename: 'colours.xml' }, { dryRun: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      quizId: null,
      format: 'moodle-xml',
      imported: 2,
      skipped: [{ index: 3, title: 'Essay', reason: INTERCHANGE_REASONS.essay }],
      warnings: [{ index: 2, title: 'Left half', message: MOODLE_XML_NOTES.markersAreRight }],
      questions: [
        {
          index: 1,
          title: 'Red dot',
          type: 'TRUE_FALSE',
          questionText:
            'Is this dot red?<br><img src="/api/v1/media/images/00000000-0000-4000-8000-000000000000" alt="a dot">',
          status: 'READY',
          notes: [],
        },
        {
          index: 2,
          title: 'Left half',
          type: 'HOTSPOT',
          questionText: 'Mark the left half.',
          status: 'CONVERTED',
          notes: [MOODLE_XML_NOTES.markersAreRight],
        },
        {
          index: 3,
          title: 'Essay',
          type: null,
          questionText: 'Describe red.',
          status: 'SKIPPED',
          notes: [INTERCHANGE_REASONS.essay],
        },
      ],
    });
    expect(await quizCountOf(test, author)).toBe(before);
  });

  it('stores the embedded images and serves each at the URL its question holds', async () => {
    const response = await importFile(test, author, { text: COLOURS_XML, filename: 'colours.xml' });
    expect(response.statusCode, response.body).toBe(200);
    const { quizId } = response.json<{ quizId: string }>();
    const detail = await test.app.inject({ method: 'GET', url: `/api/v1/quizzes/${quizId}`, headers: author.auth });
    expect(detail.json<{ title: string; status: string }>()).toMatchObject({ title: 'Colours', status: 'DRAFT' });
    const [dot, marker] = await authoredQuestions(test, author, quizId);
    const textUrl = /src="([^"]+)"/.exec(String(dot?.['questionText']))?.[1] ?? '';
    expect(dot).toMatchObject({
      type: 'TRUE_FALSE',
      questionText: `Is this dot red?<br><img src="${textUrl}" alt="a dot">`,
      explanation: 'It is pure red.',
      hint: 'Look closely.',
      content: { answer: true },
    });
    const hotspot = marker?.['content'] as { imageUrl: string };
    expect(hotspot).toEqual({
      imageUrl: hotspot.imageUrl,
      regions: [{ id: 1, x: 0, y: 0, width: 50, height: 100, correct: true }],
    });
    for (const url of [textUrl, hotspot.imageUrl]) {
      expect(url).toMatch(/^\/api\/v1\/media\/images\/[0-9a-f-]{36}$/);
      const served = await test.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('400 with exact messages for a DOCTYPE, a file that is not XML, and a file with no <quiz>', async () => {
    const cases = [
      [
        '<?xml version="1.0"?><!DOCTYPE quiz [<!ENTITY x SYSTEM "file:///etc/passwd">]><quiz>&x;</quiz>',
        MOODLE_XML_MESSAGES.doctype,
      ],
      [
        '<quiz><question type="essay"></quiz>',
        MOODLE_XML_MESSAGES.notXml(1, XML_STRUCTURE_REASONS.mismatch('quiz', 'question')),
      ],
      ['<questions/>', MOODLE_XML_MESSAGES.noQuiz],
    ] as const;
    const before = await quizCountOf(test, author);
    for (const [text, message] of cases) {
      const response = await importFile(test, author, { text, filename: 'bad.xml' }, { format: 'moodle-xml' });
      expect(response.statusCode, text).toBe(400);
      expect(errorOf(response).fields).toEqual({ file: message });
    }
    expect(await quizCountOf(test, author)).toBe(before);
  });
});

describe('Moodle XML limits', () => {
  it('400 for more than 500 questions, counted before parsing however the start tags are spaced', async () => {
    const one =
      '<question\ntype="truefalse"><questiontext format="html"><text>T?</text></questiontext><answer fraction="100"><text>true</text></answer></question>';
    const text = `<quiz>${one.repeat(501)}</quiz>`;
    const response = await importFile(test, author, { text, filename: 'many.xml' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: interchangeMessages.tooManyQuestions });
  });
});

describe('Moodle XML export (GET /api/v1/quizzes/{id}/export?format=moodle-xml)', () => {
  it('embeds the stored images as base64 and reads back as the same questions', async () => {
    const imported = await importFile(test, author, { text: COLOURS_XML, filename: 'colours.xml' });
    const { quizId } = imported.json<{ quizId: string }>();
    const response = await exportQuiz(test, author, quizId, 'moodle-xml');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="colours.moodle.xml"; filename*=UTF-8''colours.moodle.xml`,
    );
    expect(response.headers['x-export-skipped']).toBe('[]');
    const embedded = [...response.body.matchAll(/encoding="base64">([^<]+)</g)].map((match) => match[1]);
    expect(embedded).toEqual([PNG_200X100_BASE64, PNG_200X100_BASE64]);
    expect(response.body).toContain('&lt;img src=&quot;@@PLUGINFILE@@/');

    const again = await importFile(test, author, { text: response.body, filename: 'again.xml' });
    expect(again.statusCode, again.body).toBe(200);
    const first = await authoredQuestions(test, author, quizId);
    const second = await authoredQuestions(test, author, again.json<{ quizId: string }>().quizId);
    // Each stored image's URL is new on every import.
    const withoutImages = (questions: unknown[]): unknown =>
      JSON.parse(JSON.stringify(questions).replace(/\/api\/v1\/media\/images\/[0-9a-f-]{36}/g, 'IMAGE'));
    expect(withoutImages(second)).toEqual(withoutImages(first));
  });

  it('every type: what Moodle cannot hold is skipped with the reason; the rest imports back with the same content', async () => {
    const quizId = await createEveryTypeQuiz(test, author, 'All types');
    const questions = oneQuestionOfEachType();
    const response = await exportQuiz(test, author, quizId, 'moodle-xml');
    expect(response.statusCode).toBe(200);
    const skippedTypes = ['COMPLIANCE', 'HOTSPOT'];
    expect(JSON.parse(response.headers['x-export-skipped'] as string)).toEqual(
      questions.flatMap((question, position) =>
        skippedTypes.includes(question.type)
          ? [
              {
                index: position + 1,
                reason:
                  question.type === 'COMPLIANCE'
                    ? MOODLE_XML_EXPORT_MESSAGES.noStatements
                    : MOODLE_XML_EXPORT_MESSAGES.wrongRegions,
              },
            ]
          : [],
      ),
    );
    const back = await importFile(test, author, { text: response.body, filename: 'all.moodle.xml' });
    expect(back.statusCode, back.body).toBe(200);
    const stored = await authoredQuestions(test, author, back.json<{ quizId: string }>().quizId);
    const written = questions.filter((question) => !skippedTypes.includes(question.type));
    // Moodle has no difficulty or attachment (noted on export); a cloze's question text is its gap text.
    expect(
      stored.map((question) => ({
        type: question['type'],
        questionText: question['questionText'],
        explanation: question['explanation'],
        hint: question['hint'],
        content: question['content'],
      })),
    ).toEqual(
      written.map(({ type, questionText, explanation, hint, content }) => ({
        type,
        questionText: type === 'FILL_GAP' ? withBlanks((content as { text: string }).text) : questionText,
        explanation,
        hint,
        content,
      })),
    );
  });
});
