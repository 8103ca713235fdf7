import { containsText, normaliseForMatch } from '../../quality.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { MONTHS } from '../analysis/english.ts';
import { isLand } from '../analysis/lands.ts';
import { capitalised } from '../analysis/questions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { countWords } from '../analysis/words.ts';
import type { Token } from '../nlp.ts';

/**
 * What a teacher pairs in a MATCHING (issue 21): a term with its definition, a person with their role
 * or deed, a named body with what a rule gives it to do, a year with its event. Each pair rests on one
 * sentence of the text and is told in its words (grounded: the right side is a stretch of it).
 */
export type PairKind = 'definition' | 'person' | 'office' | 'year';

export interface TextPair {
  kind: PairKind;
  left: string;
  right: string;
  source: SentenceInfo;
  /** For a person: whether the right side is what they did (else the role the text gives them). */
  deed?: boolean;
}

/** Words that make a right side point outside itself ("called it a little short of madness"). */
const POINTING = new Set(['it', 'they', 'them', 'he', 'she', 'him', 'her', 'this', 'these', 'those']);

/** Words that end a name of a place, a body or a thing, never a person's ("New York City", "Seneca Chief"). */
const NOT_A_PERSON = new Set(
  (
    'city town river lake canal canals state states ocean sea county company department survey house senate congress ' +
    'court university college republic kingdom island islands mountain mountains valley bay street road railroad ' +
    'works line program center centre service agency office army navy party church school chief earthquake waves ' +
    'plate fault act law war treaty york'
  ).split(' '),
);

/** Parts of speech no name is made of ("When", "Later", "Although"); a rare name the tagger reads as a verb ("Canvass") is one. */
const FUNCTION_WORDS = new Set(['ADV', 'SCONJ', 'CCONJ', 'ADP', 'DET', 'PRON', 'AUX', 'PART', 'INTJ']);

/** Words that open a place's name ("Mount Everest", "Fort Sumter"), never a person's. */
const PLACE_OPENERS = new Set(['mount', 'mt', 'lake', 'fort', 'port', 'cape', 'gulf', 'bay']);

/** Titles before a name: they say it is a person's ("President Thomas Jefferson", "Governor Clinton"). */
const TITLES = new Set(
  'president governor senator king queen general captain dr mr mrs ms sir lord judge mayor professor'.split(' '),
);

/** A word written with a capital (not all in capitals, as a heading's), or an initial ("F", "F."). */
const writtenCapitalised = (token: Token | undefined): boolean =>
  token !== undefined &&
  (/^\p{Lu}\.?$/u.test(token.value) ||
    (token.type === 'word' && /^\p{Lu}/u.test(token.value) && token.value !== token.value.toUpperCase()));

/** The text of tokens [from, to) as the sentence writes it. */
function spanOf(sentence: SentenceInfo, from: number, to: number): string {
  const first = sentence.tokens[from];
  const last = sentence.tokens[to - 1];
  return first && last ? sentence.text.slice(first.start, last.start + last.value.length) : '';
}

/** The sentence's text from a token on, up to its first comma, semicolon or colon, without the final stop. */
function predicateFrom(sentence: SentenceInfo, from: number): string {
  const start = sentence.tokens[from]?.start ?? sentence.text.length;
  const rest = sentence.text.slice(start);
  const cut = [',', ';', ':'].map((mark) => rest.indexOf(mark)).filter((at) => at >= 0);
  return (cut.length > 0 ? rest.slice(0, Math.min(...cut)) : rest).replace(/\.$/, '').trim();
}

/** Whether a right side reads alone: enough words, not too many, no pronoun pointing elsewhere. */
function standsAlone(right: string, minWords = 2): boolean {
  const words = normaliseForMatch(right).split(' ');
  const count = countWords(right);
  return count >= minWords && count <= 25 && !words.some((word) => POINTING.has(word));
}

/**
 * A person's name starting at token `at`: a run of capitalised words of two or more (an initial
 * counts: "Charles F. Richter"), or one after a title; null when the run names a place or a body.
 */
function personAt(sentence: SentenceInfo, at: number): { name: string; end: number } | null {
  const tokens = sentence.tokens;
  if (tokens[at]?.pos === 'DET' || tokens[at]?.pos === 'PRON') {
    return null;
  }
  let start = at;
  let titled = false;
  while (TITLES.has(tokens[start]?.normal ?? '') && writtenCapitalised(tokens[start])) {
    titled = true;
    start += 1;
  }
  let end = start;
  while (
    writtenCapitalised(tokens[end]) ||
    (tokens[end]?.value === '.' && /^\p{Lu}$/u.test(tokens[end - 1]?.value ?? ''))
  ) {
    end += 1;
  }
  if (tokens[end - 1]?.value === '.' && end - 1 > start) {
    // "F." is part of a name; a sentence's full stop after the name is not.
    end = /^\p{Lu}$/u.test(tokens[end - 2]?.value ?? '') && end - 2 > start ? end : end - 1;
  }
  const words = tokens.slice(start, end).filter((token) => token.type === 'word');
  if (words.length < (titled ? 1 : 2) || words.length > 4) {
    return null;
  }
  // "When Clinton became governor", "Later Wright surveyed ...": a word capitalised only because it opens
  // the sentence is no first name; "Mount Everest" is a place (the session 8 review).
  if (words.some((token) => FUNCTION_WORDS.has(token.pos)) || PLACE_OPENERS.has(words[0]?.normal ?? '')) {
    return null;
  }
  // "Governor Clinton" keeps the title that makes one name a person's; "President Thomas Jefferson" needs none.
  const name = spanOf(sentence, words.length === 1 ? at : start, end);
  const last = words[words.length - 1]?.normal ?? '';
  if (NOT_A_PERSON.has(last) || words.some((word) => TITLES.has(word.normal)) || isLand(name)) {
    return null;
  }
  return { name, end };
}

/**
 * Where a sentence's subject may start: its first token, or after a leading date ("In 1935", "In May 1765",
 * "On 14 August 1765,": the audit of session 21 found "In May 1765 Patrick Henry introduced ..." paired with
 * nothing).
 */
function subjectStart(sentence: SentenceInfo): number {
  const tokens = sentence.tokens;
  if (!['in', 'on'].includes(tokens[0]?.normal ?? '')) {
    return 0;
  }
  let at = 1;
  while (tokens[at]?.type === 'number' || MONTHS.has(tokens[at]?.normal ?? '')) {
    at += 1;
  }
  const dated = tokens.slice(1, at).some((token) => /^\d{4}$/.test(token.value));
  if (!dated) {
    return 0;
  }
  return tokens[at]?.value === ',' ? at + 1 : at;
}

/** People and what the text says of them: their role ("Jesse Hawley, a flour merchant") or deed. */
export function personPairs(sentence: SentenceInfo): TextPair[] {
  if (sentence.role !== 'sentence' || sentence.defect !== null) {
    return [];
  }
  const tokens = sentence.tokens;
  const pairs: TextPair[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    if (at > 0 && writtenCapitalised(tokens[at - 1])) {
      continue;
    }
    const person = personAt(sentence, at);
    if (!person) {
      continue;
    }
    const atSubject = at === subjectStart(sentence);
    const after = tokens[person.end];
    const next = tokens[person.end + 1];
    let right = '';
    let deed = false;
    if (after?.value === ',' && next && ['a', 'an', 'the'].includes(next.normal)) {
      // An apposition: ", a flour merchant," gives the role.
      let close = person.end + 2;
      while (close < tokens.length && tokens[close]?.value !== ',' && tokens[close]?.type === 'word') {
        close += 1;
      }
      const roleWords = tokens.slice(person.end + 1, close);
      if (
        close - person.end - 1 > 5 ||
        roleWords.some((token) => /^\p{Lu}/u.test(token.value) || token.pos === 'VERB')
      ) {
        continue;
      }
      right = spanOf(sentence, person.end + 1, close);
      const verb = tokens[close + 1];
      if (atSubject && tokens[close]?.value === ',' && verb && (verb.pos === 'VERB' || verb.pos === 'AUX')) {
        right = `${right}, who ${predicateFrom(sentence, close + 1)}`;
      }
    } else if (after?.value === ',' && next?.normal === 'who') {
      // "Benjamin Franklin, who was living in London, testified before ...": what the subject did, after its aside;
      // else the aside, a deed unless it says what the person was ("who was then Prime Minister").
      const close = tokens.findIndex((token, i) => i > person.end + 1 && token.value === ',');
      const verb = tokens[close + 1];
      if (atSubject && close > 0 && (verb?.pos === 'VERB' || verb?.pos === 'AUX')) {
        right = predicateFrom(sentence, close + 1);
        deed = true;
      } else {
        right = predicateFrom(sentence, person.end + 2);
        deed = !['was', 'is', 'were', 'are'].includes(tokens[person.end + 2]?.normal ?? '');
      }
    } else if (atSubject && after && (after.pos === 'VERB' || after.pos === 'AUX') && after.normal !== 'is') {
      right = predicateFrom(sentence, person.end);
      deed = true;
    }
    if (right !== '' && standsAlone(right, 2) && !containsText(right, person.name)) {
      pairs.push({ kind: 'person', left: person.name, right: capitalised(right), source: sentence, deed });
    }
  }
  return pairs;
}

const MODALS = new Set(['shall', 'may', 'must']);

/**
 * A body or office and what a rule of the text gives it to do: "The Senate shall have the sole Power to
 * try all Impeachments." (the subject a capitalised name, "of" and "the" inside it allowed, then "shall",
 * "may" or "must").
 */
export function officePairs(sentence: SentenceInfo): TextPair[] {
  if (!sentence.statement) {
    return [];
  }
  const tokens = sentence.tokens;
  const start = tokens[0]?.normal === 'the' ? 1 : 0;
  let end = start;
  if (tokens[start]?.pos === 'DET') {
    // "No Person shall ...", "Each House may ...": a rule about any of them, no body of its own.
    return [];
  }
  const joins = (at: number) =>
    (tokens[at]?.normal === 'of' &&
      (writtenCapitalised(tokens[at + 1]) ||
        (tokens[at + 1]?.normal === 'the' && writtenCapitalised(tokens[at + 2])))) ||
    (tokens[at]?.normal === 'the' && tokens[at - 1]?.normal === 'of');
  while (writtenCapitalised(tokens[end]) || (end > start && joins(end))) {
    end += 1;
  }
  const modal = tokens[end];
  // One capitalised word with no "The" before it is a common noun opening a sentence ("Employees must
  // ..."), no body of the text's.
  const named = start === 1 || end - start > 1;
  if (!named || end - start > 7 || !modal || !MODALS.has(modal.normal) || tokens[end + 1]?.normal === 'not') {
    return [];
  }
  const name = spanOf(sentence, start, end);
  const right = predicateFrom(sentence, end);
  return !isLand(name) && standsAlone(right, 4) && !containsText(right, name)
    ? [{ kind: 'office', left: name, right: capitalised(right), source: sentence }]
    : [];
}

/** A term masked in its own definition ("… is a severe, prolonged diarrhea"): the pair is not matched by the word. */
function mask(text: string, term: string): string {
  const lowered = text.toLowerCase();
  const needle = term.trim().toLowerCase();
  // An empty name ("Dew, or , is ...", a formula the extraction dropped) masks nothing: indexOf('')
  // would find it at the same place for ever.
  if (needle === '') {
    return text;
  }
  let result = '';
  let from = 0;
  for (let at = lowered.indexOf(needle); at >= 0; at = lowered.indexOf(needle, at + needle.length)) {
    result += `${text.slice(from, at)}…`;
    from = at + needle.length;
  }
  return result + text.slice(from);
}

/** Where a definition's predicate ends: before a clause that adds something else ("; its symptoms ..."). */
function definitionEnd(text: string): string {
  const cuts = ['; ', ', and they ', ', and it ', ', but ', ', which ', ', while ', ', whereas ', ': ']
    .map((mark) => text.indexOf(mark))
    .filter((at) => at >= 0);
  return (cuts.length > 0 ? text.slice(0, Math.min(...cuts)) : text).replace(/[.,;:]$/, '').trim();
}

const ARTICLE = /^(?:the|a|an)\s/i;

/** A key term the text's analysis knows, the words given (any case, an article dropped), or null. */
function knownTerm(analysis: DocumentAnalysis, sentence: SentenceInfo, words: string): string | null {
  const bare = words.replace(ARTICLE, '').trim();
  const occurrence = sentence.terms.find((term) => normaliseForMatch(term.surface) === normaliseForMatch(bare));
  return occurrence && analysis.terms.has(occurrence.key) && countWords(bare) <= 4 ? bare : null;
}

/**
 * Terms and their definitions in a sentence: "X is called Y" (each clause of "..., and ... is called Z"),
 * "Y is/are [a] X" with Y a key term and X a noun phrase ("Dew is moisture that ...", "Aftershocks are
 * smaller earthquakes that ..."). No identifying "the" ("Boiling is the safest method ...": one thing the
 * description fits, not what boiling is).
 */
export function definitionPairs(analysis: DocumentAnalysis, sentence: SentenceInfo): TextPair[] {
  if (sentence.defect !== null || sentence.role === 'heading' || sentence.role === 'clause') {
    return [];
  }
  const pairs: TextPair[] = [];
  const add = (term: string, definition: string) => {
    const right = definitionEnd(mask(definition, term));
    if (standsAlone(right, 3) && !containsText(right, term)) {
      pairs.push({ kind: 'definition', left: term, right: capitalised(right), source: sentence });
    }
  };
  const text = sentence.text.replace(/\.$/, '');
  for (const clause of text.split(/, and |; /)) {
    for (const verb of [' is called ', ' are called ', ' is known as ', ' are known as ', ' is termed ']) {
      const at = clause.indexOf(verb);
      if (at > 0) {
        const term = knownTerm(analysis, sentence, clause.slice(at + verb.length));
        if (term) {
          add(term, clause.slice(0, at));
        }
      }
    }
  }
  if (pairs.length > 0 || !sentence.statement) {
    return pairs;
  }
  const tokens = sentence.tokens;
  const copula = tokens.findIndex((token, i) => i > 0 && i <= 8 && (token.normal === 'is' || token.normal === 'are'));
  if (copula < 0) {
    return pairs;
  }
  // "Primary waves, or P waves, are ...": the term and its other name, both masked in the definition.
  const [named = '', alias] = spanOf(sentence, 0, copula).replace(/,$/, '').split(', or ');
  const subject = tokens.slice(0, copula).filter((token) => token.start < named.length);
  if (subject.some((token) => !['DET', 'ADJ', 'NOUN', 'PROPN'].includes(token.pos))) {
    return pairs;
  }
  const term = knownTerm(analysis, sentence, named);
  // The predicate opens a noun phrase ("a/an", adjectives, a noun within five words), never "the"
  // (identifying), "not", a number or "one of".
  let noun = copula + 1;
  while (
    noun < copula + 6 &&
    tokens[noun] !== undefined &&
    tokens[noun]?.pos !== 'NOUN' &&
    (['a', 'an'].includes(tokens[noun]?.normal ?? '') || ['ADJ', 'ADV', 'PUNCT'].includes(tokens[noun]?.pos ?? ''))
  ) {
    noun += 1;
  }
  const first = tokens[copula + 1];
  if (
    term &&
    first &&
    tokens[noun]?.pos === 'NOUN' &&
    first.normal !== 'not' &&
    (alias === undefined || (alias.trim() !== '' && countWords(alias) <= 3))
  ) {
    const definition = sentence.text.slice(first.start);
    add(term, alias === undefined ? definition : mask(definition, alias));
  }
  return pairs;
}

/** A year with the event the text dates by it alone (analysis/dates.ts). */
export function yearPairs(analysis: DocumentAnalysis, sentence: SentenceInfo): TextPair[] {
  return analysis.events
    .filter((event) => event.sentenceId === sentence.id)
    .map((event) => ({ kind: 'year' as const, left: String(event.year), right: event.event, source: sentence }));
}
