import { containsText } from '../../quality.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { capitalised } from '../analysis/questions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import type { SpanQuestion } from '../analysis/wh-questions.ts';
import { casedLike, fitsBetween, replaceIn, termsOnceInClaim, type BuildContext } from './common.ts';
import { nameTestOf, spanQuestions } from './wh-stems.ts';

/** Span questions whose answer is a clause or a cause: a reason, a means, what follows a condition, what brings a thing about. */
const CLAUSE_ANSWERS: ReadonlySet<SpanQuestion['kind']> = new Set(['reason', 'means', 'consequence', 'cause']);

/** A bound before a term: "at least 60%" is also met by 90%, so "at least 90%" may still be right. */
const BOUNDED = /\b(?:at least|at most|more than|less than|fewer than|up to|within|over|under)\s+$/i;

/** A question on what a sentence explains, with wrong options a reader who mixes up the text's terms picks. */
export interface Explanation {
  question: SpanQuestion;
  wrong: string[];
}

/**
 * The answer of a clause question with one of its terms changed, as a cloze changes its gap ("Because
 * P waves do not pass through the outer core" for S waves). All are changed in the same place, so no
 * option stands out as the one the others vary; each is checked not to be what the text says. A term
 * outside the answer ("scientists concluded in 1907") is never changed, which would change the
 * question instead, nor a count (its unit and magnitude are a cloze's to weigh), nor a part of a
 * longer name ("The Great larger earthquake of 1964").
 */
function changedAnswers(context: BuildContext, sentence: SentenceInfo, question: SpanQuestion): string[] {
  const { analysis } = context;
  const start = question.start - sentence.claimStart;
  const length = question.end - question.start;
  for (const occurrence of termsOnceInClaim(context, sentence)) {
    if (
      occurrence.start < question.start ||
      occurrence.end > question.end ||
      occurrence.term.kind === 'number' ||
      BOUNDED.test(sentence.text.slice(Math.max(0, occurrence.start - 12), occurrence.start)) ||
      partOfAName(sentence, occurrence)
    ) {
      continue;
    }
    const changed: string[] = [];
    const changedTo: string[] = [];
    for (const { surface: candidate, term } of analysis.distractorsFor(occurrence, sentence)) {
      // One head noun may be a class and its kind ("seismic waves" of "S waves": "Because seismic waves do
      // not pass ..." is half true) or two names of one thing ("primary waves"): only two lettered kinds
      // ("P waves", "S waves") are surely siblings.
      if (analysis.divided.has(term.key) || !siblingsIfOneHead(occurrence.surface, candidate)) {
        continue;
      }
      const surface = occurrence.term.kind === 'concept' ? casedLike(occurrence.surface, candidate) : candidate;
      const claim = replaceIn(sentence, occurrence, surface);
      const span = claim.slice(start, start + length + surface.length - occurrence.surface.length);
      const answer = question.lead ? `${question.lead} ${span}` : capitalised(span);
      if (
        fitsBetween(sentence, occurrence, surface) &&
        !analysis.textSays(claim) &&
        !containsText(question.stem, surface) &&
        !changedTo.some((other) => oneIsTheOther(analysis, other, surface)) &&
        ![question.answer, ...changed].some((text) => text.toLowerCase() === answer.toLowerCase())
      ) {
        changed.push(answer);
        changedTo.push(surface);
      }
      if (changed.length === 3) {
        break;
      }
    }
    if (changed.length >= 2) {
      return changed;
    }
  }
  return [];
}

/**
 * Whether the text says one term is the other ("P waves, are compressional waves", "The largest, main
 * earthquake is called the mainshock"): two wrong options that name one thing are one wrong option.
 */
function oneIsTheOther(analysis: DocumentAnalysis, a: string, b: string): boolean {
  const saysIs = (first: string, second: string) =>
    analysis.sentences.some((sentence) => {
      const text = sentence.text.toLowerCase();
      const from = text.indexOf(first.toLowerCase());
      const to = from < 0 ? -1 : text.indexOf(second.toLowerCase(), from + first.length);
      if (to < 0) {
        return false;
      }
      const between = text
        .slice(from + first.length, to)
        .replace(/,/g, ' ')
        .trim()
        .split(/\s+/);
      return between.length <= 3 && ['is', 'are', 'called'].includes(between[0] ?? '');
    });
  return saysIs(a, b) || saysIs(b, a);
}

/** Whether a capitalised word stands right before or after a term (not the sentence's first word): "Great Alaska earthquake". */
function partOfAName(sentence: SentenceInfo, occurrence: { start: number; end: number }): boolean {
  const after = sentence.text.slice(occurrence.end).trimStart().split(/\s+/)[0] ?? '';
  const before = sentence.text.slice(sentence.claimStart, occurrence.start).trimEnd().split(/\s+/);
  return /^\p{Lu}/u.test(after) || (before.length > 1 && /^\p{Lu}/u.test(before.at(-1) ?? ''));
}

/** Whether two terms with one head noun are both named by a letter ("P waves", "S waves"); true for two heads. */
function siblingsIfOneHead(a: string, b: string): boolean {
  const words = (text: string) => text.toLowerCase().split(/\s+/);
  const [left, right] = [words(a), words(b)];
  if (left.at(-1) !== right.at(-1)) {
    return true;
  }
  const lettered = (text: string) => /^\p{Lu}\s/u.test(text);
  return lettered(a) && lettered(b);
}

/** Each sentence's explanation, found once per document: every builder of a job asks it of its sentences. */
const found = new WeakMap<DocumentAnalysis, Map<number, Explanation | null>>();

/**
 * "Why did scientists conclude in 1906 that the core of the earth is at least partly liquid?" with
 * "Because S waves ..." right and "Because P waves ..." wrong: a question on a cause, a means or a
 * consequence the sentence gives, two wrong options at least (`changedAnswers`). Null when the
 * sentence explains nothing or its answer has no term to change.
 */
export function explanationOf(context: BuildContext, sentence: SentenceInfo): Explanation | null {
  let known = found.get(context.analysis);
  if (!known) {
    known = new Map();
    found.set(context.analysis, known);
  }
  const cached = known.get(sentence.id);
  if (cached !== undefined) {
    return cached;
  }
  let explanation: Explanation | null = null;
  for (const question of spanQuestions(sentence, nameTestOf(context.analysis))) {
    const wrong = CLAUSE_ANSWERS.has(question.kind) ? changedAnswers(context, sentence, question) : [];
    if (wrong.length >= 2) {
      explanation = { question, wrong };
      break;
    }
  }
  known.set(sentence.id, explanation);
  return explanation;
}

/**
 * The sentences in their order, those that give an explanation or a cause last: a why question is what every
 * blind review asks for first, and a cloze or a true statement on its sentence would take it, one
 * fact being asked once per job (`answersEachOther`).
 */
export function explainingLast(context: BuildContext, sentences: readonly SentenceInfo[]): SentenceInfo[] {
  const names = nameTestOf(context.analysis);
  // A cause asked openly ("What led other states to build canals of their own?" → "Success of the canal") too.
  const explains = (sentence: SentenceInfo) =>
    explanationOf(context, sentence) !== null ||
    spanQuestions(sentence, names).some((question) => question.kind === 'cause');
  return [...sentences.filter((sentence) => !explains(sentence)), ...sentences.filter(explains)];
}
