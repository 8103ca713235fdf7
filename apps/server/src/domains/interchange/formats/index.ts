import type { InterchangeFormat } from '@quizmaker/contracts';
import { aikenFormat } from './aiken/aiken.ts';
import type { FormatModule } from './format.ts';
import { giftFormat } from './gift/gift.ts';
import { jsonFormat } from './json/json.ts';
import { moodleXmlFormat } from './moodle-xml/moodle-xml.ts';
import { qtiFormat } from './qti/qti.ts';
import { csvFormat } from './spreadsheet/csv.ts';
import { xlsxFormat } from './spreadsheet/xlsx.ts';

/** Every format by name: a format missing here is a compile error. */
export const FORMATS: { readonly [F in InterchangeFormat]: FormatModule } = {
  json: jsonFormat,
  gift: giftFormat,
  aiken: aikenFormat,
  'moodle-xml': moodleXmlFormat,
  qti: qtiFormat,
  csv: csvFormat,
  xlsx: xlsxFormat,
};

/**
 * Sniffing order: binary formats first, by their bytes (a QTI package's imsmanifest.xml, a
 * workbook's parts: an .xlsx has xl/workbook.xml); then text: JSON's opening brace, Moodle XML's <quiz> root,
 * a CSV's header row (our template's or Kahoot's), Aiken's ANSWER: lines, GIFT's answer blocks (an
 * XML file's braces and ANSWER: texts would fool the last two, as could a CSV's cells).
 */
const DETECTION_ORDER: readonly InterchangeFormat[] = ['qti', 'xlsx', 'json', 'moodle-xml', 'csv', 'aiken', 'gift'];

/** The format a file looks like, or null; `text` is null when the bytes are not UTF-8 text. */
export function detectFormat(bytes: Uint8Array, text: string | null): InterchangeFormat | null {
  return (
    DETECTION_ORDER.find((format) => {
      const module = FORMATS[format];
      return module.input === 'binary' ? module.detect(bytes) : text !== null && module.detect(text);
    }) ?? null
  );
}
