import type { ResultsExport } from '@quizmaker/contracts';
import { attemptColumns } from './columns.ts';

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, so an answer like "=HYPERLINK(...)" stays text (CSV injection).
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting: a cell with a comma, quote or line break is quoted, quotes doubled. */
export function csvCell(value: string | number | boolean): string {
  const text = typeof value === 'string' ? neutralise(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One header row, then one row per attempt with the per-question columns; UTF-8 with a BOM for spreadsheets. */
export function writeCsv(data: ResultsExport): string {
  const columns = attemptColumns(data);
  const lines = [
    columns.map((column) => csvCell(column.header)).join(','),
    ...data.attempts.map((attempt) => columns.map((column) => csvCell(column.value(attempt))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
