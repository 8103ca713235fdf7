import {
  QuestionTextSchema,
  QUESTION_EXPLANATION_MAX,
  QUESTION_HINT_MAX,
  type QuestionType,
} from '@quizmaker/contracts';
import {
  choiceOptionsOf,
  claimsOf,
  denialsOf,
  factsOf,
  getQuestionType,
  giveawayRuleOf,
  typedAnswersOf,
  TYPED_ANSWER_MAX_WORDS,
  whatTextCannotSupply,
} from '@quizmaker/question-types';
import { BoundedMap } from '../bounded-map.ts';
import { modernSpelling } from './archaic-spelling.ts';
import { countWords } from '../chunking/split.ts';
import type { GeneratedQuestion, SourceChunk } from './generator.ts';

/** Long texts (chunks) are normalised again and again while candidates are checked: remember the last few. */
const memo = new BoundedMap<string, string>(32);
const wordMemo = new BoundedMap<string, Set<string>>(32);
function remembered<T>(cache: BoundedMap<string, T>, key: string, make: () => T): T {
  const found = cache.get(key);
  if (found !== undefined) {
    return found;
  }
  const value = make();
  if (key.length > 200) {
    cache.set(key, value);
  }
  return value;
}

/** Lower case, NFKC, curly quotes straightened, punctuation dropped, whitespace collapsed: for comparing texts. */
export function normaliseForMatch(text: string): string {
  return text.length > 200 ? remembered(memo, text, () => normaliseUncached(text)) : normaliseUncached(text);
}

function normaliseUncached(text: string): string {
  return (
    text
      .normalize('NFKC')
      // A word hyphenated at a line end reads as the word (the offline generator quotes it joined).
      .replace(/(\p{L})-[ \t]*\n\s*(\p{Ll})/gu, '$1$2')
      .toLowerCase()
      .replace(/[‘’`´]/g, "'")
      .replace(/[“”„]/g, '"')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .split(' ')
      // The legal register's "shall" reads as "must" in what a question shows (offline/analysis/wording.ts).
      .map((word) => (word === 'shall' ? 'must' : modernSpelling(word)))
      .join(' ')
  );
}

/** Whether `needle` occurs in `haystack` as whole words, ignoring case, punctuation and spacing. */
export function containsText(haystack: string, needle: string): boolean {
  const n = normaliseForMatch(needle);
  if (n === '') {
    return false;
  }
  return ` ${normaliseForMatch(haystack)} `.includes(` ${n} `);
}

const STOP_WORDS = new Set(
  'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those there their they them he she his her we you your our i not no so than then which who whom what when where why how all any each some such into onto over under about after before also only very can could would should will may might must do does did has have had'.split(
    ' ',
  ),
);

/** The words of a text that could point at a term: four letters or more, no stop word, no figure, normalised. */
const pointingWords = (text: string) =>
  normaliseForMatch(text)
    .split(' ')
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word) && !/\d/.test(word));

/** Whether two words share their start: one begins the other ("main", "mainshock"), or their first five letters. */
const shareStart = (word: string, other: string) =>
  other.startsWith(word) ||
  word.startsWith(other) ||
  (word.length >= 5 && other.length >= 5 && word.slice(0, 5) === other.slice(0, 5));

/**
 * Words that say what kind of place a name is ("Lake", "River"), not which: a typed name whose other
 * words a text points at is given away ("on ___" beside "the Erie Canal": "Lake Erie", blind-s22 Q20).
 */
const PLACE_CLASS_WORDS = new Set(
  'lake lakes river rivers mount mountain mountains canal street road city county island islands ocean sea bay valley gulf strait cape creek falls harbor harbour port peninsula desert forest'.split(
    ' ',
  ),
);

/**
 * Whether a text points at a term: a word of the text shares its start with a word of the term that
 * it does not share with any of `others` ("main" at "mainshock" beside "earthquake swarm"; "river" at
 * "Ohio River" beside "Missouri River" points at neither). Without others to tell apart (a typed
 * answer), only a term all of whose words the text points at, a word that names a kind of place
 * aside when the term has others: "Ohio River" beside "the Mississippi River" keeps its "Ohio" to be
 * known; "Lake Erie" beside "the Erie Canal" keeps nothing.
 */
export function echoes(text: string, term: string, others: readonly string[] = []): boolean {
  const words = pointingWords(text);
  const termWords = pointingWords(term);
  const pointed = termWords.filter((termWord) =>
    words.some(
      (word) =>
        shareStart(word, termWord) && !others.some((other) => pointingWords(other).some((it) => shareStart(word, it))),
    ),
  );
  if (others.length > 0) {
    return pointed.length > 0;
  }
  const which = termWords.filter((word) => !PLACE_CLASS_WORDS.has(word));
  const known = which.length > 0 ? which : termWords;
  return known.length > 0 && known.every((word) => pointed.includes(word));
}

/**
 * Whether the texts a question shows point at one of its answers (`echoes`, "The largest, main
 * earthquake is called the ___" for "mainshock"; blind-s19 Q16): among options, by a word that points
 * at no wrong option; a typed answer, by all its words.
 */
function pointsAtAnAnswer(texts: readonly string[], answers: readonly string[], others: readonly string[]): boolean {
  return texts.some((text) => answers.some((answer) => echoes(text, answer, others)));
}

/** Content words of a text (no stop words, at least 3 letters), crudely singularised. */
function contentWords(text: string): string[] {
  return normaliseForMatch(text)
    .split(' ')
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map((word) => word.replace(/(ies)$/, 'y').replace(/(?<=[^s])s$/, ''));
}

/**
 * How much of `text` the source supports: 1 when it occurs verbatim, else the share of its content
 * words the source contains. A paraphrase of the source scores high; an invented claim does not.
 */
export function supportScore(source: string, text: string): number {
  if (containsText(source, text)) {
    return 1;
  }
  const words = contentWords(text);
  if (words.length === 0) {
    return 0;
  }
  const sourceWords = remembered(wordMemo, source, () => new Set(contentWords(source)));
  return words.filter((word) => sourceWords.has(word) || saysInTheSecondPerson(source, word)).length / words.length;
}

/** The words a statement shows the text's generic "you" and "your" with (offline/analysis/person.ts). */
const THIRD_PERSON_WORDS = new Set(['people', 'person']);
const addressMemo = new BoundedMap<string, boolean>(32);

/**
 * Whether `word` is how a statement says a "you" or "your" of the source: "people may get" for "you may get",
 * "a person's body" for "your body" claim no more than the text. Only where the source says "you": "Only
 * people carry the virus" is no claim of "Only animals carry the virus".
 */
function saysInTheSecondPerson(source: string, word: string): boolean {
  return (
    THIRD_PERSON_WORDS.has(word) &&
    remembered(addressMemo, source, () =>
      normaliseForMatch(source)
        .split(' ')
        .some((sourceWord) => sourceWord === 'you' || sourceWord === 'your'),
    )
  );
}

export const SUPPORT_THRESHOLD = 0.75;

/** Identity of a question within a job: type, normalised text and normalised content (sorted keys). */
export function questionKey(question: { type: QuestionType; questionText: string; content: unknown }): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value
        .map(canonical)
        .map((entry) => JSON.stringify(entry))
        .sort();
    }
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([key]) => key !== 'id' && key !== 'matchId')
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, entry]) => [key, canonical(entry)]),
      );
    }
    return typeof value === 'string' ? normaliseForMatch(value) : value;
  };
  return `${question.type}|${normaliseForMatch(question.questionText)}|${JSON.stringify(canonical(question.content))}`;
}

export interface QuestionIssue {
  code: 'invalid' | 'ungrounded' | 'distractor' | 'text' | 'giveaway';
  message: string;
}

const hasDigit = (text: string) => /\d/.test(text);

/**
 * How a question gives its answer away, or null: a text shown before answering (the stem, a gap
 * text) that contains one of its answers, or a right option that is the only one of its kind (the
 * only number, the only one without) or of its length (far longer than every distractor). Which
 * texts are shown, and whether options must blend in, is the type's (its plugin's generation.giveaway).
 */
export function giveawayOf(type: QuestionType, content: Record<string, unknown>, questionText: string): string | null {
  const rule = giveawayRuleOf(type, content, questionText);
  if (!rule) {
    return null;
  }
  const answers = claimsOf(type, content, questionText);
  const others = choiceOptionsOf(type, content)
    .filter((option) => !option.correct)
    .map((option) => option.text);
  const shown = (text: string) => rule.shownTexts.some((shownText) => containsText(shownText, text));
  if (answers.some(shown) && !others.some(shown)) {
    return rule.message;
  }
  if (pointsAtAnAnswer(rule.pointingTexts, answers, others)) {
    return 'the question points at its answer by a word they share';
  }
  if (rule.oneRightOptionBlendsIn) {
    const answer = answers[0] ?? '';
    if (others.length > 0 && others.every((other) => hasDigit(other) !== hasDigit(answer))) {
      return hasDigit(answer) ? 'the answer is the only number' : 'the answer is the only option without a number';
    }
    const longest = Math.max(...others.map((other) => other.length));
    if (others.length >= 2 && answer.length > 1.6 * longest && answer.length - longest > 12) {
      return 'the answer is the only long option';
    }
  }
  return null;
}

/** What a question holds as right answers, each with the source sentences it rests on: two questions sharing one ask the same fact. */
export function factKeys(question: GeneratedQuestion): string[] {
  const answers = factsOf(question.type, question.content, question.questionText);
  return question.sourceSentences.flatMap((sentence) => answers.map((answer) => factKey(sentence, answer)));
}

/** A fact: an answer and the sentence it rests on. */
export function factKey(sentence: string, answer: string): string {
  return `${normaliseForMatch(sentence)}|${normaliseForMatch(answer)}`;
}

/**
 * The checks every generated question must pass before it is kept, whatever produced it: the
 * type's own content rules (as for a hand-written question), the text bounds of the question API,
 * grounding (its answers and its source sentences are in the chunk, a "false" statement is not),
 * distinct options, and no giveaway (giveawayOf).
 */
export function checkQuestion(question: GeneratedQuestion, chunkText: string): QuestionIssue[] {
  const issues: QuestionIssue[] = [];
  const text = QuestionTextSchema.safeParse(question.questionText);
  if (!text.success) {
    issues.push({ code: 'text', message: text.error.issues[0]?.message ?? 'invalid question text' });
  }
  if (
    (question.explanation ?? '').length > QUESTION_EXPLANATION_MAX ||
    (question.hint ?? '').length > QUESTION_HINT_MAX
  ) {
    issues.push({ code: 'text', message: 'explanation or hint too long' });
  }
  const needs = whatTextCannotSupply(question.type);
  if (needs !== null) {
    issues.push({ code: 'ungrounded', message: `${question.type} needs ${needs} the text cannot supply` });
    return issues;
  }
  const validation = getQuestionType(question.type).validateContent(question.content);
  if (!validation.success) {
    issues.push(...validation.issues.map((issue) => ({ code: 'invalid' as const, message: issue.message })));
    return issues;
  }
  const content = validation.content as Record<string, unknown>;
  for (const answer of typedAnswersOf(question.type, content)) {
    const words = countWords(answer);
    if (words > TYPED_ANSWER_MAX_WORDS) {
      issues.push({
        code: 'invalid',
        message: `an answer to type of ${words} words, which a right answer would seldom match as typed (at most ${TYPED_ANSWER_MAX_WORDS})`,
      });
    }
  }
  if (
    question.sourceSentences.length === 0 ||
    question.sourceSentences.some((sentence) => supportScore(chunkText, sentence) < 1)
  ) {
    issues.push({ code: 'ungrounded', message: 'source sentence not in the chunk' });
  }
  for (const claim of claimsOf(question.type, content, question.questionText)) {
    if (supportScore(chunkText, claim) < SUPPORT_THRESHOLD) {
      issues.push({ code: 'ungrounded', message: `not supported by the text: ${claim.slice(0, 80)}` });
    }
  }
  const denials = denialsOf(question.type, content, question.questionText);
  for (const denied of denials.texts) {
    if (containsText(chunkText, denied)) {
      issues.push({ code: 'ungrounded', message: `a ${denials.name} that the text states` });
    }
  }
  const giveaway = giveawayOf(question.type, content, question.questionText);
  if (giveaway) {
    issues.push({ code: 'giveaway', message: giveaway });
  }
  const texts = choiceOptionsOf(question.type, content).map((option) => normaliseForMatch(option.text));
  if (new Set(texts).size !== texts.length) {
    issues.push({ code: 'distractor', message: 'two options read the same' });
  }
  return issues;
}

/**
 * The text a question must be grounded in: the chunks it cites (`sourceChunks`: a neighbour lent the
 * material, or a list runs on into the next chunk), joined in order, else the requested chunk. Null
 * when it cites a chunk outside the scope: such a question is not kept.
 */
export function groundingTextOf(
  question: GeneratedQuestion,
  requested: SourceChunk,
  scope: ReadonlyMap<number, SourceChunk>,
): string | null {
  if (!question.sourceChunks || question.sourceChunks.length === 0) {
    return requested.content;
  }
  const contents: string[] = [];
  for (const index of question.sourceChunks) {
    const chunk = scope.get(index);
    if (!chunk) {
      return null;
    }
    contents.push(chunk.content);
  }
  return contents.join('\n\n');
}
