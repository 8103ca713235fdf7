import type ExcelJS from 'exceljs';

/** How a table departs from the house layout: the results export keeps its narrower columns and empty text cells. */
export interface TableLayout {
  /** The narrowest a column gets, in characters (10 unless told). */
  narrowestColumn?: number;
  /** An empty text is no cell at all, as a person leaves it (the default), or an empty text cell. */
  emptyTextIsNoCell?: boolean;
}

/**
 * A sheet with a bold, frozen header row (the first of `rows`) and columns as wide as their texts (within
 * bounds); every workbook the server writes lays its tables out this way.
 */
export function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean>>,
  { narrowestColumn = 10, emptyTextIsNoCell = true }: TableLayout = {},
): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) {
    sheet.addRow(emptyTextIsNoCell ? row.map((value) => (value === '' ? null : value)) : [...row]);
  }
  sheet.getRow(1).font = { bold: true };
  // Widths from the header and the first 200 rows under it: a long export is not measured twice.
  const measured = rows.slice(0, 201);
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(...measured.map((row) => String(row[index] ?? '').length));
    column.width = Math.min(60, Math.max(narrowestColumn, longest + 2));
  });
}
