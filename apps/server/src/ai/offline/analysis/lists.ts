import type { SentenceInfo } from './statements.ts';

export interface ListGroup {
  chunkIndex: number;
  intro: SentenceInfo | null;
  items: SentenceInfo[];
  numbered: boolean;
}

export const LIST_MARKER = /^\s*(\d{1,3}[.)]|[-*•–])\s+/;

/** Splits chunk content into paragraphs with their offsets. */
export function paragraphsOf(content: string): Array<{ text: string; offset: number }> {
  const paragraphs: Array<{ text: string; offset: number }> = [];
  const pattern = /[^\n]+(?:\n[^\n]+)*/g;
  for (const match of content.matchAll(pattern)) {
    const text = match[0].trim();
    if (text) {
      paragraphs.push({ text, offset: match.index + match[0].indexOf(text) });
    }
  }
  return paragraphs;
}
