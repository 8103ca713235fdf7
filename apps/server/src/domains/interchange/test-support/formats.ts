import type { QuestionType } from '@quizmaker/contracts';
import { contentFromInterchange, questionTypeRegistry } from '@quizmaker/question-types';
import { MalformedFileError, type NativeQuestion, type ParsedFile, type ParsedQuestion } from '../formats/format.ts';

/** One valid question of each of the nine types (their plugins' first named fixture), with every optional field set. */
export function oneQuestionOfEachType(): Array<{
  type: QuestionType;
  questionText: string;
  difficulty: 'EASY' | 'MEDIUM' | 'HARD';
  explanation: string;
  hint: string;
  attachmentUrl: string;
  content: unknown;
}> {
  return Object.values(questionTypeRegistry).map((plugin, index) => {
    const content: unknown = Object.values(plugin.fixtures.valid)[0];
    return {
      type: plugin.type,
      questionText: `Question ${index + 1} of type ${plugin.type}?`,
      difficulty: (['EASY', 'MEDIUM', 'HARD'] as const)[index % 3] ?? 'MEDIUM',
      explanation: `Because of rule ${index + 1}.`,
      hint: `Think of ${plugin.label}.`,
      attachmentUrl: `https://example.org/attachments/${index + 1}.pdf`,
      content,
    };
  });
}

/** A question as the format writers take it: MEDIUM, no explanation, hint or attachment unless given. */
export function nativeQuestion(
  type: NativeQuestion['type'],
  questionText: string,
  content: unknown,
  extra: Partial<NativeQuestion> = {},
) {
  return {
    type,
    questionText,
    difficulty: 'MEDIUM' as const,
    explanation: null,
    hint: null,
    attachmentUrl: null,
    content,
    ...extra,
  };
}

/** A question a format read as a neutral body (not a native one, not one it could not read). */
type NeutralQuestion = Extract<ParsedQuestion, { readonly body: unknown }>;

/** The question as a neutral body; fails the test on a native or unreadable one (or none). */
export function neutralQuestion(question: ParsedQuestion | undefined): NeutralQuestion {
  if (question === undefined || !('body' in question)) {
    throw new Error(`expected a neutral question, got ${JSON.stringify(question)}`);
  }
  return question;
}

/** Every question of a read file as a neutral body; fails the test on a native or unreadable one. */
export function neutralQuestions(file: ParsedFile): NeutralQuestion[] {
  return file.questions.map(neutralQuestion);
}

/**
 * A read question as the import stores it: every field (the default where the format has none),
 * the content our types make of its body and every note; or the reason no type takes the body.
 */
export function importedQuestion(parsed: ParsedQuestion) {
  const question = neutralQuestion(parsed);
  const typed = contentFromInterchange(question.body);
  if ('reason' in typed) {
    return { reason: typed.reason };
  }
  return {
    type: typed.type,
    questionText: question.text,
    difficulty: question.difficulty ?? 'MEDIUM',
    explanation: question.generalFeedback,
    hint: question.hint ?? null,
    attachmentUrl: question.attachmentUrl ?? null,
    content: typed.content,
    notes: [...question.notes, ...typed.notes],
  };
}

/** What importedQuestion gives for a question written and read back with nothing changed or noted. */
export function unchangedQuestion(question: NativeQuestion) {
  return {
    type: question.type,
    questionText: question.questionText,
    difficulty: question.difficulty,
    explanation: question.explanation,
    hint: question.hint,
    attachmentUrl: question.attachmentUrl,
    content: question.content,
    notes: [],
  };
}

/** A quiz's settings as the format writers take them, under `title`. */
export function exportSettings(title: string) {
  return {
    title,
    description: null,
    visibility: 'PRIVATE' as const,
    difficulty: 'MEDIUM' as const,
    estimatedTime: 30,
    timerEnabled: false,
    timerDuration: 30,
    isRepetitionEnabled: false,
    allowPauseWhenTimed: true,
    passMark: 50,
    scoringMode: 'ALL_OR_NOTHING' as const,
    feedbackMode: 'AFTER_COMPLETION' as const,
  };
}

/** What a format's refusal says: its exact message; any other error is thrown on. */
function messageOf(error: unknown): string {
  if (error instanceof MalformedFileError) {
    return error.message;
  }
  throw error;
}

/** The exact message a format refuses a file with; fails the test when the file is read instead. */
export function refusalOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    return messageOf(error);
  }
  throw new Error('expected the file to be refused');
}

/** refusalOf for formats that read asynchronously (packages, workbooks). */
export async function refusalOfAsync(read: () => Promise<unknown>): Promise<string> {
  try {
    await read();
  } catch (error) {
    return messageOf(error);
  }
  throw new Error('expected the file to be refused');
}
