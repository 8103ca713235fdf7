import type { Token } from '../nlp.ts';
import type { OpeningPronoun } from './antecedents.ts';
import type { TermOccurrence } from './terms.ts';
import { countWords, isWord, PERSONAL } from './words.ts';
import { keepsCapitalInside, NOMINATIVES } from './english.ts';
import { givesAnInstruction } from './instructions.ts';

/** Whether a text writes a word as a common word, as a name, or only at the start of a sentence. */
export type WordCase = 'common' | 'name' | 'unknown';

export interface SentenceInfo {
  id: number;
  chunkIndex: number;
  /** Offset of the sentence in its chunk's content. */
  position: number;
  text: string;
  tokens: Token[];
  /** A clause is a part of a long sentence (between semicolons or colons) that reads as a claim of its own. */
  role: 'sentence' | 'heading' | 'listItem' | 'clause';
  /** A sentence that stands on its own as a claim: declarative, not dialogue, no dangling pronoun. */
  statement: boolean;
  /** Why no question may quote the sentence (a fragment, page furniture, a formula), or null. */
  defect: string | null;
  /** The claim as a question may show it: the sentence without a leading "However," and the like. */
  claim: string;
  /** Where the claim starts in `text`, and what it adds at its end (a period for a clause). */
  claimStart: number;
  claimSuffix: string;
  score: number;
  terms: TermOccurrence[];
  wordCount: number;
  /** Its opening "It" or "They" for the subject of the sentence before, which a question shows in its place. */
  opening: OpeningPronoun | null;
  /**
   * How the document writes a word: in lower case somewhere ('common': "Water", "Towns"), else capitalised
   * inside a sentence ('name': "In 1952, Turkey joined ..."), else only where a sentence opens ('unknown').
   */
  caseInText: (word: string) => WordCase;
}

// "No", "yes", "oh", "well" and "why" are interjections only before a comma: "No Person shall ..." keeps its "No".
const LEADING_CONNECTIVES =
  /^(?:(?:however|but|and|so|instead|thus|hence|also|then|still|yet|therefore|moreover|furthermore|indeed|now|besides|meanwhile|otherwise|finally|first|second|third)\b,?|(?:no|yes|oh|well|why),)\s+/i;
/**
 * Openings that point back to something the reader of a lone sentence does not have ("It", "This",
 * "They"). "He" and "she" stay: in a narrative they name the character the passage is about.
 */
const DANGLING_STARTS = new Set(
  'it this that these those they them its their such which both former latter there here'.split(' '),
);
const PERSON_PRONOUNS = new Set(['she', 'he']);
const SECOND_PERSON = new Set(['you', 'your']);
const QUOTES = new Set(["'", '"', '“', '”', '‘', '’', '`']);

/** Where a sentence's claim starts: after a leading "Update:" label and connectives ("And so", "However,"). */
export function claimStartOf(text: string): number {
  let start = 0;
  const label = /^[A-Z][\p{L}]*(?: [\p{L}]+)?:\s+/u.exec(text);
  if (label) {
    start = label[0].length;
  }
  for (let guard = 0; guard < 4; guard += 1) {
    const connective = LEADING_CONNECTIVES.exec(text.slice(start));
    if (!connective) {
      break;
    }
    start += connective[0].length;
  }
  return start;
}

/** The sentence as a claim of its own: no leading label or connective, first letter upper case, a final period. */
export function claimOf(text: string): string {
  const stripped = text.slice(claimStartOf(text));
  return `${stripped.charAt(0).toUpperCase()}${stripped.slice(1)}${/[.!?]$/.test(stripped) ? '' : '.'}`;
}

/**
 * A verb, or what the tagger takes for a noun right after a plural ("waves travel": it misreads some verbs so),
 * or an instruction's verb whatever it took it for.
 */
function hasVerb(tokens: Token[]): boolean {
  // An instruction's verb the tagger took for a name or a noun ("Scrub/PROPN your hands ...", "Next, place/NOUN
  // the plastic sheet ..."): a step of a procedure is a sentence of its own.
  return (
    givesAnInstruction(tokens) ||
    tokens.some(
      (token, i) =>
        token.pos === 'VERB' ||
        token.pos === 'AUX' ||
        (token.pos === 'NOUN' && tokens[i - 1]?.pos === 'NOUN' && /s$/.test(tokens[i - 1]?.normal ?? '')),
    )
  );
}

/** Words that open a clause, not a sentence: a text starting with one was cut from a longer sentence. */
/** Conjunctions that may open a sentence whose main clause follows a comma. */
const SUBORDINATORS = new Set(['because', 'although', 'though', 'unless', 'while', 'whereas']);
const MID_CLAUSE = new Set(
  'which who whom whose where while because although though unless whereas nor than or'.split(' '),
);
const DOT_LEADERS = /(?:\.\s?){4,}|…{2,}/;
const BOILERPLATE =
  /\b(?:copyright|all rights reserved|licen[cs]ed under|creative commons|last reviewed|content source|https?:\/\/|www\.)/i;
const CROSS_REFERENCE =
  /\b(?:see|refer to|described in|shown in)\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:chapter|section|page|figure|table|appendix|note)s?\b|^(?:table|figure|fig\.)\s*\d|\b(?:table|figure)\s+\d+(?:[.-]\d+)?\s+(?:lists|shows|gives)\b/i;
/** Symbols of formulas and tables, a function call "A0(d)", a variable ending a clause ("ratio is S;"). */
const FORMULA = /[=<>^|{}\\]|\b\w+\(\w\)|(?:^|\s)[B-HJ-Z](?=[;:,]|$)/;

/**
 * Why a sentence is nothing a learner could learn from, or null: cut at a line or page break (it
 * starts in lower case or mid-clause), a table of contents (dot leaders), boilerplate (licences,
 * addresses, "last reviewed"), page furniture (a cross-reference to a chapter, table or figure), a
 * table or formula fragment (symbols, mostly numbers), no verb, or too few content words.
 */
export function defectOf(text: string, tokens: Token[], allow: { lowerCaseStart?: boolean } = {}): string | null {
  const words = tokens.filter(isWord);
  const first = words[0]?.normal ?? '';
  // "Because S waves do not pass ..., scientists concluded ...": a subordinate clause and then, after
  // its comma, the main one is a whole sentence; without the comma it is a piece of one.
  const leadingClause = SUBORDINATORS.has(first) && /, \S/.test(text);
  if ((/^\p{Ll}/u.test(text) && allow.lowerCaseStart !== true) || (MID_CLAUSE.has(first) && !leadingClause)) {
    return 'starts mid-sentence';
  }
  if (DOT_LEADERS.test(text)) {
    return 'table of contents';
  }
  if (BOILERPLATE.test(text)) {
    return 'boilerplate';
  }
  if (CROSS_REFERENCE.test(text)) {
    return 'page furniture';
  }
  const numeric = words.filter((token) => /\d/.test(token.value)).length;
  if (FORMULA.test(text) || numeric > words.length * 0.34) {
    return 'table or formula';
  }
  const capitalised = words.filter((token) => /^\p{Lu}/u.test(token.value)).length;
  if (words.length >= 4 && capitalised > words.length * 0.7) {
    return 'heading or table';
  }
  // The tagger misses some verbs ("also dehydrates"): a longer sentence is trusted to have one.
  if (words.length <= 8 && !hasVerb(tokens)) {
    return 'no verb';
  }
  const content = words.filter((token) => ['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM'].includes(token.pos)).length;
  return content < 2 ? 'too few content words' : null;
}

/**
 * Where the sentence proper starts when a heading line was run into it ("Measuring earthquakes The
 * size of an earthquake ...", "Seismic waves Seismic waves travel ..."): the offset after the
 * heading, or 0.
 */
export function gluedHeadingEnd(text: string, tokens: Token[]): number {
  const words = tokens.slice(0, 14);
  if (words.some((token) => !isWord(token))) {
    const firstPunctuation = words.findIndex((token) => !isWord(token));
    words.splice(firstPunctuation);
  }
  for (let size = 1; size <= 4 && size * 2 < words.length; size += 1) {
    const head = words.slice(0, size).map((token) => token.normal);
    const again = words.slice(size, size * 2).map((token) => token.normal);
    if (head.join(' ') === again.join(' ')) {
      return words[size]?.start ?? 0;
    }
  }
  for (let i = 1; i < words.length; i += 1) {
    const token = words[i] as Token;
    const previous = words[i - 1] as Token;
    // "Vitamin A deficiency", "Plan A failed": a letter that names a kind, no article opening a sentence; not after a
    // longer heading ("Fire Evacuation Plan A fire drill is held ...").
    const opens =
      (SENTENCE_OPENERS.has(token.value) && !(token.value === 'A' && i === 1 && LETTER_NAMED.has(previous.normal))) ||
      /^\p{Lu}\p{Ll}+ing$/u.test(token.value);
    // A long run before the opener must read as a title: every word capitalised but small ones.
    const titleBefore = words
      .slice(0, i)
      .every((word) => /^(?:\p{Lu}|[^\p{L}])|['’]/u.test(word.value) || TITLE_SMALL.has(word.value));
    if (
      opens &&
      (i <= 6 || titleBefore) &&
      !['DET', 'ADP', 'CCONJ', 'SCONJ', 'PART'].includes(previous.pos) &&
      (/^\p{Ll}/u.test(previous.value) || titleBefore)
    ) {
      return token.start;
    }
  }
  return 0;
}

/** Capitalised words that open a sentence and hardly ever stand capitalised inside one. */
const SENTENCE_OPENERS = new Set(
  'The A An In On At When If Each Every All Almost Most Many Some Sometimes Today You We They It He She This These'.split(
    ' ',
  ),
);
/** Nouns a letter names a kind or a part of ("Vitamin A", "Hepatitis A", "Type A", "Appendix A"; the code review of session 23). */
const LETTER_NAMED = new Set(
  'vitamin hepatitis influenza plan type part appendix annex exhibit schedule grade class group section category level phase option model article chapter figure table block wing gate terminal platform building room unit division'.split(
    ' ',
  ),
);
const TITLE_SMALL = new Set('a an the and or of to for in on at by with your our'.split(' '));
/** Pronouns that point back to a thing or to people named before ("they", "its"), not to the reader. */
const POINTING_PRONOUNS = new Set(['it', 'its', 'they', 'them', 'their']);

/**
 * Whether the subject, before the first verb, holds a pronoun pointing before the sentence: "The
 * recording they make is called a seismogram." (blind review blind-s6 Q11: "'they' has no antecedent
 * out of context"). Such a sentence quoted alone (a cloze, a statement to judge) reads as a fragment;
 * OPEN quotes the sentence before it too (builders/wh-stems.ts, answerSentences). A name before the
 * pronoun may be what it points to ("Clinton and their allies").
 */
function subjectPronounPointsBack(sentence: SentenceInfo): boolean {
  if (sentence.opening) {
    // A question shows the subject it stands for (analysis/antecedents.ts).
    return false;
  }
  for (const token of sentence.tokens) {
    if (token.start < sentence.claimStart) {
      continue;
    }
    if (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'PROPN') {
      return false;
    }
    // "This should take about 20 seconds.", "This is a ratio of ...": a demonstrative standing alone points back as
    // "it" does (the audit texts); "This method ..." names its noun.
    if (POINTING_PRONOUNS.has(token.normal) || (DEMONSTRATIVES.has(token.normal) && token.pos === 'PRON')) {
      return true;
    }
  }
  return false;
}
const DEMONSTRATIVES = new Set(['this', 'these']);

/**
 * Whether a claim quoted alone would leave its reader asking who or what it means, because it names that
 * only in the sentences before it: a time the sentence before gives ("In the same year ...", `opensWithTimeBefore`) or
 * a subject that points back (`subjectPronounPointsBack`); "he", "his", "she" or
 * "her" before the claim names anyone ("In 1911 she won a second Nobel Prize", "His campaigns brought
 * enormous wealth", "During his year in office he exposed a conspiracy"); "this", "these" or "those" before a
 * noun the claim has not named yet ("Billions of these droplets together make a cloud", "In this book Newton
 * stated ...", "Because of this work she became ..."), "that year"; "the same year" without the "as" that
 * says the same as what; "the latter", "the former"; "both" standing for things named before ("older than
 * both"). The audits of session 26 found these the commonest broken wording: 23 of 41 in 114 questions of
 * eight unseen texts. An opening pronoun the analysis resolved (`opening`) is shown as its name.
 */
export function leansOnTheTextBefore(sentence: SentenceInfo, { datedHere = false } = {}): boolean {
  // `datedHere`: a dated event's opening "Three years later, in 1906," goes with its date (findEvents).
  if ((!datedHere && opensWithTimeBefore(sentence)) || subjectPronounPointsBack(sentence)) {
    return true;
  }
  const tokens = sentence.tokens.filter((token) => token.start >= sentence.claimStart && isWord(token));
  // The opening's pronoun, where the analysis resolved it: shown as the name it stands for.
  const opening = sentence.opening;
  const resolvedAt = opening
    ? tokens.findIndex(
        (token, at) => token.normal === opening.pronoun.toLowerCase() && tokens[at + 1]?.value === opening.verb,
      )
    : -1;
  // "The two became lifelong friends": a count of people or things named before, as the subject.
  if (
    tokens[0]?.normal === 'the' &&
    COUNTED_BEFORE.has(tokens[1]?.normal ?? '') &&
    ['VERB', 'AUX'].includes(tokens[2]?.pos ?? '')
  ) {
    return true;
  }
  let named = false;
  const seen = new Set<string>();
  for (const [at, token] of tokens.entries()) {
    if (at === resolvedAt) {
      named ||= NOMINATIVES.has(token.normal);
      continue;
    }
    // A capital that only opens the sentence ("Historians usually date ...", "Years of handling ...") is no name.
    if (
      token.pos === 'PROPN' &&
      (at > 0 || keepsCapitalInside(token.value, sentence.caseInText(token.value) === 'name'))
    ) {
      named = true;
    }
    const next = tokens[at + 1];
    const previous = tokens[at - 1];
    // "his or her library card": anyone's (the code review of session 26).
    const eitherSex =
      (next?.normal === 'or' && PERSON_REFERENCES.has(tokens[at + 2]?.normal ?? '')) ||
      (previous?.normal === 'or' && PERSON_REFERENCES.has(tokens[at - 2]?.normal ?? ''));
    if (PERSON_REFERENCES.has(token.normal) && !named && !eitherSex) {
      return true;
    }
    if (
      DEMONSTRATIVES_BEFORE_A_NOUN.has(token.normal) ||
      (token.normal === 'that' && TIME_UNITS.has(next?.normal ?? ''))
    ) {
      const noun = tokens.slice(at + 1, at + 4).find((word) => word.pos !== 'ADJ' && word.pos !== 'NUM');
      // ", this time in Chemistry": a second one of what the claim itself says.
      const thisTime = noun?.normal === 'time' && sentence.text.slice(0, token.start).trimEnd().endsWith(',');
      if (noun?.pos === 'NOUN' && !seen.has(noun.lemma) && !thisTime && !THE_TEXT_ITSELF.has(noun.lemma)) {
        return true;
      }
    }
    // "the same year", "The same method ...", not "publish the same" (the Journal the clause has named: the legal
    // register's "it") nor "follows much of the same route" (the route of what the clause names).
    if (
      token.normal === 'same' &&
      previous?.normal === 'the' &&
      next?.pos === 'NOUN' &&
      (TIME_UNITS.has(next.normal) || at <= 2) &&
      !tokens.slice(at + 1, at + 7).some((word) => SAYS_THE_SAME_AS_WHAT.has(word.normal))
    ) {
      return true;
    }
    if ((token.normal === 'latter' || token.normal === 'former') && previous?.normal === 'the') {
      return true;
    }
    if (token.normal === 'both' && (next === undefined || ['AUX', 'VERB', 'CCONJ', 'PUNCT'].includes(next.pos))) {
      return true;
    }
    seen.add(token.lemma);
  }
  return false;
}
const COUNTED_BEFORE = new Set(['two', 'three', 'four', 'both']);
/** A person's pronouns: "he", "his" and the like stand for someone the claim must name first. */
const PERSON_REFERENCES = new Set(['he', 'him', 'his', 'himself', 'she', 'her', 'hers', 'herself']);
/** Determiners that point at a noun named before: "these droplets", "this book". */
const DEMONSTRATIVES_BEFORE_A_NOUN = new Set(['this', 'these', 'those']);
/** What a rule sheet or a policy calls itself: "These rules apply to every student ...", "This policy covers ...". */
const THE_TEXT_ITSELF = new Set(
  'rule regulation policy guide guideline document section chapter article manual text handbook leaflet booklet notice code procedure agreement contract lease clause paragraph page instruction'.split(
    ' ',
  ),
);
/** What says what "the same" is the same as: "the same age as", "the same day on which", "the same rules that". */
const SAYS_THE_SAME_AS_WHAT = new Set(['as', 'which', 'that', 'who', 'where', 'when']);

/**
 * Whether the claim opens with a time the sentence before gives: "In the same year she shared the Nobel Prize ...",
 * "At that time Warsaw was part of ...", "Three years later, ...", "The following year ...". Alone, among statements
 * with years of their own, it reads as of theirs: "In the same year ..." after "In 1891 ..." was keyed true (the
 * audit of session 24).
 */
function opensWithTimeBefore(sentence: SentenceInfo): boolean {
  const opening = sentence.tokens.filter((token) => token.start >= sentence.claimStart && isWord(token)).slice(0, 8);
  const words = opening.map((token) => token.normal);
  const at = ['in', 'at', 'during', 'by'].includes(words[0] ?? '') ? 1 : 0;
  const [first, second] = [words[at] ?? '', words[at + 1] ?? ''];
  const pointing =
    (first === 'that' || (first === 'the' && ['same', 'following', 'next'].includes(second))) &&
    TIME_UNITS.has((first === 'that' && second !== 'same' ? second : words[at + 2]) ?? '');
  // "Three years later", "About six and a half hours later": a count of a unit, then "later".
  const laterAt = words.indexOf('later');
  const later =
    laterAt >= 2 &&
    TIME_UNITS.has((words[laterAt - 1] ?? '').replace(/s$/, '')) &&
    opening.slice(0, laterAt - 1).every((token) => token.pos === 'NUM' || COUNTING_WORDS.has(token.normal));
  return pointing || later || (at === 0 && first === 'later' && second === 'that');
}
const COUNTING_WORDS = new Set([
  'a',
  'an',
  'and',
  'half',
  'few',
  'several',
  'some',
  'about',
  'around',
  'nearly',
  'almost',
]);
const TIME_UNITS = new Set([
  'year',
  'month',
  'week',
  'day',
  'decade',
  'century',
  'time',
  'hour',
  'minute',
  'period',
  'summer',
  'winter',
  'spring',
  'autumn',
]);

export function isStatement(text: string, tokens: Token[], opening: OpeningPronoun | null = null): boolean {
  const words = tokens.filter(isWord);
  if (!/[.]$/.test(text.trim()) || words.length < 6 || words.length > 50 || text.length > 320) {
    return false;
  }
  const quotes = tokens.filter((token) => token.pos === 'PUNCT' && QUOTES.has(token.value));
  if (quotes.length > 0) {
    // Dialogue is not a claim of the text; a short quoted label ('ORANGE MARMALADE') is.
    const quoted = [...text.matchAll(/(['"“‘])([^'"”’]{1,60})(['"”’])/g)].reduce(
      (sum, match) => sum + match[0].length,
      0,
    );
    if (
      quotes.length % 2 !== 0 ||
      quoted > text.length * 0.3 ||
      /\b(said|thought|cried|asked|replied|exclaimed)\b/i.test(text)
    ) {
      return false;
    }
  }
  if (/^[("'“‘]/.test(text) || (text.match(/\(/g)?.length ?? 0) !== (text.match(/\)/g)?.length ?? 0)) {
    return false;
  }
  const firstWord =
    text
      .slice(claimStartOf(text))
      .split(/\s+/)[0]
      ?.toLowerCase()
      .split(/['’]/)[0]
      ?.replace(/[^a-z]/g, '') ?? '';
  if (
    (DANGLING_STARTS.has(firstWord) && opening === null) ||
    /^the (?:above|following|latter|former)\b/i.test(text.slice(claimStartOf(text)))
  ) {
    return false;
  }
  // "I" and "we" are a speaker's, no claim of the text; "you" of a manual or a how-to is the reader it instructs.
  if (words.some((token) => PERSONAL.has(token.normal) && !SECOND_PERSON.has(token.normal))) {
    return false;
  }
  // "The last section will be tight; push the tyre bead into the centre ...": an order after the semicolon is no
  // claim, and a statement of the whole had kept it (the seventh audit of session 21); the first clause may be one.
  const semicolon = tokens.findIndex((token) => token.value === ';');
  if (semicolon > 0 && givesAnInstruction(tokens.slice(semicolon + 1))) {
    return false;
  }
  return hasVerb(tokens);
}

/** A sentence fit to show on its own: starts with a capital, ends with . ! or ?, quotes and brackets balanced. */
export function wellFormed(text: string): boolean {
  const straightQuotes = (text.match(/(^|[\s(])['"]|['"](?=[\s,.;:!?)]|$)/g) ?? []).length;
  if (/--|(^|[^\p{L}])'|'(?=[^\p{L}]|$)/u.test(text)) {
    return false;
  }
  return (
    /^[A-Z0-9]/.test(text) &&
    /[.!?]$/.test(text) &&
    straightQuotes % 2 === 0 &&
    (text.match(/[“]/g)?.length ?? 0) === (text.match(/[”]/g)?.length ?? 0) &&
    (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0)
  );
}

const isSpaceAt = (text: string, index: number) => index < text.length && /\s/.test(text.charAt(index));

/**
 * The clauses of a sentence with their offsets: runs without a ';' or ':' before a space that end where '; ',
 * ': ', ' --' or the end of the text begins. One pass, with the matches of `/[^;:]+?(?=;\s|:\s|\s--|$)/g`,
 * which rescanned a long run from each of its characters up to a ';' or ':' it could not end at.
 */
export function clauseSpans(text: string): Array<{ index: number; raw: string }> {
  const spans: Array<{ index: number; raw: string }> = [];
  // A ';' or ':' inside a word is none: "at 20:17 UTC" had made a claim of "17 UTC, with less than a minute of fuel
  // left" (the wrong-key audit of session 20).
  const isSeparator = (at: number) =>
    (text[at] === ';' || text[at] === ':') && (at + 1 === text.length || isSpaceAt(text, at + 1));
  const endsClause = (at: number) =>
    at === text.length ||
    (isSeparator(at) && isSpaceAt(text, at + 1)) ||
    (isSpaceAt(text, at) && text.startsWith('--', at + 1));
  let start = 0;
  while (start < text.length) {
    if (isSeparator(start)) {
      start += 1;
      continue;
    }
    let end = start + 1;
    while (!endsClause(end) && !isSeparator(end)) {
      end += 1;
    }
    if (endsClause(end)) {
      spans.push({ index: start, raw: text.slice(start, end) });
    }
    start = end;
  }
  return spans;
}

/**
 * Parts of a long sentence between semicolons, colons or dashes that stand alone as claims, as
 * sentences of their own numbered from `nextId`.
 */
export function clausesOf(sentence: SentenceInfo, nextId: number): SentenceInfo[] {
  const clauses: SentenceInfo[] = [];
  for (const { index, raw } of clauseSpans(sentence.text)) {
    const clause = raw
      .trim()
      .replace(/^(--|,)\s*/, '')
      .replace(/[,.]$/, '')
      .trim();
    const start = index + raw.indexOf(clause);
    if (clause.length === sentence.text.length || countWords(clause) < 6) {
      continue;
    }
    const tokens = sentence.tokens
      .filter((token) => token.start >= start && token.start + token.value.length <= start + clause.length)
      .map((token) => ({ ...token, start: token.start - start }));
    const claimStart = claimStartOf(clause);
    const firstToken = tokens.find((token) => token.start >= claimStart && isWord(token));
    // A clause must open like a sentence: with its subject, not "said Alice" or "when she".
    const opensWithSubject =
      !!firstToken &&
      (['DET', 'PROPN', 'NOUN', 'ADJ', 'NUM'].includes(firstToken.pos) || PERSON_PRONOUNS.has(firstToken.normal));
    if (!opensWithSubject || defectOf(claimOf(clause), tokens) !== null || !isStatement(`${clause}.`, tokens)) {
      continue;
    }
    const terms = sentence.terms
      .filter((term) => term.start >= start && term.end <= start + clause.length)
      .map((term) => ({ ...term, start: term.start - start, end: term.end - start }));
    clauses.push({
      ...sentence,
      id: nextId + clauses.length,
      position: sentence.position + start,
      text: clause,
      tokens,
      role: 'clause',
      statement: true,
      defect: null,
      claim: claimOf(clause),
      claimStart,
      claimSuffix: /[.!?]$/.test(clause) ? '' : '.',
      opening: null,
      terms,
      wordCount: tokens.filter(isWord).length,
    });
  }
  return clauses;
}
