import type { ExportSkip, NativeQuestion } from './format.ts';

/** What writing one question gave: the format's written form with what it loses (notes), or why it is skipped. */
type Writing = { readonly notes: readonly string[] } | { readonly skip: string };

/** A question in quiz order (`index` counts from 1, as the export report does) and what writing it gave. */
interface QuestionWritten<R extends Writing> {
  readonly index: number;
  readonly question: NativeQuestion;
  readonly result: R;
}

/**
 * Writes the questions in quiz order with the format's `write`, and reports as every format does:
 * the skipped ones with their reason, the written ones' notes as warnings.
 */
export function writeInOrder<R extends Writing>(
  questions: readonly NativeQuestion[],
  write: (question: NativeQuestion, index: number) => R,
): { each: Array<QuestionWritten<R>>; skipped: ExportSkip[]; warnings: Array<{ index: number; message: string }> } {
  const skipped: ExportSkip[] = [];
  const warnings: Array<{ index: number; message: string }> = [];
  const each = questions.map((question, position) => {
    const index = position + 1;
    const result = write(question, index);
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
