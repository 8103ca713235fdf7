import { findGapMarkers, type InterchangeBody } from '@quizmaker/question-types';
import type { ExportQuiz, ExportSkip, NativeQuestion } from '../format.ts';
import { writeInOrder, type MappedQuestion } from '../write-in-order.ts';
import { writeList, writePairs } from './cells.ts';
import { SHEET_SKIP_REASONS, TEMPLATE_COLUMNS, TEMPLATE_KEYS, type TemplateKey } from './sheet.ts';

/** What an export writes: the columns our questions have values for (time, points and tags they have not). */
const WRITTEN_KEYS: readonly TemplateKey[] = TEMPLATE_KEYS.filter(
  (key) => key !== 'time' && key !== 'points' && key !== 'tags',
);

/** Options and Correct of a body, or why a row cannot hold it. */
function optionsAndCorrect(body: InterchangeBody): { options: string; correct: string } | { skip: string } {
  const numbersOf = (flags: readonly boolean[]) =>
    flags.flatMap((flag, index) => (flag ? [String(index + 1)] : [])).join(', ');
  switch (body.kind) {
    case 'choice':
      return {
        options: writeList(body.options.map((option) => option.text)),
        correct: numbersOf(body.options.map((option) => option.weight > 0)),
      };
    case 'trueFalse':
      return { options: '', correct: body.answer ? 'TRUE' : 'FALSE' };
    case 'shortAnswer':
      return { options: '', correct: body.answers[0]?.text ?? '' };
    case 'gapText': {
      const answerOf = new Map(body.gaps.map((gap) => [gap.id, gap.answers[0]?.text ?? '']));
      return {
        options: body.text,
        correct: writeList(findGapMarkers(body.text).map((marker) => answerOf.get(marker.id) ?? '')),
      };
    }
    case 'statements':
      return {
        options: writeList(body.statements.map((statement) => statement.text)),
        correct: numbersOf(body.statements.map((statement) => statement.true)),
      };
    case 'ordering':
      return { options: writeList(body.items), correct: '' };
    case 'matching':
      return {
        options: writePairs([...body.pairs, ...body.distractors.map((right) => ({ left: '', right }))]),
        correct: '',
      };
    case 'imageRegions':
      return { skip: SHEET_SKIP_REASONS.noImageRegions };
    default:
      return { skip: SHEET_SKIP_REASONS.notHeld(body.kind) };
  }
}

/** One question as a row of the written columns, or why it is skipped. */
function questionRow(
  question: NativeQuestion,
  mapped: MappedQuestion,
): { cells: string[]; notes: readonly string[] } | { skip: string } {
  const answer = optionsAndCorrect(mapped.body);
  if ('skip' in answer) {
    return answer;
  }
  const values: Record<TemplateKey, string> = {
    type: question.type,
    question: question.questionText,
    options: answer.options,
    correct: answer.correct,
    explanation: question.explanation ?? '',
    hint: question.hint ?? '',
    difficulty: question.difficulty,
    attachmentUrl: question.attachmentUrl ?? '',
    time: '',
    points: '',
    tags: '',
  };
  return { cells: WRITTEN_KEYS.map((key) => values[key]), notes: mapped.notes };
}

/** A quiz as our template: the header, then a row per question a row can hold. */
export function writeSheet(quiz: ExportQuiz): {
  rows: string[][];
  skipped: ExportSkip[];
  warnings: Array<{ index: number; message: string }>;
} {
  const rows: string[][] = [WRITTEN_KEYS.map((key) => TEMPLATE_COLUMNS[key])];
  const { each, skipped, warnings } = writeInOrder(quiz.questions, questionRow);
  for (const { result: written } of each) {
    if (!('skip' in written)) {
      rows.push(written.cells);
    }
  }
  return { rows, skipped, warnings };
}
