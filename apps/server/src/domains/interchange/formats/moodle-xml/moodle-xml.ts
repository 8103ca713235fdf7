import type { TextFormatModule } from '../format.ts';
import { parseMoodleXml } from './parse.ts';
import { writeMoodleXml } from './write.ts';
import { countMoodleXmlQuestions, looksLikeMoodleXml } from './xml.ts';

/** Moodle XML, Moodle's full question format (import and export; images travel inside as base64). */
export const moodleXmlFormat: TextFormatModule = {
  format: 'moodle-xml',
  input: 'text',
  carriesMedia: true,
  detect: looksLikeMoodleXml,
  countQuestions: countMoodleXmlQuestions,
  parse: parseMoodleXml,
  write: writeMoodleXml,
};
