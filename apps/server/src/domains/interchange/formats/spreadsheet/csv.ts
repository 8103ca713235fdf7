import { CsvError, parse } from 'csv-parse/sync';
import { csvCell, restoreNeutralised } from '../../../../exports/csv.ts';
import {
  MalformedFileError,
  type ExportedFile,
  type ExportQuiz,
  type ParsedFile,
  type TextFormatModule,
} from '../format.ts';
import { countSheetQuestions, looksLikeSheet, readSheet, SHEET_MESSAGES } from './read-sheet.ts';
import { SHEET_LIMITS, type SheetRow } from './sheet.ts';
import { writeSheet } from './write-sheet.ts';

/** Messages of CSV files we cannot read (exact texts; the import answers 400 on `file` with them). */
export const CSV_MESSAGES = {
  quoteNotClosed: (row: number) => `Row ${row}: a quoted cell is not closed (a " is missing)`,
  quoteMisplaced: (row: number) =>
    `Row ${row}: a quote in a cell that does not start with one; quote the whole cell and double the quotes inside ("")`,
  unreadable: (row: number) => `Row ${row}: the CSV cannot be read`,
} as const;

/** Rows the header may be looked for in when sniffing, and how much of the text that reads at most. */
const SNIFF_ROWS = 20;
const SNIFF_CHARACTERS = 64 * 1024;
/** Spreadsheets in locales with a decimal comma write CSV with semicolons. */
const DELIMITERS = [',', ';'] as const;

/** The text's records as rows (RFC 4180; every record kept, blank ones too, so row numbers match the sheet). */
function recordsOf(text: string, delimiter: string, toLine?: number): SheetRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: SHEET_LIMITS.maxRowCharacters,
      ...(toLine === undefined ? {} : { to_line: toLine }),
    });
  } catch (error) {
    if (!(error instanceof CsvError)) {
      throw error;
    }
    const row = Number(error['records'] ?? 0) + 1;
    switch (error.code) {
      case 'CSV_QUOTE_NOT_CLOSED':
        throw new MalformedFileError(CSV_MESSAGES.quoteNotClosed(row));
      case 'INVALID_OPENING_QUOTE':
      case 'CSV_INVALID_CLOSING_QUOTE':
        throw new MalformedFileError(CSV_MESSAGES.quoteMisplaced(row));
      case 'CSV_MAX_RECORD_SIZE':
        throw new MalformedFileError(SHEET_MESSAGES.rowTooLong(row));
      default:
        throw new MalformedFileError(CSV_MESSAGES.unreadable(row));
    }
  }
  // A cell our export wrote with a leading apostrophe (formula injection) reads back as written.
  return records.map((cells, index) => ({ number: index + 1, cells: cells.map(restoreNeutralised) }));
}

/** Whether the first rows, split by the delimiter, show one of the two headers (never throws). */
function sniffs(text: string, delimiter: string): boolean {
  try {
    return looksLikeSheet(recordsOf(text.slice(0, SNIFF_CHARACTERS), delimiter, SNIFF_ROWS));
  } catch {
    return false;
  }
}

/** The sheet's rows, split by a comma, or by a semicolon when only that shows a header. */
function rowsOf(text: string): SheetRow[] {
  const delimiter = DELIMITERS.find((candidate) => sniffs(text, candidate)) ?? ',';
  return recordsOf(text, delimiter);
}

function parseCsv(text: string): ParsedFile {
  const { questions, notes } = readSheet(rowsOf(text));
  return { title: null, settings: null, questions, notes };
}

/** Our template as CSV: UTF-8 with a BOM (so spreadsheets read it as UTF-8), CRLF, formula starts neutralised. */
function writeCsv(quiz: ExportQuiz): ExportedFile {
  const { rows, skipped, warnings } = writeSheet(quiz);
  const lines = rows.map((cells) => cells.map(csvCell).join(','));
  return { text: `\uFEFF${lines.join('\r\n')}\r\n`, skipped, warnings };
}

/** CSV: our question template or Kahoot's quiz template (import), our template (export). */
export const csvFormat: TextFormatModule = {
  format: 'csv',
  input: 'text',
  carriesMedia: false,
  detect: (text) => DELIMITERS.some((delimiter) => sniffs(text, delimiter)),
  countQuestions: (text) => countSheetQuestions(rowsOf(text)),
  parse: parseCsv,
  write: writeCsv,
};
