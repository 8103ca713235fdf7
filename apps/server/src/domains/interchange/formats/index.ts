import type { InterchangeFormat } from '@quizmaker/contracts';
import { aikenFormat } from './aiken/aiken.ts';
import type { FormatModule } from './format.ts';
import { giftFormat } from './gift/gift.ts';
import { jsonFormat } from './json/json.ts';
import { moodleXmlFormat } from './moodle-xml/moodle-xml.ts';
import { qtiFormat } from './qti/qti.ts';

/** Every format by name: a format missing here is a compile error. */
export const FORMATS: { readonly [F in InterchangeFormat]: FormatModule } = {
  json: jsonFormat,
  gift: giftFormat,
  aiken: aikenFormat,
  'moodle-xml': moodleXmlFormat,
  qti: qtiFormat,
};

/**
 * Sniffing order: binary formats first, by their bytes (a QTI package's imsmanifest.xml, a
 * workbook's parts); then text: JSON's opening brace, Moodle XML's <quiz> root, Aiken's ANSWER: lines, GIFT's
 * answer blocks (an XML file's braces and ANSWER: texts would fool the last two).
 */
const DETECTION_ORDER: readonly InterchangeFormat[] = ['qti', 'json', 'moodle-xml', 'aiken', 'gift'];

/** The format a file looks like, or null; `text` is null when the bytes are not UTF-8 text. */
export function detectFormat(bytes: Uint8Array, text: string | null): InterchangeFormat | null {
  return (
    DETECTION_ORDER.find((format) => {
      const module = FORMATS[format];
      return module.input === 'binary' ? module.detect(bytes) : text !== null && module.detect(text);
    }) ?? null
  );
}
