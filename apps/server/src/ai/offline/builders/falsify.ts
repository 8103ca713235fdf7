import type { DocumentAnalysis } from '../analysis.ts';
import { DAYS, MONTHS } from '../analysis/english.ts';
import { kindOfOwnCapital } from '../analysis/title-names.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import type { TermOccurrence } from '../analysis/terms.ts';
import type { Token } from '../nlp.ts';
import { casedLike, fitsBetween, replaceIn, sideOfAComparison, termsOnceInClaim, type BuildContext } from './common.ts';
import { inCoordination } from './gaps.ts';
import { containsText, normaliseForMatch } from '../../quality.ts';
import { sameThing } from '../analysis/distractors.ts';
import { inScopeOfARule, numberChange, numberWordChange, oppositeChange, type Change } from './fact-changes.ts';
import { followsFromTheSentence, inRange, isBoundInTime, keepsItsPlaceInTime } from './numbers-in-text.ts';

/** The claim with one occurrence replaced, and "a"/"an" right before it made to agree with the replacement. */
function swapIn(sentence: SentenceInfo, occurrence: TermOccurrence, replacement: string): string {
  const before = sentence.text.slice(0, occurrence.start);
  const article = /\b(a|an|A|An)(\s+)$/.exec(before);
  if (!article?.[1] || article.index < sentence.claimStart) {
    return replaceIn(sentence, occurrence, replacement);
  }
  const wanted = /^[aeiouAEIOU]/.test(replacement) ? 'an' : 'a';
  const cased = article[1].startsWith('A') ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
  return replaceIn(sentence, { ...occurrence, start: article.index }, `${cased}${article[2] ?? ' '}${replacement}`);
}

/** A false version of a statement: its text, and what was changed. */
export interface Falsified {
  text: string;
  swapped: string;
  original: string;
}

/**
 * A false version of a statement that changes a fact, never adds a "not": a name or year for another
 * of the text, a number for one of the same unit and nearby magnitude, a number word or ordinal for
 * its neighbour, a common noun for one the text lists with it ("lakes, ponds, swamps"), an adjective
 * for its opposite. Checked not to be something the text says anywhere. Null when no fact can be
 * changed: a "not" added or taken away ("shall exceed" from "shall not exceed", "can travel" from
 * "cannot travel"; blind review of session 5, Q13 and Q14) is a negation flip, answered by its form, so
 * the caller takes another sentence. Never what `taken` holds: two false statements of one list with the
 * same year put in ("May 22, 1935" and "of 1935", blind-s17 Q12, blind-s18 Q11) point at each other. A noun of another kind
 * ("lose hole rapidly", "by Representatives direct") and a word inside a name ("House of Senators")
 * are never swapped in: they give the statement away.
 */
export function falsify(
  context: BuildContext,
  sentence: SentenceInfo,
  taken: ReadonlySet<string> = new Set(),
  { figuresLast = false } = {},
): Falsified | null {
  // A year last: another year of the text swapped in tests the memory of a date, not the event (blind-s36 Q9,
  // Q19, Q27: "1935", Richter's year, put in the Chile earthquake's and San Francisco's).
  const notAYear = (occurrence: TermOccurrence & { term: { kind: string } }) => occurrence.term.kind !== 'year';
  const opposite = () => changed(context, sentence, notOfAnInterval(oppositeChange(sentence), sentence), taken);
  const counted = () =>
    changed(context, sentence, countChange(numberWordChange(context.analysis, sentence), sentence), taken);
  const lastYear = () => swappedTerm(context, sentence, taken, (occurrence) => !notAYear(occurrence));
  if (figuresLast) {
    // Among a list's statements a figure changed in one of them is what a reader misses, not an idea they mix up
    // (blind-s58 Q7, Q17: "every seven months" for six, "forty cents" for eighty): a name or a term first, an opposite
    // where the sentence gives no figure ("in a warm, dry place"). Beside a figure an opposite reads absurd: "the
    // smallest earthquake ever recorded ... 9.5", "300 meters below sea level", "three years before the first Meeting"
    // (the third code review of session 23).
    const figured = sentence.tokens.some(
      (token) => token.start >= sentence.claimStart && (/\d/.test(token.value) || token.pos === 'NUM'),
    );
    return (
      swappedSubject(context, sentence, taken) ??
      swappedTerm(
        context,
        sentence,
        taken,
        (occurrence) => notAYear(occurrence) && occurrence.term.kind !== 'number',
      ) ??
      (figured ? null : opposite()) ??
      swappedTerm(context, sentence, taken, (occurrence) => occurrence.term.kind === 'number') ??
      counted() ??
      (figured ? opposite() : null) ??
      lastYear()
    );
  }
  return (
    swappedSubject(context, sentence, taken) ??
    swappedTerm(context, sentence, taken, notAYear) ??
    counted() ??
    opposite() ??
    lastYear()
  );
}

/** Whether a month stands beside its day ("July 4", "4 July"). */
function ofAFullDate(sentence: SentenceInfo, occurrence: TermOccurrence): boolean {
  const day = (token: Token | undefined) => token !== undefined && /^\d{1,2}(?:st|nd|rd|th)?$/.test(token.value);
  const at = sentence.tokens.findIndex((token) => token.start >= occurrence.start);
  return day(sentence.tokens[at + 1]) || day(sentence.tokens[at - 1]);
}

/** A change of a count, none where a sum of the sentence's years tells it false ("eight years after ... 1817"). */
function countChange(change: Change | null, sentence: SentenceInfo): Change | null {
  return change && !followsFromTheSentence(sentence.text, change, 'number') ? change : null;
}

/** An opposite, none of the side of a span of years ("eight years before construction had begun in 1817" for after). */
function notOfAnInterval(change: Change | null, sentence: SentenceInfo): Change | null {
  return change &&
    /\b\d{4}\b/.test(sentence.text) &&
    /\b(?:years?|decades?) $/i.test(sentence.text.slice(Math.max(0, change.start - 9), change.start))
    ? null
    : change;
}

/** The first replacement of a change that the text does not say and no other false statement of the list puts in. */
function changed(
  context: BuildContext,
  sentence: SentenceInfo,
  change: Change | null,
  taken: ReadonlySet<string>,
): Falsified | null {
  if (!change) {
    return null;
  }
  const place = { key: '', whole: true, plural: false, surface: change.original, start: change.start, end: change.end };
  for (const replacement of change.replacements) {
    if (taken.has(replacement.toLowerCase())) {
      continue;
    }
    const text = swapIn(sentence, place, replacement);
    if (!context.analysis.textSays(text)) {
      return { text, swapped: replacement, original: change.original };
    }
  }
  return null;
}

/** Words that end a capitalised common noun of a formal text ("Concurrence", "Session", "Impeachment"). */
const NOUN_ENDINGS = /(?:tion|sion|ence|ance|ment|ure|ity|ness|ship|dom|hood)$/;

/**
 * Whether a one-word capitalised term is a common noun of a formal text rather than a name: a
 * plural ("Representatives", "Impeachments"), a noun ending ("Concurrence"), or a word the text
 * writes after "the" ("the Age", "the Senate"). Such a word stands in only for one the text lists
 * with it ("Senators and Representatives"): "by Law" is no "by Representatives".
 */
function capitalisedNoun(analysis: DocumentAnalysis, surface: string, articleRate: number): boolean {
  return (
    !/\s/.test(surface) &&
    (/[^su]s$/.test(surface) || NOUN_ENDINGS.test(surface) || articleRate >= 0.5 || takesDeterminer(analysis, surface))
  );
}

const determined = new WeakMap<DocumentAnalysis, Map<string, boolean>>();
/** Whether the text writes the word after "a", "no", "each", "its" ... somewhere ("a Journal", "No Senator"): a noun, not a name. */
function takesDeterminer(analysis: DocumentAnalysis, surface: string): boolean {
  const known = determined.get(analysis) ?? new Map<string, boolean>();
  determined.set(analysis, known);
  const cached = known.get(surface);
  if (cached !== undefined) {
    return cached;
  }
  const found = analysis.sentences.some((sentence) =>
    sentence.tokens.some(
      (token, i) => token.value === surface && DETERMINERS.has(sentence.tokens[i - 1]?.normal ?? ''),
    ),
  );
  known.set(surface, found);
  return found;
}
const DETERMINERS = new Set([
  'a',
  'an',
  'no',
  'each',
  'every',
  'any',
  'its',
  'their',
  'his',
  'her',
  'our',
  'your',
  'such',
  'another',
]);

/**
 * Whether a word stands inside a longer name with "of": the tail of "House of Representatives" or
 * "Main Line of Public Works", or a one-word head before "of" and a capital ("House" of "House of
 * Representatives"). Swapped alone it makes a name that does not exist ("House of Senators").
 */
function insideNameWithOf(text: string, occurrence: TermOccurrence): boolean {
  const before = text.slice(Math.max(0, occurrence.start - 30), occurrence.start);
  const after = text.slice(occurrence.end, occurrence.end + 12);
  // Word by word: the same test as one pattern ending in "\s+of\s+(?:the\s+)?$" backtracks polynomially.
  const words = before.trimEnd().split(/\s+/);
  const ofAt = words.at(-1) === 'the' ? words.length - 2 : words.length - 1;
  const capitalisedHeadBefore =
    /\s$/.test(before) && words[ofAt] === 'of' && /^\p{Lu}\p{L}*$/u.test(words[ofAt - 1] ?? '');
  return capitalisedHeadBefore || (!/\s/.test(occurrence.surface) && /^\s+of\s+(?:the\s+)?\p{Lu}/u.test(after));
}

/**
 * Whether a name runs on beyond the term on either side ("White" of "Canvass White", which the tagger
 * did not read as one name): a capitalised word right before it (not opening the claim) or after it.
 */
function partOfLongerName(sentence: SentenceInfo, occurrence: TermOccurrence): boolean {
  if (!/^\p{Lu}/u.test(occurrence.surface)) {
    return false;
  }
  const nameWord = (token: Token | undefined) =>
    !!token &&
    (token.pos === 'PROPN' || token.pos === 'NOUN' || token.pos === 'VERB') &&
    /^\p{Lu}\p{Ll}/u.test(token.value);
  const at = sentence.tokens.findIndex((token) => token.start >= occurrence.start);
  const end = sentence.tokens.findIndex((token) => token.start >= occurrence.end);
  // A nickname in quotes beside it: "Edwin \"Buzz\" Aldrin" is one name ("Edwin \"Buzz\" Eagle" and "Columbia \"Buzz\"
  // Aldrin" were false statements their form gave away: the audit of session 20, again in session 24).
  const quoted = (token: Token | undefined) => QUOTE_MARKS.has(token?.value ?? '');
  const before = at > 0 ? sentence.tokens[quoted(sentence.tokens[at - 1]) ? at - 2 : at - 1] : undefined;
  const after = end >= 0 ? sentence.tokens[quoted(sentence.tokens[end]) ? end + 1 : end] : undefined;
  return (before !== undefined && before.start >= sentence.claimStart && nameWord(before)) || nameWord(after);
}

const QUOTE_MARKS = new Set(['"', '”', '“', "'", '’']);

/** A quantifier right before a term: "Each House", "either House", "both Houses", "no Senator". */
const QUANTIFIERS = new Set(['each', 'every', 'either', 'neither', 'both', 'any', 'all', 'no']);

/** A word right after a term that ties it to what the sentence names before ("thereof", "hereunder"). */
const POINTER_AFTER = /^\s+(?:thereof|hereof|herein|therein|thereto|hereto|thereunder|hereunder)\b/i;

/** The document's most frequent common nouns: its subject ("water", "hands"), which no false statement swaps out. */
const subjects = new WeakMap<DocumentAnalysis, Set<string>>();
function subjectsOf(analysis: DocumentAnalysis): Set<string> {
  let found = subjects.get(analysis);
  if (!found) {
    found = new Set(
      [...analysis.terms.values()]
        .filter((term) => term.kind === 'concept' && term.words === 1 && term.frequency >= 5)
        .sort((a, b) => b.frequency - a.frequency)
        .slice(0, 3)
        .map((term) => term.key),
    );
    subjects.set(analysis, found);
  }
  return found;
}

/** A time of day on the 24-hour or 12-hour clock: "8:40", "20:17". */
const CLOCK_TIME = /^\d{1,2}:\d{2}$/;

function swappedTerm(
  context: BuildContext,
  sentence: SentenceInfo,
  taken: ReadonlySet<string>,
  which: (occurrence: TermOccurrence & { term: { kind: string } }) => boolean,
): Falsified | null {
  const { analysis } = context;
  for (const occurrence of termsOnceInClaim(context, sentence).filter(which)) {
    // "wood, air and plastic are poor conductors": another thing put in for one of a list may be one too ("water",
    // keyed false: the audit of session 18); a comparison's sides likewise (sideOfAComparison).
    // "on October 4, 1817" for July 4: the month of a full date is trivia to change, as its day is (blind-s58 Q26); a
    // month alone may be the fact ("Swallows return in April": the third code review of session 23).
    if (DAYS.has(occurrence.term.key) || (MONTHS.has(occurrence.term.key) && ofAFullDate(sentence, occurrence))) {
      continue;
    }
    if (
      occurrence.term.kind !== 'number' &&
      (sideOfAComparison(sentence, occurrence) ||
        inCoordination(sentence.tokens, occurrence) ||
        namedTwiceIn(analysis, sentence, occurrence.key) ||
        inScopeOfARule(sentence, occurrence.start))
    ) {
      continue;
    }
    if (occurrence.term.kind === 'number') {
      // "eight years after construction had begun in 1817" of a canal opened in 1825: a sum tells "nine" false.
      if (followsFromTheSentence(sentence.text, occurrence, 'number')) {
        continue;
      }
      const change = changed(context, sentence, numberChange(analysis, sentence, occurrence), taken);
      if (change) {
        return change;
      }
      continue;
    }
    if (
      insideNameWithOf(sentence.text, occurrence) ||
      partOfLongerName(sentence, occurrence) ||
      // "the Executive Authority thereof" (of the State): "the Vice President thereof" is no office at all
      // (blind-s29 Q27).
      POINTER_AFTER.test(sentence.text.slice(occurrence.end)) ||
      // "after 8:40 a.m. but before 9:10 a.m.": another time after a bound in time may still hold ("after 9:00 a.m." was
      // keyed false: the wrong-key audit of session 20), as another year does.
      (CLOCK_TIME.test(occurrence.surface) && isBoundInTime(sentence.text, occurrence)) ||
      // "Each House", "Neither House": every one of its kind, no one thing to swap ("Each Senate" is absurd).
      QUANTIFIERS.has(sentence.tokens.findLast((token) => token.start < occurrence.start)?.normal ?? '') ||
      (occurrence.term.kind === 'concept' && subjectsOf(analysis).has(occurrence.term.key))
    ) {
      continue;
    }
    for (const distractor of analysis.distractorsFor(occurrence, sentence).slice(0, 6)) {
      // A people's name stands in for a people's name only: "born in English" of London (the harness of session 23).
      if (kindOfOwnCapital(distractor.surface) !== kindOfOwnCapital(occurrence.surface)) {
        continue;
      }
      // What the text is about put in for one of its parts: "The main sleep is a small group of cells" of a text on sleep
      // (the audit of session 21).
      if (distractor.term.kind === 'concept' && subjectsOf(analysis).has(distractor.term.key)) {
        continue;
      }
      // A common noun, or a capitalised one after a possessive ("its Proceedings", "their other Officers")
      // or of a formal text ("the Age", "by Law"), only for one the text lists with it.
      const singleName =
        occurrence.term.kind === 'proper' &&
        !/\s/.test(occurrence.surface) &&
        (/\b(?:its|their|his|her|our|your|other|an?)\s+$/i.test(
          sentence.text.slice(Math.max(0, occurrence.start - 12), occurrence.start),
        ) ||
          capitalisedNoun(analysis, occurrence.surface, occurrence.term.articleRate) ||
          capitalisedNoun(analysis, distractor.surface, distractor.term.articleRate));
      // In a definition ("The largest, main earthquake is called the mainshock") another term the text
      // defines makes it false ("... is called the foreshock"); elsewhere, as inside a definition of another
      // term ("Aftershocks are ... in the same place as the epicenter"), it may still hold.
      const bothDefined =
        definesHere(analysis, sentence, occurrence.term.key) && analysis.definedKeys.has(distractor.term.key);
      if (
        (occurrence.term.kind === 'concept' || singleName) &&
        !analysis.coordinated.has(`${occurrence.term.key}|${distractor.term.key}`) &&
        !bothDefined
      ) {
        continue;
      }
      if (
        occurrence.term.kind === 'year' &&
        (Math.abs(Number(distractor.surface) - Number(occurrence.surface)) > 50 ||
          isBoundInTime(sentence.text, occurrence) ||
          // "enlarged between 1807 and 1862" of 1836 to 1862: a wider span still holds.
          inRange(sentence.text, occurrence) ||
          followsFromTheSentence(sentence.text, occurrence, 'year') ||
          !keepsItsPlaceInTime(analysis, sentence, occurrence, Number(distractor.surface)) ||
          yearOfABirth(analysis, distractor.surface))
      ) {
        continue;
      }
      const surface =
        occurrence.term.kind === 'concept' ? casedLike(occurrence.surface, distractor.surface) : distractor.surface;
      if (!fitsBetween(sentence, occurrence, surface) || taken.has(surface.toLowerCase())) {
        continue;
      }
      const text = swapIn(sentence, occurrence, surface);
      if (!analysis.textSays(text) && !saidOfTheSwappedIn(analysis, text, surface)) {
        return { text, swapped: surface, original: occurrence.surface };
      }
    }
  }
  return null;
}

/** Words of a clause no fact turns on: articles, modals ("must" of "shall"), pronouns. */
const CLAUSE_FILLER = new Set(
  'a an the and or of to in on at by for with from as is are was were be been it its this that their they them his her shall must may should will can also'.split(
    ' ',
  ),
);

/**
 * Whether the text says of a name put in what the false statement's clause around it says: "The House must choose
 * their other officers, and also a President pro tempore" (the Senate's rule) is half true where the text has "The
 * House of Representatives shall chuse their Speaker and other Officers" (blind-s60 Q7). A sentence that names it and
 * holds every word of that clause says it.
 */
function saidOfTheSwappedIn(analysis: DocumentAnalysis, text: string, swapped: string): boolean {
  const at = text.indexOf(swapped);
  if (at < 0 || !/^\p{Lu}/u.test(swapped)) {
    return false;
  }
  const opening = Math.max(...[',', ';', ':'].map((mark) => text.lastIndexOf(mark, at))) + 1;
  const ends = [',', ';', ':'].map((mark) => text.indexOf(mark, at + swapped.length)).filter((end) => end >= 0);
  const clause = text.slice(opening, ends.length > 0 ? Math.min(...ends) : text.length);
  const stem = (word: string) => word.replace(/s$/, '');
  const named = new Set(normaliseForMatch(swapped).split(' ').map(stem));
  const words = normaliseForMatch(clause)
    .split(' ')
    .filter((word) => word !== '' && !CLAUSE_FILLER.has(word))
    .map(stem);
  // A fronted phrase ("In October, the first boats ...") says nothing of its own.
  if (words.filter((word) => !named.has(word)).length < 2) {
    return false;
  }
  return analysis.sentences.some((sentence) => {
    if (!containsText(sentence.text, swapped)) {
      return false;
    }
    const said = new Set(normaliseForMatch(sentence.text).split(' ').map(stem));
    return words.every((word) => said.has(word));
  });
}

/**
 * Whether a year is one the text gives for someone's birth: put in for another event it reads "In 1815 she
 * married ..." of a woman born in 1815 (the wrong-key audit of session 19).
 */
function yearOfABirth(analysis: DocumentAnalysis, year: string): boolean {
  // The first year after "born" ("was born ... on 10 December 1815"), not every year of its sentence ("Born in 1867,
  // she moved to Paris in 1891": 1891 still stands in for another year; the code review of session 19).
  return analysis.sentences.some((sentence) => {
    const born = sentence.tokens.findIndex((token) => token.normal === 'born');
    return born >= 0 && sentence.tokens.slice(born + 1).find((token) => /^\d{4}$/.test(token.value))?.value === year;
  });
}

/**
 * Whether the sentence gives the term another of its names too: "Marie Curie was born Maria Sklodowska" with
 * another person put in reads "Henri Becquerel was born Maria Sklodowska" (the wrong-key audit of session 19), a
 * statement its own words give away.
 */
function namedTwiceIn(analysis: DocumentAnalysis, sentence: SentenceInfo, key: string): boolean {
  return sentence.terms.some((other) => other.key !== key && sameThing(analysis.coordinated, key, other.key));
}

/**
 * A claim that says its subject alone does what it says ("P waves ... travel fastest", "The Senate shall have the
 * sole Power ...", "Rotterdam has the largest seaport"): a sibling in its place makes it false, as nothing else
 * can be the fastest. The swap a teacher writes to test two things readers mix up (blind-s41: "a false variant
 * (e.g. P waves) would test more").
 */
function statesUniqueness(sentence: SentenceInfo, from: number): boolean {
  return sentence.tokens.some(
    (token) =>
      token.start >= from &&
      (UNIQUE_WORDS.has(token.normal) || ((token.pos === 'ADJ' || token.pos === 'ADV') && superlative(token))),
  );
}
const UNIQUE_WORDS = new Set(['only', 'sole', 'first', 'last']);
/**
 * A superlative: "fastest" (of "fast"), "best" (of "good"); not "modest" or "honest", whose lemma is themselves,
 * nor "least", which bounds a count.
 */
const superlative = (token: Token) =>
  token.normal !== 'least' && token.lemma !== token.normal && (token.normal.endsWith('est') || token.normal === 'best');

/**
 * The claim with its subject swapped for a term of its kind (distractorsFor) where the claim states a uniqueness
 * (statesUniqueness): "Secondary waves are compressional waves that travel fastest ..." for primary waves. Only a
 * sibling: another kind of a class the text divides, one the text defines as it does the subject, or one it lists
 * with it. Not a subject that an apposition names again ("Primary waves, or P waves, are ..."), nor one a
 * quantifier makes generic.
 */
function swappedSubject(context: BuildContext, sentence: SentenceInfo, taken: ReadonlySet<string>): Falsified | null {
  const { analysis } = context;
  // The claim's first words, past an article ("The House of Representatives shall ...").
  const opening = /^(?:the|an?) /i.exec(sentence.text.slice(sentence.claimStart))?.[0].length ?? 0;
  // The longest term there: "House of Representatives", not its "House".
  const found = sentence.terms
    .filter((occurrence) => occurrence.start === sentence.claimStart + opening)
    .sort((a, b) => b.end - a.end)[0];
  const term = found && analysis.terms.get(found.key);
  if (
    !found ||
    !term ||
    (term.kind !== 'concept' && term.kind !== 'proper') ||
    !found.whole ||
    sentence.text.slice(found.end).startsWith(', or ') ||
    namedTwiceIn(analysis, sentence, found.key) ||
    insideNameWithOf(sentence.text, found) ||
    partOfLongerName(sentence, found) ||
    !statesUniqueness(sentence, found.end) ||
    sideOfAComparison(sentence, found)
  ) {
    return null;
  }
  const occurrence = { ...found, term };
  // Kinds of a class the text divides ("Seismic waves travel ... in several forms": primary and secondary waves),
  // not any two phrases with one head ("steep cones" is no kind of volcano beside "cinder cones").
  const head = (key: string) => key.slice(key.lastIndexOf(' ') + 1);
  const dividedHeads = new Set([...analysis.divided].map(head));
  for (const distractor of analysis.distractorsFor(occurrence, sentence).slice(0, 6)) {
    const sibling =
      (term.words > 1 &&
        distractor.term.words > 1 &&
        head(distractor.term.key) === head(term.key) &&
        dividedHeads.has(head(term.key))) ||
      (analysis.definedKeys.has(term.key) && analysis.definedKeys.has(distractor.term.key)) ||
      analysis.coordinated.has(`${term.key}|${distractor.term.key}`);
    const surface = term.kind === 'concept' ? casedLike(found.surface, distractor.surface) : distractor.surface;
    if (!sibling || taken.has(surface.toLowerCase())) {
      continue;
    }
    const text = swapIn(sentence, occurrence, surface);
    if (!analysis.textSays(text) && !saidOfTheSwappedIn(analysis, text, surface)) {
      return { text, swapped: surface, original: found.surface };
    }
  }
  return null;
}

/**
 * Whether the sentence (or a form of it) is where the text defines this term: "in the same place as the
 * mainshock", inside the description of aftershocks, is no definition of the mainshock.
 */
function definesHere(analysis: DocumentAnalysis, sentence: SentenceInfo, key: string): boolean {
  return analysis.definitions.some((definition) => definition.sentenceId === sentence.id && definition.key === key);
}
