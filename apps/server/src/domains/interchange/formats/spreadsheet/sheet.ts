/**
 * The row model both spreadsheet formats (csv, xlsx) share: a sheet as rows of text cells, read in
 * one of two layouts (our question template, or Kahoot's quiz template: read-sheet.ts) and written in
 * ours (write-sheet.ts). Which kind of neutral body a row holds follows from its Type (the type's own
 * mapping says), never from type names here.
 */

/** One row of a sheet as text cells, with its number as the spreadsheet shows it (from 1). */
export interface SheetRow {
  readonly number: number;
  readonly cells: readonly string[];
}

/** Limits checked on every row before it is read. */
export const SHEET_LIMITS = { maxColumns: 30, maxRowCharacters: 65_536 } as const;

/** Our template's columns, in the order we write them; headers match case-insensitively. */
export const TEMPLATE_COLUMNS = {
  type: 'Type',
  question: 'Question',
  options: 'Options',
  correct: 'Correct',
  explanation: 'Explanation',
  hint: 'Hint',
  difficulty: 'Difficulty',
  attachmentUrl: 'Attachment URL',
  time: 'Time (s)',
  points: 'Points',
  tags: 'Tags',
} as const;
export type TemplateKey = keyof typeof TEMPLATE_COLUMNS;
export const TEMPLATE_KEYS = Object.keys(TEMPLATE_COLUMNS) as TemplateKey[];

/** Why a question gets no row (exact texts; export skips and import skips). */
export const SHEET_SKIP_REASONS = {
  noImageRegions: 'A spreadsheet row cannot hold an image with regions',
  notHeld: (kind: string) => `A spreadsheet row cannot hold a ${kind} question`,
} as const;
