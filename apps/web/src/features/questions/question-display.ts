import { plainText } from '../../ui/rich-text.tsx';

/** Question rows show at most this many characters of the text (spec 2 section 9). */
export const ROW_TEXT_MAX = 160;

/** The row text: markup removed, cut to 160 characters plus an ellipsis. */
export function rowText(questionText: string): string {
  const text = plainText(questionText);
  return text.length > ROW_TEXT_MAX ? `${text.slice(0, ROW_TEXT_MAX)}…` : text;
}

/** The type badge: underscores shown as spaces (MCQ_SINGLE -> 'MCQ SINGLE'). */
export const typeBadgeText = (type: string): string => type.replace(/_/g, ' ');
