import { tagSentences, type Token } from '../nlp.ts';
import { ADVICE_MODALS, givesAnInstruction } from './instructions.ts';

/** Words a statement in the second person has of it, and what each becomes once "people" is named. */
const LATER_FORMS: ReadonlyMap<string, string> = new Map([
  ['your', 'their'],
  ['yours', 'theirs'],
  ['yourself', 'themselves'],
  ['yourselves', 'themselves'],
]);
/** Parts of speech after which "you" is an object ("harm you", "lets you receive"). */
const GOVERNS_AN_OBJECT = new Set(['VERB', 'AUX']);
const VERBS = new Set(['VERB', 'AUX']);
/** A speaker or a party beside "you" makes it someone in particular ("You and I", "by giving us notice"). */
const SPEAKERS = new Set(['i', 'me', 'my', 'mine', 'we', 'us', 'our', 'ours']);
/** Modals whose "have" tells of the past: "should have seen", "could have warned". */
const PERFECT_MODALS = new Set(['should', 'must', 'could', 'would', 'might', 'may']);
/** Past forms that tell a story or a particular event ("you were the second guest", "the butler told you"). */
const PAST_AUXILIARIES = new Set(['was', 'were', 'did', 'had']);

/**
 * A statement of a how-to text in the third person: "Cholera and typhoid are diseases you may get even if
 * you are vaccinated." → "Cholera and typhoid are diseases people may get even if they are vaccinated.";
 * "More than three-fourths of your body is composed of fluids." → "... of a person's body ...". A quiz
 * states what is true of people; "you" copied from the text read as the text's sentence word for word (the
 * blind reviews' first defect, blind-s32 Q15, Q24). "People" and "they" take the verb's form "you" takes, so
 * no verb changes.
 *
 * Only the plain case: a statement in the present whose first mention is a subject ("you may get", "your
 * body is"), later ones a subject or a verb's object. The text stays as it is wherever "you" may be the
 * reader or someone in particular: a question, an instruction (at the start, after an adverb or after a
 * clause: "If you feel dizzy, sit down"), a quotation, a story in the past ("Nobody warned you"), a speaker
 * or a party beside it ("You and I", "giving us notice"), a group ("many of you"), a title ("Your Majesty"),
 * a contraction ("you're"), "thank you", or "people" already beside it ("People you meet").
 */
export function inTheThirdPerson(text: string): string {
  if (!/\byou/i.test(text) || /[?!"“”‘]/.test(text) || /\b(?:YOU|YOUR)\b/.test(text)) {
    return text;
  }
  const tokens = tagSentences(text).flatMap((sentence) =>
    sentence.tokens.map((token) => ({ ...token, start: token.start + sentence.offset })),
  );
  const mentions = tokens.flatMap((token, i) => (token.normal === 'you' || LATER_FORMS.has(token.normal) ? [i] : []));
  const first = mentions[0];
  if (
    first === undefined ||
    tokens.some((token) => SPEAKERS.has(token.normal)) ||
    !plainStatement(tokens) ||
    !firstMentionIsASubject(tokens, first)
  ) {
    return text;
  }
  for (const i of mentions) {
    const token = tokens[i] as Token;
    // A capital inside the sentence is a title's ("Your Majesty", "All You Need Is Love").
    if ((i > 0 && /^\p{Lu}/u.test(token.value)) || !anyone(tokens, i)) {
      return text;
    }
  }
  let shown = '';
  let last = 0;
  for (const i of mentions) {
    const token = tokens[i] as Token;
    const replacement = i === first ? firstForm(token) : (LATER_FORMS.get(token.normal) ?? youAs(tokens, i));
    shown += text.slice(last, token.start) + inCaseOf(token, replacement);
    last = token.start + token.value.length;
  }
  return shown + text.slice(last);
}

/**
 * Whether the text states something in the present: no instruction (`givesAnInstruction`: "Dry your
 * hands ...", "If you feel dizzy, sit down"), no verb in the past (but for a participle of advice).
 */
function plainStatement(tokens: readonly Token[]): boolean {
  if (givesAnInstruction(tokens)) {
    return false;
  }
  // "You should have seen ...", "You should not have eaten ...": what the reader should have done, a particular
  // past ("You must have a valid passport" is no past).
  if (
    tokens.some(
      (token, i) =>
        token.normal === 'have' &&
        (PERFECT_MODALS.has(tokens[i - 1]?.normal ?? '') ||
          (tokens[i - 1]?.normal === 'not' && PERFECT_MODALS.has(tokens[i - 2]?.normal ?? ''))) &&
        tokens[i + 1]?.pos === 'VERB' &&
        tokens[i + 1]?.normal !== tokens[i + 1]?.lemma,
    )
  ) {
    return false;
  }
  // Advice is in the present whatever participles follow: "You should stay away from downed power lines".
  if (tokens[0]?.normal === 'you' && ADVICE_MODALS.has(tokens[1]?.normal ?? '')) {
    return true;
  }
  return !tokens.some(
    (token, i) =>
      PAST_AUXILIARIES.has(token.normal) ||
      (token.pos === 'VERB' &&
        token.normal !== token.lemma &&
        /ed$/.test(token.normal) &&
        !['AUX', 'VERB'].includes(tokens[i - 1]?.pos ?? '')),
  );
}

/**
 * Whether the first mention is a subject: "you" before a verb ("you may get", "you need"), or "your" in a
 * subject ("your body is", "of your body is"); not "Sneeze into your elbow", "lets you receive".
 */
function firstMentionIsASubject(tokens: readonly Token[], first: number): boolean {
  const token = tokens[first] as Token;
  const after = (at: number) => (tokens[at]?.pos === 'ADV' ? tokens[at + 1] : tokens[at]);
  if (token.normal === 'you') {
    return VERBS.has(after(first + 1)?.pos ?? '') && !GOVERNS_AN_OBJECT.has(tokens[first - 1]?.pos ?? '');
  }
  const verb = after(first + 2);
  return (
    token.normal === 'your' &&
    tokens[first + 1]?.pos === 'NOUN' &&
    VERBS.has(verb?.pos ?? '') &&
    !/ing$/.test(verb?.normal ?? '')
  );
}

/**
 * Whether "you" or "your" at `i` is anyone at all: not one of a group ("many of you") or of a pair ("you and
 * your family"), a contraction ("you're"), "thank you" or "people you" ("People you meet ...").
 */
function anyone(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1]?.normal ?? '';
  const after = tokens[i + 1];
  return (
    !/^['’]/.test(after?.value ?? '') &&
    !['thank', 'people'].includes(before) &&
    !(before === 'of' && tokens[i]?.normal === 'you') &&
    !['and', 'or'].includes(after?.normal ?? '')
  );
}

/** The first mention: "people" for "you", "a person's" for "your". */
function firstForm(token: Token): string {
  return token.normal === 'your' ? "a person's" : 'people';
}

/** A later "you": "they" as a subject ("before you eat", "if you are"), "them" as an object ("harm you.", "for you to be"). */
function youAs(tokens: readonly Token[], i: number): string {
  const next = tokens[i + 1]?.pos === 'ADV' ? tokens[i + 2] : tokens[i + 1];
  const subject = VERBS.has(next?.pos ?? '') && !GOVERNS_AN_OBJECT.has(tokens[i - 1]?.pos ?? '');
  return subject ? 'they' : 'them';
}

/** The word with the capital of the one it replaces ("You must ..." → "People must ..."). */
function inCaseOf(token: Token, word: string): string {
  return /^\p{Lu}/u.test(token.value) ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
}
