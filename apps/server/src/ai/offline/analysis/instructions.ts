import type { Token } from '../nlp.ts';

/** Words before an instruction's verb that keep it one: "Never drink ...", "Always boil ...", "Next, dig ...". */
const OPENERS = new Set(['never', 'always', 'please', 'first', 'then', 'next', 'finally']);
/** Words that open an object: right after a sentence's first word, they make it an instruction's verb. */
const OPEN_AN_OBJECT = new Set(['your', 'the', 'a', 'an', 'it', 'them', 'this', 'these', 'those', 'yourself']);
/** What the tagger may take an opening verb for ("Rinse" a name, "Dry" an adjective, "Water" a noun). */
const MISREAD_VERB = new Set(['PROPN', 'NOUN', 'ADJ', 'VERB']);

const base = (token: Token | undefined) => token?.pos === 'VERB' && token.lemma === token.normal;

/**
 * Whether the word at `at`, after a clause's comma, is an instruction's verb: in its base form, or read as
 * a noun before an object or a count ("..., use 10 drops and let it stand": "use" tagged a noun).
 */
function opensAnInstruction(tokens: readonly Token[], at: number): boolean {
  const word = tokens[at];
  const next = tokens[at + 1];
  return (
    base(word) ||
    (word !== undefined &&
      /^\p{Ll}/u.test(word.value) &&
      MISREAD_VERB.has(word.pos) &&
      (OPEN_AN_OBJECT.has(next?.normal ?? '') || next?.pos === 'NUM'))
  );
}

/**
 * Words that open a clause an instruction may follow, after its comma: a condition, a time or a purpose ("If
 * the water is cloudy, use ...", "To make a still, dig ...").
 */
export const CLAUSE_OPENERS: ReadonlySet<string> = new Set([
  'when',
  'if',
  'until',
  'unless',
  'after',
  'before',
  'once',
  'while',
  'to',
]);

/** Modals after "you" that make a statement of what the reader is to do ("You should wet ..., turn off ..."). */
const MODALS = new Set(['should', 'must', 'can', 'may', 'need']);

/**
 * Where an instruction's verb stands in words (a sentence's or a claim's tokens, punctuation included), or
 * -1 where they tell the reader nothing to do: a verb in its base form first, past an opener or an adverb and
 * its comma ("Never drink ...", "Next, dig ...", "Gently rub ..."); the "do" of "do not" ("Don't"); a first
 * word (or the word after an opener) before an object's first word, which the tagger read as a name, a noun
 * or an adjective ("Rinse your hands ...", "Dry your hands ...", "Next, place the plastic sheet ..."); or a
 * verb in its base form right after the comma of a clause of condition, time or purpose that opens the sentence ("If you feel dizzy, sit down"). Words that open with
 * "you" and a modal state what the reader is to do ("You should wet your hands ..., turn off the tap"): the
 * verbs after their commas are the modal's.
 */
export function instructionVerbAt(tokens: readonly Token[]): number {
  if (tokens[0]?.normal === 'you' && MODALS.has(tokens[1]?.normal ?? '')) {
    return -1;
  }
  let at = OPENERS.has(tokens[0]?.normal ?? '') || tokens[0]?.pos === 'ADV' ? 1 : 0;
  if (at === 1 && tokens[1]?.value === ',') {
    at = 2;
  }
  const verb = tokens[at];
  const next = tokens[at + 1];
  if (
    verb !== undefined &&
    ((verb.normal === 'do' && next?.normal === 'not') ||
      base(verb) ||
      ((at > 0 || /^\p{Lu}/u.test(verb.value)) && MISREAD_VERB.has(verb.pos) && OPEN_AN_OBJECT.has(next?.normal ?? '')))
  ) {
    return at;
  }
  // Only after a clause that opens the sentence: "The INTEGER storage class, for example, includes 7 ..." and
  // "The climate is temperate ..., with mild, windy winters" tell no one anything.
  if (!CLAUSE_OPENERS.has(tokens[0]?.normal ?? '')) {
    return -1;
  }
  const comma = tokens.findIndex((token, i) => token.value === ',' && opensAnInstruction(tokens, i + 1));
  return comma < 0 ? -1 : comma + 1;
}

/**
 * Whether words tell the reader what to do (`instructionVerbAt`). One test for every type that tells an
 * instruction from a statement (a statement shows one as the advice it gives, ORDERING orders them, the
 * third person leaves them as written).
 */
export function givesAnInstruction(tokens: readonly Token[]): boolean {
  return instructionVerbAt(tokens) >= 0;
}
