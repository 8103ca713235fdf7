import { contentToInterchange, type InterchangeExport } from '@quizmaker/question-types';
import type { ExportSkip, NativeQuestion } from './format.ts';

/** A question's content as a neutral body, with what that mapping changed (to report with the format's own notes). */
export type MappedQuestion = Extract<InterchangeExport, { readonly body: unknown }>;

/** What writing one question gave: the format's written form with what it loses (notes), or why it is skipped. */
type Writing = { readonly notes: readonly string[] } | { readonly skip: string };

/** A question in quiz order (`index` counts from 1, as the export report does) and what writing it gave. */
interface QuestionWritten<R extends Writing> {
  readonly index: number;
  readonly question: NativeQuestion;
  /** The format's writing, or the reason our type has no neutral body for the content. */
  readonly result: R | { readonly skip: string };
}

/**
 * Writes the questions in quiz order with the format's `write`, given each question's neutral body
 * (a question whose type has none for its content is skipped with the reason before `write` sees
 * it), and reports as every format does: the skipped ones with their reason, the written ones' notes
 * as warnings.
 */
export function writeInOrder<R extends Writing>(
  questions: readonly NativeQuestion[],
  write: (question: NativeQuestion, mapped: MappedQuestion, index: number) => R,
): { each: Array<QuestionWritten<R>>; skipped: ExportSkip[]; warnings: Array<{ index: number; message: string }> } {
  const skipped: ExportSkip[] = [];
  const warnings: Array<{ index: number; message: string }> = [];
  const each = questions.map((question, position): QuestionWritten<R> => {
    const index = position + 1;
    const mapped = contentToInterchange(question.type, question.content);
    if ('unsupported' in mapped) {
      skipped.push({ index, reason: mapped.unsupported });
      return { index, question, result: { skip: mapped.unsupported } };
    }
    const result = write(question, mapped, index);
    const writing: Writing = result;
    if ('skip' in writing) {
      skipped.push({ index, reason: writing.skip });
    } else {
      warnings.push(...writing.notes.map((message) => ({ index, message })));
    }
    return { index, question, result };
  });
  return { each, skipped, warnings };
}

/** A format's exact texts for the question fields it has no place for (a format that keeps hints names none). */
interface DroppedFieldMessages {
  readonly hintDropped?: string;
  readonly attachmentDropped: string;
  difficultyDropped(difficulty: string): string;
}

/** What a written question loses of the fields a format has no place for: its hint, attachment, a difficulty other than MEDIUM. */
export function droppedFieldNotes(question: NativeQuestion, messages: DroppedFieldMessages): string[] {
  return [
    ...(question.hint && messages.hintDropped ? [messages.hintDropped] : []),
    ...(question.attachmentUrl ? [messages.attachmentDropped] : []),
    ...(question.difficulty === 'MEDIUM' ? [] : [messages.difficultyDropped(question.difficulty)]),
  ];
}
