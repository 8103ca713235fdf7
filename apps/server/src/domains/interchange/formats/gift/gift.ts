import type { TextFormatModule } from '../format.ts';
import { countGiftQuestions, looksLikeGift, parseGift } from './parse.ts';
import { writeGift } from './write.ts';

/** GIFT, Moodle's text format (import and export). */
export const giftFormat: TextFormatModule = {
  format: 'gift',
  input: 'text',
  carriesMedia: false,
  detect: looksLikeGift,
  countQuestions: countGiftQuestions,
  parse: parseGift,
  write: writeGift,
};
