import { tagSentences, type Token } from '../nlp.ts';

/** Words a statement in the second person has of it, and what each becomes once "people" is named. */
const LATER_FORMS: ReadonlyMap<string, string> = new Map([
  ['your', 'their'],
  ['yours', 'theirs'],
  ['yourself', 'themselves'],
  ['yourselves', 'themselves'],
]);
/** Words that open an object: right after a sentence's first word, they make it an instruction's verb. */
const OPEN_AN_OBJECT = new Set(['your', 'the', 'a', 'an', 'it', 'them', 'this', 'these', 'those', 'yourself']);
/** Parts of speech after which "you" is an object ("lets you receive", "can harm you"). */
const GOVERNS_AN_OBJECT = new Set(['VERB', 'AUX']);

/**
 * A statement of a how-to text in the third person: "Cholera and typhoid are diseases you may get even if
 * you are vaccinated." → "Cholera and typhoid are diseases people may get even if they are vaccinated.";
 * "A battery-powered radio lets you receive alerts ..." → "... lets people receive alerts ...". A quiz
 * states what is true of people; "you" copied from the text read as the text's sentence word for word (the
 * blind reviews' first defect, blind-s32 Q24). "People" and "they" take the verb's form "you" takes, so no
 * verb changes.
 *
 * A "your" before any "you" is "a person's": "More than three-fourths of a person's body is composed of
 * fluids."
 *
 * The text as it is where that could go wrong: a question ("How many drops do you add?"), an instruction
 * ("Scrub until you finish", whose "you" is the reader), a quotation, a contraction ("you're"), "thank
 * you", or a "yourself" before any "you".
 */
export function inTheThirdPerson(text: string): string {
  if (!/\byou/i.test(text) || /[?"“”]/.test(text)) {
    return text;
  }
  const tokens = tagSentences(text).flatMap((sentence) =>
    sentence.tokens.map((token) => ({ ...token, start: token.start + sentence.offset })),
  );
  const words = tokens.filter((token) => token.type === 'word');
  const first = words[0];
  const firstMention = tokens.findIndex((token) => token.normal === 'you' || LATER_FORMS.has(token.normal));
  if (
    !first ||
    // "yourself" before any "you": whose?
    !['you', 'your'].includes(tokens[firstMention]?.normal ?? '') ||
    // An instruction: its "you" is the reader. A verb that opens a sentence is often tagged a name
    // ("Scrub your hands ..."): a determiner right after the first word tells it too.
    (first.pos === 'VERB' && first.lemma === first.normal) ||
    OPEN_AN_OBJECT.has(words[1]?.normal ?? '') ||
    tokens.some((token, i) => token.normal === 'you' && !generic(tokens, i))
  ) {
    return text;
  }
  let shown = '';
  let last = 0;
  let named = false;
  for (const [i, token] of tokens.entries()) {
    const replacement =
      token.normal === 'you'
        ? youAs(tokens, i, named)
        : token.normal === 'your' && !named
          ? "a person's"
          : LATER_FORMS.get(token.normal);
    if (replacement === undefined) {
      continue;
    }
    named = true;
    shown += text.slice(last, token.start) + inCaseOf(token, replacement);
    last = token.start + token.value.length;
  }
  return shown + text.slice(last);
}

/**
 * Whether "you" at `i` is anyone at all, as advice says it ("you may get", "if you are", "lets you
 * receive"): not a contraction ("you're"), "thank you", a narrator's aside (", you see,") or a past the
 * reader is told of ("the loveliest garden you ever saw").
 */
function generic(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1]?.pos === 'ADV' ? tokens[i + 2] : tokens[i + 1];
  const past = next?.pos === 'VERB' && next.normal !== next.lemma && !/(?:s|ing)$/.test(next.normal);
  const aside = tokens[i - 1]?.value === ',' && tokens[i + 2]?.value === ',';
  return !/^['’]/.test(tokens[i + 1]?.value ?? '') && tokens[i - 1]?.normal !== 'thank' && !past && !aside;
}

/**
 * "you" at `i`: "people" where it is the first mention, else "they" as a subject (a verb follows it and none
 * governs it: "before you eat", "if you are") and "them" as an object ("lets you receive", "harm you.",
 * "for you to be").
 */
function youAs(tokens: readonly Token[], i: number, named: boolean): string {
  if (!named) {
    return 'people';
  }
  const next = tokens[i + 1]?.pos === 'ADV' ? tokens[i + 2] : tokens[i + 1];
  const subject = VERBS.has(next?.pos ?? '') && !GOVERNS_AN_OBJECT.has(tokens[i - 1]?.pos ?? '');
  return subject ? 'they' : 'them';
}

const VERBS = new Set(['VERB', 'AUX']);

/** The word with the capital of the one it replaces ("You must ..." → "People must ..."). */
function inCaseOf(token: Token, word: string): string {
  return /^\p{Lu}/u.test(token.value) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
}
