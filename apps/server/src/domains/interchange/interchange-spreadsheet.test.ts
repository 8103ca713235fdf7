import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, useTestApp, useUser } from '../../test-support/test-app.ts';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES } from './formats/zip-package.ts';
import { SHEET_MESSAGES, SHEET_NOTES } from './formats/spreadsheet/read-sheet.ts';
import { SHEET_SKIP_REASONS } from './formats/spreadsheet/sheet.ts';
import {
  authoredQuestions,
  createEveryTypeQuiz,
  exportQuiz,
  importFile,
  quizCountOf,
  without,
} from './test-support/interchange.ts';
import { KAHOOT_HEADER_ROW, KAHOOT_TIME_HEADER } from './test-support/spreadsheet.ts';

const test = useTestApp();
const author = useUser(test);

const TEMPLATE_CSV = [
  'Type,Question,Options,Correct,Explanation,Hint,Difficulty,Attachment URL,Time (s)',
  'MCQ_SINGLE,Capital of France?,London | Paris,2,Paris is the capital.,Think of the Eiffel Tower.,EASY,,20',
  'ORDERING,Order the numbers.,one | two | three,,,,HARD,https://example.org/n.pdf,',
  'HOTSPOT,Click the heart.,,,,,,,',
].join('\r\n');

/** A workbook in Kahoot's layout: title rows, the header on row 8 from column B, question numbers in column A. */
async function kahootWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.getCell('B2').value = 'Quiz template';
  sheet.getRow(8).values = [...KAHOOT_HEADER_ROW];
  sheet.getRow(9).values = [1, 'Which planet is red?', 'Venus', 'Mars', '', '', 20, 2];
  sheet.getRow(10).values = [2, 'Which are prime?', '2', '4', '7', '', 30, '1,3'];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('POST /api/v1/quizzes/import: spreadsheets', () => {
  it('CSV in our template, detected by its header: every field stored, HOTSPOT skipped, the time column noted', async () => {
    const response = await importFile(test, author, { text: TEMPLATE_CSV, filename: 'capitals.csv' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ quizId: string }>();
    expect(response.json()).toMatchObject({
      format: 'csv',
      imported: 2,
      skipped: [{ index: 3, title: null, reason: SHEET_SKIP_REASONS.noImageRegions }],
      warnings: [{ index: null, title: null, message: SHEET_NOTES.timeDropped('Time (s)') }],
    });
    expect(await authoredQuestions(test, author, result.quizId)).toMatchObject([
      {
        type: 'MCQ_SINGLE',
        questionText: 'Capital of France?',
        difficulty: 'EASY',
        explanation: 'Paris is the capital.',
        hint: 'Think of the Eiffel Tower.',
        attachmentUrl: null,
        content: {
          options: [
            { id: 'a', text: 'London', correct: false },
            { id: 'b', text: 'Paris', correct: true },
          ],
        },
        tagIds: [],
      },
      {
        type: 'ORDERING',
        questionText: 'Order the numbers.',
        difficulty: 'HARD',
        explanation: null,
        hint: null,
        attachmentUrl: 'https://example.org/n.pdf',
        content: {
          items: [
            { id: 1, text: 'one' },
            { id: 2, text: 'two' },
            { id: 3, text: 'three' },
          ],
        },
        tagIds: [],
      },
    ]);
  });

  it("XLSX in Kahoot's layout, dry run: the preview, nothing stored, quizId null", async () => {
    const before = await quizCountOf(test, author);
    const response = await importFile(
      test,
      author,
      { text: await kahootWorkbook(), filename: 'kahoot.xlsx' },
      { dryRun: 'true' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      quizId: null,
      format: 'xlsx',
      imported: 2,
      skipped: [],
      warnings: [
        {
          index: null,
          title: null,
          message: SHEET_NOTES.timeDropped(KAHOOT_TIME_HEADER),
        },
      ],
      questions: [
        { index: 1, title: null, type: 'MCQ_SINGLE', questionText: 'Which planet is red?', status: 'READY', notes: [] },
        { index: 2, title: null, type: 'MCQ_MULTI', questionText: 'Which are prime?', status: 'READY', notes: [] },
      ],
    });
    expect(await quizCountOf(test, author)).toBe(before);
  });

  it('XLSX: dates and times typed in Excel are stored as the author reads them, not as serial numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(['Type', 'Question', 'Options', 'Correct']);
    sheet.addRow(['OPEN', 'When did 2024 start?', '', new Date(Date.UTC(2024, 0, 1))]);
    sheet.addRow(['OPEN', 'When was lunch?', '', new Date(Date.UTC(2024, 0, 1, 13, 30))]);
    sheet.addRow(['OPEN', 'At what time?', '', 0.5625]);
    sheet.addRow(['OPEN', 'Day of the launch?', '', 45292]);
    sheet.addRow(['OPEN', 'Six times seven?', '', 42]);
    sheet.getCell('D3').numFmt = 'yyyy-mm-dd hh:mm';
    sheet.getCell('D4').numFmt = 'h:mm';
    sheet.getCell('D5').numFmt = 'dd/mm/yyyy';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await importFile(test, author, { text: bytes, filename: 'dates.xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await authoredQuestions(test, author, response.json<{ quizId: string }>().quizId);
    expect(stored.map((question) => [question.questionText, question.content])).toEqual([
      ['When did 2024 start?', { answer: '2024-01-01' }],
      ['When was lunch?', { answer: '2024-01-01 13:30' }],
      ['At what time?', { answer: '13:30' }],
      ['Day of the launch?', { answer: '2024-01-01' }],
      ['Six times seven?', { answer: '42' }],
    ]);
  });

  it('400 on file with the exact place for a malformed CSV, nothing stored', async () => {
    const before = await quizCountOf(test, author);
    const response = await importFile(test, author, {
      text: 'Type,Question,Options,Correct\nMCQ_SINGLE,Q?,a | b,3\n',
      filename: 'bad.csv',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: SHEET_MESSAGES.correctOutOfRange(2, 3, 2) });
    expect(await quizCountOf(test, author)).toBe(before);
  });

  it('400 for a workbook that would unpack into too many parts (a zip bomb), before exceljs opens it', async () => {
    const parts = Object.fromEntries(
      Array.from({ length: PACKAGE_LIMITS.maxEntries }, (_, index) => [`xl/media/${index}.bin`, strToU8('x')]),
    );
    const bytes = Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), ...parts }));
    // Named or sniffed: sniffing reads the directory within the same limits and says which one is broken.
    const namedAndSniffed: Array<Record<string, string>> = [{ format: 'xlsx' }, {}];
    for (const fields of namedAndSniffed) {
      const response = await importFile(test, author, { text: bytes, filename: 'bomb.xlsx' }, fields);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({
        file: PACKAGE_MESSAGES.tooManyEntries(PACKAGE_LIMITS.maxEntries + 1),
      });
    }
  });
});

describe('GET /api/v1/quizzes/{id}/export?format=csv|xlsx', () => {
  let quizId: string;
  beforeAll(async () => {
    quizId = await createEveryTypeQuiz(test, author, 'Every type, in rows');
  });
  const hotspotSkipped = [{ index: 8, reason: SHEET_SKIP_REASONS.noImageRegions }];
  /** The quiz's questions but HOTSPOT (the 8th), which a row cannot hold. */
  const rowTypes = async (id: string) =>
    (await authoredQuestions(test, author, id)).filter((question) => question['type'] !== 'HOTSPOT');

  /**
   * Exports the quiz in the format (a 200 download of the type, named after the quiz, HOTSPOT skipped),
   * imports the file back under `uploadName` and checks it gives the same questions; the file's bytes
   * and the new quiz.
   */
  async function exportAndImportBack(format: 'csv' | 'xlsx', contentType: string, uploadName: string) {
    const response = await exportQuiz(test, author, quizId, format);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="every-type-in-rows.${format}"; filename*=UTF-8''every-type-in-rows.${format}`,
    );
    expect(JSON.parse(String(response.headers['x-export-skipped']))).toEqual(hotspotSkipped);
    const back = await importFile(test, author, { text: response.rawPayload, filename: uploadName });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ format, imported: 8, skipped: [], warnings: [] });
    const imported = back.json<{ quizId: string }>().quizId;
    expect(await authoredQuestions(test, author, imported)).toEqual(await rowTypes(quizId));
    return { bytes: response.rawPayload, imported };
  }

  it('CSV: the file with its type and name; HOTSPOT skipped; importing it back gives the same questions', async () => {
    const { bytes } = await exportAndImportBack('csv', 'text/csv; charset=utf-8', 'every-type-in-rows.csv');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('XLSX: the workbook with its type and name; importing it back gives the same questions and settings', async () => {
    const { imported } = await exportAndImportBack(
      'xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'anything.bin',
    );
    const detail = async (id: string) => {
      const quiz = await test.app.inject({ method: 'GET', url: `/api/v1/quizzes/${id}`, headers: author.auth });
      return without(quiz.json<Record<string, unknown>>(), [
        'id',
        'createdAt',
        'updatedAt',
        'questionIds',
        'questionCount',
      ]);
    };
    expect(await detail(imported)).toEqual(await detail(quizId));
  });
});
