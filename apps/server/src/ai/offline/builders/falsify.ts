import type { DocumentAnalysis } from '../analysis.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import type { TermOccurrence } from '../analysis/terms.ts';
import type { Token } from '../nlp.ts';
import { fitsBetween, replaceIn, termsOnceInClaim, type BuildContext } from './common.ts';
import { numberChange, numberWordChange, oppositeChange, type Change } from './fact-changes.ts';

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

/** A false version of a statement: its text, and what was changed (`negated`: made by adding a "not"). */
export interface Falsified {
  text: string;
  swapped: string;
  original: string;
  negated: boolean;
}

interface FalsifyOptions {
  /** A rule turned round first (COMPLIANCE: rules are what it is about). */
  preferRule?: boolean;
  /** Whether a "not" may be added (false when the option list already has a statement made so). */
  allowNegation?: boolean;
}

/**
 * A false version of a statement that changes a fact, not a word: a name or year for another of the
 * text, a number for one of the same unit and nearby magnitude, a number word or ordinal for its
 * neighbour, a common noun for one the text lists with it ("lakes, ponds, swamps"), an adjective for
 * its opposite, a rule turned round ("may not" → "may"; "shall" → "shall not", first when
 * `preferRule`), else its main verb negated where that reads naturally ("was opened" → "was not
 * opened"). Checked not to be something the text says anywhere. A noun of another kind ("lose hole
 * rapidly", "by Representatives direct") and a word inside a name ("House of Senators") are never
 * swapped in: they give the statement away.
 */
export function falsify(context: BuildContext, sentence: SentenceInfo, options: FalsifyOptions = {}): Falsified | null {
  const addNot = options.allowNegation ?? true;
  const rule = options.preferRule && addNot ? negatedRule(context, sentence, true) : null;
  return (
    rule ??
    swappedTerm(context, sentence) ??
    changed(context, sentence, numberWordChange(context.analysis, sentence)) ??
    changed(context, sentence, oppositeChange(sentence)) ??
    negatedRule(context, sentence, addNot) ??
    (addNot ? negatedVerb(context, sentence) : null)
  );
}

/** The first replacement of a change that the text does not say. */
function changed(context: BuildContext, sentence: SentenceInfo, change: Change | null): Falsified | null {
  if (!change) {
    return null;
  }
  const place = { key: '', whole: true, plural: false, surface: change.original, start: change.start, end: change.end };
  for (const replacement of change.replacements) {
    const text = swapIn(sentence, place, replacement);
    if (!context.analysis.textSays(text)) {
      return { text, swapped: replacement, original: change.original, negated: false };
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
  const before = at > 0 ? sentence.tokens[at - 1] : undefined;
  return (
    (before !== undefined && before.start >= sentence.claimStart && nameWord(before)) ||
    nameWord(end >= 0 ? sentence.tokens[end] : undefined)
  );
}

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

function swappedTerm(context: BuildContext, sentence: SentenceInfo): Falsified | null {
  const { analysis } = context;
  for (const occurrence of termsOnceInClaim(context, sentence)) {
    if (occurrence.term.kind === 'number') {
      const change = changed(context, sentence, numberChange(analysis, sentence, occurrence));
      if (change) {
        return change;
      }
      continue;
    }
    if (
      insideNameWithOf(sentence.text, occurrence) ||
      partOfLongerName(sentence, occurrence) ||
      (occurrence.term.kind === 'concept' && subjectsOf(analysis).has(occurrence.term.key))
    ) {
      continue;
    }
    for (const distractor of analysis.distractorsFor(occurrence, sentence).slice(0, 6)) {
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
      if (
        (occurrence.term.kind === 'concept' || singleName) &&
        !analysis.coordinated.has(`${occurrence.term.key}|${distractor.term.key}`)
      ) {
        continue;
      }
      if (occurrence.term.kind === 'year' && Math.abs(Number(distractor.surface) - Number(occurrence.surface)) > 50) {
        continue;
      }
      const surface =
        occurrence.term.kind === 'concept' && !/^[\p{Lu}]/u.test(occurrence.surface)
          ? distractor.surface.toLowerCase()
          : distractor.surface;
      if (!fitsBetween(sentence, occurrence, surface)) {
        continue;
      }
      const text = swapIn(sentence, occurrence, surface);
      if (!analysis.textSays(text)) {
        return { text, swapped: surface, original: occurrence.surface, negated: false };
      }
    }
  }
  return null;
}

const MODALS = new Set(['shall', 'must', 'may', 'can', 'will', 'should']);
const RULES = new Set(['shall', 'must', 'may']);
const BE_FORMS = new Set(['is', 'are', 'was', 'were']);
/** Auxiliaries that take "not" right after them ("was not", "can not" is written "cannot" elsewhere). */
const NEGATABLE_AUX = new Set(['is', 'are', 'was', 'were', 'will', 'would', 'could', 'should', 'might', 'can']);
const PERFECT_AUX = new Set(['has', 'have', 'had']);
/** Words that open a clause inside the subject: a verb after them is not the sentence's main verb. */
const CLAUSE_OPENERS = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'if', 'because', 'while']);

/**
 * The main verb negated, a fact turned round as a person would write it: "The canal was opened in
 * 1825" → "The canal was not opened in 1825", "Germs spread ..." → "Germs do not spread ...", "The
 * still produced ..." → "The still did not produce ...". Only for a sentence with no negation, a
 * subject before the verb and no clause opening before it (where the first verb is the main one).
 */
function negatedVerb(context: BuildContext, sentence: SentenceInfo): Falsified | null {
  // A long sentence with one "not" in it reads as the trap; a short claim denied reads as a claim.
  if (sentence.wordCount > 22 || sentence.tokens.some((token) => NEGATIONS.has(token.normal))) {
    return null;
  }
  const tokens = sentence.tokens.filter((token) => token.start >= sentence.claimStart);
  // A gerund subject ("Washing your hands is easy") is no main verb: the first finite verb after it is.
  let at = tokens.findIndex(
    (token, i) =>
      (token.pos === 'AUX' || token.pos === 'VERB') && !(token.pos === 'VERB' && /ing$/.test(token.normal) && i === 0),
  );
  // "Rainwater collected in clean containers is usually safe": the participle describes the subject, "is" is the verb.
  const be = tokens.findIndex((token, i) => i > at && token.pos === 'AUX' && BE_FORMS.has(token.normal));
  if (tokens[at]?.pos === 'VERB' && be > at && !tokens.slice(at, be).some((token) => token.pos === 'PUNCT')) {
    at = be;
  }
  const verb = tokens[at];
  if (
    !verb ||
    at === 0 ||
    tokens[at - 1]?.normal === 'to' ||
    // Inside a word ("battery-powered") it is no verb of the sentence.
    !/\s/.test(sentence.text.charAt(verb.start - 1)) ||
    tokens.slice(0, at).some((token) => CLAUSE_OPENERS.has(token.normal) || token.value === ',')
  ) {
    return null;
  }
  const next = tokens[at + 1];
  // "X is not a Y that ...", "is not one of", "is not to obtain", "is not called": a definition or an
  // aim denied reads as a trap; and in a compound sentence the "not" would deny its first clause only.
  if (
    (BE_FORMS.has(verb.normal) && (UNNATURAL_AFTER_BE.has(next?.normal ?? '') || classifies(tokens.slice(at + 1)))) ||
    /,\s+(?:and|but)\s|;/.test(sentence.text.slice(verb.start))
  ) {
    return null;
  }
  let replacement: string | null = null;
  if (verb.pos === 'AUX') {
    if (verb.normal === 'can') {
      replacement = verb.value === 'Can' ? 'Cannot' : 'cannot';
    } else if (
      NEGATABLE_AUX.has(verb.normal) ||
      (PERFECT_AUX.has(verb.normal) && /(?:ed|en)$/.test(next?.normal ?? ''))
    ) {
      replacement = `${verb.value} not`;
    }
  } else if (verb.value === verb.normal && verb.lemma && !/ing$/.test(verb.normal)) {
    const lemma = verb.lemma;
    if (verb.normal === lemma) {
      replacement = `do not ${lemma}`;
    } else if (verb.normal === `${lemma}s` || verb.normal === `${lemma}es` || /ies$/.test(verb.normal)) {
      replacement = `does not ${lemma}`;
    } else {
      replacement = `did not ${lemma}`;
    }
  }
  if (!replacement) {
    return null;
  }
  const text = replaceIn(
    sentence,
    { key: '', whole: true, plural: false, start: verb.start, end: verb.start + verb.value.length, surface: '' },
    replacement,
  );
  return context.analysis.textSays(text) ? null : { text, swapped: replacement, original: verb.value, negated: true };
}
/** Whether what follows "is" names a class ("are compressional waves", "is moisture"): denied, a definition reads as a trap. */
function classifies(rest: readonly Token[]): boolean {
  const head = rest.findIndex((token) => token.pos !== 'ADV' && token.pos !== 'ADJ');
  return head >= 0 && (rest[head]?.pos === 'NOUN' || rest[head]?.pos === 'PROPN');
}
/** Words after "is" that make a denial read as a trap ("is not a", "is not one of", "is not what", "is not to"). */
const UNNATURAL_AFTER_BE = new Set(['a', 'an', 'the', 'one', 'what', 'to', 'called', 'named', 'known', 'where', 'how']);
const NEGATIONS = new Set(['not', "n't", 'no', 'never', 'neither', 'nor', 'none', 'without', 'cannot']);

/**
 * A rule turned round: "shall" becomes "shall not", "may not" becomes "may" (the only way when
 * `addNot` is false). Only for a sentence with no other negation, where one more or one fewer "not"
 * reverses what the rule says.
 */
function negatedRule(context: BuildContext, sentence: SentenceInfo, addNot: boolean): Falsified | null {
  const tokens = sentence.tokens;
  // In lower case only: "May" inside a sentence is the month ("on May 22, 1960").
  const at = tokens.findIndex(
    (token) => token.start >= sentence.claimStart && MODALS.has(token.value) && token.value === token.normal,
  );
  const modal = tokens[at];
  const negations = tokens.filter((token) => NEGATIONS.has(token.normal)).length;
  if (!modal || negations > 1) {
    return null;
  }
  const next = tokens[at + 1];
  const not = next?.normal === 'not' ? next : null;
  const negated = not !== null;
  // "can", "will" and "should" state facts, not rules: denied in a long sentence they read as the trap.
  if (
    (negations === 1 && !negated) ||
    (!negated && (!addNot || (!RULES.has(modal.value) && sentence.wordCount > 22)))
  ) {
    return null;
  }
  const end = not ? not.start + not.value.length : modal.start + modal.value.length;
  const replacement = negated ? modal.value : modal.value === 'can' ? 'cannot' : `${modal.value} not`;
  const text = replaceIn(
    sentence,
    { key: '', whole: true, plural: false, start: modal.start, end, surface: '' },
    replacement,
  );
  return context.analysis.textSays(text)
    ? null
    : { text, swapped: replacement, original: sentence.text.slice(modal.start, end), negated: !negated };
}
