import type { BinaryFormatModule } from '../format.ts';
import { countQtiItems, looksLikeQtiPackage, parseQtiPackage } from './read-package.ts';
import { writeQtiPackage } from './write.ts';

/** QTI: IMS content packages of QTI 3.0 items (import and export) and QTI 2.1 items (import). */
export const qtiFormat: BinaryFormatModule = {
  format: 'qti',
  input: 'binary',
  carriesMedia: true,
  detect: looksLikeQtiPackage,
  countQuestions: (bytes) => Promise.resolve(countQtiItems(bytes)),
  parse: (bytes) => Promise.resolve(parseQtiPackage(bytes)),
  write: (quiz) => Promise.resolve(writeQtiPackage(quiz)),
};
