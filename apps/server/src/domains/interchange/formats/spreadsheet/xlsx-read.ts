import { IMPORT_MAX_QUESTIONS } from '@quizmaker/contracts';
import { numberText } from '@quizmaker/question-types';
import { MalformedFileError } from '../format.ts';
import { childElements, parseXml, textContent, XML_MESSAGES, type XmlElement } from '../qti/xml.ts';
import { openPackage, type ZipPackage } from '../zip-package.ts';
import { columnName, shown } from './cells.ts';
import { serialText } from './number-formats.ts';
import { KAHOOT_HEADER_SEARCH_ROWS } from './read-sheet.ts';
import { SHEET_LIMITS, type SheetRow } from './sheet.ts';
import { cellStyles, STYLE_LIMITS, STYLE_MESSAGES, STYLES_PART, type CellStyles } from './xlsx-styles.ts';
import { openedTags } from './xml-measure.ts';

/**
 * Reads an .xlsx workbook's cells from five parts of the checked package: xl/workbook.xml (the
 * sheets' names, the date system), its relationships (each sheet's part), xl/sharedStrings.xml,
 * xl/styles.xml (only which cell styles show dates: xlsx-styles.ts) and the sheet itself. Nothing
 * else is read: merged cells and data validations (which a general reader expands into every cell
 * they name) are ignored, and rows and cells are counted before the sheet is parsed.
 */

/** Limits of a sheet, checked before its XML is parsed. */
export const XLSX_LIMITS = {
  /** Rows with a value: the question limit plus the title and help rows above Kahoot's header. */
  maxRows: IMPORT_MAX_QUESTIONS + KAHOOT_HEADER_SEARCH_ROWS,
  /** Cells with a value: a row takes one column past the sheet's limit (so the row is refused with its number). */
  maxCells: (IMPORT_MAX_QUESTIONS + KAHOOT_HEADER_SEARCH_ROWS) * (SHEET_LIMITS.maxColumns + 1),
  /**
   * Row and cell elements written, empty ones included. A template formatted down to row 1,000 or so
   * writes a row element for each formatted row and a cell for each formatted cell; those are no
   * questions (they used to count against `maxRows`, refusing such a file with "more than 520 rows").
   * This bound only keeps the parse small.
   */
  maxElements: 200_000,
  maxSharedStrings: 100_000,
  /** The highest column (ZZ) and row a cell reference may name. */
  maxColumn: 26 * 27,
  maxRowNumber: 100_000,
  ...STYLE_LIMITS,
} as const;

/** Messages of workbooks we cannot read (exact texts; the import answers 400 on `file` with them). */
export const XLSX_MESSAGES = {
  unreadable: 'The workbook cannot be read: it is not an Excel .xlsx file',
  noSheet: 'The workbook has no worksheet',
  sheetMissing: (sheet: string) => `The workbook names the sheet "${shown(sheet)}", but its part is missing`,
  tooManyRows: (sheet: string) => `Sheet "${shown(sheet)}" has more than ${XLSX_LIMITS.maxRows} rows`,
  tooManyCells: (sheet: string) => `Sheet "${shown(sheet)}" has more than ${XLSX_LIMITS.maxCells} cells`,
  tooManyElements: (sheet: string) =>
    `Sheet "${shown(sheet)}" writes more than ${XLSX_LIMITS.maxElements} rows and cells, counting empty ones`,
  tooManySharedStrings: `The workbook has more than ${XLSX_LIMITS.maxSharedStrings} shared texts`,
  cellOutOfRange: (sheet: string, reference: string) =>
    `Sheet "${shown(sheet)}": the cell reference "${shown(reference)}" is outside columns A to ZZ and rows 1 to ${XLSX_LIMITS.maxRowNumber}`,
  rowOutOfRange: (sheet: string, row: string) =>
    `Sheet "${shown(sheet)}": the row number "${shown(row)}" is outside rows 1 to ${XLSX_LIMITS.maxRowNumber}`,
  sharedStringMissing: (sheet: string, reference: string, index: string) =>
    `Sheet "${shown(sheet)}": cell ${reference} names shared text ${shown(index)}, which the workbook does not have`,
  ...STYLE_MESSAGES,
} as const;

/** A cell's value as the workbook stores it (a formula as its last result); null for a cell without one. */
type XlsxValue = string | number | boolean | null;

/** A row of typed values, by column from 1 (index 0 is column A). */
interface XlsxRow {
  readonly number: number;
  readonly values: readonly XlsxValue[];
}

export interface XlsxSheet {
  readonly name: string;
  /** The sheet's rows that have a value, in row order; more rows than the limit are refused with `tooMany`. */
  rows(tooMany: string): XlsxRow[];
}

export interface XlsxWorkbook {
  readonly sheets: readonly XlsxSheet[];
}

/** The part every .xlsx package has (a QTI package, also a zip, has imsmanifest.xml instead). */
export const WORKBOOK_PART = 'xl/workbook.xml';
const WORKBOOK_RELATIONS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const MAX_COLUMN_LETTERS = 2;

const decoder = new TextDecoder();

/**
 * A sheet's rows and cells as written (empty ones too) and those with a value (a `<v>` or an inline
 * string `<is>`), counted before the sheet is parsed.
 */
function measureSheet(xml: string): { elements: number; rowsWithValue: number; cellsWithValue: number } {
  const counts = { elements: 0, rowsWithValue: 0, cellsWithValue: 0 };
  let rowHasValue = false;
  for (const { local: name } of openedTags(xml)) {
    if (name === 'row') {
      counts.elements += 1;
      counts.rowsWithValue += rowHasValue ? 1 : 0;
      rowHasValue = false;
    } else if (name === 'c') {
      counts.elements += 1;
    } else if (name === 'v' || name === 'is') {
      counts.cellsWithValue += 1;
      rowHasValue = true;
    }
  }
  counts.rowsWithValue += rowHasValue ? 1 : 0;
  return counts;
}

/** A part's text, or null when the package has none. */
function partText(zip: ZipPackage, path: string): string | null {
  const bytes = zip.read(path);
  return bytes === null ? null : decoder.decode(bytes);
}

/** A part's root element, which must be `rootName`; a part with no XML element at all is not a workbook's. */
function partRoot(path: string, text: string, rootName: string): XmlElement {
  let root: XmlElement;
  try {
    root = parseXml(text, path);
  } catch (error) {
    if (error instanceof MalformedFileError && error.message === XML_MESSAGES.noElement(path)) {
      throw new MalformedFileError(XLSX_MESSAGES.unreadable);
    }
    throw error;
  }
  if (root.name !== rootName) {
    throw new MalformedFileError(XLSX_MESSAGES.unreadable);
  }
  return root;
}

const child = (element: XmlElement, name: string) => childElements(element, name)[0];

/** A string item's text (shared or inline): its own `<t>` and its rich text runs' `<t>`, phonetic runs left out. */
function stringItemText(item: XmlElement): string {
  const own = childElements(item, 't').map(textContent);
  const runs = childElements(item, 'r').flatMap((run) => childElements(run, 't').map(textContent));
  return [...own, ...runs].join('');
}

function sharedStrings(zip: ZipPackage): string[] {
  const text = partText(zip, SHARED_STRINGS);
  if (text === null) {
    return [];
  }
  let sharedTexts = 0;
  for (const { local: name } of openedTags(text)) {
    sharedTexts += name === 'si' ? 1 : 0;
  }
  if (sharedTexts > XLSX_LIMITS.maxSharedStrings) {
    throw new MalformedFileError(XLSX_MESSAGES.tooManySharedStrings);
  }
  return childElements(partRoot(SHARED_STRINGS, text, 'sst'), 'si').map(stringItemText);
}

/** The package path of each relationship target, by id (targets are relative to xl/ unless absolute). */
function relationTargets(zip: ZipPackage): Map<string, string> {
  const text = partText(zip, WORKBOOK_RELATIONS);
  if (text === null) {
    throw new MalformedFileError(XLSX_MESSAGES.unreadable);
  }
  const targets = new Map<string, string>();
  for (const relation of childElements(partRoot(WORKBOOK_RELATIONS, text, 'Relationships'), 'Relationship')) {
    const { Id: id, Target: target } = relation.attributes;
    if (id !== undefined && target !== undefined) {
      targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    }
  }
  return targets;
}

/** A column's letters as its number (A is 1), or null for anything but one or two capital letters. */
function columnNumber(letters: string): number | null {
  if (letters.length === 0 || letters.length > MAX_COLUMN_LETTERS) {
    return null;
  }
  let number = 0;
  for (const letter of letters) {
    const code = letter.charCodeAt(0);
    if (code < 65 || code > 90) {
      return null;
    }
    number = number * 26 + code - 64;
  }
  return number;
}

function isDigits(text: string): boolean {
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) {
      return false;
    }
  }
  return text !== '';
}

/** A row number within the limit, or null. */
function rowNumber(text: string): number | null {
  const number = isDigits(text) && text.length <= 6 ? Number(text) : 0;
  return number >= 1 && number <= XLSX_LIMITS.maxRowNumber ? number : null;
}

/** A cell reference's column (letters then digits: `B12`), or null for one outside the limits. */
function referenceColumn(reference: string): number | null {
  let split = 0;
  while (split < reference.length && !isDigits(reference.charAt(split))) {
    split += 1;
  }
  const column = columnNumber(reference.slice(0, split));
  return column !== null && rowNumber(reference.slice(split)) !== null ? column : null;
}

/** What the cells of every sheet are read with: the shared texts, the cell styles and the date system. */
interface CellContext {
  readonly shared: readonly string[];
  readonly styles: CellStyles;
  /** Whether serial 0 is 1 January 1904 (workbookPr date1904), not Excel's 0 January 1900. */
  readonly date1904: boolean;
}

/** A number as its cell shows it: a date or time as text when the cell's style formats it so, else the number. */
function styledNumber(cell: XmlElement, number: number, context: CellContext): XlsxValue {
  const style = cell.attributes['s'] ?? '';
  const display = isDigits(style) ? context.styles[Number(style)] : undefined;
  return (display ? serialText(number, display, context.date1904) : null) ?? number;
}

/** A cell's value by its type attribute: shared or inline text, boolean, error (no value), else a number. */
function cellValue(cell: XmlElement, context: CellContext, sheet: string, reference: string): XlsxValue {
  const type = cell.attributes['t'] ?? 'n';
  if (type === 'inlineStr') {
    const inline = child(cell, 'is');
    return inline === undefined ? null : stringItemText(inline);
  }
  const stored = child(cell, 'v');
  if (stored === undefined) {
    return null;
  }
  const text = textContent(stored);
  switch (type) {
    case 's': {
      const value = isDigits(text) ? context.shared[Number(text)] : undefined;
      if (value === undefined) {
        throw new MalformedFileError(XLSX_MESSAGES.sharedStringMissing(sheet, reference, text));
      }
      return value;
    }
    case 'b':
      return text.trim() === '1';
    case 'e':
      return null;
    case 'str':
    case 'd':
      return text;
    default: {
      const number = Number(text);
      return text.trim() !== '' && Number.isFinite(number) ? styledNumber(cell, number, context) : text;
    }
  }
}

/** The sheet's rows with a value; cells past the sheet's column limit are counted, not read. */
function sheetRows(
  sheet: { readonly name: string; readonly path: string; readonly xml: string },
  context: CellContext,
  tooMany: string,
): XlsxRow[] {
  const { name, path, xml } = sheet;
  const counts = measureSheet(xml);
  if (counts.rowsWithValue > XLSX_LIMITS.maxRows) {
    throw new MalformedFileError(tooMany);
  }
  if (counts.cellsWithValue > XLSX_LIMITS.maxCells) {
    throw new MalformedFileError(XLSX_MESSAGES.tooManyCells(name));
  }
  if (counts.elements > XLSX_LIMITS.maxElements) {
    throw new MalformedFileError(XLSX_MESSAGES.tooManyElements(name));
  }
  const data = child(partRoot(path, xml, 'worksheet'), 'sheetData');
  const byNumber = new Map<number, { values: XlsxValue[]; hasValue: boolean }>();
  let previousRow = 0;
  for (const row of data === undefined ? [] : childElements(data, 'row')) {
    const writtenNumber = row.attributes['r'];
    const number = writtenNumber === undefined ? previousRow + 1 : rowNumber(writtenNumber);
    if (number === null) {
      throw new MalformedFileError(XLSX_MESSAGES.rowOutOfRange(name, writtenNumber ?? ''));
    }
    previousRow = number;
    const read = byNumber.get(number) ?? { values: [], hasValue: false };
    let previousColumn = 0;
    for (const cell of childElements(row, 'c')) {
      const reference = cell.attributes['r'];
      const column = reference === undefined ? previousColumn + 1 : referenceColumn(reference);
      if (column === null || column > XLSX_LIMITS.maxColumn) {
        throw new MalformedFileError(XLSX_MESSAGES.cellOutOfRange(name, reference ?? ''));
      }
      previousColumn = column;
      const value = cellValue(cell, context, name, reference ?? `${columnName(column)}${number}`);
      read.hasValue ||= value !== null;
      // Every cell widens its row, as a spreadsheet counts it; the row keeps one column past the limit at most.
      const kept = Math.min(column, SHEET_LIMITS.maxColumns + 1);
      while (read.values.length < kept) {
        read.values.push(null);
      }
      if (column === kept) {
        read.values[column - 1] = value;
      }
    }
    byNumber.set(number, read);
  }
  return [...byNumber.entries()]
    .filter(([, read]) => read.hasValue)
    .sort(([first], [second]) => first - second)
    .map(([number, read]) => ({ number, values: read.values }));
}

/** Opens the workbook: the package checked first (zip-package.ts), then its sheets listed; a sheet is read when asked. */
export function openWorkbook(bytes: Uint8Array): XlsxWorkbook {
  const zip = openPackage(bytes);
  // Every part inflated within its declared size, so a package that lies about one is refused as a whole.
  for (const name of zip.names) {
    zip.read(name);
  }
  const workbookText = partText(zip, WORKBOOK_PART);
  if (workbookText === null) {
    throw new MalformedFileError(XLSX_MESSAGES.unreadable);
  }
  const workbook = partRoot(WORKBOOK_PART, workbookText, 'workbook');
  const date1904 = ['1', 'true'].includes(child(workbook, 'workbookPr')?.attributes['date1904'] ?? '');
  const sheetList = child(workbook, 'sheets');
  const entries = sheetList === undefined ? [] : childElements(sheetList, 'sheet');
  if (entries.length === 0) {
    return { sheets: [] };
  }
  const targets = relationTargets(zip);
  let context: CellContext | null = null;
  const sheets = entries.map((entry): XlsxSheet => {
    // The relationship id is r:id; the parser drops the namespace prefix.
    const { name = '', id = '' } = entry.attributes;
    return {
      name,
      rows(tooMany) {
        const path = targets.get(id);
        const xml = path === undefined ? null : partText(zip, path);
        if (path === undefined || xml === null) {
          throw new MalformedFileError(XLSX_MESSAGES.sheetMissing(name));
        }
        context ??= { shared: sharedStrings(zip), styles: cellStyles(partText(zip, STYLES_PART)), date1904 };
        return sheetRows({ name, path, xml }, context, tooMany);
      },
    };
  });
  return { sheets };
}

/** A value as the cell shows it: numbers as a person writes them, booleans as TRUE/FALSE. */
export function valueText(value: XlsxValue): string {
  if (value === null) {
    return '';
  }
  if (typeof value === 'number') {
    return numberText(value);
  }
  if (typeof value === 'boolean') {
    return value ? 'TRUE' : 'FALSE';
  }
  return value;
}

/** The rows as text cells, as the sheet reader takes them. */
export const textRows = (rows: readonly XlsxRow[]): SheetRow[] =>
  rows.map((row) => ({ number: row.number, cells: row.values.map(valueText) }));
