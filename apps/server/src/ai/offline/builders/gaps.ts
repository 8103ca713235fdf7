import type { DocumentAnalysis } from '../analysis.ts';
import { isEnglishName, zipf } from '../analysis/english.ts';
import { clausesOf } from '../analysis/paraphrase.ts';
import { PRONOUNS } from '../analysis/questions.ts';
import { POINTING_PRONOUNS } from '../analysis/words.ts';
import { leansOnTheTextBefore, wellFormed, type SentenceInfo } from '../analysis/statements.ts';
import { subjectTerms } from '../analysis/distractors.ts';
import { DAYS, MONTHS } from '../analysis/english.ts';
import { followsFromTheSentence, inRange, isBoundInTime, isDayOfMonth, NUMBER_WORDS } from './numbers-in-text.ts';
import type { TermInfo, TermOccurrence } from '../analysis/terms.ts';
import type { Token } from '../nlp.ts';
import { rankedStatements, sideOfAComparison, termsOnceInClaim, type BuildContext } from './common.ts';
import { explainingLast } from './explanations.ts';

/**
 * Sentences a cloze question may quote (FILL_GAP, MCQ_SINGLE): claims first, then any
 * other whole sentence of the text (dialogue included: a quotation is still the text's words).
 */
export function clozeSentences(context: BuildContext): SentenceInfo[] {
  const statements = explainingLast(context, rankedStatements(context)).filter(
    (sentence) => !pronounBeforeItsNouns(sentence),
  );
  const others = rankedStatements(
    context,
    (sentence) =>
      !sentence.statement &&
      sentence.defect === null &&
      !leansOnTheTextBefore(sentence) &&
      (sentence.role === 'sentence' || sentence.role === 'clause') &&
      sentence.wordCount >= 6 &&
      sentence.text.length <= 320 &&
      wellFormed(sentence.text) &&
      !pronounBeforeItsNouns(sentence),
  );
  return [...statements, ...others];
}

/**
 * Whether a pronoun after the sentence's first word comes before any noun of its own: "You can't live long
 * without it, especially in hot areas where you lose water rapidly through _____" (blind-s30 Q20: without
 * what?). An opening "It" is put right by the subject the sentence before names (shownText).
 */
function pronounBeforeItsNouns(sentence: SentenceInfo): boolean {
  const tokens = sentence.tokens.filter((token) => token.start >= sentence.claimStart);
  const noun = tokens.findIndex((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  const pointer = tokens.findIndex(
    (token, at) => at > 0 && POINTING_PRONOUNS.has(token.normal) && token.pos === 'PRON',
  );
  return pointer > 0 && (noun < 0 || pointer < noun);
}

export type Gap = TermOccurrence & { term: TermInfo; worth: number };

/**
 * What a cloze quotes: the clause of a compound sentence its blank stands in, when that clause stands
 * alone ("the Electors in each State shall have the ___ requisite for ..." without "The House of
 * Representatives shall be composed of ..., and" before it: a blank in a 50-word sentence is a reading
 * test, blind-s9 Q20), else the whole sentence; the blank moved with it.
 */
export function clauseOfGap<T extends TermOccurrence>(
  sentence: SentenceInfo,
  gap: T,
): { quoted: SentenceInfo; gap: T } {
  for (const clause of clausesOf(sentence)) {
    const moved = clause.terms.find((term) => term.key === gap.key && term.surface === gap.surface);
    if (moved && !leansOnTheOtherClause(clause.tokens)) {
      return { quoted: clause, gap: { ...gap, start: moved.start, end: moved.end } };
    }
  }
  return { quoted: sentence, gap };
}

/**
 * The termsOnceInClaim a cloze may blank (FILL_GAP, MCQ_SINGLE), most worth knowing first
 * (gapWorth). Only a whole noun phrase: the tail of one leaves its modifier before the blank ("the moment
 * ___" for "magnitude scale", "alcohol-based hand ___" for "sanitizers"), and asks for the rest of a name.
 */
export function worthyGaps(context: BuildContext, sentence: SentenceInfo): Gap[] {
  // "Neptune is farther from the Sun than _____": another planet may be too (sideOfAComparison); a count may be blanked.
  return termsOnceInClaim(context, sentence)
    .filter(
      (occurrence) =>
        occurrence.whole && !(occurrence.term.kind !== 'number' && sideOfAComparison(sentence, occurrence)),
    )
    .flatMap((occurrence) => {
      const worth = gapWorth(context.analysis, sentence, occurrence);
      return worth > 0 ? [{ ...occurrence, worth }] : [];
    })
    .sort((a, b) => b.worth - a.worth || b.term.score - a.term.score);
}

/** Whether a clause points into the rest of its sentence: a pronoun, or "each" with no noun ("a Majority of each"). */
function leansOnTheOtherClause(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token, i) =>
      PRONOUNS.has(token.normal) ||
      (token.normal === 'each' && !['NOUN', 'PROPN', 'ADJ'].includes(tokens[i + 1]?.pos ?? '')),
  );
}

/** Words a verb follows, never a noun: "to", modals, relative pronouns. */
const VERB_OPENERS = new Set(
  'to that which who shall will may must can should would could might do does did'.split(' '),
);
/**
 * Words that follow a verb, never a noun: object pronouns and determiners ("boiling it", "causes the ground", "The right
 * ventricle pumps this blood": "The ___ this blood" blanked the verb with its subject in the audit of session 24).
 */
const OBJECTS = new Set([
  'it',
  'them',
  'him',
  'her',
  'me',
  'us',
  'the',
  'a',
  'an',
  'this',
  'these',
  'those',
  'its',
  'their',
]);
/** Zipf values (analysis/english.ts) at and above which a word is everyday English, no term to ask for. */
const COMMON_NOUN = 3.6;
const COMMON_PHRASE = 4;
/** Zipf at and above which an adjective is plain English ("subsequent" 3.1, "adequate" 3.4; "seismic" 2.8). */
const PLAIN_ADJECTIVE = 3;

/**
 * How much a term is worth asking for where it stands, 0 when it is not: a year, a number of
 * something (not an end of a range, a day of a month, a "1" its singular noun gives away), a name that is no capitalised everyday noun ("House",
 * "Members"), a term the text defines, a word rare in general English or a phrase with one
 * ("human settlements"). Never a month, a name in a quarter of the sentences ("United States"), the document's own subject ("water" in a text about
 * water; what its title names), part of a longer name ("the ___ of Public Works"), the unit after a number ("2 liters of" its "liters"), an everyday noun ("body",
 * "ground") or a word the sentence repeats ("the ___ happens" with "earthquake" before it).
 */
function gapWorth(
  analysis: DocumentAnalysis,
  sentence: SentenceInfo,
  occurrence: TermOccurrence & { term: TermInfo },
): number {
  const { term } = occurrence;
  const words = occurrence.surface.split(/\s+/);
  const rarest = Math.min(...words.map((word) => zipf(word) || 0));
  // The document's title ("THE ERIE CANAL"): what every sentence is about (blind-s13 Q26).
  if (itemsListedWith(sentence.tokens, occurrence) >= 2 || analysis.titleTerms.has(term.key)) {
    return 0;
  }
  if (term.kind === 'year') {
    // "Since _____, the population has doubled": an earlier year holds as well (isBoundInTime). "enlarged between _____
    // and 1862": an end of a span, whose other end rules options out.
    return isBoundInTime(sentence.text, occurrence) ||
      inRange(sentence.text, occurrence) ||
      followsFromTheSentence(sentence.text, occurrence, 'year')
      ? 0
      : 3;
  }
  // "the hypocenter (H)": the letter after it gives it away.
  const initials = words.map((word) => word.charAt(0).toUpperCase()).join('');
  if (sentence.text.slice(occurrence.end).startsWith(` (${initials})`)) {
    return 0;
  }
  if (term.kind === 'number') {
    // "October 26": a day of the month is trivia; "1 liter": the singular gives the 1 away.
    return inRange(sentence.text, occurrence) ||
      isDayOfMonth(sentence.text, occurrence) ||
      occurrence.surface === '1' ||
      followsFromTheSentence(sentence.text, occurrence, 'number')
      ? 0
      : 2.5;
  }
  if (term.kind === 'code') {
    return endOfACodeRange(sentence.text, occurrence) ? 0 : 2;
  }
  // "the United States" in a third of the Constitution's sentences: the background, no fact.
  const sentences = sentencesOf(analysis);
  if (term.kind === 'proper' && term.sentenceIds.size >= Math.max(4, sentences / 4)) {
    return 0;
  }
  if (term.kind === 'proper') {
    // "Main Line" of "the Main Line of Public Works", "Public Works" of it: a part of the name. Not "the
    // Senate of the United States": with "the", what follows is a name of its own.
    const ofNameAfter = /^ of \p{Lu}/u.test(sentence.text.slice(occurrence.end, occurrence.end + 8));
    const textBefore = sentence.text.slice(Math.max(0, occurrence.start - 30), occurrence.start);
    const wordBeforeOf = textBefore.endsWith(' of ') ? (textBefore.slice(0, -4).split(' ').at(-1) ?? '') : '';
    const ofNameBefore = /^\p{Lu}/u.test(wordBeforeOf);
    if (ofNameAfter || ofNameBefore) {
      return 0;
    }
    if (words.length > 1) {
      return everydayPlace(words) ? 0 : 2.5;
    }
    if (MONTHS.has(term.key) || DAYS.has(term.key)) {
      return 0;
    }
    if (!isEnglishName(term.surface) && background(analysis, term)) {
      return 0;
    }
    // "two ___ from each State ... and each Senator shall have one Vote": the other number gives it away.
    const stem = term.surface.toLowerCase().replace(/s$/, '');
    const rest = `${sentence.text.slice(0, occurrence.start)} ${sentence.text.slice(occurrence.end)}`.toLowerCase();
    if (rest.split(/[^\p{L}]+/u).some((word) => word === stem || word === `${stem}s`)) {
      return 0;
    }
    // A name ("Buffalo", "Congress") is worth asking; a capitalised noun ("the Absence", "its Members") as a common one.
    const common = zipf(term.surface);
    if (isEnglishName(term.surface) || common === 0) {
      return 2;
    }
    return common < COMMON_NOUN ? 1 + (COMMON_NOUN - common) / 4 : 0;
  }
  const tokens = sentence.tokens.filter((token) => token.start >= occurrence.start && token.start < occurrence.end);
  const before = sentence.tokens.filter((token) => token.start < occurrence.start).pop();
  const after = sentence.tokens.find((token) => token.start >= occurrence.end);
  const head = tokens[tokens.length - 1];
  const elsewhere = sentence.tokens.filter((token) => token.start < occurrence.start || token.start >= occurrence.end);
  if (
    subjectTerms(analysis.terms).has(head?.lemma ?? term.key) ||
    subjectTerms(analysis.terms).has(term.key) ||
    (before && (before.pos === 'NUM' || NUMBER_WORDS.has(before.normal))) ||
    elsewhere.some((token) => token.lemma === head?.lemma && token.pos === 'NOUN') ||
    // "alcohol-based hand sanitizers can cause ___" (alcohol poisoning): a word of the answer stands beside the blank.
    tokens
      .slice(0, -1)
      .some((word) => word.normal.length >= 4 && elsewhere.some((token) => token.lemma === word.lemma)) ||
    // "larger earthquake", "best way": a comparison, no term.
    tokens.some((token) => token.pos === 'ADJ' && token.normal !== token.lemma)
  ) {
    return 0;
  }
  if (definedTerms(analysis).has(term.key)) {
    return 3;
  }
  // "swallow ___ that can harm you" (organisms): a word naming a whole class, which any of its members
  // fills as well ("parasites", "germs"; blind-s13 Q13).
  if (words.length === 1 && ((head && CLASS_NOUNS.has(head.lemma)) || background(analysis, term))) {
    return 0;
  }
  // A verb the tagger read as a noun: "the edges unstick", "an earthquake causes", "shall chuse", "waves
  // that radiate", "boiling it" (a plural noun inside a phrase or right before it, a plural after "a",
  // a word after an auxiliary, "to" or a relative pronoun, or before a pronoun or article).
  const pluralNoun = (token: Token | undefined) => token?.pos === 'NOUN' && token.normal !== token.lemma;
  const misread =
    tokens.slice(0, -1).some(pluralNoun) ||
    (words.length === 1 && pluralNoun(before)) ||
    (/^an?$/i.test(before?.value ?? '') && occurrence.plural) ||
    VERB_OPENERS.has(before?.normal ?? '') ||
    // "after boiling it": an object after it.
    OBJECTS.has(after?.normal ?? '');
  if (misread) {
    return 0;
  }
  if (words.length > 1) {
    // "an adequate supply", "every subsequent Term": an everyday noun with a plain adjective is no term
    // ("seismic waves", "legislative Powers" are: their adjective is rare).
    const rarestToken = tokens.reduce<Token | undefined>(
      (best, token) => (best && (zipf(best.value) || 0) <= (zipf(token.value) || 0) ? best : token),
      undefined,
    );
    if (rarestToken?.pos === 'ADJ' && rarest >= PLAIN_ADJECTIVE && zipf(head?.lemma ?? '') >= COMMON_PHRASE) {
      return 0;
    }
    return rarest > 0 && rarest < COMMON_PHRASE ? 1.5 + (COMMON_PHRASE - rarest) / 4 : 0;
  }
  const common = Math.max(zipf(occurrence.surface), zipf(head?.lemma ?? ''));
  return common < COMMON_NOUN ? 1 + (COMMON_NOUN - common) / 4 : 0;
}

/** Words between the two ends of a range of codes: "rooms C1 to C4", "gates A1 - A6". */
const CODE_RANGE_WORDS = new Set(['to', 'and', 'through', '-', '–']);

/**
 * Whether a code is an end of a range of codes: "the chemistry laboratories, rooms ___ to C4" is answered by "C1"
 * as well as by "rooms C1", the key (the audit of session 25), and either end lets the other be guessed.
 */
function endOfACodeRange(text: string, occurrence: TermOccurrence): boolean {
  const hasADigit = (word: string | undefined) => word !== undefined && /\d/.test(word);
  const after = text.slice(occurrence.end).trim().split(/\s+/);
  const before = text.slice(0, occurrence.start).trim().split(/\s+/);
  return (
    (CODE_RANGE_WORDS.has(after[0] ?? '') && hasADigit(after[1])) ||
    (CODE_RANGE_WORDS.has(before.at(-1) ?? '') && hasADigit(before.at(-2)))
  );
}

/** Parts of speech of the words of a noun phrase listed with others ("a clear plastic sheet", "4 percent"). */
const NOMINAL = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
const COORDINATORS = new Set(['and', 'or']);

/**
 * Whether a term is an item of a coordination in its sentence: "wood, air and plastic", "lakes or ponds". Not an
 * apposition ("Benjamin Wright, the chief engineer, had been ..."), which no "and" or "or" joins, nor one of the two
 * things "between" relates.
 */
export function inCoordination(tokens: readonly Token[], occurrence: TermOccurrence): boolean {
  const first = tokens.findIndex((token) => token.start >= occurrence.start);
  const after = tokens.findIndex((token) => token.start >= occurrence.end);
  // "between INTEGER and NUMERIC affinity": a relation of the two, not a list each item of which the claim holds.
  let start = first - 1;
  while (
    start >= 0 &&
    (NOMINAL.has(tokens[start]?.pos ?? '') ||
      COORDINATORS.has(tokens[start]?.normal ?? '') ||
      tokens[start]?.value === ',')
  ) {
    start -= 1;
  }
  if (tokens[start]?.normal === 'between') {
    return false;
  }
  const previous = tokens[first - 1];
  const next = after >= 0 ? tokens[after] : undefined;
  // "Corsica and trained in Paris": an "and" before a verb joins clauses, not items.
  const listWord = (token: Token | undefined) => token !== undefined && NOMINAL.has(token.pos);
  if (
    (COORDINATORS.has(previous?.normal ?? '') && listWord(tokens[first - 2])) ||
    (COORDINATORS.has(next?.normal ?? '') && listWord(tokens[after + 1]))
  ) {
    return true;
  }
  if (previous?.value !== ',' && next?.value !== ',') {
    return false;
  }
  // A comma beside it: a list where the run of items and commas reaches an "and" or an "or".
  const reachesACoordinator = (from: number, step: 1 | -1) => {
    for (let at = from; at >= 0 && at < tokens.length; at += step) {
      const token = tokens[at] as Token;
      if (COORDINATORS.has(token.normal)) {
        return true;
      }
      if (token.value !== ',' && !NOMINAL.has(token.pos)) {
        return false;
      }
    }
    return false;
  };
  return (after >= 0 && reachesACoordinator(after, 1)) || (first > 0 && reachesACoordinator(first - 1, -1));
}

/**
 * Whether the term is one of two things the sentence joins with "and" or "or" ("Cholera and ___ are
 * diseases ...", "through perspiration and ___"): with no options to choose from, anything of the kind
 * fills that blank (blind-s16 Q20), so a FILL_GAP does not blank it (a choice's options of one field
 * are what tell the two apart). The other thing is a noun phrase right beside the "and", without a comma;
 * a year or a number is no such item ("May 22, ___").
 */
export function joinedWithAnother(tokens: readonly Token[], occurrence: TermOccurrence & { term: TermInfo }): boolean {
  if (occurrence.term.kind === 'year' || occurrence.term.kind === 'number') {
    return false;
  }
  const first = tokens.findIndex((token) => token.start >= occurrence.start);
  const after = tokens.findIndex((token) => token.start >= occurrence.end);
  const noun = (token: Token | undefined) => token?.pos === 'NOUN' || token?.pos === 'PROPN';
  const verb = (token: Token | undefined) => token?.pos === 'VERB' || token?.pos === 'AUX';
  if (first < 0) {
    return false;
  }
  // "through the crust and lava pours out": a pair after something else (a preposition, a verb) with a verb
  // right after it joins two clauses, not two things; "Cholera and typhoid are ..." is one subject. (Not
  // "a verb before": the tagger reads "Magma rises" as two nouns.)
  const joinsClauses = (from: number, to: number) =>
    from > 0 && verb(tokens.slice(to).find((token) => !NOMINAL.has(token.pos)));
  const before = tokens[first - 1];
  if (COORDINATORS.has(before?.normal ?? '') && noun(tokens[first - 2])) {
    let itemStart = first - 2;
    while (NOMINAL.has(tokens[itemStart - 1]?.pos ?? '')) {
      itemStart -= 1;
    }
    return !joinsClauses(itemStart, after < 0 ? tokens.length : after);
  }
  const beyond = after < 0 ? undefined : tokens[after];
  const other = [1, 2].find(
    (offset) =>
      noun(tokens[after + offset]) && tokens.slice(after + 1, after + offset).every((token) => NOMINAL.has(token.pos)),
  );
  return COORDINATORS.has(beyond?.normal ?? '') && other !== undefined && !joinsClauses(first, after + other + 1);
}

/**
 * How many other things the sentence lists with the term. Three or more ("heat, cold, stress, and ___";
 * "the Elections, Returns and ___"; "a flashlight, a first aid kit, ___ and a whistle"): any of them
 * fills the blank as well, so the question asks the learner to recall a list's order, not a fact (the
 * blind reviews' trivia): no cloze blanks one. Counted outward from the term's item ("sweet ___"): each comma, "and" or "or"
 * (", and" is one) with a noun phrase beyond it that is no clause's subject ("Albany and Buffalo, and
 * freight rates fell" lists two); an apposition ("Benjamin Wright, the chief engineer, had been") has a
 * verb beyond its second comma, so it is no list.
 */
function itemsListedWith(tokens: readonly Token[], occurrence: TermOccurrence): number {
  const first = tokens.findIndex((token) => token.start >= occurrence.start);
  const after = tokens.findIndex((token) => token.start >= occurrence.end);
  if (first < 0) {
    return 0;
  }
  const joints = (from: number, step: 1 | -1): number => {
    let count = 0;
    let at = from;
    for (;;) {
      // A joint: ",", "and", "or", or ", and" / ", or" (read either way).
      let beyond = at;
      const isComma = (index: number) => tokens[index]?.value === ',';
      const isCoordinator = (index: number) => COORDINATORS.has(tokens[index]?.normal ?? '');
      if (isComma(beyond) || isCoordinator(beyond)) {
        const second = beyond + step;
        beyond =
          (isComma(beyond) && isCoordinator(second)) || (isCoordinator(beyond) && isComma(second))
            ? second + step
            : second;
      } else {
        return count;
      }
      // A noun phrase beyond it, up to the next joint or the first word of another kind.
      let nominal = 0;
      while (NOMINAL.has(tokens[beyond]?.pos ?? '') && tokens[beyond]?.value !== ',') {
        nominal += 1;
        beyond += step;
      }
      // "..., and freight rates fell": a clause's subject after the joint, no item of a list.
      const verbAfter = step === 1 && ['VERB', 'AUX'].includes(tokens[beyond]?.pos ?? '');
      if (nominal === 0 || verbAfter) {
        return count;
      }
      count += 1;
      at = beyond;
    }
  };
  // The term may be the tail of its item ("sweet ___", "a ___"): the joints lie beyond the whole item.
  const isItemWord = (index: number) => NOMINAL.has(tokens[index]?.pos ?? '') && tokens[index]?.value !== ',';
  let before = first - 1;
  while (isItemWord(before)) {
    before -= 1;
  }
  let beyond = after < 0 ? tokens.length : after;
  while (isItemWord(beyond)) {
    beyond += 1;
  }
  return joints(before, -1) + joints(beyond, 1);
}

/**
 * Whether a one-word noun is the document's background: written in at least three sentences and one
 * in thirteen ("germs" in a text on handwashing, "fault" in one on earthquakes). The text's theme
 * fills its blank ("the spread of ___"); a learner guesses it without having learnt anything.
 */
function background(analysis: DocumentAnalysis, term: TermInfo): boolean {
  const sentences = sentencesOf(analysis);
  return term.sentenceIds.size >= Math.max(3, sentences / 13);
}

/** Nouns that name a class of things rather than one: a blank on one alone has many right fillers. */
const CLASS_NOUNS = new Set(
  'organism substance material chemical disease illness condition animal creature plant object device tool product method technique procedure measure activity factor feature element component property structure system resource supply item good'.split(
    ' ',
  ),
);

/** A place named in everyday words ("United States", "New York City"): everyone knows it, and the sentence around it gives it. */
function everydayPlace(words: readonly string[]): boolean {
  return words.every((word) => zipf(word) >= 4.5) && words.some((word) => PLACE_WORDS.has(word.toLowerCase()));
}
const PLACE_WORDS = new Set(['states', 'state', 'city', 'kingdom', 'nations', 'new']);

const sentenceCounts = new WeakMap<DocumentAnalysis, number>();

/** How many sentences the text has, headings not counted (gapWorth asks for every term it weighs). */
function sentencesOf(analysis: DocumentAnalysis): number {
  let count = sentenceCounts.get(analysis);
  if (count === undefined) {
    count = analysis.sentences.filter((entry) => entry.role !== 'heading').length;
    sentenceCounts.set(analysis, count);
  }
  return count;
}

const defined = new WeakMap<DocumentAnalysis, Set<string>>();

/** Keys of the terms the text defines ("Giardiasis is an infection ..."), lower case. */
function definedTerms(analysis: DocumentAnalysis): Set<string> {
  let keys = defined.get(analysis);
  if (!keys) {
    keys = new Set(analysis.definitions.flatMap((definition) => [definition.key, definition.term.toLowerCase()]));
    defined.set(analysis, keys);
  }
  return keys;
}
