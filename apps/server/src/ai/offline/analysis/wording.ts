import { modernSpelling } from '../../archaic-spelling.ts';
import { DAYS, isEnglishName, MONTHS, zipf } from './english.ts';
import { inTheThirdPerson } from './person.ts';
import type { Token } from '../nlp.ts';
import type { SentenceInfo } from './statements.ts';
import type { TermInfo } from './terms.ts';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/**
 * "Writs of Election", "House of Representatives", "Bank of the United States": capitalised words
 * joined by these are one name. Not "the" alone: "the Rent the Tenant does not pay" is two words.
 */
const NAME_JOINERS: ReadonlyArray<readonly string[]> = [
  ['of'],
  ['of', 'the'],
  ['for'],
  ['for', 'the'],
  ['de'],
  ['von'],
  ['van'],
];

interface WordAt {
  text: string;
  start: number;
  /** Whether the word opens a sentence or the text (after ". ", "? ", ": ", a quote or the start). */
  opensSentence: boolean;
  /** Whether only spaces stand between it and the word before ("Times, Places": no). */
  nextToBefore: boolean;
}

function wordsOf(text: string): WordAt[] {
  const words: WordAt[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const between = text.slice(last, match.index);
    words.push({
      text: match[0],
      start: match.index,
      opensSentence: words.length === 0 || /[.!?:;]/.test(between),
      nextToBefore: words.length > 0 && /^\s+$/.test(between),
    });
    last = match.index + match[0].length;
  }
  return words;
}

/** Words that open a sentence without a name in them ("No Person shall ...", "Each State shall ..."). */
const OPENING_WORDS = new Set(
  'a an the no each every all any neither either this that these those some such when where if in on at by for of to with after before both which who what while as but and or nor not one two three'.split(
    ' ',
  ),
);
const PREPOSITIONS = new Set(
  'to at in on by of from for with into onto upon under over between among through during without within against toward towards about after before near beside beyond since until via per like as'.split(
    ' ',
  ),
);
/** A preposition and a word that are one phrase and never a place: "at Least one", "by Law". */
const FIXED_PHRASES = new Set(['at least', 'at most', 'at all', 'at once', 'by law', 'in fact', 'in time', 'on time']);
const isCapitalised = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);

/**
 * Whether a capitalised word is part of a name: beside another capitalised word, or joined to one by
 * "of" ("House of Representatives", "Writs of Election", "Vice President"). A sentence's first word
 * of OPENING_WORDS is capitalised for opening it ("No Person", "Each State").
 */
function inName(words: readonly WordAt[], index: number): boolean {
  const nameWord = (at: number) => {
    const word = words[at];
    return !!word && isCapitalised(word.text) && !(word.opensSentence && OPENING_WORDS.has(word.text.toLowerCase()));
  };
  // Words `from` to `to` (inclusive) stand side by side, only spaces between them.
  const together = (from: number, to: number) =>
    from >= 0 && to < words.length && words.slice(from + 1, to + 1).every((word) => word.nextToBefore);
  const runAt = (from: number, run: readonly string[]) =>
    run.every((joiner, offset) => words[from + offset]?.text === joiner);
  if (
    (nameWord(index - 1) && together(index - 1, index)) ||
    (isCapitalised(words[index + 1]?.text) && together(index, index + 1))
  ) {
    return true;
  }
  return NAME_JOINERS.some(
    (run) =>
      (runAt(index - run.length, run) && nameWord(index - run.length - 1) && together(index - run.length - 1, index)) ||
      (runAt(index + 1, run) &&
        isCapitalised(words[index + run.length + 1]?.text) &&
        together(index, index + run.length + 1)),
  );
}

/**
 * A word capitalised in the middle of a sentence that general English writes in lower case ("every
 * thirty Thousand", "the Age"), after a lower-case word that is no preposition (after one a capital may be
 * a name: "home to Bath") or one it makes a fixed phrase with ("at Least", "by Law"); not a word general
 * English capitalises ("Senate",
 * "Rome") or does not know ("Lockport"), nor a month or a day ("May" is "may" in general English).
 */
function isCapitalisedCommonWord(word: WordAt, before: WordAt | undefined): boolean {
  return (
    !word.opensSentence &&
    before !== undefined &&
    (/^\p{Ll}/u.test(before.text) || (before.opensSentence && OPENING_WORDS.has(before.text.toLowerCase()))) &&
    (!PREPOSITIONS.has(before.text.toLowerCase()) || FIXED_PHRASES.has(`${before.text} ${word.text}`.toLowerCase())) &&
    !MONTHS.has(word.text.toLowerCase()) &&
    !DAYS.has(word.text.toLowerCase()) &&
    /^\p{Lu}\p{Ll}{2,}$/u.test(word.text) &&
    !isEnglishName(word.text) &&
    zipf(word.text.toLowerCase()) > 0
  );
}

/**
 * Common nouns capitalised as the eighteenth century wrote them ("the Age of twenty five Years"),
 * which a question shows in lower case: a capitalised common word (isCapitalisedCommonWord) that the
 * text never writes as part of a name (`inName`: "House" of "House of Representatives" stays "House" in
 * "the two Houses" too). Only where at least one word in fifty of the text's statements is one, of
 * MIN_OLD_CAPITALS different words at least: the Constitution's Article I capitalises dozens; a text of
 * today none, and a contract only its few defined terms ("the Tenant", "the Rent", "the Premises"),
 * which stay as written.
 */
const MIN_OLD_CAPITALS = 20;

class OldCapitals {
  readonly #nameWords = new Set<string>();
  /**
   * The words (in lower case) the text capitalises as common nouns somewhere: each is shown in lower
   * case wherever it stands outside a name, so that one question never shows "Members" beside
   * "members" ("Places" after "as to the" and in "Times, Places and Manner").
   */
  readonly #commonWords = new Set<string>();
  readonly #lowered: boolean;

  constructor(sentences: readonly SentenceInfo[]) {
    const statements = sentences
      .filter((sentence) => sentence.role === 'sentence' && sentence.defect === null)
      .map((sentence) => wordsOf(sentence.text));
    for (const words of statements) {
      for (const [index, word] of words.entries()) {
        if (isCapitalised(word.text) && inName(words, index)) {
          this.#nameWords.add(word.text.toLowerCase());
        }
      }
    }
    let count = 0;
    let occurrences = 0;
    for (const words of statements) {
      count += words.length;
      for (const [index, word] of words.entries()) {
        if (
          isCapitalisedCommonWord(word, words[index - 1]) &&
          !inName(words, index) &&
          !this.#isNameWord(word.text.toLowerCase())
        ) {
          this.#commonWords.add(word.text.toLowerCase());
          occurrences += 1;
        }
      }
    }
    this.#lowered = occurrences * 50 >= count && this.#commonWords.size >= MIN_OLD_CAPITALS;
  }

  /** The word as a question shows it: in lower case where it is such a noun. */
  shown(words: readonly WordAt[], index: number, word: string): string {
    const at = words[index];
    return this.#lowered &&
      at !== undefined &&
      !at.opensSentence &&
      /^\p{Lu}\p{Ll}{2,}$/u.test(word) &&
      this.#commonWords.has(word.toLowerCase()) &&
      !inName(words, index)
      ? word.toLowerCase()
      : word;
  }

  /** A word of a name in the singular or plural ("Houses" of "House of Representatives", "a Representative"). */
  #isNameWord(word: string): boolean {
    return this.#nameWords.has(word) || this.#nameWords.has(`${word}s`) || this.#nameWords.has(word.replace(/s$/, ''));
  }
}

/** Words that open a clause inside another: a "shall" after one says what will be ("when he shall exercise"). */
const CLAUSE_OPENERS = new Set(
  'who whom whose which that when whenever where wherein whereby if unless until till while as after before since than nor or lest'.split(
    ' ',
  ),
);
/** Words that make a clause before "shall" negative: "No Person shall be convicted" is no duty. */
const NEGATIVES = new Set(['no', 'neither', 'nor', 'none', 'nothing', 'never', 'not']);
/**
 * Verbs after "shall" that say what a thing is or holds, not what someone must do ("shall have one Vote",
 * "shall constitute a Quorum", "shall be President of the Senate"): "must" would turn a grant into a duty,
 * so they read in the present ("has one vote", "constitutes a quorum", "is President of the Senate").
 */
const STATING_VERBS = new Set(['be', 'have', 'constitute', 'consist', 'include', 'extend', 'mean', 'remain', 'hold']);
/**
 * Verbs of what will happen to a thing, not what someone must do, where nothing follows as their object:
 * "This Agreement shall terminate on December 31" (the present), "The Landlord shall terminate the lease"
 * (a duty).
 */
const EVENT_VERBS = new Set([
  'terminate',
  'expire',
  'commence',
  'begin',
  'end',
  'apply',
  'become',
  'survive',
  'prevail',
  'lapse',
  'cease',
  'occur',
  'arise',
]);
/**
 * Participles after "shall be" that grant or state, not oblige: "shall be entitled" is "is entitled", "shall be
 * vested in a Congress" is "are vested", "shall be composed of two Senators" is "is composed" (a body's make-up
 * and where a power lies are what the text establishes, not a duty someone must carry out).
 */
const GRANTS = new Set([
  'entitled',
  'vested',
  'composed',
  'comprised',
  'permitted',
  'allowed',
  'authorized',
  'authorised',
  'empowered',
  'deemed',
  'exempted',
  'exempt',
]);
/** Words after "shall" that make it a question's ("What shall the Congress do?", "Shall I ...?"): no duty. */
const INVERTED_SUBJECTS = new Set([
  'i',
  'we',
  'you',
  'he',
  'she',
  'it',
  'they',
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
]);
/** How far back a "shall" looks for its clause, in words: a run-on sentence costs no more than this each. */
const CLAUSE_REACH = 80;
/** Past participles that do not end in "-ed" or "-en": "shall be made", "shall be held". */
const IRREGULAR_PARTICIPLES = new Set(
  'made held paid laid kept sent bound put set read brought found told sold built spent left lost met heard sat struck said won run begun sworn borne born done'.split(
    ' ',
  ),
);
/** Words in "-ed" or "-en" that are no participle ("shall be queen" is no passive). */
const NOT_PARTICIPLES = new Set([
  'seven',
  'eleven',
  'often',
  'even',
  'garden',
  'golden',
  'wooden',
  'hundred',
  'kindred',
  'sacred',
]);
const isParticiple = (word: string | undefined) =>
  word !== undefined &&
  (IRREGULAR_PARTICIPLES.has(word) ||
    (/^\p{Ll}{2,}(?:ed|en)$/u.test(word) && !NOT_PARTICIPLES.has(word) && !/een$/.test(word)));
/** Words after an opening "Shall" that make it a question ("Shall we ...?"), not a predicate. */
const QUESTION_SUBJECTS = new Set(['I', 'we', 'you', 'he', 'she', 'it', 'they', 'there', 'the', 'a', 'an']);
/** Words after a noun that point into the document ("The parties hereto"): no head noun of the subject. */
const LEGAL_POINTERS = new Set([
  'thereof',
  'herein',
  'hereto',
  'thereto',
  'hereof',
  'hereunder',
  'thereunder',
  'hereby',
]);
/** Plurals without an "s" and pronouns that take "have": "the people shall have". */
const PLURAL_HEADS = new Set(['people', 'men', 'women', 'children', 'they', 'we', 'you']);

/**
 * Whether a subject's verb takes "has" or "have": "each Senator" one, "the Electors in each State" many
 * (the head noun before a preposition), "Times, Places and Manner" many; null for no subject ("and shall
 * have the sole Power": the subject is a clause away).
 */
function subjectNumber(subject: readonly string[]): 'one' | 'many' | null {
  const first = subject[0]?.toLowerCase();
  if (first === undefined) {
    return null;
  }
  if (['each', 'every', 'either', 'one'].includes(first)) {
    return 'one';
  }
  const stop = subject.findIndex(
    (word, at) => at > 0 && (PREPOSITIONS.has(word.toLowerCase()) || LEGAL_POINTERS.has(word.toLowerCase())),
  );
  const phrase = stop < 0 ? subject : subject.slice(0, stop);
  const head = (phrase[phrase.length - 1] ?? '').toLowerCase();
  return phrase.some((word) => word.toLowerCase() === 'and') ? 'many' : numberOfNoun(head);
}

/** The number of a head noun (lower case) as written: "senators", "people" many; "house", "congress" one. */
function numberOfNoun(noun: string): 'one' | 'many' {
  return PLURAL_HEADS.has(noun) || (/s$/.test(noun) && !/(?:ss|us|is)$/.test(noun)) ? 'many' : 'one';
}

/** Subject pronouns of a clause and the number of their verb. */
const PRONOUN_NUMBER: ReadonlyMap<string, 'one' | 'many'> = new Map([
  ['he', 'one'],
  ['she', 'one'],
  ['it', 'one'],
  ['they', 'many'],
  ['we', 'many'],
  ['you', 'many'],
]);
/** Openers of a clause whose "shall" says what will be: time, condition and relative ones. */
const TIME_AND_RELATIVE_OPENERS = new Set(
  'who whom which where wherein when whenever if unless until till after before once while'.split(' '),
);
/** Words after "shall" that are no verb: "unless they shall by Law appoint", "who shall thereafter be". */
const NOT_VERBS = new Set(
  'then also thereupon thereafter hereafter forthwith first only so there never ever always each both all still immediately'.split(
    ' ',
  ),
);

/** A verb in the present for a subject of that number: "exercises", "does", "has", "passes". */
function presentOf(verb: string, number: 'one' | 'many'): string {
  if (number === 'many') {
    return verb;
  }
  if (verb === 'have') {
    return 'has';
  }
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) {
    return `${verb}es`;
  }
  return /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`;
}

/**
 * "shall" in a clause of time, condition or a relative one says what will be, which English today says
 * in the present: "when he shall exercise the Office" → "when he exercises", "in which he shall be chosen"
 * → "in which he is chosen", "who shall not have attained to the Age" → "who has not attained". Only with
 * a pronoun just before it, or a relative just after its noun ("a Senator who"; not after "of": "a Congress
 * of the United States, which" may be the Congress's), and a verb right after it or its "not"; null
 * otherwise ("unless they shall by Law appoint", "who shall not, when elected, be").
 */
function shallInSubordinate(words: readonly WordAt[], index: number): Replacement | null {
  const before = words[index - 1]?.text.toLowerCase() ?? '';
  // The pronoun is the clause's subject only right after its opener ("when he shall"); not "who harms it
  // shall pay", and not after "that", whose clause may be an undertaking ("agrees that he shall keep").
  const opener = words[index - 2]?.text.toLowerCase() ?? '';
  let number = TIME_AND_RELATIVE_OPENERS.has(opener) ? PRONOUN_NUMBER.get(before) : undefined;
  if (number === undefined && (before === 'who' || before === 'which')) {
    const noun = words[index - 2]?.text.toLowerCase() ?? '';
    const nounPhrase = words.slice(Math.max(0, index - 6), index - 2).map((word) => word.text.toLowerCase());
    if (!/^\p{L}+$/u.test(noun) || PREPOSITIONS.has(noun) || OPENING_WORDS.has(noun) || nounPhrase.includes('of')) {
      return null;
    }
    number = numberOfNoun(noun);
  }
  const negated = words[index + 1]?.text === 'not';
  const verbAt = negated ? index + 2 : index + 1;
  const verb = words[verbAt]?.text ?? '';
  if (
    number === undefined ||
    !words[index + 1]?.nextToBefore ||
    !words[verbAt]?.nextToBefore ||
    !/^\p{Ll}{2,}$/u.test(verb) ||
    PREPOSITIONS.has(verb) ||
    NOT_VERBS.has(verb) ||
    /(?:ly|ed|ing)$/.test(verb)
  ) {
    return null;
  }
  // "shall be chosen" → "is chosen", "shall not be" → "is not", "shall not have attained" → "has not attained":
  // the form of "be" or "have" takes the place of "shall", and the verb goes.
  if (verb === 'be' || (verb === 'have' && isParticiple(words[verbAt + 1]?.text))) {
    return new Map([
      [index, verb === 'be' ? (number === 'one' ? 'is' : 'are') : presentOf('have', number)],
      [verbAt, ''],
    ]);
  }
  if (negated) {
    return new Map([[index, number === 'one' ? 'does' : 'do']]);
  }
  return new Map([
    [index, ''],
    [verbAt, presentOf(verb, number)],
  ]);
}

/** The words of a "shall" clause to show otherwise: a word at `index` replaced, or dropped (''). */
type Replacement = ReadonlyMap<number, string>;

/**
 * How a reader today writes the legal register's "shall" at `index`, or null to keep it:
 * - a duty reads "must" ("The Congress shall assemble" → "must assemble", "shall not exceed" → "must not
 *   exceed", "shall be prescribed" → "must be prescribed");
 * - what a thing is or holds reads in the present ("each Senator shall have one Vote" → "has one vote",
 *   "shall be the Judge" → "is the judge", "shall constitute" → "constitutes");
 * - a prohibition that opens with "No" or "Neither" reads "may" ("No Person shall be convicted" → "No
 *   person may be convicted", "Neither House, during ..., shall, without ..., adjourn" → "may");
 * only in a main clause (no "who", "when", "unless" ... before it in its clause: there "shall" says what
 * will be), with no other negative before it ("nor shall"), and in the present only where the clause
 * names its subject ("and shall have ..." does not; nor does "there shall be").
 */
function plainShall(text: string, words: readonly WordAt[], index: number): Replacement | null {
  // A predicate shown alone opens with it: "Shall assemble at least once in every Year" (MATCHING's options).
  const opensText = index === 0 && words[index]?.text === 'Shall' && !QUESTION_SUBJECTS.has(words[1]?.text ?? '');
  if (
    (words[index]?.text !== 'shall' && !opensText) ||
    // "What shall the Congress do?", "Shall I ...": a question's "shall", no duty.
    INVERTED_SUBJECTS.has(words[index + 1]?.text.toLowerCase() ?? '')
  ) {
    return null;
  }
  const must = opensText ? 'Must' : 'must';
  const subject: string[] = [];
  let clauseClosed = false;
  // The negative words before "shall", back to the sentence's start (or its part's after ";" or ":").
  const negatives: number[] = [];
  let opening = 0;
  for (let at = index - 1; at >= Math.max(0, index - CLAUSE_REACH); at -= 1) {
    const word = words[at] as WordAt;
    const lower = word.text.toLowerCase();
    const between = text.slice(word.start + word.text.length, (words[at + 1] as WordAt).start);
    // "No, the Tenant shall pay": an answer, not a prohibition.
    if (NEGATIVES.has(lower) && !(lower === 'no' && between.includes(','))) {
      negatives.push(at);
    }
    // A comma after a word closes the clause once it has words: "When the President is tried, the Chief
    // Justice shall preside"; not an aside before the verb ("Neither House, during the Session ..., shall").
    clauseClosed ||= between.includes(',') && subject.length > 0;
    if (!clauseClosed) {
      if (CLAUSE_OPENERS.has(lower)) {
        return shallInSubordinate(words, index);
      }
      subject.unshift(word.text);
    }
    opening = at;
    if (word.opensSentence) {
      break;
    }
  }
  // A clause longer than the reach may open with a "No" it did not see: "shall" stays as written.
  if (opening > 0 && !words[opening]?.opensSentence) {
    return null;
  }
  while (['and', 'but', 'or'].includes(words[opening]?.text.toLowerCase() ?? '') && opening < index - 1) {
    opening += 1;
  }
  while (['and', 'but', 'or'].includes(subject[0]?.toLowerCase() ?? '')) {
    subject.shift();
  }
  // "I shall return", "we shall see": the first person's "shall" is the future.
  if (subject.some((word) => ['i', 'we', 'there'].includes(word.toLowerCase()))) {
    return null;
  }
  const negated = words[index + 1]?.text === 'not';
  const verbAt = negated ? index + 2 : index + 1;
  const verb = words[verbAt]?.text;
  const after = words[verbAt + 1]?.text;
  if (verb === undefined) {
    return null;
  }
  const grant = verb === 'be' && GRANTS.has(after ?? '');
  // "terminate on December 31", "apply to all tenants", "expire.": no object after it.
  const event =
    EVENT_VERBS.has(verb) &&
    (after === undefined ||
      (PREPOSITIONS.has(after.toLowerCase()) && after !== 'to') ||
      !words[verbAt + 1]?.nextToBefore);
  // "No Person shall be convicted", "Neither House ... shall adjourn", "No Person shall be a Senator": a
  // prohibition reads "may" with its "no". Not what the clause states of a thing ("Neither party shall be
  // liable", "No Person shall be entitled"), nor after any other negative before it ("nor shall", "not ...
  // shall", a "neither" that no longer opens the sentence): "must" or "may" there could say the opposite.
  if (negatives.length > 0) {
    const prohibition =
      verb !== 'be' || (isParticiple(after) && !grant) || ['a', 'an'].includes(after?.toLowerCase() ?? '');
    return negatives.length === 1 && negatives[0] === opening && prohibition ? new Map([[index, 'may']]) : null;
  }
  if (!grant && !event && (!STATING_VERBS.has(verb) || (verb === 'be' && isParticiple(after)))) {
    return new Map([[index, must]]);
  }
  // A blank in the subject ("All _____ herein granted", "The ___1___") hides its number: "is vested" or
  // "are vested" would tell the taker.
  const blanked = text.slice(words[opening]?.start ?? 0, words[index]?.start ?? 0).includes('_');
  const number = blanked ? null : subjectNumber(subject);
  if (number === null) {
    return null;
  }
  if (verb === 'be') {
    // "shall not be" → "is not"; "shall be" → "is"; "shall be entitled" → "is entitled".
    return new Map([
      [index, number === 'one' ? 'is' : 'are'],
      [verbAt, ''],
    ]);
  }
  if (negated) {
    return new Map([[index, number === 'one' ? 'does' : 'do']]);
  }
  const present = presentOf(verb, number);
  return new Map([
    [index, ''],
    [verbAt, present],
  ]);
}

/** A replacement that drops a word with the space before it ("thereof" before a full stop). */
const DROPPED_WITH_SPACE_BEFORE = '\u0000';
/** How many words at most stand between "the" and "thereof": "the Legislature thereof", "the Executive Authority thereof". */
const THEREOF_REACH = 3;

/**
 * Legal phrases of another century read as today: "the Legislature thereof" → "its Legislature", "have
 * attained to the Age" → "have attained the age" (blind-s29 Q3, Q23 marked both archaic), "the several
 * States" → "the States". Null where the word at `index` opens none.
 */
function oldPhrase(words: readonly WordAt[], index: number): Replacement | null {
  const word = words[index]?.text.toLowerCase();
  if (
    word === 'to' &&
    /^attain(?:s|ed)?$/i.test(words[index - 1]?.text ?? '') &&
    words[index + 1]?.text.toLowerCase() === 'the'
  ) {
    return new Map([[index, '']]);
  }
  // "the People of the several States" → "the People of the States": "several" of the eighteenth century says
  // "each of them", which a reader today takes for "some" (blind-s38 Q2 marked it archaic).
  if (
    word === 'several' &&
    words[index - 1]?.text.toLowerCase() === 'the' &&
    /^\p{Lu}/u.test(words[index + 1]?.text ?? '')
  ) {
    return new Map([[index, '']]);
  }
  if (word !== 'thereof') {
    return null;
  }
  for (let at = index - 2; at >= Math.max(0, index - 1 - THEREOF_REACH); at -= 1) {
    const article = words[at]?.text;
    // Only spaces between: "the Legislature thereof", not "the State, and the Members thereof".
    const phrase = words.slice(at + 1, index + 1).every((each) => each.nextToBefore);
    if (phrase && (article === 'the' || article === 'The')) {
      // Of the noun before it: "each State, chosen by the Legislature thereof" -> "its"; "The several
      // States, and the Citizens thereof" -> "their" (the code review).
      // The owner: the nearest capitalised word before it inside the sentence, as a legal text writes its nouns.
      const owner = words
        .slice(0, at)
        .reverse()
        .find((each) => /^\p{Lu}/u.test(each.text) && !each.opensSentence);
      // None named: "prohibiting the free exercise thereof" (of what the sentence before says) stays.
      if (!owner) {
        return null;
      }
      const possessive = numberOfNoun(owner.text.toLowerCase()) === 'many' ? 'their' : 'its';
      return new Map([
        [at, article === 'The' ? `${possessive.charAt(0).toUpperCase()}${possessive.slice(1)}` : possessive],
        [index, DROPPED_WITH_SPACE_BEFORE],
      ]);
    }
  }
  return null;
}

/**
 * How a question shows text taken from the document: in the spelling of today ("chuse" → "choose"),
 * common nouns in lower case where the document capitalises them as the eighteenth century did
 * ("No Person shall be a Senator who shall not have attained to the Age of thirty Years" → "No person
 * shall be a Senator who shall not have attained to the age of thirty years"), and the document's
 * subject named in full where the text says it by its head noun alone ("The canal was opened along its
 * whole length." → "The Erie Canal was opened along its whole length."): a question stands alone, away
 * from the heading that told the reader which canal.
 */
export class ShownWording {
  readonly #oldCapitals: OldCapitals;
  readonly #title: { full: string; head: string } | null;
  /** The sentences that say "the canal" of the title's canal (`#findSentencesOfTheTitle`). */
  readonly #saysTheTitle = new Set<number>();
  /** The sentences whose "the canal" may be another canal. */
  readonly #saysAnother = new Set<number>();
  /** The words after "the canal" in the text's compounds ("boats" of "the canal boats"): no mention of the canal alone. */
  readonly #compoundWords = new Set<string>();
  readonly #thirdPerson = new Map<string, string>();

  constructor(
    sentences: readonly SentenceInfo[],
    terms: ReadonlyMap<string, TermInfo>,
    titleTerms: ReadonlySet<string>,
  ) {
    this.#oldCapitals = new OldCapitals(sentences);
    this.#title = fullTitleOf(terms, titleTerms);
    if (this.#title) {
      this.#findSentencesOfTheTitle(sentences, this.#title);
    }
  }

  /**
   * The text as a question shows it. `sentenceIds`: the sentences it comes from (-1: one the analysis
   * does not know); "the canal" is named in full only when one of them says it of the title's canal
   * and none of another. A typed answer is not given here: it stays as the text writes it (a taker types
   * the text's words).
   */
  shown(text: string, sentenceIds: readonly number[]): string {
    const words = wordsOf(text);
    const replaced = new Map<number, string>();
    for (const index of words.keys()) {
      for (const [at, word] of [...(plainShall(text, words, index) ?? []), ...(oldPhrase(words, index) ?? [])]) {
        replaced.set(at, word);
      }
    }
    let shown = '';
    let last = 0;
    for (const [index, word] of words.entries()) {
      const replacement = replaced.get(index);
      if (replacement === '') {
        // The word and the space after it go: "shall have" → "has".
        shown += text.slice(last, word.start);
        last = words[index + 1]?.start ?? word.start + word.text.length;
        continue;
      }
      if (replacement === DROPPED_WITH_SPACE_BEFORE) {
        // "the Legislature thereof." → "its Legislature.": the word and the space before it; what follows stays.
        shown += text.slice(last, word.start).trimEnd();
        last = word.start + word.text.length;
        continue;
      }
      const modern = replacement ?? modernSpelling(word.text);
      shown += `${text.slice(last, word.start)}${this.#oldCapitals.shown(words, index, modern)}`;
      last = word.start + word.text.length;
    }
    shown += text.slice(last);
    return this.#inTheThirdPerson(this.#namedInFull(shown, sentenceIds));
  }

  /** `inTheThirdPerson`, remembered: a job shows a statement of "you" for every candidate that holds it. */
  #inTheThirdPerson(text: string): string {
    let known = this.#thirdPerson.get(text);
    if (known === undefined) {
      known = inTheThirdPerson(text);
      this.#thirdPerson.set(text, known);
    }
    return known;
  }

  /**
   * The sentences whose "the canal" is the title's: every "the canal" of the sentence stands alone
   * (what follows it is a verb, an adverb or punctuation, not "of the king", "in Korea", "from the
   * revenues", "they planned" or "boats"), and neither it nor a sentence before it speaks of another
   * ("the Champlain Canal", "the Ohio and Erie canal", "the war in Korea", "the death of the king",
   * "the canal they planned"). "A canal", "canals" and "fund the canal from the revenues" (a phrase
   * of common words after it, which may say where or how, not which) name no other.
   */
  #findSentencesOfTheTitle(sentences: readonly SentenceInfo[], title: { full: string; head: string }): void {
    const titleWords = title.full.split(' ');
    let anotherNamed = false;
    for (const sentence of sentences) {
      if (sentence.role === 'heading') {
        continue;
      }
      const tokens = sentence.tokens;
      let bare = 0;
      // "fund the canal from the revenues": a phrase after it that may say which canal; not named here.
      let qualified = false;
      for (const [at, token] of tokens.entries()) {
        if (token.normal !== title.head) {
          continue;
        }
        const start = at - titleWords.length + 1;
        const named =
          start >= 0 &&
          tokens.slice(start, at + 1).every((word, offset) => word.value === titleWords[offset]) &&
          // Not the tail of a longer name: "the Ohio and Erie Canal", "New Erie Canal".
          !(tokens[start - 1]?.normal !== 'the' && isCapitalised(tokens[start - 1]?.value)) &&
          tokens[start - 1]?.normal !== 'and';
        const before = tokens[at - 1]?.normal;
        if (named || before === 'a' || before === 'an') {
          continue;
        }
        const next = tokens[at + 1];
        if (before === 'the' && token.value === title.head && standsAlone(next)) {
          bare += 1;
        } else if (
          before === 'the' &&
          token.value === title.head &&
          next !== undefined &&
          (next.pos === 'NOUN' || next.pos === 'ADJ')
        ) {
          // "the canal boats": boats, not another canal; shown as the text says it ("the Erie Canal boats"
          // reads as a term of its own).
          this.#compoundWords.add(next.value.toLowerCase());
        } else if (before === 'the' && token.value === title.head && qualifiesOnly(tokens, at + 1)) {
          qualified = true;
        } else {
          anotherNamed = true;
        }
      }
      if (bare > 0 || qualified) {
        (anotherNamed || qualified ? this.#saysAnother : this.#saysTheTitle).add(sentence.id);
      }
    }
  }

  /** Where a text says "the canal" (the title's head noun after "the", in lower case): the head's offsets. */
  #bareMentions(text: string, head: string): number[] {
    const words = wordsOf(text);
    return words
      .filter((word, index) => {
        const next = words[index + 1];
        return (
          word.text === head &&
          words[index - 1]?.text.toLowerCase() === 'the' &&
          !(next?.nextToBefore && this.#compoundWords.has(next.text.toLowerCase()))
        );
      })
      .map((word) => word.start);
  }

  #namedInFull(text: string, sentenceIds: readonly number[]): string {
    const title = this.#title;
    if (!title) {
      return text;
    }
    const mentions = this.#bareMentions(text, title.head);
    if (
      mentions.length === 0 ||
      sentenceIds.length === 0 ||
      !sentenceIds.some((id) => this.#saysTheTitle.has(id)) ||
      sentenceIds.some((id) => id < 0 || this.#saysAnother.has(id)) ||
      text.toLowerCase().includes(title.full.toLowerCase())
    ) {
      return text;
    }
    let shown = '';
    let last = 0;
    for (const start of mentions) {
      shown += `${text.slice(last, start)}${title.full}`;
      last = start + title.head.length;
    }
    return shown + text.slice(last);
  }
}

/**
 * Whether what follows "the canal" at `at` is a phrase of a preposition other than "of" with common words
 * ("from the revenues", "on the packet boat"): it may qualify the verb, not name another canal as "in
 * Korea" or "of the king" would.
 */
function qualifiesOnly(tokens: readonly Token[], at: number): boolean {
  const preposition = tokens[at];
  if (preposition?.pos !== 'ADP' || preposition.normal === 'of') {
    return false;
  }
  let next = at + 1;
  while (['the', 'a', 'an', 'its', 'their', 'his', 'her'].includes(tokens[next]?.normal ?? '')) {
    next += 1;
  }
  const word = tokens[next];
  return word !== undefined && /^\p{Ll}/u.test(word.value) && word.pos !== 'PRON';
}

/** What may follow "the canal" said of the title's canal: a verb, an adverb, punctuation, "'s", "itself", "and". */
function standsAlone(next: Token | undefined): boolean {
  return (
    next === undefined ||
    ['VERB', 'AUX', 'ADV', 'PUNCT', 'PART', 'CCONJ'].includes(next.pos) ||
    next.normal === 'itself'
  );
}

/**
 * The document's subject in full and its head noun, when its title names it by a name of several words
 * whose last one the text also uses alone as a common noun in the singular ("THE ERIE CANAL": "Erie
 * Canal", "the canal"). Not "United States" ("the States" are others).
 */
function fullTitleOf(
  terms: ReadonlyMap<string, TermInfo>,
  titleTerms: ReadonlySet<string>,
): { full: string; head: string } | null {
  for (const key of titleTerms) {
    const term = terms.get(key);
    const head = key.split(' ').pop() ?? '';
    const bare = terms.get(head);
    if (
      term &&
      term.words > 1 &&
      term.kind === 'proper' &&
      !term.plural &&
      bare &&
      bare.kind === 'concept' &&
      !bare.plural &&
      bare.forms.singular === head
    ) {
      return { full: term.surface, head };
    }
  }
  return null;
}
