import type { SourceChunk } from '../generator.ts';
import { containsText, normaliseForMatch } from '../quality.ts';
import { tagSentences, type Token } from './nlp.ts';

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
  /** The claim as a question may show it: the sentence without a leading "However," and the like. */
  claim: string;
  /** Where the claim starts in `text`, and what it adds at its end (a period for a clause). */
  claimStart: number;
  claimSuffix: string;
  score: number;
  terms: TermOccurrence[];
  wordCount: number;
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
  words: number;
  frequency: number;
  score: number;
  sentenceIds: Set<number>;
  chunks: Set<number>;
}

export interface Definition {
  key: string;
  term: string;
  definition: string;
  sentenceId: number;
}

export interface ListGroup {
  chunkIndex: number;
  intro: SentenceInfo | null;
  items: SentenceInfo[];
  numbered: boolean;
}

export interface DatedEvent {
  year: number;
  sentenceId: number;
  /** The event without its date ("Denmark granted limited home rule"). */
  event: string;
}

const LIST_MARKER = /^\s*(\d{1,3}[.)]|[-*•–])\s+/;
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
/** Four-digit years 1000-2099 standing alone. */
const YEARS = /\b(1[0-9]{3}|20[0-9]{2})\b/g;
const yearsIn = (text: string): string[] => text.match(YEARS) ?? [];
/**
 * Longest sentence or list item read for a definition ("X is called Y", "LABEL. description"): the
 * patterns allow 200 and 240 characters around single spaces, and their runs of \s+ make longer
 * texts (300,000 characters of a pasted text) cost a scan per possible split.
 */
const DEFINITION_TEXT_MAX = 400;
const LEADING_CONNECTIVES =
  /^(however|but|and|so|instead|thus|hence|also|then|still|yet|therefore|moreover|furthermore|indeed|now|besides|meanwhile|otherwise|finally|first|second|third|no|yes|oh|well|why)\b,?\s+/i;
/**
 * Openings that point back to something the reader of a lone sentence does not have ("It", "This",
 * "They"). "He" and "she" stay: in a narrative they name the character the passage is about.
 */
const DANGLING_STARTS = new Set(
  'it this that these those they them its their such which both former latter there here'.split(' '),
);
const PERSON_PRONOUNS = new Set(['she', 'he']);
const PERSONAL = new Set(['i', 'me', 'my', 'we', 'us', 'our', 'you', 'your']);
const QUOTES = new Set(["'", '"', '“', '”', '‘', '’', '`']);

const isWord = (token: Token) => token.type === 'word' || token.type === 'number';
const isNounish = (token: Token) => token.pos === 'NOUN' || token.pos === 'PROPN';
const isAllCaps = (value: string) => /^[A-Z][A-Z0-9_-]+$/.test(value) && /[A-Z].*[A-Z]|[A-Z][0-9]/.test(value);

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

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
function findTerms(tokens: Token[], sentenceText: string): Array<TermOccurrence & { tokens: Token[] }> {
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

/** Where a sentence's claim starts: after a leading "Update:" label and connectives ("And so", "However,"). */
function claimStartOf(text: string): number {
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
function claimOf(text: string): string {
  const stripped = text.slice(claimStartOf(text));
  return `${stripped.charAt(0).toUpperCase()}${stripped.slice(1)}${/[.!?]$/.test(stripped) ? '' : '.'}`;
}

function isStatement(text: string, tokens: Token[]): boolean {
  const words = tokens.filter(isWord);
  if (!/[.]$/.test(text.trim()) || words.length < 6 || words.length > 50 || text.length > 320) {
    return false;
  }
  const quotes = tokens.filter((token) => token.pos === 'PUNCT' && QUOTES.has(token.value));
  if (quotes.length > 0) {
    // Dialogue is not a claim of the text; a short quoted label ('ORANGE MARMALADE') is.
    const quoted = [...text.matchAll(/(['"“‘])([^'"”’]{1,60})(['"”’])/g)].reduce(
      (sum, match) => sum + (match[0]?.length ?? 0),
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
  if (DANGLING_STARTS.has(firstWord)) {
    return false;
  }
  if (words.some((token) => PERSONAL.has(token.normal))) {
    return false;
  }
  return tokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX');
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
 * The clauses of a sentence with their offsets: runs without ';' or ':' that end where '; ', ': ',
 * ' --' or the end of the text begins. One pass, with the matches of `/[^;:]+?(?=;\s|:\s|\s--|$)/g`,
 * which rescanned a long run from each of its characters up to a ';' or ':' it could not end at.
 */
export function clauseSpans(text: string): Array<{ index: number; raw: string }> {
  const spans: Array<{ index: number; raw: string }> = [];
  const isSeparator = (at: number) => text[at] === ';' || text[at] === ':';
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

/** Splits chunk content into paragraphs with their offsets. */
function paragraphsOf(content: string): Array<{ text: string; offset: number }> {
  const paragraphs: Array<{ text: string; offset: number }> = [];
  const pattern = /[^\n]+(?:\n[^\n]+)*/g;
  for (const match of content.matchAll(pattern)) {
    const text = match[0].trim();
    if (text) {
      paragraphs.push({ text, offset: (match.index ?? 0) + match[0].indexOf(text) });
    }
  }
  return paragraphs;
}

/**
 * Everything the offline generator knows about the text in scope: sentences (with their role and
 * whether they stand alone as claims), key terms ranked by salience with their kind, definitions,
 * lists and dated events. Built once per job.
 */
export class DocumentAnalysis {
  readonly sentences: SentenceInfo[] = [];
  readonly terms = new Map<string, TermInfo>();
  readonly definitions: Definition[] = [];
  readonly lists: ListGroup[] = [];
  readonly events: DatedEvent[] = [];
  readonly #normalisedText: string;

  constructor(chunks: SourceChunk[]) {
    const headingTerms = new Set<string>();
    for (const chunk of chunks) {
      let currentList: ListGroup | null = null;
      let previous: SentenceInfo | null = null;
      for (const paragraph of paragraphsOf(chunk.content)) {
        const marker = LIST_MARKER.exec(paragraph.text);
        const body = marker ? paragraph.text.slice(marker[0].length) : paragraph.text;
        const bodyOffset = paragraph.offset + (marker ? marker[0].length : 0);
        const titleCase =
          body.split(/\s+/).filter((word) => /^[\p{Lu}\d]/u.test(word)).length >= Math.ceil(countWords(body) * 0.6);
        const numberedTitle = !!marker && /\d/.test(marker[1] ?? '') && titleCase && countWords(body) <= 8;
        const heading = (!marker || numberedTitle) && !/[.!?:;"')\]]$/.test(body) && countWords(body) <= 12;
        let tagged = tagSentences(body);
        if (marker && tagged.length > 1) {
          // A list item is read as one unit: its whole body, all its sentences' tokens.
          tagged = [
            {
              offset: 0,
              text: body,
              tokens: tagged.flatMap((sentence) =>
                sentence.tokens.map((token) => ({ ...token, start: token.start + sentence.offset })),
              ),
            },
          ];
        }
        const created: SentenceInfo[] = [];
        for (const sentence of tagged) {
          const role: SentenceInfo['role'] = heading ? 'heading' : marker ? 'listItem' : 'sentence';

          const terms = findTerms(sentence.tokens, sentence.text);
          const info: SentenceInfo = {
            id: this.sentences.length,
            chunkIndex: chunk.index,
            position: bodyOffset + sentence.offset,
            text: sentence.text,
            tokens: sentence.tokens,
            role,
            statement: role === 'sentence' && isStatement(sentence.text, sentence.tokens),
            claim: claimOf(sentence.text),
            claimStart: claimStartOf(sentence.text),
            claimSuffix: /[.!?]$/.test(sentence.text) ? '' : '.',
            score: 0,
            terms: terms.map(({ key, whole, plural, start, end, surface }) => ({
              key,
              whole,
              plural,
              start,
              end,
              surface,
            })),
            wordCount: sentence.tokens.filter(isWord).length,
          };
          this.sentences.push(info);
          created.push(info);
          if (role === 'sentence' && !info.statement) {
            this.#addClauses(info);
          }
          for (const term of terms) {
            if (heading) {
              // Headings are title-cased: their words would pass for names. They only lend weight.
              headingTerms.add(term.key);
            } else {
              this.#countTerm(term, info);
            }
          }
        }
        if (marker && !heading && created[0]) {
          if (!currentList) {
            currentList = {
              chunkIndex: chunk.index,
              intro: previous && previous.text.endsWith(':') ? previous : null,
              items: [],
              numbered: /\d/.test(marker[1] ?? ''),
            };
            this.lists.push(currentList);
          }
          currentList.items.push(created[0]);
        } else {
          currentList = null;
        }
        previous = created[created.length - 1] ?? previous;
      }
    }
    this.#normalisedText = normaliseForMatch(chunks.map((chunk) => chunk.content).join('\n\n'));
    this.#scoreTerms(headingTerms);
    this.#findDefinitions();
    this.#findEvents();
    this.#scoreSentences();
  }

  /** Parts of a long sentence between semicolons, colons or dashes that stand alone as claims. */
  #addClauses(sentence: SentenceInfo) {
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
      if (!opensWithSubject || !isStatement(`${clause}.`, tokens)) {
        continue;
      }
      const terms = sentence.terms
        .filter((term) => term.start >= start && term.end <= start + clause.length)
        .map((term) => ({ ...term, start: term.start - start, end: term.end - start }));
      this.sentences.push({
        ...sentence,
        id: this.sentences.length,
        position: sentence.position + start,
        text: clause,
        tokens,
        role: 'clause',
        statement: true,
        claim: claimOf(clause),
        claimStart,
        claimSuffix: /[.!?]$/.test(clause) ? '' : '.',
        terms,
        wordCount: tokens.filter(isWord).length,
      });
    }
  }

  /** Whether the whole text in scope says this (used to refuse "false" statements that are true). */
  textSays(text: string): boolean {
    const needle = normaliseForMatch(text);
    return needle !== '' && ` ${this.#normalisedText} `.includes(` ${needle} `);
  }

  sentencesOfChunk(chunkIndex: number): SentenceInfo[] {
    return this.sentences.filter((sentence) => sentence.chunkIndex === chunkIndex);
  }

  /** Key terms of a sentence, best first, that a question could ask for (not the sentence's first word). */
  askableTerms(sentence: SentenceInfo): Array<TermOccurrence & { term: TermInfo }> {
    return sentence.terms
      .map((occurrence) => ({ ...occurrence, term: this.terms.get(occurrence.key) as TermInfo }))
      .filter(({ term, start }) => term && term.score > 0 && start > 0)
      .sort((a, b) => b.term.score - a.term.score || a.start - b.start);
  }

  /**
   * Terms of the same kind that can stand in for an occurrence, each in the form that fits where
   * the occurrence stands (singular or plural): not the answer, no longer or shorter version of
   * it, not sharing its head noun, not in the same sentence; best ranked first.
   */
  distractorsFor(
    occurrence: TermOccurrence & { term: TermInfo },
    sentence: SentenceInfo,
  ): Array<{ term: TermInfo; surface: string }> {
    const answer = occurrence.term;
    const answerWords = ` ${normaliseForMatch(occurrence.surface)} `;
    const inSentence = new Set(sentence.terms.map((entry) => entry.key));
    const sentenceText = ` ${normaliseForMatch(sentence.text)} `;
    const head = (phrase: string) => phrase.trim().split(' ').pop();
    const results: Array<{ term: TermInfo; surface: string; rank: number }> = [];
    for (const candidate of this.terms.values()) {
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
      if (answer.kind === 'proper' && Math.abs(candidate.articleRate - answer.articleRate) > 0.5) {
        continue;
      }
      const rank =
        candidate.score +
        (candidate.words === answer.words ? 0.3 : 0) -
        Math.abs(surface.length - occurrence.surface.length) / 40;
      results.push({ term: candidate, surface, rank });
    }
    return results
      .sort((a, b) => b.rank - a.rank || a.term.key.localeCompare(b.term.key))
      .map(({ term, surface }) => ({ term, surface }));
  }

  #countTerm(occurrence: TermOccurrence & { tokens: Token[] }, sentence: SentenceInfo) {
    const { key, surface, tokens, plural } = occurrence;
    const afterThe = /\bthe\s+$/i.test(sentence.text.slice(0, occurrence.start)) ? 1 : 0;
    const existing = this.terms.get(key);
    if (existing) {
      existing.articleRate = (existing.articleRate * existing.frequency + afterThe) / (existing.frequency + 1);
      existing.frequency += 1;
      existing.wholeCount += occurrence.whole ? 1 : 0;
      existing.sentenceIds.add(sentence.id);
      existing.chunks.add(sentence.chunkIndex);
      if (plural) {
        existing.forms.plural ??= surface;
      } else {
        existing.forms.singular ??= surface;
      }
      return;
    }
    this.terms.set(key, {
      key,
      surface,
      kind: kindOf(tokens),
      plural,
      forms: plural ? { singular: null, plural: surface } : { singular: surface, plural: null },
      articleRate: afterThe,
      wholeCount: occurrence.whole ? 1 : 0,
      words: tokens.length,
      frequency: 1,
      score: 0,
      sentenceIds: new Set([sentence.id]),
      chunks: new Set([sentence.chunkIndex]),
    });
  }

  #scoreTerms(headingTerms: Set<string>) {
    const kindWeight: Record<TermKind, number> = { proper: 1.2, concept: 1, code: 1.1, number: 0.6, year: 0.9 };
    for (const term of this.terms.values()) {
      // A shorter phrase that only ever occurs inside one longer one adds nothing of its own.
      const lengthBonus = term.words === 2 ? 1.15 : term.words === 3 ? 1.05 : 1;
      term.score =
        (1 + Math.log(term.frequency)) * kindWeight[term.kind] * lengthBonus + (headingTerms.has(term.key) ? 0.3 : 0);
      if (term.surface.length < 3 && term.kind !== 'number' && term.kind !== 'code') {
        term.score = 0;
      }
    }
  }

  #findDefinitions() {
    const add = (key: string, term: string, definition: string, sentence: SentenceInfo) => {
      const words = countWords(definition);
      if (words < 2 || words > 35 || this.definitions.some((existing) => existing.key === key)) {
        return;
      }
      this.definitions.push({
        key,
        term,
        definition: definition.replace(/[.;:,]$/, '').trim(),
        sentenceId: sentence.id,
      });
      const info = this.terms.get(key);
      if (info) {
        info.score += 0.5;
      }
    };
    for (const sentence of this.sentences) {
      if (sentence.role === 'heading') {
        continue;
      }
      const tokens = sentence.tokens;
      // "X is called Y": Y is the term, X its description.
      if (sentence.text.length > DEFINITION_TEXT_MAX) {
        continue;
      }
      const called =
        /^(.{8,200}?)\s+(?:is|are)\s+(?:called|known as|termed)\s+(?:its\s+|the\s+|a\s+|an\s+)?["“']?([\p{L}][\p{L}\p{N} -]{1,40}?)["”']?\.?$/u.exec(
          sentence.text,
        );
      if (called && called[1] && called[2]) {
        const key = this.#termKeyOf(called[2]);
        if (key) {
          add(key, called[2], called[1], sentence);
          continue;
        }
      }
      // "X is a/an/the Y", "X means Y", "X refers to Y": the subject must be a key term.
      const verbIndex = tokens.findIndex(
        (token, i) =>
          i > 0 &&
          i <= 8 &&
          ((token.lemma === 'be' && (token.pos === 'AUX' || token.pos === 'VERB')) ||
            ['mean', 'means', 'refer', 'denote'].includes(token.lemma)),
      );
      const verb = tokens[verbIndex];
      const next = tokens[verbIndex + 1];
      if (verb && next && sentence.statement) {
        const isCopula = verb.lemma === 'be';
        if (isCopula && !(next.pos === 'DET' && ['a', 'an', 'the'].includes(next.normal))) {
          continue;
        }
        const subject = tokens.slice(0, verbIndex);
        // A simple subject only: "Flexible typing is ...", not "Tourism, aluminum and fishing are ...".
        if (subject.some((token) => !['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos))) {
          continue;
        }
        const occurrence = sentence.terms
          .filter((term) => term.end <= verb.start && subject.some((token) => token.start === term.start))
          .sort((a, b) => b.end - b.start - (a.end - a.start))[0];
        if (!occurrence) {
          continue;
        }
        const startAfter =
          verb.lemma === 'refer' && tokens[verbIndex + 1]?.normal === 'to'
            ? (tokens[verbIndex + 2]?.start ?? 0)
            : next.start;
        const definition = sentence.text.slice(startAfter).split(/, (?:and|but|while|whereas) |; /)[0] ?? '';
        if (!containsText(definition, occurrence.surface)) {
          add(occurrence.key, occurrence.surface, definition, sentence);
        }
      }
    }
    // List items of the form "LABEL. description" (or "LABEL: description").
    for (const list of this.lists) {
      for (const item of list.items) {
        if (item.text.length > DEFINITION_TEXT_MAX) {
          continue;
        }
        const labelled = /^([\p{L}\p{N}][\p{L}\p{N} _-]{0,30}?)[.:]\s+(.{10,240})$/u.exec(item.text);
        if (labelled && labelled[1] && labelled[2] && countWords(labelled[1]) <= 3) {
          const key = this.#termKeyOf(labelled[1]) ?? normaliseForMatch(labelled[1]);
          if (!this.terms.has(key)) {
            continue;
          }
          add(key, labelled[1], labelled[2], item);
        }
      }
    }
  }

  /** The key of a known term whose surface reads like `text`. */
  #termKeyOf(text: string): string | null {
    const wanted = normaliseForMatch(text);
    for (const term of this.terms.values()) {
      if (normaliseForMatch(term.surface) === wanted || term.key === wanted) {
        return term.key;
      }
    }
    return null;
  }

  #findEvents() {
    for (const sentence of this.sentences) {
      if (!sentence.statement) {
        continue;
      }
      const years = [...new Set(yearsIn(sentence.text))];
      if (years.length !== 1) {
        continue;
      }
      const year = years[0] as string;
      // Whitespace collapsed first: the patterns below open with \s* and would rescan a long run.
      const event = sentence.claim
        .replace(/\s+/g, ' ')
        .replace(
          new RegExp(
            String.raw`\s*,?\s*\b(?:in|during|by|since|from|until|of|on)\s+(?:the\s+year\s+)?(?:(?:early|late|mid)\s+)?${year}\b`,
          ),
          '',
        )
        .replace(new RegExp(String.raw`\b(?:in|by)\s+\w+\s+${year}\b`), '')
        .trim();
      if (yearsIn(event).includes(year) || countWords(event) < 4) {
        continue;
      }
      this.events.push({ year: Number(year), sentenceId: sentence.id, event: event.replace(/\s+\./, '.') });
    }
  }

  #scoreSentences() {
    const defined = new Set(this.definitions.map((definition) => definition.sentenceId));
    for (const sentence of this.sentences) {
      const best = this.askableTerms(sentence)
        .slice(0, 3)
        .reduce((sum, occurrence) => sum + occurrence.term.score, 0);
      const lengthFit = sentence.wordCount >= 10 && sentence.wordCount <= 30 ? 1 : sentence.wordCount > 35 ? -0.5 : 0.3;
      const hasFact = /\d/.test(sentence.text) ? 0.3 : 0;
      sentence.score =
        best * 0.6 +
        lengthFit +
        hasFact +
        (defined.has(sentence.id) ? 0.6 : 0) -
        (sentence.text.includes('(') ? 0.3 : 0);
    }
  }
}

export function analyseDocument(chunks: SourceChunk[]): DocumentAnalysis {
  return new DocumentAnalysis(chunks);
}
