import { findGapMarkers, numberText, type InterchangeAnswer, type InterchangeBody } from '@quizmaker/question-types';
import type { ExportedFile, ExportQuiz, NativeQuestion } from '../format.ts';
import { droppedFieldNotes, writeInOrder, type MappedQuestion } from '../write-in-order.ts';
import { escapeGift } from './scanner.ts';

/** Why a question is not written, and what a written one loses (exact texts). */
export const GIFT_EXPORT_MESSAGES = {
  noStatements: 'GIFT has no compliance statements',
  noOrdering: 'GIFT has no ordering questions',
  noImageRegions: 'GIFT has no image hotspot questions',
  oneGapOnly: (gaps: number) => `GIFT holds one gap per question (this one has ${gaps})`,
  gapEndsText: 'GIFT reads a gap at the end of the text as a short-answer question: text must follow the gap',
  hintDropped: 'Hint not written: GIFT has no hints',
  attachmentDropped: 'Attachment URL not written: GIFT has no attachments',
  difficultyDropped: (difficulty: string) => `Difficulty ${difficulty} not written: GIFT has no difficulty`,
  gapQuestionTextDropped: 'Question text not written: GIFT holds the gap text only',
  arrowInMatchingLeft: 'GIFT cannot hold "->" in the left item of a matching pair (it splits the pair there)',
  arrowInAnswers: 'GIFT reads an answer block holding both "=" and "->" as matching pairs',
  skippedComment: (index: number, type: string, reason: string) => `// Question ${index} (${type}) skipped: ${reason}`,
} as const;

/** A weight as GIFT writes it: at most 5 decimals, as Moodle's own weights (33.33333). */
const weightText = (weight: number) => String(Number(weight.toFixed(5)));

function answerLine(mark: '=' | '~', answer: InterchangeAnswer, plainWeight: number): string {
  // A text starting with % would be read as a weight: an explicit weight goes first then.
  const weight =
    answer.weight === plainWeight && !answer.text.trimStart().startsWith('%') ? '' : `%${weightText(answer.weight)}%`;
  return `${mark}${weight}${escapeGift(answer.text)}`;
}

/**
 * A question text as written: one starting with // (a comment line), $ ($CATEGORY:) or [ (a format
 * tag such as [html]) gets Moodle's own format tag first, so a reader takes the text as it is.
 */
function questionTextOf(text: string): string {
  const escaped = escapeGift(text);
  const start = escaped.trimStart();
  return start.startsWith('//') || start.startsWith('$') || start.startsWith('[') ? `[moodle]${escaped}` : escaped;
}

/** The answer block's lines, or why GIFT cannot hold the body. */
function answerLines(body: InterchangeBody): string[] | { skip: string } {
  switch (body.kind) {
    case 'choice':
      return body.multipleAnswers
        ? body.options.map((option) => answerLine('~', option, 0))
        : body.options.map((option) =>
            option.weight >= 100 ? answerLine('=', option, 100) : answerLine('~', option, 0),
          );
    case 'trueFalse':
      return [body.answer ? 'TRUE' : 'FALSE'];
    case 'shortAnswer':
      return body.answers.map((answer) => answerLine('=', answer, 100));
    case 'numerical':
      // A numerical block opens with '#' ({#=3:0.5}); without it GIFT reads a short answer.
      return body.answers.map(
        (answer, position) =>
          `${position === 0 ? '#' : ''}=${answer.weight === 100 ? '' : `%${weightText(answer.weight)}%`}${numberText(answer.value)}:${numberText(answer.tolerance)}`,
      );
    case 'matching':
      if (body.pairs.some((pair) => pair.left.includes('->'))) {
        return { skip: GIFT_EXPORT_MESSAGES.arrowInMatchingLeft };
      }
      return [
        ...body.pairs.map((pair) => `=${escapeGift(pair.left)} -> ${escapeGift(pair.right)}`),
        ...body.distractors.map((text) => `= -> ${escapeGift(text)}`),
      ];
    case 'essay':
      return [];
    case 'statements':
      return { skip: GIFT_EXPORT_MESSAGES.noStatements };
    case 'ordering':
      return { skip: GIFT_EXPORT_MESSAGES.noOrdering };
    case 'imageRegions':
      return { skip: GIFT_EXPORT_MESSAGES.noImageRegions };
    case 'gapText':
    case 'description':
      return { skip: 'written elsewhere' };
  }
}

/** The {…} block: answers on their own lines, general feedback after ####. */
function answerBlock(lines: readonly string[], explanation: string | null): string {
  const feedback = explanation ? [`####${escapeGift(explanation)}`] : [];
  const inner = [...lines, ...feedback];
  return inner.length <= 1 ? `{${inner.join('')}}` : `{\n${inner.map((line) => `\t${line}`).join('\n')}\n}`;
}

/** A gap text with its one gap as {=answer} (a missing word); the question text itself is not written. */
function gapQuestion(body: Extract<InterchangeBody, { kind: 'gapText' }>, explanation: string | null) {
  const gap = body.gaps[0];
  const marker = findGapMarkers(body.text)[0];
  if (body.gaps.length !== 1 || gap === undefined || marker === undefined) {
    return { skip: GIFT_EXPORT_MESSAGES.oneGapOnly(body.gaps.length) };
  }
  if (body.text.slice(marker.end).trim() === '') {
    return { skip: GIFT_EXPORT_MESSAGES.gapEndsText };
  }
  const block = answerBlock(
    gap.answers.map((answer) => answerLine('=', answer, 100)),
    explanation,
  );
  return {
    text: `${questionTextOf(body.text.slice(0, marker.start))}${block}${escapeGift(body.text.slice(marker.end))}`,
    gapText: `${body.text.slice(0, marker.start)}_____${body.text.slice(marker.end)}`,
  };
}

/** One question as GIFT text, or why it is skipped; `notes` are what the written question loses. */
function writeQuestion(
  question: NativeQuestion,
  mapped: MappedQuestion,
): { text: string; notes: string[] } | { skip: string } {
  const notes = [...mapped.notes, ...droppedFieldNotes(question, GIFT_EXPORT_MESSAGES)];
  if (mapped.body.kind === 'gapText') {
    const gap = gapQuestion(mapped.body, question.explanation);
    if (gap.skip !== undefined) {
      return { skip: gap.skip };
    }
    if (gap.gapText.trim() !== question.questionText.trim()) {
      notes.push(GIFT_EXPORT_MESSAGES.gapQuestionTextDropped);
    }
    return { text: gap.text, notes };
  }
  const lines = answerLines(mapped.body);
  if ('skip' in lines) {
    return lines;
  }
  const block = lines.join('\n');
  if (mapped.body.kind !== 'matching' && block.includes('->') && block.includes('=')) {
    // Moodle's reader takes any block with both as matching (escaped \= included).
    return { skip: GIFT_EXPORT_MESSAGES.arrowInAnswers };
  }
  return { text: `${questionTextOf(question.questionText)} ${answerBlock(lines, question.explanation)}`, notes };
}

/** "$CATEGORY: name" with a slash in the name doubled (Moodle's category paths). */
const categoryLine = (title: string) => `$CATEGORY: ${title.split('/').join('//')}`;

/** A quiz as GIFT: its title as the category, each question with comments saying what it loses. */
export function writeGift(quiz: ExportQuiz): ExportedFile {
  const parts: string[] = [`// ${quiz.settings.title.split('\n').join(' ')}`, categoryLine(quiz.settings.title)];
  const { each, skipped, warnings } = writeInOrder(quiz.questions, writeQuestion);
  for (const { index, question, result: written } of each) {
    if ('skip' in written) {
      parts.push(GIFT_EXPORT_MESSAGES.skippedComment(index, question.type, written.skip));
      continue;
    }
    const comments = [`// Question ${index} (${question.type})`, ...written.notes.map((note) => `// ${note}`)];
    parts.push(`${comments.join('\n')}\n${written.text}`);
  }
  return { text: `${parts.join('\n\n')}\n`, skipped, warnings };
}
