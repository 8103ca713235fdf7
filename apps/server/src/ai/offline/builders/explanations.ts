import { containsText } from '../../quality.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { capitalised } from '../analysis/questions.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import type { TermInfo } from '../analysis/terms.ts';
import type { SpanQuestion } from '../analysis/wh-questions.ts';
import { casedLike, fitsBetween, termsOnceInClaim, type BuildContext } from './common.ts';
import { oppositesWithin } from './fact-changes.ts';
import { spanQuestions } from './wh-stems.ts';

/** Span questions whose answer is a clause or a cause: a reason, a means, what follows a condition, what brings a thing about. */
const CLAUSE_ANSWERS: ReadonlySet<SpanQuestion['kind']> = new Set(['reason', 'means', 'consequence', 'cause']);

/** How many of a term's distractors a place weighs: the nearest of its kind come first. */
const ALTERNATIVES_TRIED = 8;

/** A bound before a term: "at least 60%" is also met by 90%, so "at least 90%" may still be right. */
const BOUNDED = /\b(?:at least|at most|more than|less than|fewer than|up to|within|over|under)\s+$/i;

/** A question on what a sentence explains, with wrong options a reader who mixes up the text's terms picks. */
export interface Explanation {
  question: SpanQuestion;
  wrong: string[];
}

/** A place in a sentence an answer may change, and what it may change to (offsets in the sentence's text). */
interface Place {
  start: number;
  end: number;
  original: string;
  alternatives: string[];
}

/**
 * The places of a clause answer a wrong option may change: a term for one of its kind the text names
 * ("S waves" → "P waves"), an adjective for its opposite ("outer" → "inner"). Never a term outside the
 * answer ("scientists concluded in 1907" changes the question instead), a count or a year (its unit and
 * magnitude are a cloze's to weigh), a bound ("at least 90%" is met by what meets "at least 60%") or a part of a
 * longer name ("The Great larger earthquake of 1964").
 */
function placesOf(context: BuildContext, sentence: SentenceInfo, question: SpanQuestion): Place[] {
  const { analysis } = context;
  const terms = termsOnceInClaim(context, sentence).filter(
    (occurrence) =>
      occurrence.start >= question.start &&
      occurrence.end <= question.end &&
      occurrence.term.kind !== 'number' &&
      // "The Great Alaska earthquake of 1906" names no event: a year inside a cause is a cloze's to ask.
      occurrence.term.kind !== 'year' &&
      !BOUNDED.test(sentence.text.slice(Math.max(0, occurrence.start - 12), occurrence.start)) &&
      !partOfAName(sentence, occurrence),
  );
  const places: Place[] = terms.map((occurrence) => {
    const alternatives: Array<{ surface: string; term: TermInfo }> = [];
    for (const { surface: candidate, term } of analysis
      .distractorsFor(occurrence, sentence)
      .slice(0, ALTERNATIVES_TRIED)) {
      const surface = occurrence.term.kind === 'concept' ? casedLike(occurrence.surface, candidate) : candidate;
      // One head noun may be a class and its kind ("seismic waves" of "S waves": "Because seismic waves do
      // not pass ..." is half true) or two names of one thing ("primary waves"): only two lettered kinds
      // ("P waves", "S waves") are surely siblings. One term inside another ("the pass", "the northern pass")
      // is the same thing twice, and the longer one then stands out.
      if (
        !analysis.divided.has(term.key) &&
        siblingsIfOneHead(occurrence.surface, candidate) &&
        !nested(occurrence.surface, surface) &&
        fitsBetween(sentence, occurrence, surface) &&
        !containsText(question.stem, surface) &&
        !alternatives.some(
          (other) => nested(other.surface, surface) || oneIsTheOther(analysis, { surface, term }, other),
        )
      ) {
        alternatives.push({ surface, term });
      }
    }
    return {
      start: occurrence.start,
      end: occurrence.end,
      original: occurrence.surface,
      alternatives: alternatives.map((alternative) => alternative.surface),
    };
  });
  const changeable = places.filter((place) => place.alternatives.length > 0);
  // "outer" of the term "outer core", which has no other core to change to, is a place of its own.
  const opposites = oppositesWithin(sentence, question.start, question.end)
    .filter((change) => !changeable.some((place) => change.start < place.end && place.start < change.end))
    .map((change) => ({ ...change, alternatives: change.replacements }));
  return [...changeable, ...opposites];
}

/** The answer with its places changed (offsets in the sentence's text), or null when the text says that claim. */
function changedAnswer(
  context: BuildContext,
  sentence: SentenceInfo,
  question: SpanQuestion,
  changes: ReadonlyArray<{ place: Place; to: string }>,
): string | null {
  let text = sentence.text;
  let growth = 0;
  for (const { place, to } of [...changes].sort((a, b) => b.place.start - a.place.start)) {
    text = `${text.slice(0, place.start)}${to}${text.slice(place.end)}`;
    growth += to.length - place.original.length;
  }
  const claim = `${capitalised(text.slice(sentence.claimStart))}${sentence.claimSuffix}`;
  if (context.analysis.textSays(claim)) {
    return null;
  }
  const span = text.slice(question.start, question.end + growth);
  return question.lead ? `${question.lead} ${span}` : capitalised(span);
}

/**
 * The answer of a clause question with its facts changed, the wrong options a reader who mixes up the
 * text's terms picks ("Because P waves do not pass through the outer core" for S waves). No option may
 * stand out as the one the others vary: either all change one place (two or three of its
 * alternatives), or two places are crossed, each changed alone and both together ("P waves ... outer",
 * "S waves ... inner", "P waves ... inner"), so every word of the answer is in half the options.
 */
function changedAnswers(context: BuildContext, sentence: SentenceInfo, question: SpanQuestion): string[] {
  const places = placesOf(context, sentence, question);
  const distinct = (answers: Array<string | null>) => {
    const texts = answers.filter((answer): answer is string => answer !== null);
    const seen = new Set([question.answer.toLowerCase(), ...texts.map((text) => text.toLowerCase())]);
    return seen.size === texts.length + 1 ? texts : [];
  };
  for (const place of places) {
    const one = distinct(place.alternatives.map((to) => changedAnswer(context, sentence, question, [{ place, to }])));
    if (one.length >= 2) {
      return one.slice(0, 3);
    }
  }
  const [first] = places;
  // Two places apart: "kit" inside "supply kit" changed twice garbles the option.
  const second = places.find((place) => place.start >= (first?.end ?? 0) || place.end <= (first?.start ?? 0));
  if (first && second && second !== first) {
    const a = { place: first, to: first.alternatives[0] as string };
    const b = { place: second, to: second.alternatives[0] as string };
    const crossed = distinct([
      changedAnswer(context, sentence, question, [a]),
      changedAnswer(context, sentence, question, [b]),
      changedAnswer(context, sentence, question, [a, b]),
    ]);
    if (crossed.length === 3) {
      return crossed;
    }
  }
  return [];
}

/**
 * Whether the text says one term is the other ("P waves, are compressional waves", "The largest, main
 * earthquake is called the mainshock"): two wrong options that name one thing are one wrong option.
 */
function oneIsTheOther(
  analysis: DocumentAnalysis,
  a: { surface: string; term: TermInfo },
  b: { surface: string; term: TermInfo },
): boolean {
  // Only the sentences that name both: the terms' own index, not the whole text per pair.
  const both = [...a.term.sentenceIds].filter((id) => b.term.sentenceIds.has(id));
  const saysIs = (first: string, second: string) =>
    both.some((id) => {
      const text = analysis.sentences[id]?.text.toLowerCase() ?? '';
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
  return saysIs(a.surface, b.surface) || saysIs(b.surface, a.surface);
}

/** Whether one term's words stand inside the other's ("the pass", "the northern pass"). */
function nested(a: string, b: string): boolean {
  return containsText(a, b) || containsText(b, a);
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

/** What each sentence explains, found once per document: every builder of a job asks it of its sentences. */
const found = new WeakMap<DocumentAnalysis, Map<number, { explanation: Explanation | null; cause: boolean }>>();

function explained(context: BuildContext, sentence: SentenceInfo): { explanation: Explanation | null; cause: boolean } {
  let known = found.get(context.analysis);
  if (!known) {
    known = new Map();
    found.set(context.analysis, known);
  }
  const cached = known.get(sentence.id);
  if (cached !== undefined) {
    return cached;
  }
  const questions = spanQuestions(context.analysis, sentence);
  let explanation: Explanation | null = null;
  for (const question of questions.filter((span) => CLAUSE_ANSWERS.has(span.kind))) {
    const wrong = changedAnswers(context, sentence, question);
    if (wrong.length >= 2) {
      explanation = { question, wrong };
      break;
    }
  }
  const result = { explanation, cause: questions.some((question) => question.kind === 'cause') };
  known.set(sentence.id, result);
  return result;
}

/**
 * "Why did scientists conclude in 1906 that the core of the earth is at least partly liquid?" with
 * "Because S waves ..." right and "Because P waves ..." wrong: a question on a cause, a means or a
 * consequence the sentence gives, two wrong options at least (`changedAnswers`). Null when the
 * sentence explains nothing or its answer has nothing to change.
 */
export function explanationOf(context: BuildContext, sentence: SentenceInfo): Explanation | null {
  return explained(context, sentence).explanation;
}

/**
 * The sentences in their order, those that give an explanation or a cause last: a why question is what
 * every blind review asks for first, and a cloze or a true statement on its sentence would take it, one
 * fact being asked once per job (`answersEachOther`). A cause asked openly too ("What led other states to
 * build canals of their own?" → "Success of the canal").
 */
export function explainingLast(context: BuildContext, sentences: readonly SentenceInfo[]): SentenceInfo[] {
  const explains = (sentence: SentenceInfo) => {
    const { explanation, cause } = explained(context, sentence);
    return explanation !== null || cause;
  };
  return [...sentences.filter((sentence) => !explains(sentence)), ...sentences.filter(explains)];
}
