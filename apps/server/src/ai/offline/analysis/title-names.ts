import { inLexicon } from '../nlp.ts';
import { isEnglishName, zipf } from './english.ts';

/** A word in title case of three letters or more ("Tesla"; not "IV", "Anglo-Saxon" or "THE"). */
const TITLE_CASE_WORD = /^\p{Lu}\p{Ll}{2,}$/u;

/**
 * Whether a title-case word of a heading the text writes nowhere else keeps its capital in a stem's topic: the
 * name of a people, a language, an era or an ocean ("Roman", "Victorian", "French", "Atlantic"; "the roman
 * Colosseum" had been the topic of "The Roman Colosseum"), from a closed list, or a name (`isNameNoWordShares`).
 */
export function keepsCapitalInATitle(word: string): boolean {
  return keepsOnlyItsOwnCapital(word) || isNameNoWordShares(word);
}

/** A people's, an era's or an ocean's name ("Roman", "Victorian"): its capital is its own, no name's beside it. */
export function keepsOnlyItsOwnCapital(word: string): boolean {
  return PEOPLES_AND_ERAS.has(word);
}

/**
 * Whether a word is a name general English writes capitalised and no common word shares: "Hillcrest", "Tesla",
 * "Cromwell" ("the text on nikola tesla", "statements about hillcrest academy examination regulations": the audits
 * of session 21). Names that are common nouns too ("Swan", "Watt", "Birch") are words of the model's lexicon; a rare
 * word ("Exoplanet") is none of the subtitles' names.
 */
function isNameNoWordShares(word: string): boolean {
  return TITLE_CASE_WORD.test(word) && isEnglishName(word) && !inLexicon(word);
}

/**
 * Whether a heading's word beside a name is a part of it: a name general English knows ("Oliver" of "Oliver Cromwell",
 * "Luther"), a word it does not know at all ("Nikola", "Genghis", "Anglo-Saxon") or a place's or body's common noun
 * ("Lake" of "Lake Baikal", "Academy" of "Hillcrest Academy"). Not a people's name ("Roman Bridge Building").
 */
export function joinsAName(word: string): boolean {
  return (
    /^\p{Lu}/u.test(word) &&
    !keepsOnlyItsOwnCapital(word) &&
    (isEnglishName(word) || zipf(word) === 0 || isNameHead(word))
  );
}

/** A place's or a body's common noun, capitalised: "Lake", "Academy", "River". */
export function isNameHead(word: string): boolean {
  return /^\p{Lu}/u.test(word) && NAME_HEADS.has(word.toLowerCase());
}

/**
 * A capitalised word neither the model's lexicon nor the subtitles know: beside a place's common noun it is the name
 * ("Lake Baikal"), where alone it may be a rare word ("Exoplanet").
 */
export function isUnknownWord(word: string): boolean {
  return TITLE_CASE_WORD.test(word) && zipf(word) === 0 && !inLexicon(word);
}

const SEAS = [
  'Atlantic',
  'Pacific',
  'Arctic',
  'Antarctic',
  'Mediterranean',
  'Baltic',
  'Caribbean',
  'Adriatic',
  'Aegean',
];

const PEOPLES_AND_ERAS = new Set(
  (
    'Roman Greek Victorian Edwardian Georgian Elizabethan Tudor Stuart Norman Saxon Viking Celtic Byzantine Ottoman ' +
    'Mughal Aztec Inca Maya Mayan Egyptian Persian Babylonian Chinese Japanese Korean Indian African American ' +
    'European Asian Australian Canadian Mexican Brazilian French English British Irish Scottish Welsh Spanish ' +
    'Portuguese Italian German Dutch Swedish Norwegian Danish Finnish Polish Russian Turkish Arab Arabic Thai Swiss ' +
    'Austrian Hungarian Czech Jewish Islamic Christian Catholic Protestant Buddhist Hindu Belgian Prussian Mongol ' +
    'Vietnamese Indonesian Filipino Nigerian Kenyan Ethiopian Peruvian Chilean Argentine Argentinian'
  )
    .split(' ')
    .concat(SEAS),
);

/**
 * The kind of name keepsOnlyItsOwnCapital knows a word as: a sea's ("Atlantic") or a people's or an era's ("Portuguese",
 * "Roman"), null for any other. One stands in for another of its kind only (the third code review of session 23:
 * "Portuguese" among "Atlantic" and "Pacific").
 */
export function kindOfOwnCapital(word: string): 'sea' | 'people' | null {
  return SEAS.includes(word) ? 'sea' : PEOPLES_AND_ERAS.has(word) ? 'people' : null;
}

/**
 * Common nouns that end the name of a place or a body ("Hillcrest Academy", "Mill River"): after a word of a name a
 * heading's capital stays on them.
 */
const NAME_HEADS = new Set(
  (
    'academy school college university institute hospital clinic museum library gallery company corporation ' +
    'council society club church cathedral abbey castle palace park garden gardens zoo river lake mount mountain ' +
    'mountains island islands bay valley canal bridge street road avenue square county city town village state'
  ).split(' '),
);
