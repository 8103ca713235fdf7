import type { InterchangeFormat } from '@quizmaker/contracts';
import { aikenFormat } from './aiken/aiken.ts';
import type { FormatModule } from './format.ts';
import { giftFormat } from './gift/gift.ts';
import { jsonFormat } from './json/json.ts';

/** Every format by name: a format missing here is a compile error. */
export const FORMATS: { readonly [F in InterchangeFormat]: FormatModule } = {
  json: jsonFormat,
  gift: giftFormat,
  aiken: aikenFormat,
};

/** Sniffing order: JSON's opening brace first, then Aiken's ANSWER: lines, then GIFT's answer blocks. */
const DETECTION_ORDER: readonly InterchangeFormat[] = ['json', 'aiken', 'gift'];

/** The format a text looks like, or null. */
export function detectFormat(text: string): InterchangeFormat | null {
  return DETECTION_ORDER.find((format) => FORMATS[format].detect(text)) ?? null;
}
