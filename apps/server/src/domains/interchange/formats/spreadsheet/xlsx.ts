import { numberText } from '@quizmaker/question-types';
import ExcelJS from 'exceljs';
import { openPackage, zipHolds } from '../zip-package.ts';
import {
  MalformedFileError,
  type BinaryFormatModule,
  type ExportedPackage,
  type ExportQuiz,
  type NativeQuizSettings,
  type ParsedFile,
} from '../format.ts';
import { countSheetQuestions, readSheet } from './read-sheet.ts';
import { SHEET_LIMITS, type SheetRow } from './sheet.ts';
import { writeSheet } from './write-sheet.ts';

/** Messages of workbooks we cannot read (exact texts; the import answers 400 on `file` with them). */
export const XLSX_MESSAGES = {
  unreadable: 'The workbook cannot be read: it is not an Excel .xlsx file',
  noSheet: 'The workbook has no worksheet',
} as const;

/** The part every .xlsx package has (a QTI package, also a zip, has imsmanifest.xml instead). */
const WORKBOOK_PART = 'xl/workbook.xml';
const QUESTIONS_SHEET = 'Questions';
/** The sheet of the quiz's settings: a Setting column (our field names) and a Value column. */
const QUIZ_SHEET = 'Quiz';

type CellValue = ExcelJS.CellValue;

/** A cell as the text it shows: numbers as a person writes them, booleans as TRUE/FALSE, a formula as its last result. */
function cellText(value: CellValue): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'string') {
    return value;
  }
  if (typeof value === 'number') {
    return numberText(value);
  }
  if (typeof value === 'boolean') {
    return value ? 'TRUE' : 'FALSE';
  }
  if (value instanceof Date) {
    return value.toISOString();
  }
  if ('richText' in value) {
    return value.richText.map((part) => part.text).join('');
  }
  if ('hyperlink' in value) {
    return cellText(value.text);
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText(value.result);
  }
  return '';
}

/**
 * Opens the workbook: the zip's directory and every part's real size checked first (entry count,
 * declared and inflated sizes, by the package reader), so exceljs, which inflates every part whole,
 * never meets a zip bomb.
 */
async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const zip = openPackage(bytes);
  for (const name of zip.names) {
    zip.read(name);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // A copy as a plain ArrayBuffer: what exceljs declares it reads.
    await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  } catch {
    throw new MalformedFileError(XLSX_MESSAGES.unreadable);
  }
  return workbook;
}

const named = (workbook: ExcelJS.Workbook, name: string) =>
  workbook.worksheets.find((sheet) => sheet.name.trim().toLowerCase() === name.toLowerCase());

/** The questions' sheet: "Questions", else the first sheet that is not the quiz's settings. */
function questionSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet =
    named(workbook, QUESTIONS_SHEET) ??
    workbook.worksheets.find((candidate) => candidate !== named(workbook, QUIZ_SHEET)) ??
    workbook.worksheets[0];
  if (sheet === undefined) {
    throw new MalformedFileError(XLSX_MESSAGES.noSheet);
  }
  return sheet;
}

/** The sheet's rows that have cells, as text, with their row numbers (one column past the limit at most). */
function rowsOf(sheet: ExcelJS.Worksheet): SheetRow[] {
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    const width = Math.min(row.cellCount, SHEET_LIMITS.maxColumns + 1);
    const cells = Array.from({ length: width }, (_, index) => cellText(row.getCell(index + 1).value));
    rows.push({ number, cells });
  });
  return rows;
}

/** The quiz sheet's settings by name (the service checks them as a native file's), or null without one. */
function settingsOf(workbook: ExcelJS.Workbook): Record<string, unknown> | null {
  const sheet = named(workbook, QUIZ_SHEET);
  if (sheet === undefined) {
    return null;
  }
  const settings: Record<string, unknown> = {};
  sheet.eachRow((row, number) => {
    const key = cellText(row.getCell(1).value).trim();
    if (number === 1 || key === '') {
      return;
    }
    const value = row.getCell(2).value;
    const text = cellText(value);
    settings[key] = typeof value === 'number' || typeof value === 'boolean' ? value : text === '' ? null : text;
  });
  return settings;
}

async function parseXlsx(bytes: Uint8Array): Promise<ParsedFile> {
  const workbook = await loadWorkbook(bytes);
  const { questions, notes } = readSheet(rowsOf(questionSheet(workbook)));
  const settings = settingsOf(workbook);
  const title = typeof settings?.['title'] === 'string' ? settings['title'] : null;
  return { title, settings, questions, notes };
}

async function countXlsxQuestions(bytes: Uint8Array): Promise<number> {
  return countSheetQuestions(rowsOf(questionSheet(await loadWorkbook(bytes))));
}

/** A sheet with a bold, frozen header row and columns as wide as their texts (within bounds). */
function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean>>,
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) {
    // An empty text is no cell at all, as a person leaves it.
    sheet.addRow(row.map((value) => (value === '' ? null : value)));
  }
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...rows.slice(0, 200).map((row) => String(row[index] ?? '').length));
    column.width = Math.min(60, Math.max(10, longest + 2));
  });
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
  countQuestions: countXlsxQuestions,
  parse: parseXlsx,
  write: writeXlsx,
};
