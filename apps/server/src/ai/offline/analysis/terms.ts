import { normaliseForMatch } from '../../quality.ts';
import type { Token } from '../nlp.ts';
import { readsAsVerb } from './instructions.ts';
import { isWord, PERSONAL } from './words.ts';

/** What kind of thing a key term is: distractors are always of the same kind. */
export type TermKind = 'proper' | 'concept' | 'number' | 'year' | 'code';

export interface TermOccurrence {
  key: string;
  /**
   * The whole noun phrase, not a tail of it ("Glacier" of "Vatnajokull Glacier", "magnitude scale" of
   * "moment magnitude scale", "hand sanitizers" of "alcohol-based hand sanitizers" are tails).
   */
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
  /** The text counts it: a plural, or a singular after "a", "an", "one", "each", "every" or "another" ("a nutrient"). */
  countable: boolean;
  /** The text writes it in the singular with nothing before it that determines it ("source of energy"). */
  bare: boolean;
  /** Occurrences as a whole noun phrase (not as the tail of a longer name). */
  wholeCount: number;
  /** Occurrences after a sentence's first word: a word only ever seen first ("Dig", "Chapter") may be no noun. */
  innerCount: number;
  words: number;
  frequency: number;
  score: number;
  sentenceIds: Set<number>;
  chunks: Set<number>;
  /** The verbs it is the object of ("drink" for "drink sea water"): terms that share one are of one field. */
  roles: Set<string>;
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
/** Words a Roman numeral numbers as a label, no regnal number: "Stage IV", "Type II", "World War II". */
const NUMBERED_LABELS = new Set(
  'stage type phase grade class part article act chapter section title level category war schedule volume book'.split(
    ' ',
  ),
);
/** Prepositions a tagger may read as adjectives before a name ("Outside Germany", "Inside Africa"). */
const PREPOSITION_WORDS = new Set(['outside', 'inside', 'beyond', 'across', 'throughout', 'within', 'despite', 'near']);

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
  // "King Valdemar IV", "Henry VIII": a regnal number is part of a name, no code ("The letters "King Valdemar IV"
  // ... stand for ..." had been put in for "HH": the audit of session 25).
  const regnal = (i: number) =>
    i > 0 && /^[IVX]+$/.test(tokens[i]?.value ?? '') && !NUMBERED_LABELS.has(tokens[i - 1]?.normal ?? '');
  if (tokens.some((token, i) => isAllCaps(token.value) && !regnal(i))) {
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
  let runStart = 0;
  const flush = () => {
    while (run.length > 0 && !isNounish(run[run.length - 1] as Token)) {
      run.pop();
    }
    while (run.length > 0 && (run[0] as Token).pos === 'ADJ' && WEAK_MODIFIERS.has((run[0] as Token).normal)) {
      run.shift();
      runStart += 1;
    }
    if (run.length > 0) {
      const head = run[run.length - 1] as Token;
      // "alcohol-based hand sanitizers": the tagger splits the hyphenated modifier off the run, which
      // is still the tail of its noun phrase.
      const modified = hyphenatedBefore(tokens, runStart);
      if (!GENERIC_NOUNS.has(head.normal) && !GENERIC_NOUNS.has(head.lemma) && head.value.length > 1) {
        for (let size = 1; size <= Math.min(3, run.length); size += 1) {
          const tail = run.slice(run.length - size);
          if (tail[0]?.pos === 'ADJ' && WEAK_MODIFIERS.has(tail[0].normal)) {
            continue;
          }
          add(tail, size === run.length && !modified);
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
    if (readsAsASecondVerb(tokens, index)) {
      flush();
      return;
    }
    // "Outside Germany, the league set up ...": a preposition the tagger reads as an adjective opens no name ("the
    // letters HH stand for "Outside Germany"" had been a false statement: the audit of session 25).
    const preposition = PREPOSITION_WORDS.has(token.normal) && tokens[index + 1]?.pos !== 'NOUN';
    if (
      isWord(token) &&
      (token.pos === 'ADJ' || isNounish(token)) &&
      !shouted &&
      !PERSONAL.has(token.normal) &&
      !preposition
    ) {
      if (run.length === 0) {
        runStart = index;
      }
      run.push(token);
    } else {
      flush();
    }
  });
  flush();
  return found;
}

/**
 * Whether a word the tagger reads as a plural noun is the verb of a second predicate: right after "and" or "or",
 * in "-s", before the noun it takes ("picks up oxygen and releases carbon dioxide": "releases carbon dioxide" had
 * been a term, and "The heart muscle itself needs releases carbon dioxide" a false statement, the audit of session
 * 21). A noun in the plural seldom modifies the next one.
 */
function readsAsASecondVerb(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  return (
    token !== undefined &&
    token.pos === 'NOUN' &&
    /[^s]s$/.test(token.normal) &&
    token.normal !== token.lemma &&
    ['and', 'or'].includes(tokens[index - 1]?.normal ?? '') &&
    next !== undefined &&
    (next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'DET') &&
    // "releases" reads as a verb in "You should release it"; "sales", "savings", "potatoes" do not (the code review
    // of session 21: "sales tax" and "savings account" had been lost).
    readsAsVerb(token.lemma)
  );
}

/**
 * Whether the words right before tokens[index] are a hyphenated modifier ("alcohol-based", "battery-powered",
 * "bowl-shaped"): a word glued to a hyphen glued to the word before it, a space from tokens[index].
 */
function hyphenatedBefore(tokens: readonly Token[], index: number): boolean {
  const modifier = tokens[index - 1];
  const hyphen = tokens[index - 2];
  const first = tokens[index - 3];
  return (
    modifier !== undefined &&
    hyphen?.value === '-' &&
    first !== undefined &&
    isWord(first) &&
    isWord(modifier) &&
    first.start + first.value.length === hyphen.start &&
    hyphen.start + 1 === modifier.start &&
    modifier.start + modifier.value.length < (tokens[index]?.start ?? 0)
  );
}

/** Words before a singular noun that count it: a noun after one is a count noun ("a nutrient"), never a mass one ("energy"). */
const COUNTING = new Set(['a', 'an', 'one', 'each', 'every', 'another']);

/**
 * How the word before a singular noun phrase counts it: "counted" after "a", "an", "each" and the like, where only a
 * count noun fits ("not a nutrient", never "not an energy"); "bare" where nothing determines it, where a mass noun
 * fits ("provide energy", never "provide nutrient"); "either" after "the", "this", a possessive, a name or a number.
 */
export function slotOf(tokens: readonly Token[], start: number): 'counted' | 'bare' | 'either' {
  // Past the adjectives before it: "not a true nutrient", "a very hot oven".
  let at = tokens.findLastIndex((token) => token.start < start);
  while (at > 0 && (tokens[at]?.pos === 'ADJ' || tokens[at]?.pos === 'ADV')) {
    at -= 1;
  }
  const before = tokens[at];
  if (before !== undefined && COUNTING.has(before.normal)) {
    return 'counted';
  }
  return before !== undefined &&
    (before.pos === 'DET' ||
      before.pos === 'NUM' ||
      before.pos === 'PRON' ||
      before.pos === 'PROPN' ||
      before.value === "'s")
    ? 'either'
    : 'bare';
}

/** Counts one occurrence of a term in a (non-heading) sentence: its frequency, forms and where it stands. */
export function countTerm(
  terms: Map<string, TermInfo>,
  occurrence: TermOccurrence & { tokens: Token[] },
  sentence: { id: number; chunkIndex: number; text: string; tokens: readonly Token[] },
): void {
  const role = roleOf(sentence.tokens, occurrence.start);
  const { key, surface, tokens, plural } = occurrence;
  const afterThe = /\bthe\s+$/i.test(sentence.text.slice(0, occurrence.start)) ? 1 : 0;
  const slot = plural ? 'plural' : slotOf(sentence.tokens, occurrence.start);
  const counted = slot === 'plural' || slot === 'counted';
  const existing = terms.get(key);
  if (existing) {
    existing.countable ||= counted;
    existing.bare ||= slot === 'bare';
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
    if (role) {
      existing.roles.add(role);
    }
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
    countable: counted,
    bare: slot === 'bare',
    wholeCount: occurrence.whole ? 1 : 0,
    innerCount: occurrence.start > 0 ? 1 : 0,
    words: tokens.length,
    frequency: 1,
    score: 0,
    sentenceIds: new Set([sentence.id]),
    chunks: new Set([sentence.chunkIndex]),
    roles: new Set(role ? [role] : []),
  });
}

/** Words between a verb and its object ("drink the clean water"): articles, adjectives, numbers, possessives. */
const OBJECT_LEAD = new Set(['DET', 'ADJ', 'NUM', 'PRON', 'ADV']);

/** Verbs that take objects of any field ("use water", "use a knife"): sharing one says nothing. */
const LIGHT_VERBS = new Set(
  'be have do get make take use give keep let need go come see put want find know say become include contain call name'.split(
    ' ',
  ),
);

/** The lemma of the verb whose object starts at `start` ("drink" for "drink some sea water"), or null. */
export function roleOf(tokens: readonly Token[], start: number): string | null {
  const before = tokens.filter((token) => token.start < start);
  for (let i = before.length - 1; i >= Math.max(0, before.length - 4); i -= 1) {
    const token = before[i] as Token;
    if (token.pos === 'VERB') {
      const lemma = token.lemma || token.normal;
      return LIGHT_VERBS.has(lemma) ? null : lemma;
    }
    if (!OBJECT_LEAD.has(token.pos)) {
      return null;
    }
  }
  return null;
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

/** The key of a known term whose surface reads like `text`. */
export function termKeyOf(terms: Map<string, TermInfo>, text: string): string | null {
  return termKeyIndex(terms).get(normaliseForMatch(text)) ?? null;
}

const termKeyIndexes = new WeakMap<Map<string, TermInfo>, { size: number; keys: Map<string, string> }>();

/**
 * Each term's normalised surface and key to its key, the first term in the map's order winning as a
 * scan would: termKeyOf is asked for every noun phrase of every candidate stem, and normalising every
 * term's surface for each (1.6 s of 10 in bench `generation`) was the generator's heaviest work.
 * Read only once the document's terms are counted: counting rewrites a surface without adding a term,
 * which the size this index is kept against does not see.
 */
function termKeyIndex(terms: Map<string, TermInfo>): Map<string, string> {
  let index = termKeyIndexes.get(terms);
  if (index?.size !== terms.size) {
    const keys = new Map<string, string>();
    for (const term of terms.values()) {
      for (const form of [normaliseForMatch(term.surface), term.key]) {
        if (!keys.has(form)) {
          keys.set(form, term.key);
        }
      }
    }
    index = { size: terms.size, keys };
    termKeyIndexes.set(terms, index);
  }
  return index.keys;
}
