import type { ResultsExport } from '@quizmaker/contracts';
import { attemptColumns, tableOf } from './columns.ts';

/** Characters that make a spreadsheet read a cell as a formula when they come first. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** Whether the text, after any leading apostrophes, starts like a formula. */
function startsLikeFormula(text: string): boolean {
  let start = 0;
  while (text[start] === "'") {
    start += 1;
  }
  return FORMULA_STARTS.some((char) => text.startsWith(char, start));
}

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so an answer like "=HYPERLINK(...)" stays text (CSV injection). A text that already
 * starts with apostrophes before such a character gets one more, so restoreNeutralised is exact.
 */
function neutralise(text: string): string {
  return startsLikeFormula(text) ? `'${text}` : text;
}

/** The text a cell written by neutralise held (for files we read back, such as the question template). */
export function restoreNeutralised(cell: string): string {
  return cell.startsWith("'") && startsLikeFormula(cell) ? cell.slice(1) : cell;
}

/** RFC 4180 quoting: a cell with a comma, quote or line break is quoted, quotes doubled. */
export function csvCell(value: string | number | boolean): string {
  const text = typeof value === 'string' ? neutralise(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One header row, then one row per attempt with the per-question columns; UTF-8 with a BOM for spreadsheets. */
export function writeCsv(data: ResultsExport): string {
  const lines = tableOf(attemptColumns(data), data.attempts).map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
