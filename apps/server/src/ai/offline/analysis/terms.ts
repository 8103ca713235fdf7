import { normaliseForMatch } from '../../quality.ts';
import type { Token } from '../nlp.ts';
import { isWord, PERSONAL } from './words.ts';

/** What kind of thing a key term is: distractors are always of the same kind. */
export type TermKind = 'proper' | 'concept' | 'number' | 'year' | 'code';

export interface TermOccurrence {
  key: string;
  /** The whole noun phrase, not a tail of it ("Glacier" of "Vatnajokull Glacier" is a tail). */
  whole: boolean;
  /** The occurrence is a plural noun phrase ("values"). */
  plural: boolean;
  /** Offsets in the sentence text. */
  start: number;
  end: number;
  surface: string;
}

export interface TermInfo {
  key: string;
  surface: string;
  kind: TermKind;
  plural: boolean;
  /** The term as the text writes it in the singular and in the plural, when it does. */
  forms: { singular: string | null; plural: string | null };
  /** Share of its occurrences right after "the" ("the Rabbit", but "Alice"). */
  articleRate: number;
  /** Occurrences as a whole noun phrase (not as the tail of a longer name). */
  wholeCount: number;
  /** Occurrences after a sentence's first word: a word only ever seen first ("Dig", "Chapter") may be no noun. */
  innerCount: number;
  words: number;
  frequency: number;
  score: number;
  sentenceIds: Set<number>;
  chunks: Set<number>;
}

const GENERIC_NOUNS = new Set(
  'thing things way ways time times kind kinds sort sorts part parts lot lots one ones side sides moment moments minute minutes bit bits word words people person persons case cases example examples fact facts sense end ends top bottom deal matter matters course place places point points rate idea ideas use uses question questions answer answers day days night nights year years while others rest whole half first second third something anything everything nothing someone anyone everyone self selves manner purpose purposes reason reasons result results instance instances circumstances circumstance area areas level levels amount amounts variety form forms order item items difference differences note'.split(
    ' ',
  ),
);
const WEAK_MODIFIERS = new Set(
  'more most other such same many several few own certain particular various different new main major whole entire only very much less least first last next'.split(
    ' ',
  ),
);
const isNounish = (token: Token) => token.pos === 'NOUN' || token.pos === 'PROPN';
const isAllCaps = (value: string) => /^[A-Z][A-Z0-9_-]+$/.test(value) && /[A-Z].*[A-Z]|[A-Z][0-9]/.test(value);

/** Key of a phrase: words lower-cased, the head noun in its lemma (singular) form. */
function phraseKey(tokens: Token[]): string {
  return tokens
    .map((token, i) => (i === tokens.length - 1 && token.pos === 'NOUN' ? token.lemma || token.normal : token.normal))
    .join(' ')
    .toLowerCase();
}

function kindOf(tokens: Token[]): TermKind {
  if (tokens.length === 1 && tokens[0]?.pos === 'NUM') {
    const value = tokens[0].value;
    if (/^\d{4}$/.test(value) && Number(value) >= 1000 && Number(value) <= 2100) {
      return 'year';
    }
    return /^\d+([.,]\d+)?$/.test(value) ? 'number' : 'code';
  }
  if (tokens.some((token) => isAllCaps(token.value))) {
    return 'code';
  }
  if (
    tokens.every((token) => token.pos === 'PROPN' || /^[A-Z]/.test(token.value)) &&
    tokens.some((token) => token.pos === 'PROPN')
  ) {
    return 'proper';
  }
  return 'concept';
}

/**
 * Key-term candidates of a sentence: noun phrases (runs of adjectives and nouns ending in a noun,
 * and their shorter tails: "dynamic type system", "type system", "system"), numbers and years.
 * Generic nouns ("thing", "way") and shouted runs of capitals are left out.
 */
export function findTerms(tokens: Token[], sentenceText: string): Array<TermOccurrence & { tokens: Token[] }> {
  const found: Array<TermOccurrence & { tokens: Token[] }> = [];
  const add = (run: Token[], whole: boolean) => {
    const first = run[0];
    const last = run[run.length - 1];
    if (!first || !last) {
      return;
    }
    const start = first.start;
    const end = last.start + last.value.length;
    // A piece of a hyphenated compound ("rabbit" of "rabbit-hole") is not a term of its own.
    if (/[-\p{L}]$/u.test(sentenceText.slice(0, start)) || /^[-\p{L}]/u.test(sentenceText.slice(end))) {
      return;
    }
    const plural = last.pos === 'NOUN' && last.normal !== last.lemma && /s$/.test(last.normal);
    found.push({
      key: phraseKey(run),
      whole,
      plural,
      start,
      end,
      surface: sentenceText.slice(start, end),
      tokens: run,
    });
  };
  const capsRun = (index: number) => {
    let length = 0;
    for (let i = index; i < tokens.length && isAllCaps(tokens[i]?.value ?? ''); i += 1) {
      length += 1;
    }
    for (let i = index - 1; i >= 0 && isAllCaps(tokens[i]?.value ?? ''); i -= 1) {
      length += 1;
    }
    return length;
  };
  let run: Token[] = [];
  const flush = () => {
    while (run.length > 0 && !isNounish(run[run.length - 1] as Token)) {
      run.pop();
    }
    while (run.length > 0 && (run[0] as Token).pos === 'ADJ' && WEAK_MODIFIERS.has((run[0] as Token).normal)) {
      run.shift();
    }
    if (run.length > 0) {
      const head = run[run.length - 1] as Token;
      if (!GENERIC_NOUNS.has(head.normal) && !GENERIC_NOUNS.has(head.lemma) && head.value.length > 1) {
        for (let size = 1; size <= Math.min(3, run.length); size += 1) {
          const tail = run.slice(run.length - size);
          if (tail[0]?.pos === 'ADJ' && WEAK_MODIFIERS.has(tail[0].normal)) {
            continue;
          }
          add(tail, size === run.length);
        }
      }
    }
    run = [];
  };
  tokens.forEach((token, index) => {
    if (token.pos === 'NUM' && isWord(token) && /\d/.test(token.value)) {
      flush();
      add([token], true);
      return;
    }
    const shouted = isAllCaps(token.value) && capsRun(index) >= 3;
    if (isWord(token) && (token.pos === 'ADJ' || isNounish(token)) && !shouted && !PERSONAL.has(token.normal)) {
      run.push(token);
    } else {
      flush();
    }
  });
  flush();
  return found;
}

/** Counts one occurrence of a term in a (non-heading) sentence: its frequency, forms and where it stands. */
export function countTerm(
  terms: Map<string, TermInfo>,
  occurrence: TermOccurrence & { tokens: Token[] },
  sentence: { id: number; chunkIndex: number; text: string },
): void {
  const { key, surface, tokens, plural } = occurrence;
  const afterThe = /\bthe\s+$/i.test(sentence.text.slice(0, occurrence.start)) ? 1 : 0;
  const existing = terms.get(key);
  if (existing) {
    existing.articleRate = (existing.articleRate * existing.frequency + afterThe) / (existing.frequency + 1);
    existing.frequency += 1;
    existing.wholeCount += occurrence.whole ? 1 : 0;
    existing.innerCount += occurrence.start > 0 ? 1 : 0;
    if (existing.kind === 'proper' && /^\p{Ll}/u.test(surface)) {
      // "Water" opening a sentence was read as a name; "water" inside one shows it is a common noun.
      existing.kind = 'concept';
      existing.surface = surface;
      existing.forms = plural ? { singular: null, plural: surface } : { singular: surface, plural: null };
    }
    existing.sentenceIds.add(sentence.id);
    existing.chunks.add(sentence.chunkIndex);
    if (plural) {
      existing.forms.plural ??= surface;
    } else {
      existing.forms.singular ??= surface;
    }
    return;
  }
  terms.set(key, {
    key,
    surface,
    kind: kindOf(tokens),
    plural,
    forms: plural ? { singular: null, plural: surface } : { singular: surface, plural: null },
    articleRate: afterThe,
    wholeCount: occurrence.whole ? 1 : 0,
    innerCount: occurrence.start > 0 ? 1 : 0,
    words: tokens.length,
    frequency: 1,
    score: 0,
    sentenceIds: new Set([sentence.id]),
    chunks: new Set([sentence.chunkIndex]),
  });
}

/** Salience of every term: frequency, kind and length; a term that also names a heading weighs more. */
export function scoreTerms(terms: Map<string, TermInfo>, headingTerms: Set<string>): void {
  const kindWeight: Record<TermKind, number> = { proper: 1.2, concept: 1, code: 1.1, number: 0.6, year: 0.9 };
  for (const term of terms.values()) {
    // A shorter phrase that only ever occurs inside one longer one adds nothing of its own.
    const lengthBonus = term.words === 2 ? 1.15 : term.words === 3 ? 1.05 : 1;
    term.score =
      (1 + Math.log(term.frequency)) * kindWeight[term.kind] * lengthBonus + (headingTerms.has(term.key) ? 0.3 : 0);
    const onlyFirst = term.words === 1 && term.innerCount === 0 && term.kind !== 'number' && term.kind !== 'year';
    if (onlyFirst || (term.surface.length < 3 && term.kind !== 'number' && term.kind !== 'code')) {
      term.score = 0;
    }
  }
}

/**
 * Terms of the same kind that can stand in for an occurrence, each in the form that fits where
 * the occurrence stands (singular or plural): not the answer, no longer or shorter version of
 * it, not sharing its head noun, not in the same sentence; best ranked first.
 */
/** Words that say what kind of place or body a name is ("Lake Erie", "Hudson River", "United States", "the Senate"). */
const NAME_KIND_WORDS = new Set(
  'lake river city state states county canal ocean sea mountains mountain valley island bay street road harbor harbour falls coast company congress house senate court department university college school church'.split(
    ' ',
  ),
);

const MONTHS = new Set(
  'january february march april may june july august september october november december'.split(' '),
);

/** First words of place names ("New York", "Fort Wayne", "San Diego"): no person's name starts with them. */
const PLACE_OPENERS = new Set(
  'new san santa saint st fort port mount cape north south east west upper lower'.split(' '),
);

/**
 * What kind of name this is, as far as its words tell: the kind word of a place or body ("lake" for
 * "Lake Erie", "states" for "United States"), "person" for two or three plain capitalised words
 * ("DeWitt Clinton"), "other" for the rest (one word: "Pennsylvania", "Congress" is a body).
 */
function nameClass(name: string): string {
  const words = name.toLowerCase().split(/\s+/);
  const kind = [words[words.length - 1], words[0]].find((word) => word !== undefined && NAME_KIND_WORDS.has(word));
  if (kind) {
    return kind;
  }
  if (PLACE_OPENERS.has(words[0] ?? '')) {
    return 'place';
  }
  if (words.length === 1 && MONTHS.has(words[0] ?? '')) {
    // "on October 26, 1825" may become "on July 26, 1825", never "on Buffalo 26, 1825".
    return 'month';
  }
  return words.length >= 2 && words.length <= 3 ? 'person' : 'other';
}

export function distractorsFor(
  terms: Map<string, TermInfo>,
  occurrence: TermOccurrence & { term: TermInfo },
  sentence: { text: string; terms: readonly TermOccurrence[] },
  coordinated: ReadonlySet<string>,
): Array<{ term: TermInfo; surface: string }> {
  const answer = occurrence.term;
  const answerWords = ` ${normaliseForMatch(occurrence.surface)} `;
  const inSentence = new Set(sentence.terms.map((entry) => entry.key));
  const sentenceText = ` ${normaliseForMatch(sentence.text)} `;
  const head = (phrase: string) => phrase.trim().split(' ').pop();
  const results: Array<{ term: TermInfo; surface: string; rank: number }> = [];
  for (const candidate of terms.values()) {
    if (
      candidate.key === answer.key ||
      candidate.kind !== answer.kind ||
      candidate.score <= 0 ||
      inSentence.has(candidate.key)
    ) {
      continue;
    }
    // A name is offered only as the text uses it: "Glacier" alone, the tail of "Vatnajokull Glacier", is no name.
    if ((answer.kind === 'proper' || answer.kind === 'code') && candidate.wholeCount === 0) {
      continue;
    }
    // A name must agree in number too: "Each House" cannot become "Each Members".
    if (answer.kind === 'proper' && candidate.plural !== occurrence.plural) {
      continue;
    }
    // A concept must agree in number where it stands: "values" cannot become "column".
    const surface =
      answer.kind === 'concept'
        ? occurrence.plural
          ? candidate.forms.plural
          : candidate.forms.singular
        : candidate.surface;
    if (!surface) {
      continue;
    }
    const words = ` ${normaliseForMatch(surface)} `;
    if (
      words.trim() === '' ||
      answerWords.includes(words) ||
      words.includes(answerWords) ||
      sentenceText.includes(words) ||
      head(words) === head(answerWords)
    ) {
      continue;
    }
    // "the Rabbit" takes "the", "Alice" does not: a name that never follows "the" cannot replace one that does.
    // A person's name stands in for a person's, a lake's for a lake's: "governor of Lake Erie" is absurd.
    if (
      answer.kind === 'proper' &&
      (Math.abs(candidate.articleRate - answer.articleRate) > 0.5 ||
        nameClass(surface) !== nameClass(occurrence.surface))
    ) {
      continue;
    }
    const rank =
      candidate.score +
      (candidate.words === answer.words ? 0.3 : 0) +
      (coordinated.has(`${answer.key}|${candidate.key}`) ? 1 : 0) -
      Math.abs(surface.length - occurrence.surface.length) / 40;
    results.push({ term: candidate, surface, rank });
  }
  return results
    .sort((a, b) => b.rank - a.rank || a.term.key.localeCompare(b.term.key))
    .map(({ term, surface }) => ({ term, surface }));
}

/**
 * Pairs of terms the text lists side by side ("lakes, ponds, swamps", "soap and water", "Senators
 * and Representatives"), as "a|b" both ways: things of one kind, so one stands in for the other
 * plausibly. Only whole noun phrases, next to each other with a comma, "and" or "or" between.
 */
export function coordinatedPairs(
  sentences: ReadonlyArray<{ text: string; terms: readonly TermOccurrence[] }>,
): Set<string> {
  const pairs = new Set<string>();
  for (const sentence of sentences) {
    const whole = sentence.terms.filter((term) => term.whole).sort((a, b) => a.start - b.start);
    for (let i = 1; i < whole.length; i += 1) {
      const left = whole[i - 1] as TermOccurrence;
      const right = whole[i] as TermOccurrence;
      const between = sentence.text.slice(left.end, right.start);
      if (left.key !== right.key && /^(?:, ?(?:and |or )?| (?:and|or) )$/.test(between)) {
        pairs.add(`${left.key}|${right.key}`);
        pairs.add(`${right.key}|${left.key}`);
      }
    }
  }
  return pairs;
}

/** The key of a known term whose surface reads like `text`. */
export function termKeyOf(terms: Map<string, TermInfo>, text: string): string | null {
  const wanted = normaliseForMatch(text);
  for (const term of terms.values()) {
    if (normaliseForMatch(term.surface) === wanted || term.key === wanted) {
      return term.key;
    }
  }
  return null;
}
