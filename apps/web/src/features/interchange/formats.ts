import { INTERCHANGE_FORMATS, type InterchangeFormat } from '@quizmaker/contracts';

/**
 * The formats the dialogs name: every one of INTERCHANGE_FORMATS (a format added there without a
 * name and file endings here does not compile), plus those of issue 20 that are on their way.
 */
export type LabelledFormat = InterchangeFormat | 'moodle-xml' | 'qti' | 'csv' | 'xlsx';

/** The file endings the chooser offers for each format (GIFT and Aiken files are often plain .txt). */
const IMPORT_EXTENSIONS: Record<LabelledFormat, readonly string[]> = {
  json: ['.json'],
  gift: ['.gift', '.txt'],
  aiken: ['.txt'],
  'moodle-xml': ['.xml'],
  qti: ['.zip'],
  csv: ['.csv'],
  xlsx: ['.xlsx'],
};

/** The endings of the formats the server takes now, each once, in the formats' order. */
export const ACCEPTED_EXTENSIONS: readonly string[] = [
  ...new Set(INTERCHANGE_FORMATS.flatMap((format) => IMPORT_EXTENSIONS[format])),
];
