import { tagSentences, type Token } from '../nlp.ts';
import { DAYS, TIME_NOUNS } from './english.ts';

/** Openers that give a step's place in a procedure, which the advice it gives leaves out ("Next, place ..."). */
export const SEQUENCE_OPENERS: ReadonlySet<string> = new Set(['first', 'then', 'next', 'finally']);
/** Words before an instruction's verb that keep it one: "Never drink ...", "Always boil ...", "Next, dig ...". */
/**
 * Ordinals that open a step ("Third, warm the empty press ..."): read as an adjective, "Third" had made the sentence
 * a subject's (the wrong-key audit of session 20: a how-to of eight steps gave no ORDERING).
 */
const STEP_ORDINALS = ['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'lastly'];
const OPENERS = new Set([...SEQUENCE_OPENERS, ...STEP_ORDINALS, 'never', 'always', 'please']);
/** Words that open an object: right after a verb the tagger misread, they make it an instruction's verb. */
const OPEN_AN_OBJECT = new Set([
  'your',
  'their',
  'his',
  'her',
  'its',
  'the',
  'a',
  'an',
  'it',
  'them',
  'this',
  'these',
  'those',
  'yourself',
  'all',
  'any',
  'each',
  'every',
]);
/** Verbs of checking that open an instruction with a "that" clause ("Check that ...", "Ensure that ..."). */
const CHECKING_VERBS = new Set(['check', 'ensure', 'confirm', 'verify', 'remember']);
/** What the tagger may take an opening verb for ("Rinse" a name, "Dry" an adjective, "place" a noun). */
const MISREAD_VERB = new Set(['PROPN', 'NOUN', 'ADJ', 'VERB']);
/**
 * Words that open a clause an instruction may follow, after its comma: a condition, a time or a purpose ("If
 * the water is cloudy, use ...", "To make a still, dig ...", "As soon as you hear thunder, go inside").
 */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  'when',
  'whenever',
  'if',
  'until',
  'unless',
  'after',
  'before',
  'once',
  'while',
  'to',
  'as',
]);

/** Modals after "you" that make what follows advice already ("you should leave ..., open ..."). */
export const ADVICE_MODALS: ReadonlySet<string> = new Set(['should', 'must', 'can', 'may', 'need']);

const base = (token: Token | undefined) => token?.pos === 'VERB' && token.lemma === token.normal;

/** How the tagger reads words where only a verb can stand, remembered: a text asks of the same words again and again. */
const verbSlotReadings = new Map<string, boolean>();
const VERB_SLOT_READINGS_MAX = 10_000;

/**
 * Adjectives that are verbs too ("Dry your hands", "Clean the board"): in the verb's slot the tagger reads
 * them as adjectives, like "such", "many" or "own", which are none.
 */
const ADJECTIVE_VERBS = new Set([
  'dry',
  'wet',
  'clean',
  'empty',
  'warm',
  'cool',
  'open',
  'clear',
  'free',
  'secure',
  'level',
  'smooth',
  'slow',
  'calm',
  'tidy',
  'dim',
  'loose',
  'tight',
]);

/**
 * Whether a word reads as a verb in its base form where only a verb can stand ("You should ___ it."):
 * "scrub", "place", and "dry" of the adjectives that are verbs too; not "catherine", "today", "peter",
 * "using", "such" or "many". The tagger reads a sentence's first word by its capital and place, so "Scrub
 * your hands" and "Catherine the Great ruled" look alike to it; in the slot they do not.
 */
export function readsAsVerb(word: string): boolean {
  let reading = verbSlotReadings.get(word);
  if (reading === undefined) {
    const slot = tagSentences(`You should ${word} it.`)[0]?.tokens[2];
    reading = slot !== undefined && ((slot.pos === 'VERB' && slot.lemma === word) || ADJECTIVE_VERBS.has(word));
    if (verbSlotReadings.size >= VERB_SLOT_READINGS_MAX) {
      verbSlotReadings.clear();
    }
    verbSlotReadings.set(word, reading);
  }
  return reading;
}

/**
 * Whether the word at `at` is an instruction's verb: "do not" ("Don't"), "be" before an adjective ("Be sure
 * to ..."), a verb in its base form, or a word the tagger read as a name, a noun or an adjective that reads as
 * a verb and comes before an object ("Rinse your hands ...") or a count ("..., use 10 drops ...", "Drink at least
 * 3 liters ..."; first only where no verb of the sentence follows: "Type 2 diabetes affects ..." names a thing).
 * Not a name before its verb ("Cook sailed ...") or beside another name ("Wade Hampton managed ...", "Cook and
 * Hunt signed ..."), nor before its epithet ("Mehmed the Conqueror captured ..."), but in a heading, whose words
 * are all capitalised ("Purify the Water").
 */
function verbAt(tokens: readonly Token[], at: number, countsAnObject: boolean): boolean {
  const word = tokens[at];
  const next = tokens[at + 1];
  if (word === undefined) {
    return false;
  }
  // "Check that the tyre sits evenly ...": a verb of checking before its clause, whatever the tagger read it as (the
  // seventh audit of session 21 found it stated true as written).
  if (
    (word.normal === 'do' && next?.normal === 'not') ||
    (word.normal === 'be' && next?.pos === 'ADJ') ||
    (CHECKING_VERBS.has(word.normal) && next?.normal === 'that')
  ) {
    return true;
  }
  // "Cook sailed to Australia", "Burr was tried ...": a name before its verb, whatever the tagger read it as;
  // "Wade Hampton managed ...", "Cook and Hunt signed ...": a name beside another (not in a heading's capitals).
  const heading = titleCase(tokens);
  if (
    isFinite(next) ||
    epithetFollows(tokens, at) ||
    (!heading && /^\p{Lu}/u.test(next?.value ?? '')) ||
    (!heading && ['and', 'or'].includes(next?.normal ?? '') && /^\p{Lu}/u.test(tokens[at + 2]?.value ?? ''))
  ) {
    return false;
  }
  return (
    base(word) ||
    (MISREAD_VERB.has(word.pos) &&
      (OPEN_AN_OBJECT.has(next?.normal ?? '') ||
        (countAt(tokens, at + 1) >= 0 && (countsAnObject || countOfThings(tokens, countAt(tokens, at + 1))))) &&
      readsAsVerb(word.normal))
  );
}

/** Where a count starts at `at`: the number, or past its bound ("at least 3 liters", "about 2 cups"); else -1. */
function countAt(tokens: readonly Token[], at: number): number {
  const skip = ['at', 'up', 'more', 'less', 'no'].includes(tokens[at]?.normal ?? '')
    ? 2
    : tokens[at]?.normal === 'about'
      ? 1
      : 0;
  return tokens[at + skip]?.pos === 'NUM' ? at + skip : -1;
}

const isFinite = (token: Token | undefined) =>
  token !== undefined &&
  (token.pos === 'AUX' || (token.pos === 'VERB' && token.normal !== token.lemma && !/ing$/.test(token.normal)));

/**
 * Whether the word at `at` is a name with its epithet, the subject of the verb after it: "Mehmed the Conqueror
 * captured ...", "Alfred the Great ruled ..."; not "Call the Poison Control Center if ...", nor a heading's
 * capitals ("Purify the Water").
 */
function epithetFollows(tokens: readonly Token[], at: number): boolean {
  if (tokens[at + 1]?.normal !== 'the' || titleCase(tokens)) {
    return false;
  }
  let end = at + 2;
  while (/^\p{Lu}/u.test(tokens[end]?.value ?? '')) {
    end += 1;
  }
  return end > at + 2 && isFinite(tokens[end]);
}

/**
 * Whether the number at `at` counts what an instruction's verb acts on: "Drink 8 glasses of water a day", "Use
 * 16 drops of bleach per gallon"; not a name's number before the sentence's own verb ("Type 2 diabetes affects
 * ...", "Phase 3 trials test ...", "Section 4 of the guideline says ..."), nor in a heading.
 */
function countOfThings(tokens: readonly Token[], at: number): boolean {
  // A heading's capitals hide which ("Type 2 Diabetes", "Drink 8 Glasses a Day").
  if (titleCase(tokens)) {
    return false;
  }
  for (const token of tokens.slice(at + 1)) {
    if (token.value === ',' || CLAUSE_OPENERS.has(token.normal) || SUBORDINATE.has(token.normal)) {
      return true;
    }
    if (isFinite(token) || (token.pos === 'VERB' && token.normal === token.lemma)) {
      return false;
    }
  }
  return true;
}

/** Words that open a clause of its own inside a sentence, whose verbs are not the sentence's ("if", "that"). */
const SUBORDINATE = new Set(['that', 'which', 'who', 'because', 'so', 'than']);

/** Whether most words are capitalised, as a heading's are. */
function titleCase(tokens: readonly Token[]): boolean {
  const words = tokens.filter((token) => /^\p{L}/u.test(token.value));
  return words.filter((token) => /^\p{Lu}/u.test(token.value)).length * 2 > words.length;
}

/** Past an opener or an adverb ("never", "always"), and its comma: where a verb would stand. */
function pastOpener(tokens: readonly Token[], at: number): number {
  let verb = OPENERS.has(tokens[at]?.normal ?? '') || tokens[at]?.pos === 'ADV' ? at + 1 : at;
  if (verb === at + 1 && tokens[verb]?.value === ',') {
    verb += 1;
  }
  return verb;
}

/** Parts of speech a noun phrase opens with: a sentence so opened names its subject first. */
const NOUN_PHRASE_LEADS = new Set(['DET', 'NOUN', 'PROPN', 'ADJ', 'NUM', 'PRON']);
/** Words that turn an instruction or advice into a prohibition: "Never ...", "You should not ...", "Avoid ...". */
export const PROHIBITIONS = new Set(['not', 'never', 'avoid', 'refrain']);

/** First words of a phrase of how often, before an instruction's comma: "Every Monday, ...", "Once a week, ...". */
const FREQUENCY_OPENERS = new Set(['every', 'each', 'once', 'twice']);

/** Whether words before a comma say when or how often: "Every 30 seconds", "Each winter", "On Monday morning". */
const saysWhen = (words: readonly Token[]) =>
  FREQUENCY_OPENERS.has(words[0]?.normal ?? '') ||
  words.some((word) => TIME_NOUNS.has(word.normal) || DAYS.has(word.normal) || word.normal === 'time');

/** A verb of a clause of its own: not a participle or a gerund that opens a phrase ("Using a surge protector, ..."). */
const isClauseVerb = (token: Token) => (token.pos === 'VERB' && !/ing$/.test(token.normal)) || token.pos === 'AUX';

/** Where an instruction starts in words (its opener, if any) and where its verb stands; whether it follows a comma. */
export interface Instruction {
  start: number;
  verb: number;
  afterComma: boolean;
}

/**
 * The instruction words give (a sentence's or a claim's tokens, punctuation included), or null where they
 * tell the reader nothing to do:
 * - first, past an opener or an adverb and its comma ("Never drink ...", "Next, dig ...", "Gently rub ...");
 * - right after the comma of what says when, if or why ("If you feel dizzy, sit down", "When lightning
 *   strikes, never stand ...", "In a shipwreck, avoid ...", "Using a surge protector, connect ..."): a clause
 *   of condition, time or purpose, or a phrase with no verb of a clause. Not after a clause of its own ("The
 *   climate is temperate ..., with mild winters"), nor in a list of the condition's verbs ("If you cut, chop,
 *   or dice the onions, wash the board": the comma before "wash"; a list of its own is the advice's).
 * "You should wet your hands ..., turn off the tap" is none: its verbs after the commas are the modal's, after a
 * clause of its own.
 */
export function instructionOf(tokens: readonly Token[]): Instruction | null {
  const first = pastOpener(tokens, 0);
  // "Second, lay a base of coarse browns ...": right after a step's ordinal a verb is the step's, whatever form the
  // tagger gives it ("lay" read as the past of "lie"); not a participle before its noun ("Second, divided armies
  // fought ..." counts reasons: the code review of session 20).
  const verb = tokens[first];
  const afterAnOrdinal =
    STEP_ORDINALS.includes(tokens[0]?.normal ?? '') &&
    verb?.pos === 'VERB' &&
    !/(?:ing|ed)$/.test(verb.normal) &&
    (verb.normal === verb.lemma || OPEN_AN_OBJECT.has(tokens[first + 1]?.normal ?? ''));
  if ((verbAt(tokens, first, false) || afterAnOrdinal) && !opensACompoundSubject(tokens, first)) {
    return { start: 0, verb: first, afterComma: false };
  }
  const leadingClause = CLAUSE_OPENERS.has(tokens[0]?.normal ?? '');
  // "The Copernicus programme, run with the European Union, uses ...", "The Great Lakes, which ..., hold ...": a
  // subject's noun phrase before the comma, not a phrase of when or where ("Each morning, check ..." is one).
  const subjectFirst = !leadingClause && NOUN_PHRASE_LEADS.has(tokens[0]?.pos ?? '');
  let listedFirst: Instruction | undefined;
  for (const [i, token] of tokens.entries()) {
    // "During an earthquake: Drop, cover, and hold on": a colon opens what follows it as a comma does.
    if (token.value !== ',' && token.value !== ':') {
      continue;
    }
    const before = tokens.slice(0, i);
    if (subjectFirst && !saysWhen(before)) {
      return null;
    }
    // "If you smell gas, you should leave the building, open the windows ...": the modal's verbs.
    const advised = before.some((word, at) => word.normal === 'you' && ADVICE_MODALS.has(before[at + 1]?.normal ?? ''));
    if ((!leadingClause && before.some(isClauseVerb)) || advised) {
      return listedFirst ?? null;
    }
    const verb = pastOpener(tokens, i + 1);
    if (!verbAt(tokens, verb, true)) {
      continue;
    }
    // "If you cut, chop, or dice the onions, wash ...": a verb that a comma or "or" follows may be one of the
    // condition's list; a later comma may open the instruction. Else it is the instruction's own list ("If you
    // smell gas, leave and call the gas company").
    const listed = tokens[verb + 1]?.value === ',' || ['or', 'and'].includes(tokens[verb + 1]?.normal ?? '');
    // "...: Drop, cover, and hold on": the list opens at the word before this comma where that reads as a verb.
    const opensTheList =
      [',', ':'].includes(tokens[i - 2]?.value ?? '') && readsAsVerb(tokens[i - 1]?.normal ?? '') ? i - 1 : i + 1;
    listedFirst ??= { start: opensTheList, verb: opensTheList === i - 1 ? i - 1 : verb, afterComma: true };
    if (!listed) {
      return { start: i + 1, verb, afterComma: true };
    }
  }
  return listedFirst ?? null;
}

/**
 * Verbs that report speech: an instruction beside one in the past is a character's ("Take the road to the left,
 * the old man told them"); "leave and call the gas company" advises twice.
 */
const REPORTING = new Set([
  'say',
  'tell',
  'shout',
  'ask',
  'cry',
  'reply',
  'exclaim',
  'whisper',
  'yell',
  'scream',
  'call',
  'think',
  'remind',
  'wonder',
  'mutter',
  'murmur',
  'warn',
]);
/** Modals before a reporting verb that tell of a character's habit ("Thomas would say"). */
const REPORTING_MODALS = new Set(['would', 'will', 'might', 'could', 'used']);
/**
 * Instructions of an argument or an exercise, not advice: "Suppose the price rises ...", "Calculate the mass ...",
 * "Explain why ...". Not "find", "show" or "identify", which advise as often ("Find shelter within 30 minutes").
 */
const ARGUMENT = new Set([
  'suppose',
  'assume',
  'imagine',
  'consider',
  'note',
  'notice',
  'recall',
  'picture',
  'calculate',
  'compute',
  'solve',
  'prove',
  'describe',
  'explain',
  'list',
  'name',
]);

/**
 * The instruction words give as advice to the reader (`instructionOf`), or null: not one a character gives
 * ("..., the old man told them"), nor one of an argument or an exercise ("Suppose ...", "Calculate the mass of
 * 3 moles ...", "Let n be ...", "Let me explain ...").
 */
export function adviceOf(tokens: readonly Token[]): Instruction | null {
  const instruction = instructionOf(tokens);
  const verb = tokens[instruction?.verb ?? -1];
  const object = tokens[(instruction?.verb ?? -1) + 1];
  if (
    !instruction ||
    !verb ||
    ARGUMENT.has(verb.normal) ||
    (verb.normal === 'let' && (/^\p{L}$/u.test(object?.value ?? '') || ['us', 'me'].includes(object?.normal ?? ''))) ||
    tokens.some(
      (token, i) =>
        i !== instruction.verb &&
        REPORTING.has(token.lemma) &&
        token.pos === 'VERB' &&
        (token.normal !== token.lemma || REPORTING_MODALS.has(tokens[i - 1]?.normal ?? '')),
    )
  ) {
    return null;
  }
  return instruction;
}

/** Modals a clause's verb takes: after a bare plural, the subject's ("Permit holders may park ..."). */
const CLAUSE_MODALS = new Set(['must', 'may', 'shall', 'will', 'can', 'should', 'cannot']);

/**
 * Whether a word read as an imperative opens a noun compound that is the sentence's subject: "Permit holders may
 * park ...", "Permit holders who leave the Trust must return ..." (the audit of session 21: "People should permit
 * holders who leave ..."), a bare plural and then a modal, or a relative clause with a verb of its own before it.
 * Not "Help people who must travel ...": the modal right after "who" is the relative clause's.
 */
function opensACompoundSubject(tokens: readonly Token[], verb: number): boolean {
  const noun = tokens[verb + 1];
  if (noun?.pos !== 'NOUN' || noun.normal === noun.lemma) {
    return false;
  }
  const next = tokens[verb + 2];
  if (CLAUSE_MODALS.has(next?.normal ?? '')) {
    return true;
  }
  if (next?.normal !== 'who' || tokens[verb + 3]?.pos !== 'VERB') {
    return false;
  }
  // The modal of the main clause, with no clause of its own between ("Tell candidates who finish early that they can
  // leave ..." is an instruction: the code review of session 21).
  const modal = tokens.findIndex((token, i) => i > verb + 3 && CLAUSE_MODALS.has(token.normal));
  return (
    modal > 0 &&
    !tokens
      .slice(verb + 4, modal)
      .some((token) => token.normal === 'that' || token.pos === 'PRON' || token.value === ',')
  );
}

/**
 * Whether words tell the reader what to do (`instructionOf`). One test for every type that tells an
 * instruction from a statement (a statement shows one as the advice it gives, ORDERING orders them, the
 * third person leaves them as written).
 */
export function givesAnInstruction(tokens: readonly Token[]): boolean {
  return instructionOf(tokens) !== null;
}
