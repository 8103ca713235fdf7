import type { Token } from '../nlp.ts';
import { NOMINATIVES } from './english.ts';

/**
 * A sentence that opens with "It" or "They" for the subject of the sentence before: "The canal was
 * opened along its whole length on October 26, 1825. It ran 363 miles ...". Quoted alone, such a
 * sentence asked about "it" (the "dangling references"), so no question used it; a question
 * shows it with the subject in the pronoun's place ("The canal ran 363 miles ..."), and cites it as the
 * text writes it.
 */
export interface OpeningPronoun {
  /** The pronoun as the sentence writes it ("It"). */
  pronoun: string;
  /** The word after it ("ran"): a text that says the pronoun with it says this sentence's claim. */
  verb: string;
  /** The subject of the sentence before, as it writes it ("The canal"). */
  antecedent: string;
  /**
   * The sentence's later "its" (for "It") or "their" (for "They") with the word after it, where it is the
   * same thing's: "its output" of "It works best, and you can increase its output ..."
   * (`possessiveOfTheSame`); null when there is none.
   */
  possessive: string | null;
}

/** What a sentence may be for the analysis here: its text and its tagged words. */
interface Tagged {
  text: string;
  tokens: readonly Token[];
}

/**
 * Verbs that take an "it" that points at nothing: "It takes 20 seconds to ...", "It seems that ...",
 * "It happens that ...", "It follows that ...", "It remains to ...", "It turns out ...", "It means ...".
 */
const EMPTY_SUBJECT_VERBS = new Set(['take', 'seem', 'appear', 'happen', 'follow', 'remain', 'turn', 'mean', 'depend']);

/** The longest subject taken for an antecedent, in words ("The largest main earthquake"). */
const SUBJECT_MAX_WORDS = 5;

/** Whether a noun is plural as written: "locks", "waves"; not "gas", "glass", "process". */
const isPlural = (noun: Token) => /[^s]s$/.test(noun.normal) && noun.normal !== noun.lemma;

/** How many times the text must name a subject's head noun for a pronoun to be taken for it. */
const TOPIC_MENTIONS = 3;

/**
 * The subject of a sentence when it is a plain noun phrase with "the" and a verb form of "be", "have",
 * "will" and the like follows it ("The canal was opened ...", "The still will produce ..."): the
 * sentence says something of it, and an "it" after it goes on about it. Not "The governor opened the
 * canal" (its "it" may be the canal), nor "The edges of ..." (a phrase with "of" may end on another noun).
 */
function definiteSubject(sentence: Tagged): { text: string; head: Token; verbAt: number } | null {
  const [article, ...rest] = sentence.tokens;
  if (article?.normal !== 'the' || article.start !== 0) {
    return null;
  }
  const verbAt = rest.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const words = rest.slice(0, verbAt);
  const head = words[words.length - 1];
  if (
    verbAt < 1 ||
    rest[verbAt]?.pos !== 'AUX' ||
    words.length >= SUBJECT_MAX_WORDS ||
    !head ||
    (head.pos !== 'NOUN' && head.pos !== 'PROPN') ||
    words.some((token) => !['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos))
  ) {
    return null;
  }
  return { text: sentence.text.slice(0, head.start + head.value.length), head, verbAt: verbAt + 1 };
}

/**
 * Whether the sentence before names, after its subject, something else the pronoun could stand for: a
 * thing with "a", "an" or "the", or a name of two words, for "it" ("... was paid for with a loan. It was
 * repaid", "... is dug through the Mohawk Valley. It was carved by glaciers"), another plural noun for
 * "they" ("The locks raised boats"); what follows "is a" or "are" says what the subject is ("A solar still
 * is a device", "The plates are huge slabs").
 */
function namesAnother(before: Tagged, verbAt: number, pronoun: string): boolean {
  const copula = before.tokens[verbAt]?.lemma === 'be' && before.tokens[verbAt + 1]?.pos !== 'VERB';
  const rest = before.tokens.slice(verbAt + 1);
  return rest.some((token, i) => {
    const afterCopula = copula && i <= 2;
    if (pronoun !== 'it') {
      return token.pos === 'NOUN' && isPlural(token) && !afterCopula;
    }
    // "a loan", "the Mohawk Valley", "the state of New York": a thing of its own the "it" may be.
    const next = rest[i + 1];
    return (
      !afterCopula &&
      (token.normal === 'a' ||
        token.normal === 'an' ||
        (token.normal === 'the' &&
          rest.slice(i + 1, i + 4).some((word) => word.pos === 'NOUN' || word.pos === 'PROPN')) ||
        (token.pos === 'PROPN' && next?.pos === 'PROPN'))
    );
  });
}

/** Words after an "it" and its verb that make the "it" empty: "It is believed that", "It became clear that". */
const EMPTY_IT_FOLLOWERS = new Set(['that', 'to', 'whether', 'if']);

/**
 * What a sentence's opening "It" or "They" stands for, when it is the subject of the sentence before,
 * a noun the text names at least TOPIC_MENTIONS times (`mentions`: how often it writes each word, lower
 * case), that agrees with it in number ("It" a singular noun that is no person's name, "They" a plural
 * one), the sentence before names nothing else it could be (`namesAnother`), and the pronoun is the
 * subject of a verb of its own ("It ran", "It was replaced", "They get stuck"), not the empty "it" of
 * "It was this problem that ...", "It is easy to ..." or "It is believed that ...". Null otherwise.
 */
export function openingPronounOf(
  sentence: Tagged,
  before: Tagged | null,
  mentions: (word: string) => number,
): OpeningPronoun | null {
  const [pronoun, next, third] = sentence.tokens;
  if (
    !before ||
    !pronoun ||
    pronoun.start !== 0 ||
    !['it', 'they'].includes(pronoun.normal) ||
    // One space and a word: "It's" and "It, too," say it otherwise.
    next?.start !== pronoun.value.length + 1
  ) {
    return null;
  }
  const verbAt = next.pos === 'VERB' ? 1 : next.pos === 'AUX' && third?.pos === 'VERB' ? 2 : -1;
  const verb = sentence.tokens[verbAt];
  const after = sentence.tokens.slice(verbAt + 1, verbAt + 3);
  if (!verb || EMPTY_SUBJECT_VERBS.has(verb.lemma) || after.some((token) => EMPTY_IT_FOLLOWERS.has(token.normal))) {
    return null;
  }
  const subject = definiteSubject(before);
  if (
    !subject ||
    mentions(subject.head.normal) + (subject.head.lemma === subject.head.normal ? 0 : mentions(subject.head.lemma)) <
      TOPIC_MENTIONS ||
    namesAnother(before, subject.verbAt, pronoun.normal)
  ) {
    return null;
  }
  const agrees =
    pronoun.normal === 'it' ? !isPlural(subject.head) && subject.head.pos !== 'PROPN' : isPlural(subject.head);
  return agrees
    ? {
        pronoun: pronoun.value,
        verb: next.value,
        antecedent: subject.text,
        possessive: possessiveOfTheSame(sentence.tokens, pronoun.normal),
      }
    : null;
}

/**
 * Whether the sentence says "its" (after "It") or "their" (after "They") with nothing between that the
 * possessive could point at instead: no noun, name or pronoun ("It works best, and you can increase its
 * output": the still's; not "It heats water with sunlight, and you can measure its temperature", the
 * water's, nor "It ran from Albany ..., and its 83 locks", nor "They serve farmers, and ... their wells").
 */
/** Pronouns an "its" or a "their" could point back to instead ("you" owns no "its"). */
const OTHER_OWNERS = new Set(['it', 'this', 'that', 'they', 'them', 'these', 'those']);

function possessiveOfTheSame(tokens: readonly Token[], pronoun: string): string | null {
  const possessive = pronoun === 'it' ? 'its' : 'their';
  const at = tokens.findIndex((token, i) => i > 0 && token.normal === possessive);
  const owned = tokens[at + 1];
  return at > 0 &&
    owned?.pos === 'NOUN' &&
    !tokens
      .slice(1, at)
      .some((token) => token.pos === 'PROPN' || token.pos === 'NOUN' || OTHER_OWNERS.has(token.normal))
    ? `${possessive} ${owned.value}`
    : null;
}

/** Auxiliaries a question puts before its subject: "did she train", "is it used". */
const QUESTION_AUXILIARIES = new Set(
  'did does do was were is are has have had will would can could should must may'.split(' '),
);

/**
 * A text with the pronoun of a sentence's opening replaced by its antecedent, where it says the
 * pronoun before the same word: at the start ("It ran ..." → "The canal ran ...") or inside, in lower
 * case ("... it ran ..." → "... the canal ran ..."). The text itself when it says neither.
 */
export function withAntecedent(text: string, opening: OpeningPronoun): string {
  const said = `${opening.pronoun} ${opening.verb}`;
  const inside = ` ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  // "the canal" inside a sentence, but a person's name as it is ("Marie Curie" for "she").
  const antecedentInside = NOMINATIVES.has(opening.pronoun.toLowerCase())
    ? opening.antecedent
    : `${opening.antecedent.charAt(0).toLowerCase()}${opening.antecedent.slice(1)}`;
  const saysIt = text.startsWith(`${said} `) || text.includes(`${inside} `);
  let shown = text.startsWith(`${said} `) ? `${opening.antecedent}${text.slice(opening.pronoun.length)}` : text;
  for (let at = shown.indexOf(`${inside} `); at >= 0; at = shown.indexOf(`${inside} `, at + 1)) {
    shown = `${shown.slice(0, at + 1)}${antecedentInside}${shown.slice(at + 1 + opening.pronoun.length)}`;
  }
  // A question turns the opening round: "About how many women did she train ...?" of "She trained about 150 women
  // ..." is "... did Marie Curie train ...?" (the audit of session 25), where the pronoun stands only there.
  const pronounInside = opening.pronoun.toLowerCase();
  const words = shown.split(' ');
  // Only a person's: "How many miles did it run ..., and its 83 locks ...?" had been left out for its "it", whose
  // joined clause the question still carries (the harness of session 25).
  const at = NOMINATIVES.has(pronounInside)
    ? words.findIndex((word, i) => word === pronounInside && QUESTION_AUXILIARIES.has(words[i - 1] ?? ''))
    : -1;
  if (at > 0 && words.filter((word) => word.toLowerCase() === pronounInside).length === 1) {
    shown = [...words.slice(0, at), antecedentInside, ...words.slice(at + 1)].join(' ');
  }
  if (opening.possessive && !saysIt) {
    // A clause without the pronoun's own words ("you can increase its output ..."): its "its output" is
    // the antecedent's ("the still's output"). Only those words: another sentence's "its" is another's.
    const owner = `${antecedentInside}${antecedentInside.endsWith('s') ? "'" : "'s"}`;
    const owned = opening.possessive.slice(opening.possessive.indexOf(' '));
    shown = shown.split(` ${opening.possessive} `).join(` ${owner}${owned} `);
  }
  return shown;
}

/**
 * Whether a text says the opening's pronoun without the subject it stands for: "It ran ..." left as it
 * was, or a question that moved it ("How many miles did it run ...?"). A text that names the subject
 * may say "it" of it again.
 */
export function saysThePronoun(text: string, opening: OpeningPronoun): boolean {
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}'’]+/u));
  const head = opening.antecedent.split(' ').pop()?.toLowerCase() ?? '';
  return words.has(opening.pronoun.toLowerCase()) && !words.has(head);
}
