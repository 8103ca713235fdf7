import { MEDIA_IMAGES_PATH } from '@quizmaker/contracts';
import { questionTypeRegistry, type InterchangeKind } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import {
  exportSettings,
  importedQuestion,
  nativeQuestion,
  neutralQuestions,
  oneQuestionOfEachType,
  unchangedQuestion,
} from '../test-support/formats.ts';
import { pngOfSize } from '../test-support/qti.ts';
import {
  importedMediaRef,
  type ExportMedia,
  type ExportSkip,
  type FormatModule,
  type ImportedMedia,
  type NativeQuestion,
  type NativeQuizSettings,
  type ParsedFile,
} from './format.ts';
import { giftFormat } from './gift/gift.ts';
import { GIFT_EXPORT_MESSAGES } from './gift/write.ts';
import { moodleXmlFormat } from './moodle-xml/moodle-xml.ts';
import { MOODLE_XML_EXPORT_MESSAGES } from './moodle-xml/write.ts';
import { qtiFormat } from './qti/qti.ts';
import { QTI_EXPORT_MESSAGES } from './qti/write-item.ts';
import { csvFormat } from './spreadsheet/csv.ts';
import { xlsxFormat } from './spreadsheet/xlsx.ts';

/** The first valid fixture of a type (what oneQuestionOfEachType() builds its questions from). */
const fixtureOf = (type: keyof typeof questionTypeRegistry): unknown =>
  Object.values(questionTypeRegistry[type].fixtures.valid)[0];

/** Questions every format round-trips: forms a format could read as another (one right of several, an arrow in a pair). */
const SAMPLE_QUESTIONS: NativeQuestion[] = [
  nativeQuestion('MCQ_MULTI', 'Only one right but several allowed?', {
    options: [
      { id: 'a', text: 'yes', correct: true },
      { id: 'b', text: 'no', correct: false },
    ],
  }),
  nativeQuestion('TRUE_FALSE', 'False statement.', { answer: false }),
  nativeQuestion('MATCHING', 'Pairs', {
    left: [
      { id: 1, text: 'one', matchId: 10 },
      { id: 2, text: 'two', matchId: 11 },
    ],
    right: [
      { id: 10, text: '1 -> one' },
      { id: 11, text: '2' },
      { id: 12, text: 'three' },
    ],
  }),
];

/** Every type a spreadsheet row holds, with texts a spreadsheet could take for something else. */
const ROW_QUESTIONS: NativeQuestion[] = [
  ...oneQuestionOfEachType().filter((question) => question.type !== 'HOTSPOT'),
  nativeQuestion('MCQ_SINGLE', '=HYPERLINK("http://evil.example","click")', {
    options: [
      { id: 'a', text: '+1 | -1', correct: true },
      { id: 'b', text: "'=already quoted", correct: false },
      { id: 'c', text: 'back\\slash', correct: false },
    ],
  }),
  nativeQuestion('MATCHING', '@SUM(A1)', {
    left: [
      { id: 1, text: 'a -> b', matchId: 10 },
      { id: 2, text: 'c', matchId: 11 },
    ],
    right: [
      { id: 10, text: 'x | y' },
      { id: 11, text: '-> z' },
      { id: 12, text: 'spare' },
    ],
  }),
  nativeQuestion('OPEN', 'Type "quoted", with a comma\nand a line break', { answer: '-5' }),
];

const QTI_IMAGE_URL = `${MEDIA_IMAGES_PATH}/0b5a3c1e-2f4d-4e6a-8b7c-9d0e1f2a3b4c`;
const QTI_IMAGE: ExportMedia = { bytes: pngOfSize(400, 300), contentType: 'image/png', fileName: '0b5a3c1e.png' };

interface RoundTrip {
  readonly format: FormatModule;
  /** Each type the format holds, with texts its syntax could read as something else. */
  readonly questions: readonly NativeQuestion[];
  readonly settings: NativeQuizSettings;
  /** Whether the file carries the quiz's settings (a workbook's Quiz sheet), not only its title. */
  readonly keepsSettings?: boolean;
  /** The title the file reads back with (null for a format without one). */
  readonly title: string | null;
  readonly media?: ReadonlyMap<string, ExportMedia>;
  /** The images the file reads back with, each with the URL its ref stands for in the questions. */
  readonly mediaBack?: ReadonlyArray<ImportedMedia & { readonly url: string }>;
}

const ROUND_TRIPS: ReadonlyArray<readonly [string, RoundTrip]> = [
  [
    'GIFT',
    {
      format: giftFormat,
      settings: exportSettings('Capitals/Rivers'),
      title: 'Capitals/Rivers',
      questions: [
        nativeQuestion(
          'MCQ_SINGLE',
          'Colon :: and # and ~ in text?',
          {
            options: [
              { id: 'a', text: '%50 off', correct: false },
              { id: 'b', text: 'back\\slash', correct: true },
            ],
          },
          { explanation: 'Line one\nline two' },
        ),
        nativeQuestion('MCQ_MULTI', 'Which are even?', {
          options: [
            { id: 'a', text: '2', correct: true },
            { id: 'b', text: '3', correct: false },
            { id: 'c', text: '4', correct: true },
          ],
        }),
        nativeQuestion('TRUE_FALSE', '// is how C++ opens a comment.', { answer: true }),
        nativeQuestion('TRUE_FALSE', '$CATEGORY: is a GIFT keyword.', { answer: true }),
        nativeQuestion('TRUE_FALSE', '[html] is a GIFT format tag.', { answer: true }),
        nativeQuestion('OPEN', 'Type the word {brace}', { answer: 'brace = } #' }),
        nativeQuestion('FILL_GAP', 'Water boils at _____ degrees.', {
          text: 'Water boils at ___1___ degrees.',
          gaps: [{ id: 1, answer: '100' }],
        }),
        ...SAMPLE_QUESTIONS,
      ],
    },
  ],
  [
    'Moodle XML',
    {
      format: moodleXmlFormat,
      settings: exportSettings('Geo / Maps'),
      title: 'Geo / Maps',
      questions: [
        nativeQuestion(
          'MCQ_SINGLE',
          'Ampersand & x < y > z "quotes" \'apostrophe\'?',
          {
            options: [
              { id: 'a', text: '%50 off & more', correct: false },
              { id: 'b', text: 'x < y', correct: true },
            ],
          },
          { explanation: 'Line one\nline two', hint: 'Think & decide' },
        ),
        nativeQuestion('MCQ_MULTI', 'Which are even?', {
          options: [
            { id: 'a', text: '2', correct: true },
            { id: 'b', text: '3', correct: false },
            { id: 'c', text: '4', correct: true },
            { id: 'd', text: '6', correct: true },
          ],
        }),
        nativeQuestion('OPEN', 'Type the word {brace}', { answer: 'brace = } # ~' }),
        nativeQuestion('FILL_GAP', 'Water boils at _____ degrees and freezes at _____.', {
          text: 'Water boils at ___1___ degrees and freezes at ___2___.',
          gaps: [
            { id: 1, answer: '100' },
            { id: 2, answer: '=0 } ~ #' },
          ],
        }),
        nativeQuestion('ORDERING', 'Order', {
          items: [
            { id: 1, text: 'small' },
            { id: 2, text: 'medium & large' },
          ],
        }),
        ...SAMPLE_QUESTIONS,
      ],
    },
  ],
  [
    'QTI',
    {
      format: qtiFormat,
      settings: exportSettings('Every type & more'),
      title: 'Every type & more',
      questions: [
        nativeQuestion('MCQ_SINGLE', 'Which is <right> & "quoted"?', fixtureOf('MCQ_SINGLE'), {
          explanation: 'Line one\nline two',
        }),
        nativeQuestion('MCQ_MULTI', 'Which are right?', fixtureOf('MCQ_MULTI')),
        nativeQuestion('TRUE_FALSE', 'True or false?', fixtureOf('TRUE_FALSE')),
        nativeQuestion('OPEN', 'Type it', fixtureOf('OPEN'), { explanation: 'Because.' }),
        nativeQuestion('FILL_GAP', 'Fill the gaps.', fixtureOf('FILL_GAP')),
        nativeQuestion('ORDERING', 'Order them', fixtureOf('ORDERING')),
        nativeQuestion('HOTSPOT', 'Click the heart', {
          imageUrl: QTI_IMAGE_URL,
          regions: [
            { id: 1, x: 40, y: 30, width: 20, height: 20, correct: true },
            { id: 2, x: 12.5, y: 60, width: 33.3, height: 20, correct: false },
          ],
        }),
        nativeQuestion('MATCHING', 'Match them', fixtureOf('MATCHING')),
        ...SAMPLE_QUESTIONS,
      ],
      media: new Map([[QTI_IMAGE_URL, QTI_IMAGE]]),
      mediaBack: [
        { ref: importedMediaRef(1), name: 'images/0b5a3c1e.png', bytes: QTI_IMAGE.bytes, url: QTI_IMAGE_URL },
      ],
    },
  ],
  [
    'CSV',
    {
      format: csvFormat,
      settings: exportSettings('Spreadsheet quiz'),
      title: null,
      questions: [...ROW_QUESTIONS, ...SAMPLE_QUESTIONS],
    },
  ],
  [
    'XLSX',
    {
      format: xlsxFormat,
      settings: {
        ...exportSettings('Spreadsheet quiz'),
        description: 'All row types',
        timerEnabled: true,
        passMark: 70,
      },
      keepsSettings: true,
      title: 'Spreadsheet quiz',
      questions: [...ROW_QUESTIONS, ...SAMPLE_QUESTIONS],
    },
  ],
];

/** Writes the quiz in the format and reads the file back as the import does (a text file without its BOM). */
async function writeAndRead(format: FormatModule, quiz: Parameters<FormatModule['write']>[0]) {
  if (format.input === 'text') {
    const written = format.write(quiz);
    const text = written.text.replace(/^\uFEFF/, '');
    return { written, detected: format.detect(text), count: format.countQuestions(text), file: format.parse(text) };
  }
  const written = await format.write(quiz);
  return {
    written,
    detected: format.detect(written.bytes),
    count: await format.countQuestions(written.bytes),
    file: await format.parse(written.bytes),
  };
}

/** The file's questions as the import stores them, each image ref put back to the URL it was written from. */
function questionsBack(file: ParsedFile, mediaBack: RoundTrip['mediaBack'] = []) {
  return file.questions.map((parsed) => {
    let json = JSON.stringify(importedQuestion(parsed));
    for (const { ref, url } of mediaBack) {
      json = json.replaceAll(ref, url);
    }
    return JSON.parse(json) as unknown;
  });
}

describe.each(ROUND_TRIPS)('%s round trip', (_name, trip) => {
  it('every type the format holds comes back as the same question, every field, with nothing skipped or noted', async () => {
    const { written, detected, count, file } = await writeAndRead(trip.format, {
      settings: trip.settings,
      questions: trip.questions,
      media: trip.media ?? new Map(),
    });
    expect(written.skipped).toEqual([]);
    expect(written.warnings).toEqual([]);
    expect(detected).toBe(true);
    expect(count).toBe(trip.questions.length);
    expect(file.title).toBe(trip.title);
    expect(file.settings).toEqual(trip.keepsSettings ? trip.settings : null);
    expect(file.media).toEqual(trip.mediaBack?.map(({ ref, name, bytes }) => ({ ref, name, bytes })));
    expect(questionsBack(file, trip.mediaBack)).toEqual(trip.questions.map(unchangedQuestion));
  });
});

interface Refusal {
  readonly format: FormatModule;
  readonly settings: NativeQuizSettings;
  /** Questions the format cannot hold, and written ones that lose a field. */
  readonly questions: readonly NativeQuestion[];
  readonly skipped: readonly ExportSkip[];
  readonly warnings: ReadonlyArray<{ readonly index: number; readonly message: string }>;
  /** The written questions as the file reads back: the kinds of their neutral bodies, then as imported (without what they lost). */
  readonly backKinds: readonly InterchangeKind[];
  readonly back: readonly unknown[];
  /** What a text file says where it leaves a question out or writes it otherwise. */
  readonly textHolds?: readonly string[];
}

const REFUSALS: ReadonlyArray<readonly [string, Refusal]> = [
  [
    'GIFT',
    {
      format: giftFormat,
      settings: exportSettings('Capitals/Rivers'),
      questions: [
        nativeQuestion('FILL_GAP', 'Two gaps', {
          text: '___1___ and ___2___',
          gaps: [
            { id: 1, answer: 'a' },
            { id: 2, answer: 'b' },
          ],
        }),
        nativeQuestion('FILL_GAP', 'Gap last', {
          text: 'The capital of France is ___1___',
          gaps: [{ id: 1, answer: 'Paris' }],
        }),
        nativeQuestion('COMPLIANCE', 'Rules', {
          statements: [
            { id: 1, text: 'x', compliant: true },
            { id: 2, text: 'y', compliant: false },
          ],
        }),
        nativeQuestion('HOTSPOT', 'Where', {
          imageUrl: 'https://example.org/a.png',
          regions: [{ id: 1, x: 1, y: 1, width: 5, height: 5, correct: true }],
        }),
      ],
      skipped: [
        { index: 1, reason: GIFT_EXPORT_MESSAGES.oneGapOnly(2) },
        { index: 2, reason: GIFT_EXPORT_MESSAGES.gapEndsText },
        { index: 3, reason: GIFT_EXPORT_MESSAGES.noStatements },
        { index: 4, reason: GIFT_EXPORT_MESSAGES.noImageRegions },
      ],
      warnings: [],
      backKinds: [],
      back: [],
      textHolds: [GIFT_EXPORT_MESSAGES.skippedComment(3, 'COMPLIANCE', GIFT_EXPORT_MESSAGES.noStatements)],
    },
  ],
  [
    'Moodle XML',
    {
      format: moodleXmlFormat,
      settings: exportSettings('Geo / Maps'),
      questions: [
        nativeQuestion('COMPLIANCE', 'Which comply?', {
          statements: [
            { id: 1, text: 'a', compliant: true },
            { id: 2, text: 'b', compliant: false },
          ],
        }),
        nativeQuestion('HOTSPOT', 'Where?', {
          imageUrl: 'https://example.org/a.png',
          regions: [
            { id: 1, x: 0, y: 0, width: 50, height: 50, correct: true },
            { id: 2, x: 50, y: 50, width: 50, height: 50, correct: false },
          ],
        }),
        nativeQuestion('HOTSPOT', 'Where?', {
          imageUrl: 'https://example.org/a.png',
          regions: [{ id: 1, x: 0, y: 0, width: 50, height: 50, correct: true }],
        }),
        nativeQuestion(
          'FILL_GAP',
          'Fill in',
          { text: 'A ___1___ b', gaps: [{ id: 1, answer: 'x' }] },
          { difficulty: 'HARD', attachmentUrl: 'https://example.org/a.pdf' },
        ),
      ],
      skipped: [
        { index: 1, reason: MOODLE_XML_EXPORT_MESSAGES.noStatements },
        { index: 2, reason: MOODLE_XML_EXPORT_MESSAGES.wrongRegions },
        { index: 3, reason: MOODLE_XML_EXPORT_MESSAGES.imageNotStored },
      ],
      warnings: [
        { index: 4, message: MOODLE_XML_EXPORT_MESSAGES.attachmentDropped },
        { index: 4, message: MOODLE_XML_EXPORT_MESSAGES.difficultyDropped('HARD') },
        { index: 4, message: MOODLE_XML_EXPORT_MESSAGES.gapQuestionTextDropped },
      ],
      backKinds: ['gapText'],
      back: [
        {
          type: 'FILL_GAP',
          questionText: 'A _____ b',
          difficulty: 'MEDIUM',
          explanation: null,
          hint: null,
          attachmentUrl: null,
          content: { text: 'A ___1___ b', gaps: [{ id: 1, answer: 'x' }] },
          notes: [],
        },
      ],
      textHolds: [
        '<!-- Question 1 (COMPLIANCE) skipped:',
        '<questiontext format="html"><text>A {1:SHORTANSWER:=x} b</text></questiontext>',
      ],
    },
  ],
  [
    'QTI',
    {
      format: qtiFormat,
      settings: exportSettings('Every type & more'),
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
      skipped: [
        { index: 1, reason: QTI_EXPORT_MESSAGES.noStatements },
        { index: 2, reason: QTI_EXPORT_MESSAGES.imageNotStored },
      ],
      warnings: [
        { index: 3, message: QTI_EXPORT_MESSAGES.hintDropped },
        { index: 3, message: QTI_EXPORT_MESSAGES.attachmentDropped },
        { index: 3, message: QTI_EXPORT_MESSAGES.difficultyDropped('HARD') },
      ],
      backKinds: ['shortAnswer'],
      back: [
        {
          type: 'OPEN',
          questionText: 'Capital of France?',
          difficulty: 'MEDIUM',
          explanation: null,
          hint: null,
          attachmentUrl: null,
          content: { answer: 'Paris' },
          notes: [],
        },
      ],
    },
  ],
];

describe.each(REFUSALS)('%s: what the format cannot hold is reported, not lost', (_name, refusal) => {
  it('skips each question it cannot hold with the reason, notes what a written one loses, and writes the rest', async () => {
    const { written, file } = await writeAndRead(refusal.format, {
      settings: refusal.settings,
      questions: refusal.questions,
      media: new Map(),
    });
    expect(written.skipped).toEqual(refusal.skipped);
    expect(written.warnings).toEqual(refusal.warnings);
    for (const line of refusal.textHolds ?? []) {
      expect('text' in written ? written.text : '').toContain(line);
    }
    expect(neutralQuestions(file).map((question) => question.body.kind)).toEqual(refusal.backKinds);
    expect(file.questions.map(importedQuestion)).toEqual(refusal.back);
  });
});
