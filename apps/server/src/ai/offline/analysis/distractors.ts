import type { SentenceInfo } from './statements.ts';
import { normaliseForMatch } from '../../quality.ts';
import { DAYS, isEnglishName, MONTHS, zipf } from './english.ts';
import { tagSentences, type Token } from '../nlp.ts';
import { isContinent, isLand, landsOverlap } from './lands.ts';
import {
  mayBeOnePerson,
  mayNameOnePerson,
  PRONOUN_SEX,
  SEX_NOUNS,
  OFFICE_WORDS,
  TITLES,
  type NameFacts,
  type NameSort,
  type Sex,
} from './names.ts';
import { roleOf, slotOf, type TermInfo, type TermOccurrence } from './terms.ts';
import { namesPeople } from './words.ts';

/** Words that say what kind of place or body a name is ("Lake Erie", "Hudson River", "United States", "the Senate"). */
const NAME_KIND_WORDS = new Set(
  'lake river city state states county canal ocean sea mountains mountain valley island bay street road harbor harbour falls coast company congress house senate court department university college school church union agency organization organisation association society council committee party army navy war battle treaty act programme program project telescope station prize award museum library bank corporation institute academy service administration office ministry commission federation empire kingdom republic revolution declaration constitution code league cup games park square bridge tower castle palace airport hospital cathedral temple forest desert peninsula strait gulf province district region territory village town'.split(
    ' ',
  ),
);

/**
 * The sex the sentence tells of an occurrence: of a noun of one sex after "be" right after it ("Marie was the first
 * woman"), of a reflexive pronoun right before it ("calling herself Marie") or a noun of a sex it is put beside ("his
 * wife, Anne"), else of the first gendered pronoun after
 * it where no other name stands between them (the pronoun may be the occurrence's); undefined where none does.
 */
function sexSaidOf(
  sentence: { terms: readonly TermOccurrence[]; tokens: readonly Token[] },
  occurrence: TermOccurrence,
): Sex | undefined {
  // "where she began calling herself Marie": a reflexive pronoun right before a name tells its sex ("calling herself
  // Pierre" had been a false statement: the audit of session 24).
  const before = sentence.tokens.findLast((token) => token.start < occurrence.start);
  if (before && REFLEXIVES.has(before.normal)) {
    return PRONOUN_SEX.get(before.normal);
  }
  // "his wife, Anne Isabella Milbanke", "her daughter Irene": the noun the name is put beside tells it ("and his wife,
  // Charles Babbage" had been a false statement: the audit of session 25).
  const named = sentence.tokens.findLast((token) => token.start < occurrence.start && token.value !== ',');
  if (named && SEX_NOUNS.has(named.normal)) {
    return SEX_NOUNS.get(named.normal);
  }
  const after = sentence.tokens.filter((token) => token.start > occurrence.end);
  // "Marie was the first woman to win a Nobel Prize": a noun of a sex the name is said to be tells it as a pronoun
  // does ("Pierre was the first woman ..." had been a false statement: the wrong-key audit of session 19).
  // Only "be" right after the name (an adverb or a modal between): "Pierre Curie, whose wife was the first woman"
  // says nothing of Pierre.
  // So does "and became" of the name's own verbs ("Marie took over his teaching post and became the first woman to
  // teach at the Sorbonne": Pierre, whom "his" made a man's name to put in, had been the first woman: the audit of
  // session 25).
  const nameBetween = (token: Token) =>
    sentence.terms.some(
      (other) => other.start > occurrence.end && other.start < token.start && /^\p{Lu}/u.test(other.surface),
    );
  const be = after.findIndex((token) => token.pos !== 'ADV' && !(token.pos === 'AUX' && token.lemma !== 'be'));
  // Only of the clause's subject: "Marie defended a thesis before Gabriel Lippmann and became the first woman ..." says
  // nothing of Lippmann (the code review of session 25).
  const isSubject = !sentence.tokens.some(
    (token) => token.start < occurrence.start && (token.pos === 'VERB' || token.pos === 'AUX'),
  );
  const joined = after.findIndex(
    (token, index) =>
      isSubject && token.normal === 'and' && BECOMING.has(after[index + 1]?.lemma ?? '') && !nameBetween(token),
  );
  const said = after[be]?.lemma === 'be' ? be : joined >= 0 ? joined + 1 : -1;
  const noun = said >= 0 ? after.slice(said + 1, said + 5).find((token) => SEX_NOUNS.has(token.normal)) : undefined;
  if (noun) {
    return SEX_NOUNS.get(noun.normal);
  }
  const pronoun = after.find((token) => PRONOUN_SEX.has(token.normal));
  if (!pronoun) {
    return undefined;
  }
  return nameBetween(pronoun) ? undefined : PRONOUN_SEX.get(pronoun.normal);
}

const REFLEXIVES = new Set(['himself', 'herself']);
/** Verbs of what initials spell out: "stand for", "short for". */
const EXPANDING = new Set(['stand', 'short']);
const BECOMING = new Set(['be', 'become']);

/** Plural kind words, by their kind: "Great Lakes", "Canary Islands", "Napoleonic Wars", "Sedition Acts". */
const PLURAL_KINDS = new Map([
  ['acts', 'act'],
  ['wars', 'war'],
  ['lakes', 'lake'],
  ['rivers', 'river'],
  ['islands', 'island'],
  ['isles', 'island'],
  ['hills', 'mountain'],
  ['plains', 'plain'],
]);

/**
 * Kind words of the chambers of one legislature: "The House of Representatives shall chuse their Speaker" is
 * false of "The Senate", a swap a teacher makes (the Senate tries impeachments, the House brings them).
 */
const CHAMBERS = new Set(['senate', 'house', 'assembly', 'chamber']);

/** First words of place names ("New York", "Fort Wayne", "San Diego"): no person's name starts with them. */
const PLACE_OPENERS = new Set(
  'new san santa saint st fort port mount cape north south east west upper lower'.split(' '),
);

/**
 * What kind of name this is, as far as its words tell: the kind word of a place or body ("lake" for
 * "Lake Erie", "states" for "United States"), "person" for two or three plain capitalised words
 * ("DeWitt Clinton"), "other" for the rest (one word: "Pennsylvania", "Congress" is a body).
 */
export function nameClass(name: string): string {
  const words = name.toLowerCase().split(/\s+/);
  // "Great Lakes", "Canary Islands": a plural kind word is its kind ("Great Lakes" is no person's name); not
  // every kind word's plural ("Joseph Banks" is a person).
  const kindWord = (word: string | undefined) =>
    word === undefined ? undefined : NAME_KIND_WORDS.has(word) ? word : PLURAL_KINDS.get(word);
  const kind = kindWord(words[words.length - 1]) ?? kindWord(words[0]);
  if (kind) {
    return CHAMBERS.has(kind) ? 'chamber' : kind;
  }
  if (PLACE_OPENERS.has(words[0] ?? '')) {
    return 'place';
  }
  if (words.length === 1 && MONTHS.has(words[0] ?? '')) {
    // "on October 26, 1825" may become "on July 26, 1825", never "on Buffalo 26, 1825".
    return 'month';
  }
  return words.length >= 2 && words.length <= 3 ? 'person' : 'other';
}

/**
 * The common noun a name of two or three words ends on, the kind of thing it names where nameClass knows no kind word:
 * "plate" of "North American Plate", "abbey" of "Westminster Abbey", "charter" of "Great Charter". Null for a person's
 * name or an office (a title or an office's word in it, a given name first, a last word naming people, a sex the text
 * gives it, or a last word general English writes as a name or lacks: "King John", "Chief Justice", "George Bush",
 * "Harald Hardrada", "Benjamin Wright"). A plate for a current, a person for an abbey or a charter for a king are swaps
 * no reader weighs ("the boundary between the North Atlantic Current and the Eurasian Plate", "crowned in Harald
 * Hardrada": the audit of session 21).
 */
function thingNamed(names: NameFacts, key: string, name: string): string | null {
  const words = name.split(/\s+/);
  const last = (words.at(-1) ?? '').toLowerCase();
  if (
    words.length < 2 ||
    words.length > 3 ||
    // An office is a person's: "Vice President", "Chief Justice", "Speaker of the House".
    words.some((word) => TITLES.has(word.toLowerCase()) || OFFICE_WORDS.has(word.toLowerCase())) ||
    startsWithAGivenName(words) ||
    namesPeople(last) ||
    names.sexes.has(key) ||
    names.sorts.get(key) === 'person' ||
    isEnglishName(last) ||
    zipf(last) < COMMON_NOUN_ZIPF
  ) {
    return null;
  }
  return readsAsNoun(last) ? last.replace(/s$/, '') : null;
}

/** Whether a lower-cased word reads as a noun, by the tagger's lexicon ("plate", "george"; not "eurasian", "north"). */
function readsAsNoun(word: string): boolean {
  let noun = NOUNS.get(word);
  if (noun === undefined) {
    noun = tagSentences(`the ${word} .`)[0]?.tokens[1]?.pos === 'NOUN';
    NOUNS.set(word, noun);
  }
  return noun;
}
/**
 * Whether a name's first word is one general English writes as a name and no place name opens with: "George Bush",
 * "Bill Gates", "Thomas Cook" are people whatever their last word means (the code review of session 21).
 */
export function startsWithAGivenName(words: readonly string[]): boolean {
  const first = words[0] ?? '';
  // "Eurasian Plate", "North Atlantic Current": a capitalised adjective or a point of the compass is no given name.
  return (
    words.length > 1 &&
    isEnglishName(first) &&
    !PLACE_OPENERS.has(first.toLowerCase()) &&
    readsAsNoun(first.toLowerCase())
  );
}
/** Zipf at and above which a last word is an everyday noun ("plate" 4.4, "tapestry" 2.9; "Hardrada" 0). */
const COMMON_NOUN_ZIPF = 2.5;
/** Whether a lower-cased word reads as a noun, by the tagger's lexicon (asked once a word). */
const NOUNS = new Map<string, boolean>();

/**
 * Whether the text shows one name to be a person's and the other a place's: "He lost the election of 1800 to
 * Braintree", "In 1806, Corsica defeated Austria" (the wrong-key audit of session 17). Listed together or not.
 */
/** What a code is made of: digits, letters, both, and a clock's colon ("10:00", "VPN", "C4"). */
const codeMake = (code: string) =>
  `${/\d/.test(code) ? 'digits' : ''}${/\p{L}/u.test(code) ? 'letters' : ''}${/\d:\d/.test(code) ? 'clock' : ''}`;

function otherSort(sorts: ReadonlyMap<string, NameSort>, answer: TermInfo, candidate: TermInfo): boolean {
  const [sort, candidateSort] = [sorts.get(answer.key), sorts.get(candidate.key)];
  // A person only for a person the text shows to be one, either way: "Three years later, _____ was killed" offered
  // the moons "Phobos" and "Deimos" beside "Marie" and "Pierre". Two sorts the text shows differ, and a name of
  // both ("Quincy") is of neither for sure: it stands only beside a name of no sort the text shows.
  // A place the text shows likewise only for a place: "born in Augustus" (a title), "born on a farm in Middlemarch" (a
  // novel): the audit of session 18. Not the other way: a name of no sort the text shows ("moved the capital to
  // Ravenna", with "to" no preposition of where) is often a place, and a place for it the plausible swap.
  return (
    (sort !== candidateSort && (sort === 'person' || candidateSort === 'person')) ||
    (sort === 'place' && candidateSort !== 'place') ||
    (sort !== undefined && candidateSort !== undefined && sort !== candidateSort) ||
    (sort === 'mixed' && candidateSort !== undefined) ||
    (candidateSort === 'mixed' && sort !== undefined)
  );
}

/**
 * Terms of the same kind that can stand in for an occurrence, each in the form that fits where
 * the occurrence stands (singular or plural): not the answer, no longer or shorter version of
 * it, not sharing its head noun (nor a kind of it, or the class it is a kind of: dividedClasses), not
 * in the same sentence; best ranked first. A common noun (or a
 * capitalised one: "Members", "Legislature") only for one of its field (sameField): "hole" or
 * "body" is no choice a reader weighs for "dew". A term and another name the text gives it ("Secondary
 * waves, or S waves,"; sameThing) are one thing: neither stands in for the other, and of two such
 * candidates only the better ranked is given (two options naming one thing are both wrong, so the taker
 * rules both out; blind-s11 Q17).
 */
export function distractorsFor(
  terms: Map<string, TermInfo>,
  occurrence: TermOccurrence & { term: TermInfo },
  sentence: { text: string; terms: readonly TermOccurrence[]; tokens: readonly Token[] },
  coordinated: ReadonlySet<string>,
  defined: ReadonlySet<string> = new Set(),
  divided: ReadonlySet<string> = new Set(),
  names: NameFacts = { sorts: new Map(), fullNamesOfWord: new Map(), sexes: new Map() },
): Array<{ term: TermInfo; surface: string }> {
  const answer = occurrence.term;
  // "the letters "HH" ... stand for "Hansestadt Hamburg"": what initials stand for is the one phrase they spell, and
  // another name in its place is no choice anyone weighs ("stand for "King Valdemar IV"", the audit of session 25).
  const words = sentence.tokens.filter(
    (token) => token.start < occurrence.start && token.pos !== 'PUNCT' && token.pos !== 'DET',
  );
  if (words.at(-1)?.normal === 'for' && EXPANDING.has(words.at(-2)?.lemma ?? '')) {
    return [];
  }
  // "Three years later, Pierre was killed when he was struck": the pronoun after a name, with no other name
  // between, tells the sex of whoever stands there, so only a name of that sex the text shows may ("Marie was
  // killed when he was struck" had been false). A name further back keeps its options ("Tesla worked for
  // Edison before he ...": Tesla's). So does "was the first woman" after it (session 19).
  const saidSex = answer.kind === 'proper' ? sexSaidOf(sentence, occurrence) : undefined;
  // "Manner of holding Elections": a name or a formal text's capitalised noun that is the object of a
  // verb is replaced only by one the text uses with that verb too ("holding Returns" is absurd, though
  // the text lists "Elections, Returns"). A common noun has its field for that (sameField).
  const verb = answer.kind === 'proper' ? roleOf(sentence.tokens, occurrence.start) : null;
  const answerWords = ` ${normaliseForMatch(occurrence.surface)} `;
  const inSentence = new Set(sentence.terms.map((entry) => entry.key));
  const sentenceText = ` ${normaliseForMatch(sentence.text)} `;
  const head = (phrase: string) => phrase.trim().split(' ').pop();
  const slot = slotOf(sentence.tokens, occurrence.start);
  const results: Array<{ term: TermInfo; surface: string; rank: number }> = [];
  for (const candidate of terms.values()) {
    if (
      candidate.key === answer.key ||
      sameThing(coordinated, answer.key, candidate.key) ||
      candidate.kind !== answer.kind ||
      candidate.score <= 0 ||
      inSentence.has(candidate.key)
    ) {
      continue;
    }
    // A name is offered only as the text uses it: "Glacier" alone, the tail of "Vatnajokull Glacier", is no name.
    if ((answer.kind === 'proper' || answer.kind === 'code') && candidate.wholeCount === 0) {
      continue;
    }
    // A name must agree in number too: "Each House" cannot become "Each Members", "its own Members"
    // not "its own Majority", "try all Impeachments" not "try all Senator"; a land stands only for a land.
    if (
      answer.kind === 'proper' &&
      (candidate.plural !== occurrence.plural ||
        pluralNoun(candidate.surface) !== pluralNoun(occurrence.surface) ||
        isLand(candidate.surface) !== isLand(occurrence.surface) ||
        isContinent(candidate.surface) !== isContinent(occurrence.surface) ||
        landsOverlap(candidate.surface, occurrence.surface))
    ) {
      continue;
    }
    // A code agrees in number as a name does: "REM periods become longer", not "Stage N3 become longer"; and in its
    // make: a time of day only for a time, letters only for letters ("Core hours are from VPN to 15:00" had been a false
    // statement of "from 10:00": the audit of session 26).
    if (
      answer.kind === 'code' &&
      (candidate.plural !== occurrence.plural || codeMake(candidate.surface) !== codeMake(occurrence.surface))
    ) {
      continue;
    }
    if (verb !== null && !candidate.roles.has(verb)) {
      continue;
    }
    // A person stands only for a person, a thing for a thing: "Candidates must not speak to one another during the
    // parent", "A volcanologist is called active if ..." (the wrong-key audit of session 19).
    if (answer.kind === 'concept' && namesPeople(occurrence.surface) !== namesPeople(candidate.surface)) {
      continue;
    }
    // A singular concept must be counted as its place counts it: "provide energy" cannot become "provide nutrient",
    // nor "not a nutrient" "not an energy" (the wrong-key audit of session 19: both keyed false, neither a
    // statement).
    if (
      answer.kind === 'concept' &&
      !occurrence.plural &&
      ((slot === 'counted' && candidate.bare && !candidate.countable) ||
        (slot === 'bare' && !answer.countable && candidate.countable))
    ) {
      continue;
    }
    // A concept must agree in number where it stands: "values" cannot become "column".
    const surface =
      answer.kind === 'concept'
        ? occurrence.plural
          ? candidate.forms.plural
          : candidate.forms.singular
        : candidate.surface;
    if (!surface) {
      continue;
    }
    const words = ` ${normaliseForMatch(surface)} `;
    if (
      words.trim() === '' ||
      answerWords.includes(words) ||
      words.includes(answerWords) ||
      // "Representative" for "Representatives": the same word.
      words.replace(/s $/, ' ') === answerWords.replace(/s $/, ' ') ||
      sentenceText.includes(words) ||
      // "REM sleep" for "REM periods", "coral reefs" for "coral polyps": one modifier, so one thing or its part (the
      // audit of session 21 found "towards morning, REM sleep become longer" keyed false, though the text says so). Not
      // a name's title ("King Henry III" for "King Philip II").
      (answer.kind !== 'proper' &&
        !(answer.kind === 'code' && /^\p{Lu}\p{Ll}/u.test(occurrence.surface)) &&
        answer.words > 1 &&
        candidate.words > 1 &&
        words.trim().split(' ')[0] === answerWords.trim().split(' ')[0]) ||
      (head(words) === head(answerWords) &&
        (answer.words === 1 ||
          candidate.words === 1 ||
          // "S waves" and "primary waves" are seismic waves when the text divides seismic waves into kinds.
          divided.has(answer.key) ||
          divided.has(candidate.key)))
    ) {
      continue;
    }
    // "the Rabbit" takes "the", "Alice" does not: a name that never follows "the" cannot replace one that does.
    // A person's name stands in for a person's, a lake's for a lake's: "governor of Lake Erie" is absurd.
    if (
      answer.kind === 'proper' &&
      (Math.abs(candidate.articleRate - answer.articleRate) > 0.5 ||
        nameClass(surface) !== nameClass(occurrence.surface) ||
        thingNamed(names, candidate.key, surface) !== thingNamed(names, answer.key, occurrence.surface) ||
        otherSort(names.sorts, answer, candidate) ||
        (saidSex !== undefined && names.sexes.get(candidate.key) !== saidSex) ||
        // "In 1800 Adams lost the election to John Adams": a name of someone the sentence names already (a
        // person's: "Barge Canal" beside "Erie Canal" names no one).
        ((answer.words === 1 || nameClass(surface) === 'person') &&
          sentence.terms.some(
            (other) => other.start !== occurrence.start && mayBeOnePerson(names, other.surface, surface),
          )) ||
        ((answer.words === 1 || nameClass(occurrence.surface) === 'person') &&
          mayNameOnePerson(names, occurrence.surface, surface)))
    ) {
      continue;
    }
    // Two terms the text defines are of one field: "dysentery" for "giardiasis", "hypocenter" for "epicenter".
    const field = Math.max(
      sameField(answer, candidate, coordinated),
      defined.has(answer.key) && defined.has(candidate.key) ? 1 : 0,
    );
    // A capitalised common noun ("the Members") too needs one of its field; a name ("Alice", "October")
    // another of its class (sameNameClass).
    if (field === 0 && (answer.kind === 'concept' || (answer.kind === 'proper' && !sameNameClass(answer, candidate)))) {
      continue;
    }
    const rank =
      candidate.score +
      field +
      (candidate.words === answer.words ? 0.3 : 0) -
      Math.abs(surface.length - occurrence.surface.length) / 40;
    results.push({ term: candidate, surface, rank });
  }
  // Of two names of one thing, the better ranked.
  const given = new Set<string>();
  return results
    .sort((a, b) => b.rank - a.rank || a.term.key.localeCompare(b.term.key))
    .filter(({ term }) => {
      const names = namesOf(coordinated, term.key);
      if (names && [...names].some((name) => given.has(name))) {
        return false;
      }
      given.add(term.key);
      return true;
    })
    .map(({ term, surface }) => ({ term, surface }));
}

/**
 * Whether a one-word capitalised noun is plural: "Members", "Impeachments", "Returns" (their singular
 * is an English word), not "Paris" or "Texas".
 */
function pluralNoun(surface: string): boolean {
  return !/\s/.test(surface) && /[^su]s$/.test(surface) && zipf(surface.slice(0, -1)) > 0;
}

/**
 * Whether a name may stand in for another without the text tying them: names of more than one word
 * are already of one class (nameClass, checked by the caller); a one-word name ("Alice", "Buffalo",
 * "October") only for another name of general English or one it lacks ("Dinah"), never for a
 * capitalised common noun ("Impeachments", "Members"), and a day only for a day.
 */
function sameNameClass(answer: TermInfo, candidate: TermInfo): boolean {
  if (answer.words > 1) {
    return true;
  }
  const name = (term: TermInfo) => isEnglishName(term.surface) || zipf(term.surface) === 0;
  const day = (term: TermInfo) => DAYS.has(term.key);
  return name(answer) && name(candidate) && day(answer) === day(candidate);
}

/** Endings that make nouns of any field ("vegetation", "perspiration"): sharing one makes no word family. */
const DERIVATIONAL = /(?:tion|sion|ment|ness|ance|ence|ity|ing|ure|ship)$/;

/** The terms listed beside each term, per set of pairs (built once, read for every pair of terms). */
const listedBeside = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();

/**
 * The terms the text lists beside `key` ("a|b" pairs of coordinatedPairs). Scanning every pair for each
 * answer and candidate made distractor choice grow with the square of the document: 83 % of a 50,000-word
 * job's time (the session's review; bench `generation` 31 s against its target of 10 s).
 */
function listedWith(coordinated: ReadonlySet<string>, key: string): string[] {
  let index = listedBeside.get(coordinated);
  if (!index) {
    index = new Map();
    for (const pair of coordinated) {
      const [left, right] = pair.split('|');
      if (left && right) {
        index.set(left, [...(index.get(left) ?? []), right]);
      }
    }
    listedBeside.set(coordinated, index);
  }
  return index.get(key) ?? [];
}

/**
 * How plainly two terms belong to one field, 0 when nothing says so: the text lists them together
 * ("lakes, ponds, swamps"; 2), or each with a third ("lakes, ponds" and "ponds, rivers"; 1.5); they
 * are objects of one verb ("drink sea water", "drink urine"; 1); their head nouns are of one word
 * family ("hypocenter", "epicenter"; "foreshock", "mainshock"; "seismograph", "seismogram"; 1) or
 * one head with other modifiers ("seismic waves", "surface waves"; 1).
 */
function sameField(answer: TermInfo, candidate: TermInfo, coordinated: ReadonlySet<string>): number {
  if (coordinated.has(`${answer.key}|${candidate.key}`)) {
    return 2;
  }
  if (listedWith(coordinated, answer.key).some((between) => coordinated.has(`${between}|${candidate.key}`))) {
    return 1.5;
  }
  if ([...answer.roles].some((role) => candidate.roles.has(role))) {
    return 1;
  }
  const answerHead = answer.key.split(' ').pop() ?? '';
  const candidateHead = candidate.key.split(' ').pop() ?? '';
  if (answerHead === candidateHead) {
    return answer.words > 1 && candidate.words > 1 ? 1 : 0;
  }
  const family =
    answerHead.length >= 7 &&
    candidateHead.length >= 7 &&
    !answerHead.includes(candidateHead) &&
    !candidateHead.includes(answerHead) &&
    ((answerHead.slice(-5) === candidateHead.slice(-5) && !DERIVATIONAL.test(answerHead)) ||
      answerHead.slice(0, 6) === candidateHead.slice(0, 6));
  return family ? 1 : 0;
}

/** Words right before a name that say it is one: "is called the water cycle", "named" (and "known as"). */
const NAMING_WORDS = new Set(['called', 'named', 'termed']);
/** What stands between a term and another name the text gives it: "X, or Y,", "X (Y)", "X, also called Y". */
const ALIAS_JOINTS = new Set([
  ', or ',
  ' (',
  ', also called ',
  ', also known as ',
  ' (also called ',
  ' (also known as ',
  ', known as ',
]);

/**
 * What stands between a name and another the thing had or took: "X was born Y", "X, born Y,", "X (born Y)", "the
 * Third Estate declared itself the National Assembly" (the wrong-key audit of session 19: the one offered for the
 * other).
 */
const OTHER_NAME_JOINTS = new Set([
  ' was born ',
  ', born ',
  ' (born ',
  ', née ',
  ' (née ',
  ' declared itself ',
  ' declared itself the ',
  ' renamed itself ',
  ' renamed itself the ',
  ' was renamed ',
  ' was renamed the ',
  ' became known as ',
  ' became known as the ',
]);

/**
 * The names the text gives one thing, per set of pairs coordinatedPairs returned (the document
 * analysis keeps that set): each term's key to the keys of all its names, itself included.
 */
const namesOfOneThing = new WeakMap<ReadonlySet<string>, Map<string, Set<string>>>();

/** The keys of every name the text gives the thing `key` names, when it gives more than one. */
function namesOf(coordinated: ReadonlySet<string>, key: string): ReadonlySet<string> | undefined {
  return namesOfOneThing.get(coordinated)?.get(key);
}

/** Whether the text gives `a` and `b` as names of one thing ("Primary waves, or P waves,": aliasOf). */
export function sameThing(coordinated: ReadonlySet<string>, a: string, b: string): boolean {
  return namesOf(coordinated, a)?.has(b) ?? false;
}

/**
 * Whether `right` is another name of `left` given in an apposition: "Primary waves, or P waves, are"
 * (closed by a comma, and no item of a list: "ponds, springs, or streams, especially" lists three),
 * "the National Weather Service (NWS)", "Giardiasis, also known as beaver fever, is".
 */
function aliasOf(text: string, left: TermOccurrence, right: TermOccurrence): boolean {
  const joint = text.slice(left.end, right.start).toLowerCase();
  // "Marie Curie was born Maria Sklodowska in Warsaw": a name at birth is another name of the person (the wrong-key
  // audit of session 19 found "Maria Sklodowska" offered as a wrong answer beside "Marie Curie"); so is a new name.
  if (OTHER_NAME_JOINTS.has(joint)) {
    return /^\p{Lu}/u.test(right.surface) && !MONTHS.has(right.surface.toLowerCase());
  }
  if (!ALIAS_JOINTS.has(joint)) {
    return false;
  }
  const after = text.slice(right.end, right.end + 1);
  if (joint.startsWith(' (')) {
    return after === ')';
  }
  const listed = text.slice(0, left.start).trimEnd().endsWith(',');
  // "This movement is called the water cycle, or hydrological cycle.": after a naming verb, ", or" at the end of
  // the sentence gives another name too (the wrong-key audit of session 17); elsewhere it may add a choice.
  const wordsBefore = text
    .slice(Math.max(0, left.start - 24), left.start)
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .filter((word) => !['the', 'a', 'an'].includes(word));
  const named =
    NAMING_WORDS.has(wordsBefore.at(-1) ?? '') || (wordsBefore.at(-1) === 'as' && wordsBefore.at(-2) === 'known');
  return !listed && (after === ',' || ((joint !== ', or ' || named) && /^[.;:]?$/.test(after)));
}

/**
 * Pairs of terms the text lists side by side ("lakes, ponds, swamps", "soap and water", "Senators
 * and Representatives"), as "a|b" both ways: things of one kind, so one stands in for the other
 * plausibly. Only whole noun phrases, next to each other with a comma, "and" or "or" between
 * ("a"/"an" may follow where one comes before the first too: "a container, a clear plastic sheet, and
 * a drinking tube"; not "the", which joins clauses: "4 percent salt, and the body requires"). Two names
 * of one thing ("Secondary waves, or S waves,") are no pair: they are kept for sameThing.
 */
export function coordinatedPairs(
  sentences: ReadonlyArray<{ text: string; terms: readonly TermOccurrence[]; tokens: readonly Token[] }>,
): Set<string> {
  const pairs = new Set<string>();
  const names = new Map<string, Set<string>>();
  namesOfOneThing.set(pairs, names);
  for (const sentence of sentences) {
    const whole = sentence.terms.filter((term) => term.whole).sort((a, b) => a.start - b.start);
    for (let i = 1; i < whole.length; i += 1) {
      const left = whole[i - 1] as TermOccurrence;
      const right = whole[i] as TermOccurrence;
      if (left.key !== right.key && aliasOf(sentence.text, left, right)) {
        const joined = new Set([...(names.get(left.key) ?? [left.key]), ...(names.get(right.key) ?? [right.key])]);
        for (const key of joined) {
          names.set(key, joined);
        }
        continue;
      }
      const between = sentence.text.slice(left.end, right.start);
      // "a container, a clear plastic sheet": an article after the joint only where one stands before
      // the first too ("in the ground and a heavy weight", "its own Members, and a Majority" join clauses).
      const parallel =
        !/an? $/.test(between) || /\ban? $/i.test(sentence.text.slice(Math.max(0, left.start - 3), left.start));
      // "Fishing has long been the most important export industry, and tourism has grown ...": two clauses, a verb
      // before the first term and after the second; no pair ("the most tourism" was a false statement: the audit of
      // session 21). "Lakes, ponds, and streams are ..." has no verb before its first.
      const verb = (token: Token) => token.pos === 'VERB' || token.pos === 'AUX';
      const nextToken = sentence.tokens.find((token) => token.start >= right.end);
      const clauses =
        between.startsWith(',') &&
        nextToken !== undefined &&
        verb(nextToken) &&
        sentence.tokens.some((token) => token.start < left.start && verb(token));
      if (
        left.key !== right.key &&
        parallel &&
        !clauses &&
        /^(?:, ?(?:and |or )?| (?:and|or) )(?:an? )?$/.test(between)
      ) {
        pairs.add(`${left.key}|${right.key}`);
        pairs.add(`${right.key}|${left.key}`);
      }
    }
  }
  return pairs;
}

const subjects = new WeakMap<ReadonlyMap<string, TermInfo>, Set<string>>();

/**
 * The document's own subject: its most frequent common noun when it stands far above the next
 * ("water" 19 times, "hole" 6): every sentence is about it, so asking for it asks nothing. Empty
 * when no noun stands out so.
 */
export function subjectTerms(terms: ReadonlyMap<string, TermInfo>): Set<string> {
  let keys = subjects.get(terms);
  if (!keys) {
    const [first, second] = [...terms.values()]
      .filter((term) => term.kind === 'concept' && term.words === 1)
      .sort((a, b) => b.frequency - a.frequency);
    keys = new Set(
      first && first.frequency >= 6 && first.frequency >= 1.8 * (second?.frequency ?? 0) ? [first.key] : [],
    );
    subjects.set(terms, keys);
  }
  return keys;
}

/** Words that divide a class into its kinds: "in several forms", "two types of", "kinds of". */
const KIND_WORDS: ReadonlySet<string> = new Set([
  'kinds',
  'types',
  'forms',
  'sorts',
  'classes',
  'categories',
  'varieties',
]);

/** Words that count the kinds before a kind word: "in several forms", "two types", "different kinds". */
const KIND_COUNTS: ReadonlySet<string> = new Set(
  'several many various different two three four five six some main basic'.split(' '),
);

/**
 * Terms the text divides into kinds: "Seismic waves travel through the earth in several forms", "two
 * types of seismic waves". A term sharing the head noun of one ("S waves", "primary waves") is a kind
 * of it, so neither is a wrong option for the other (blind-s14 Q16, blind-s15 Q28, blind-s16 Q23).
 * A term of two to four words (a one-word one shares no head with an option anyway) named in the eight
 * words before a counted kind word ("several forms", not "the shaking forms cracks"), or in the four
 * after "kinds of". Read from the words, not the sentence's terms: the tagger takes "Seismic waves
 * travel" for one noun phrase. Each window's phrases are looked up, so the cost grows with the text.
 */
export function dividedClasses(sentences: readonly SentenceInfo[], terms: ReadonlyMap<string, TermInfo>): Set<string> {
  const byForm = new Map<string, string>();
  for (const term of terms.values()) {
    if (term.kind === 'concept' && term.words >= 2 && term.words <= 4) {
      for (const form of [term.surface, term.forms.singular, term.forms.plural]) {
        if (form) {
          byForm.set(normaliseForMatch(form), term.key);
        }
      }
    }
  }
  const divided = new Set<string>();
  const lookUp = (window: readonly string[]) => {
    for (let from = 0; from < window.length; from += 1) {
      for (let length = 2; length <= 4 && from + length <= window.length; length += 1) {
        const key = byForm.get(window.slice(from, from + length).join(' '));
        if (key !== undefined) {
          divided.add(key);
        }
      }
    }
  };
  for (const sentence of sentences) {
    const words = sentence.tokens.filter((token) => token.type === 'word').map((token) => token.value.toLowerCase());
    words.forEach((word, at) => {
      if (!KIND_WORDS.has(word)) {
        return;
      }
      if (KIND_COUNTS.has(words[at - 1] ?? '')) {
        lookUp(words.slice(Math.max(0, at - 9), at - 1));
      }
      if (words[at + 1] === 'of') {
        lookUp(words.slice(at + 2, at + 6));
      }
    });
  }
  return divided;
}
