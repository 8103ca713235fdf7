import type { QuestionQuality, QuestionQualityReason } from '@quizmaker/contracts';
import {
  choiceOptionsOf,
  claimsOf,
  getQuestionType,
  stemRulesOf,
  type GeneratedOption,
} from '@quizmaker/question-types';
import type { GeneratedQuestion } from './generator.ts';
import { containsText, normaliseForMatch, supportScore, SUPPORT_THRESHOLD } from './quality.ts';

/**
 * Points each finding costs, out of 100. Any one of them except uneven options brings a question
 * below QUESTION_QUALITY_REVIEW_BELOW (70): an ungrounded answer, a giveaway, a template stem or a
 * broken source sentence needs its author's eye; an answer longer than its distractors alone does not.
 */
const PENALTY: Record<QuestionQualityReason, number> = {
  NOT_GROUNDED: 50,
  ANSWER_IN_STEM: 40,
  OPTIONS_NOT_DISTINCT: 30,
  STEM_NOT_A_QUESTION: 30,
  SOURCE_INCOMPLETE: 30,
  OPTIONS_UNEVEN: 20,
};

/** Words an instruction starts with ("Put these steps in order.", "Match each term …"). */
const INSTRUCTION_VERBS = new Set(
  'arrange choose classify complete decide define describe drag explain fill find give identify indicate list mark match name order pick place put rank select sort state tick write'.split(
    ' ',
  ),
);

/** Auxiliary and common verbs: a sentence without any of these, or a word ending in -ed or -s, is likely a heading. */
const VERBS = new Set(
  'is are was were be been being am has have had do does did can could may might must shall should will would become became make made take took give gave get got go went come came use used need needs'.split(
    ' ',
  ),
);

/** Words a statement, but not an instruction, may start with. */
const DETERMINERS = new Set(
  'a an the this that these those it its their our my his her your some any each every no'.split(' '),
);

/**
 * The quality score of a generated question from the question and the sentences it cites: 100 less the
 * penalty of each finding, with the findings as reasons. Pure; the same checks whatever generator
 * produced the question (the offline one or an OpenAI-compatible provider).
 */
export function scoreQuestion(question: GeneratedQuestion): QuestionQuality {
  const validated = getQuestionType(question.type).validateContent(question.content);
  const content = validated.success ? (validated.content as Record<string, unknown>) : null;
  const answers = content ? claimsOf(question.type, content, question.questionText) : [];
  const options = content ? choiceOptionsOf(question.type, content) : [];
  const stem = stemRulesOf(question.type);
  const findings: Array<[QuestionQualityReason, boolean]> = [
    ['NOT_GROUNDED', !isGrounded(question.sourceSentences, answers)],
    ['ANSWER_IN_STEM', stem.hidesAnswer && answers.some((answer) => containsText(question.questionText, answer))],
    ['OPTIONS_NOT_DISTINCT', new Set(options.map((option) => normaliseForMatch(option.text))).size < options.length],
    ['OPTIONS_UNEVEN', unevenOptions(options)],
    ['STEM_NOT_A_QUESTION', !stem.isStatement && !isQuestionOrInstruction(question.questionText)],
    ['SOURCE_INCOMPLETE', question.sourceSentences.some((sentence) => !isCompleteSentence(sentence))],
  ];
  const reasons = findings.filter(([, found]) => found).map(([reason]) => reason);
  const score = reasons.reduce((total, reason) => total - PENALTY[reason], 100);
  return { score: Math.max(0, score), reasons };
}

/** Every claimed answer is supported by the cited sentences themselves (not merely somewhere in the chunk). */
function isGrounded(sourceSentences: readonly string[], answers: readonly string[]): boolean {
  const cited = sourceSentences.join(' ');
  return cited.trim() !== '' && answers.every((answer) => supportScore(cited, answer) >= SUPPORT_THRESHOLD);
}

/** A correct option that is the only number among words (or the reverse), or twice as long or half as long as every distractor. */
function unevenOptions(options: readonly GeneratedOption[]): boolean {
  const distractors = options.filter((option) => !option.correct);
  if (distractors.length === 0) {
    return false;
  }
  const numeric = (option: GeneratedOption) => /^\s*[-+]?\d/.test(option.text);
  const shortest = Math.min(...distractors.map((option) => option.text.trim().length));
  const longest = Math.max(...distractors.map((option) => option.text.trim().length));
  return options
    .filter((option) => option.correct)
    .some((answer) => {
      const length = answer.text.trim().length;
      const onlyOfItsKind = distractors.every((option) => numeric(option) !== numeric(answer));
      return onlyOfItsKind || length > 2 * longest || 2 * length < shortest;
    });
}

/** Asks a question (has a question mark), or is a sentence that starts with an instruction verb; never a cut-off fragment. */
function isQuestionOrInstruction(stem: string): boolean {
  const text = stem.trim();
  if (text.includes('…') || text.includes('...')) {
    return false;
  }
  // "In which year …? Pick one." asks a question too.
  if (text.includes('?')) {
    return true;
  }
  const first = normaliseForMatch(text).split(' ')[0] ?? '';
  return (text.endsWith('.') || text.endsWith(':')) && INSTRUCTION_VERBS.has(first);
}

/**
 * Starts with a capital letter or a digit (after any opening quote or bracket), has at least three
 * words, one of them verb-like (or it is an instruction: it ends with "." or "!" and starts with a word
 * that is not a determiner, "Open the valve."), and no dot leaders (". . ." or "....", as in a table of contents).
 */
function isCompleteSentence(sentence: string): boolean {
  const text = sentence.trim();
  if (text.includes('. . .') || text.includes('....')) {
    return false;
  }
  const start = /[\p{L}\p{N}]/u.exec(text)?.[0];
  if (start === undefined || start !== start.toUpperCase()) {
    return false;
  }
  const words = normaliseForMatch(text)
    .split(' ')
    .filter((word) => /\p{L}/u.test(word));
  const instruction = (text.endsWith('.') || text.endsWith('!')) && !DETERMINERS.has(words[0] ?? '');
  return words.length >= 3 && (instruction || words.some(isVerbLike));
}

function isVerbLike(word: string): boolean {
  if (VERBS.has(word)) {
    return true;
  }
  if (word.length < 4) {
    return false;
  }
  return word.endsWith('ed') || (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us'));
}
