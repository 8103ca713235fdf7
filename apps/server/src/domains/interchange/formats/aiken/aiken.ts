import { optionLetter } from '@quizmaker/question-types';
import {
  MalformedFileError,
  type ExportedFile,
  type ExportQuiz,
  type NativeQuestion,
  type TextFormatModule,
  type ParsedFile,
  type ParsedQuestion,
} from '../format.ts';
import { writeInOrder, type MappedQuestion } from '../write-in-order.ts';

const ANSWER_PREFIX = 'ANSWER:';
/** Aiken's option letters are A to Z. */
const MAX_OPTIONS = 26;

/** Messages of Aiken files we cannot read (exact texts; the import answers 400 with them). */
export const AIKEN_MESSAGES = {
  optionWithoutQuestion: (line: number) => `Line ${line}: an option comes before its question`,
  answerWithoutOptions: (line: number) => `Line ${line}: ANSWER: comes before any option`,
  answerLetterUnknown: (line: number, letter: string) => `Line ${line}: ANSWER: ${letter} names no option`,
  textAfterOptions: (line: number) => `Line ${line}: text after the options; each question ends with its ANSWER: line`,
  answerMissing: (line: number) => `Line ${line}: the question has no ANSWER: line`,
} as const;

/** Why a question is not written, and what a written one loses (exact texts). */
export const AIKEN_EXPORT_MESSAGES = {
  singleChoiceOnly: 'Aiken holds single-answer multiple choice only',
  tooManyOptions: `Aiken holds at most ${MAX_OPTIONS} options`,
  lineBreaksJoined: 'Line breaks in texts written as spaces: Aiken texts are one line',
  explanationDropped: 'Explanation not written: Aiken has no feedback',
  hintDropped: 'Hint not written: Aiken has no hints',
} as const;

const isLetter = (char: string | undefined) => char !== undefined && char >= 'A' && char <= 'Z';

/** "A. text" or "A) text": the letter and the text, or null. */
function readOption(line: string): { letter: string; text: string } | null {
  const letter = line[0];
  const mark = line[1];
  if (!isLetter(letter) || (mark !== '.' && mark !== ')') || (line[2] !== ' ' && line[2] !== '\t')) {
    return null;
  }
  return { letter: letter ?? '', text: line.slice(3).trim() };
}

const isAnswerLine = (line: string) => line.toUpperCase().startsWith(ANSWER_PREFIX);

interface Draft {
  textLines: string[];
  options: Array<{ letter: string; text: string }>;
  line: number;
}

/**
 * Aiken: a question (one or more lines), options "A. text" or "A) text", then "ANSWER: B". Blank
 * lines between questions are optional. Every question is single-answer multiple choice.
 */
function parseAiken(text: string): ParsedFile {
  const questions: ParsedQuestion[] = [];
  let draft: Draft | null = null;
  const lines = text.split('\n');
  for (const [position, raw] of lines.entries()) {
    const lineNumber = position + 1;
    const line = raw.trim();
    if (line === '') {
      // Blank lines may separate questions, but a question ends with its ANSWER: line.
      if (draft !== null && draft.options.length > 0) {
        throw new MalformedFileError(AIKEN_MESSAGES.answerMissing(draft.line));
      }
      continue;
    }
    const option = readOption(line);
    if (isAnswerLine(line)) {
      if (draft === null || draft.options.length === 0) {
        throw new MalformedFileError(AIKEN_MESSAGES.answerWithoutOptions(lineNumber));
      }
      const letter = line.slice(ANSWER_PREFIX.length).trim().toUpperCase();
      if (!draft.options.some((candidate) => candidate.letter === letter)) {
        throw new MalformedFileError(AIKEN_MESSAGES.answerLetterUnknown(lineNumber, letter));
      }
      questions.push({
        index: questions.length + 1,
        title: null,
        text: draft.textLines.join('\n'),
        generalFeedback: null,
        body: {
          kind: 'choice',
          multipleAnswers: false,
          options: draft.options.map((candidate) => ({
            text: candidate.text,
            weight: candidate.letter === letter ? 100 : 0,
          })),
        },
        notes: [],
      });
      draft = null;
    } else if (option !== null && draft !== null) {
      draft.options.push(option);
    } else if (option !== null) {
      throw new MalformedFileError(AIKEN_MESSAGES.optionWithoutQuestion(lineNumber));
    } else if (draft === null) {
      draft = { textLines: [line], options: [], line: lineNumber };
    } else if (draft.options.length === 0) {
      draft.textLines.push(line);
    } else {
      throw new MalformedFileError(AIKEN_MESSAGES.textAfterOptions(lineNumber));
    }
  }
  if (draft !== null) {
    throw new MalformedFileError(AIKEN_MESSAGES.answerMissing(draft.line));
  }
  return { title: null, settings: null, questions };
}

/** Counts ANSWER: lines (one per question) without reading anything else. */
function countAikenQuestions(text: string): number {
  return text.split('\n').filter((line) => isAnswerLine(line.trim())).length;
}

/** A file with an "ANSWER: X" line and no GIFT answer block. */
function looksLikeAiken(text: string): boolean {
  return (
    !text.includes('{') &&
    text.split('\n').some((line) => {
      const trimmed = line.trim();
      return isAnswerLine(trimmed) && isLetter(trimmed.slice(ANSWER_PREFIX.length).trim().toUpperCase()[0]);
    })
  );
}

const oneLine = (text: string) =>
  text
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** One MCQ_SINGLE question as Aiken, or why it is skipped; `notes` are what the written question loses. */
function writeQuestion(
  question: NativeQuestion,
  { body }: MappedQuestion,
): { text: string; notes: string[] } | { skip: string } {
  if (body.kind !== 'choice' || body.multipleAnswers) {
    return { skip: AIKEN_EXPORT_MESSAGES.singleChoiceOnly };
  }
  if (body.options.length > MAX_OPTIONS) {
    return { skip: AIKEN_EXPORT_MESSAGES.tooManyOptions };
  }
  const texts = [question.questionText, ...body.options.map((option) => option.text)];
  const notes = [
    ...(texts.some((text) => text.includes('\n')) ? [AIKEN_EXPORT_MESSAGES.lineBreaksJoined] : []),
    ...(question.explanation ? [AIKEN_EXPORT_MESSAGES.explanationDropped] : []),
    ...(question.hint ? [AIKEN_EXPORT_MESSAGES.hintDropped] : []),
  ];
  const right = body.options.findIndex((option) => option.weight >= 100);
  const text = [
    oneLine(question.questionText),
    ...body.options.map((option, order) => `${optionLetter(order).toUpperCase()}. ${oneLine(option.text)}`),
    `${ANSWER_PREFIX} ${optionLetter(right).toUpperCase()}`,
  ].join('\n');
  return { text, notes };
}

/** MCQ_SINGLE questions as Aiken; every other type is skipped with the reason. */
function writeAiken(quiz: ExportQuiz): ExportedFile {
  const { each, skipped, warnings } = writeInOrder(quiz.questions, writeQuestion);
  const parts = each.flatMap(({ result }) => ('skip' in result ? [] : [result.text]));
  return { text: parts.length === 0 ? '' : `${parts.join('\n\n')}\n`, skipped, warnings };
}

/** Aiken: single-answer multiple choice as plain text (import and export). */
export const aikenFormat: TextFormatModule = {
  input: 'text',
  carriesMedia: false,
  format: 'aiken',
  detect: looksLikeAiken,
  countQuestions: countAikenQuestions,
  parse: parseAiken,
  write: writeAiken,
};
