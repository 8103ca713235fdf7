import { interchangeMessages } from '@quizmaker/contracts';
import ExcelJS from 'exceljs';
import { addTable } from '../../../../exports/xlsx-table.ts';
import { zipHolds } from '../zip-package.ts';
import {
  MalformedFileError,
  type BinaryFormatModule,
  type ExportedPackage,
  type ExportQuiz,
  type NativeQuizSettings,
  type ParsedFile,
} from '../format.ts';
import { countSheetQuestions, readSheet } from './read-sheet.ts';
import { writeSheet } from './write-sheet.ts';
import {
  openWorkbook,
  textRows,
  valueText,
  WORKBOOK_PART,
  XLSX_MESSAGES,
  type XlsxSheet,
  type XlsxWorkbook,
} from './xlsx-read.ts';

const QUESTIONS_SHEET = 'Questions';
/** The sheet of the quiz's settings: a Setting column (our field names) and a Value column. */
const QUIZ_SHEET = 'Quiz';

const named = (workbook: XlsxWorkbook, name: string) =>
  workbook.sheets.find((sheet) => sheet.name.trim().toLowerCase() === name.toLowerCase());

/** The questions' sheet: "Questions", else the first sheet that is not the quiz's settings. */
function questionSheet(workbook: XlsxWorkbook): XlsxSheet {
  const sheet =
    named(workbook, QUESTIONS_SHEET) ??
    workbook.sheets.find((candidate) => candidate !== named(workbook, QUIZ_SHEET)) ??
    workbook.sheets[0];
  if (sheet === undefined) {
    throw new MalformedFileError(XLSX_MESSAGES.noSheet);
  }
  return sheet;
}

/** The question sheet's rows as text; more rows than questions and title rows can fill are refused unread. */
const questionRows = (workbook: XlsxWorkbook) =>
  textRows(questionSheet(workbook).rows(interchangeMessages.tooManyQuestions));

/** The quiz sheet's settings by name (the service checks them as a native file's), or null without one. */
function settingsOf(workbook: XlsxWorkbook): Record<string, unknown> | null {
  const sheet = named(workbook, QUIZ_SHEET);
  if (sheet === undefined) {
    return null;
  }
  const settings: Record<string, unknown> = {};
  for (const { number, values } of sheet.rows(XLSX_MESSAGES.tooManyRows(sheet.name))) {
    const key = valueText(values[0] ?? null).trim();
    if (number === 1 || key === '') {
      continue;
    }
    const value = values[1] ?? null;
    const text = valueText(value);
    settings[key] = typeof value === 'number' || typeof value === 'boolean' ? value : text === '' ? null : text;
  }
  return settings;
}

function parseXlsx(bytes: Uint8Array): ParsedFile {
  const workbook = openWorkbook(bytes);
  const { questions, notes } = readSheet(questionRows(workbook));
  const settings = settingsOf(workbook);
  const title = typeof settings?.['title'] === 'string' ? settings['title'] : null;
  return { title, settings, questions, notes };
}

function countXlsxQuestions(bytes: Uint8Array): number {
  return countSheetQuestions(questionRows(openWorkbook(bytes)));
}

/** The quiz's settings as Setting/Value rows, under the field names a native file uses. */
function settingRows(settings: NativeQuizSettings): Array<[string, string | number | boolean]> {
  return Object.entries(settings).map(([key, value]: [string, unknown]) => [
    key,
    typeof value === 'number' || typeof value === 'boolean' ? value : typeof value === 'string' ? value : '',
  ]);
}

/** Our template as a workbook: sheet Questions (one row per question) and sheet Quiz (the settings). */
async function writeXlsx(quiz: ExportQuiz): Promise<ExportedPackage> {
  const { rows, skipped, warnings } = writeSheet(quiz);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Quizmaker';
  addTable(workbook, QUESTIONS_SHEET, rows);
  addTable(workbook, QUIZ_SHEET, [['Setting', 'Value'], ...settingRows(quiz.settings)]);
  return { bytes: new Uint8Array(await workbook.xlsx.writeBuffer()), skipped, warnings };
}

/** Excel workbooks (.xlsx): our question template or Kahoot's quiz template (import), our template (export). */
export const xlsxFormat: BinaryFormatModule = {
  format: 'xlsx',
  input: 'binary',
  carriesMedia: false,
  detect: (bytes) => zipHolds(bytes, WORKBOOK_PART),
  countQuestions: (bytes) => Promise.resolve(countXlsxQuestions(bytes)),
  parse: (bytes) => Promise.resolve(parseXlsx(bytes)),
  write: writeXlsx,
};
