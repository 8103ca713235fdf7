import type { Difficulty, QuestionType } from '@quizmaker/contracts';
import type { GeneratedQuestion, SourceChunk } from '../../generator.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { wellFormed, type SentenceInfo } from '../analysis/statements.ts';
import type { TermInfo, TermOccurrence } from '../analysis/terms.ts';
import type { Random } from '../random.ts';

/** What a builder may use: the analysis of the whole text in scope, the chunk at hand, a seeded random. */
export interface BuildContext {
  analysis: DocumentAnalysis;
  chunk: SourceChunk;
  sentences: SentenceInfo[];
  difficulty: Difficulty;
  random: Random;
  /** Sentence ids this type has already used in the job (used again only when nothing else is left). */
  usedSentences: ReadonlySet<number>;
}

/**
 * A per-type builder: proposes candidate questions, best first. The session keeps those that pass
 * the checks until it has the count asked for; `shortage` says why a text could not give more.
 */
export interface QuestionBuilder {
  readonly type: QuestionType;
  candidates(context: BuildContext): Iterable<GeneratedQuestion>;
  shortage: string;
}

export const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
export const BLANK = '_____';

/**
 * Statement sentences of the chunk, best first for the difficulty, sentences this type has not
 * used yet before those it has.
 */
export function rankedStatements(
  context: BuildContext,
  filter: (sentence: SentenceInfo) => boolean = (sentence) => sentence.statement,
): SentenceInfo[] {
  const fit = (sentence: SentenceInfo) => {
    if (context.difficulty === 'EASY') {
      return sentence.wordCount <= 20 ? 0.5 : -0.3;
    }
    if (context.difficulty === 'HARD') {
      return sentence.wordCount >= 18 ? 0.5 : -0.2;
    }
    return 0;
  };
  const ranked = context.sentences
    .filter(filter)
    .sort((a, b) => b.score + fit(b) - (a.score + fit(a)) || a.position - b.position);
  return [
    ...ranked.filter((sentence) => !context.usedSentences.has(sentence.id)),
    ...ranked.filter((sentence) => context.usedSentences.has(sentence.id)),
  ];
}

/**
 * Sentences a cloze question may quote (FILL_GAP, MCQ_SINGLE, MATCHING): claims first, then any
 * other whole sentence of the text (dialogue included: a quotation is still the text's words).
 */
export function clozeSentences(context: BuildContext): SentenceInfo[] {
  const statements = rankedStatements(context);
  const others = rankedStatements(
    context,
    (sentence) =>
      !sentence.statement &&
      sentence.defect === null &&
      (sentence.role === 'sentence' || sentence.role === 'clause') &&
      sentence.wordCount >= 6 &&
      sentence.text.length <= 320 &&
      wellFormed(sentence.text),
  );
  return [...statements, ...others];
}

/**
 * Askable terms of a sentence that occur only once in it (a second occurrence would give the answer
 * away); names and codes only as whole phrases ("Vatnajokull Glacier", never its "Glacier").
 */
export function gapTerms(context: BuildContext, sentence: SentenceInfo): Array<TermOccurrence & { term: TermInfo }> {
  const lowered = sentence.text.toLowerCase();
  const preferShort = (occurrence: TermOccurrence & { term: TermInfo }) => (occurrence.term.words <= 2 ? 0 : 1);
  return context.analysis
    .askableTerms(sentence)
    .filter((occurrence) => occurrence.whole || (occurrence.term.kind !== 'proper' && occurrence.term.kind !== 'code'))
    .filter(
      (occurrence) =>
        lowered.indexOf(occurrence.surface.toLowerCase()) === lowered.lastIndexOf(occurrence.surface.toLowerCase()),
    )
    .filter((occurrence) => occurrence.start >= sentence.claimStart)
    .sort((a, b) => preferShort(a) - preferShort(b) || b.term.score - a.term.score);
}

/** The sentence's claim with one occurrence replaced. */
export function replaceIn(sentence: SentenceInfo, occurrence: TermOccurrence, replacement: string): string {
  return claimFrom(
    sentence,
    `${sentence.text.slice(0, occurrence.start)}${replacement}${sentence.text.slice(occurrence.end)}`,
    0,
  );
}

/** The claim part of a changed sentence text (`shift`: how much the text before the claim start grew). */
function claimFrom(sentence: SentenceInfo, text: string, shift: number): string {
  const claim = text.slice(sentence.claimStart + shift);
  return `${claim.charAt(0).toUpperCase()}${claim.slice(1)}${sentence.claimSuffix}`;
}

/** The claim with one occurrence replaced, and "a"/"an" right before it made to agree with the replacement. */
export function swapIn(sentence: SentenceInfo, occurrence: TermOccurrence, replacement: string): string {
  const before = sentence.text.slice(0, occurrence.start);
  const article = /\b(a|an|A|An)\s+$/.exec(before);
  let prefix = before;
  if (article && article[1] && article.index >= sentence.claimStart) {
    const wanted = /^[aeiouAEIOU]/.test(replacement) ? 'an' : 'a';
    const cased = article[1][0] === 'A' ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
    prefix = `${before.slice(0, article.index)}${cased}${before.slice(article.index + article[1].length)}`;
  }
  return claimFrom(sentence, `${prefix}${replacement}${sentence.text.slice(occurrence.end)}`, 0);
}

/** Whether a replacement reads well where the term was: it must not echo the word next to it ("economic economy"). */
export function fitsBetween(sentence: SentenceInfo, occurrence: TermOccurrence, replacement: string): boolean {
  const stem = (word: string | undefined) =>
    (word ?? '')
      .toLowerCase()
      .replace(/[^\p{L}]/gu, '')
      .slice(0, 5);
  const before = sentence.text.slice(0, occurrence.start).trim().split(/\s+/).pop();
  const after = sentence.text.slice(occurrence.end).trim().split(/\s+/)[0];
  const words = replacement.split(/\s+/);
  const first = stem(words[0]);
  const last = stem(words[words.length - 1]);
  return first.length < 3 || (first !== stem(before) && last !== stem(after));
}

/**
 * A false version of a statement: one key term swapped for another of the same kind from the text,
 * checked not to be something the text says anywhere.
 */
export function falsify(
  context: BuildContext,
  sentence: SentenceInfo,
): { text: string; swapped: string; original: string } | null {
  for (const occurrence of gapTerms(context, sentence)) {
    for (const distractor of context.analysis.distractorsFor(occurrence, sentence).slice(0, 6)) {
      const surface =
        occurrence.term.kind === 'concept' && !/^[\p{Lu}]/u.test(occurrence.surface)
          ? distractor.surface.toLowerCase()
          : distractor.surface;
      if (!fitsBetween(sentence, occurrence, surface)) {
        continue;
      }
      const text = swapIn(sentence, occurrence, surface);
      if (!context.analysis.textSays(text)) {
        return { text, swapped: surface, original: occurrence.surface };
      }
    }
  }
  return null;
}

/**
 * Groups of statements for the multi-statement types: disjoint fours first, then overlapping
 * fours, then threes, so a short text still gives a few different questions.
 */
export function statementGroups<T>(pool: readonly T[]): T[][] {
  const groups: T[][] = [];
  const seen = new Set<string>();
  const push = (group: T[]) => {
    const key = group
      .map((item) => pool.indexOf(item))
      .sort((a, b) => a - b)
      .join(',');
    if (!seen.has(key)) {
      seen.add(key);
      groups.push(group);
    }
  };
  for (let start = 0; start + 4 <= pool.length; start += 4) {
    push(pool.slice(start, start + 4));
  }
  for (let start = 2; start + 4 <= pool.length; start += 2) {
    push(pool.slice(start, start + 4));
  }
  for (let start = 0; start + 3 <= pool.length; start += 1) {
    push(pool.slice(start, start + 3));
  }
  // A short text: pairs, the least a multi-statement question can have.
  for (let start = 0; start + 2 <= pool.length; start += 1) {
    push(pool.slice(start, start + 2));
  }
  return groups;
}

export function quoteOf(text: string): string {
  return `"${text}"`;
}
