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
 * Whether words (a sentence's or a claim's tokens, punctuation included) tell the reader what to do: a verb
 * in its base form first, past an opener or an adverb and its comma ("Never drink ...", "Next, dig ...",
 * "Gently rub ..."); "do not" ("Don't"); a first word (or the word after an opener) before an object's first word,
 * which the tagger read as a name, a noun or an adjective ("Rinse your hands ...", "Dry your hands ...",
 * "Next, place the plastic sheet ..."); or a verb in
 * its base form right after a clause's comma ("If you feel dizzy, sit down"). One test for every type that
 * tells an instruction from a statement (TRUE_FALSE states none, ORDERING orders them, the third person
 * leaves them as written).
 */
export function givesAnInstruction(tokens: readonly Token[]): boolean {
  let at = OPENERS.has(tokens[0]?.normal ?? '') || tokens[0]?.pos === 'ADV' ? 1 : 0;
  if (at === 1 && tokens[1]?.value === ',') {
    at = 2;
  }
  const verb = tokens[at];
  const next = tokens[at + 1];
  return (
    verb !== undefined &&
    ((verb.normal === 'do' && next?.normal === 'not') ||
      base(verb) ||
      ((at > 0 || /^\p{Lu}/u.test(verb.value)) &&
        MISREAD_VERB.has(verb.pos) &&
        OPEN_AN_OBJECT.has(next?.normal ?? '')) ||
      tokens.some((token, i) => token.value === ',' && opensAnInstruction(tokens, i + 1)))
  );
}
