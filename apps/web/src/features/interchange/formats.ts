import { INTERCHANGE_FORMATS, type InterchangeFormat } from '@quizmaker/contracts';

/**
 * The file endings the chooser offers for each format (GIFT and Aiken files are often plain .txt).
 * A format added to INTERCHANGE_FORMATS does not compile until it has its endings here and its
 * name in the catalogues (i18n.ts).
 */
const IMPORT_EXTENSIONS: Record<InterchangeFormat, readonly string[]> = {
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
