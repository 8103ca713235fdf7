import type ExcelJS from 'exceljs';

/**
 * A sheet with a bold, frozen header row (the first row) and columns as wide as their texts (within
 * bounds); every workbook the server writes lays its tables out this way.
 */
export function addTable(
  workbook: ExcelJS.Workbook,
  name: string,
  rows: ReadonlyArray<ReadonlyArray<string | number | boolean>>,
): void {
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
