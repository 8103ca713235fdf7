import type { QuestionType } from '@quizmaker/contracts';
import { contentFromInterchange, questionTypeRegistry } from '@quizmaker/question-types';
import type { LightMyRequestResponse } from 'fastify';
import { multipartBody } from '../../documents/test-support/documents.ts';
import type { SignedIn, TestApp } from '../../../test-support/test-app.ts';
import { MalformedFileError, type NativeQuestion, type ParsedFile, type ParsedQuestion } from '../formats/format.ts';

/** POST /api/v1/quizzes/import with a file and the form's text fields. */
export function importFile(
  test: TestApp,
  who: SignedIn | null,
  file: { text: string | Buffer; filename: string } | null,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipartBody({
    ...(file
      ? {
          file: {
            data: typeof file.text === 'string' ? Buffer.from(file.text) : file.text,
            filename: file.filename,
            contentType: 'text/plain',
          },
        }
      : {}),
    fields,
  });
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/quizzes/import',
    payload: body.payload,
    headers: { ...body.headers, ...(who ? who.auth : {}) },
  });
}

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

/** The record without the given keys (ids, dates: what differs between a quiz and its re-import). */
export function without(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
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

/** POST /api/v1/quizzes with the given settings; the new quiz's id. */
export async function createQuiz(
  test: TestApp,
  who: SignedIn,
  title: string,
  settings: Record<string, unknown> = {},
): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/quizzes',
    headers: who.auth,
    payload: { title, ...settings },
  });
  if (response.statusCode !== 201) {
    throw new Error(`quiz not created: ${response.body}`);
  }
  return response.json<{ quizId: string }>().quizId;
}

/** How many quizzes the account owns (GET /api/v1/quizzes?scope=me): what an import stores, or a refused one does not. */
export async function quizCountOf(test: TestApp, who: SignedIn): Promise<number> {
  const response = await test.app.inject({ method: 'GET', url: '/api/v1/quizzes?scope=me', headers: who.auth });
  return response.json<{ totalElements: number }>().totalElements;
}

/** POST /api/v1/questions into the quiz. */
export async function addQuestion(
  test: TestApp,
  who: SignedIn,
  quizId: string,
  question: Record<string, unknown>,
): Promise<void> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/questions',
    headers: who.auth,
    payload: { ...question, quizIds: [quizId] },
  });
  if (response.statusCode !== 201) {
    throw new Error(`question not created: ${response.body}`);
  }
}

/** GET /api/v1/quizzes/{id}/export?format=... */
export function exportQuiz(test: TestApp, who: SignedIn | null, quizId: string, format: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/quizzes/${quizId}/export?format=${format}`,
    headers: who ? who.auth : {},
  });
}

/** A question as GET /api/v1/questions lists it. */
export type ListedQuestion = {
  id: string;
  createdAt: string;
  updatedAt: string;
  safeContent: unknown;
  quizIds: string[];
  type: string;
  questionText: string;
  difficulty: string;
  explanation: string | null;
  hint: string | null;
  attachmentUrl: string | null;
  content: Record<string, unknown>;
};

/** The quiz's questions as GET /api/v1/questions lists them. */
export async function questionsOf(test: TestApp, who: SignedIn, quizId: string): Promise<ListedQuestion[]> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/v1/questions?quizId=${quizId}&size=100`,
    headers: who.auth,
  });
  if (response.statusCode !== 200) {
    throw new Error(`questions not listed: ${response.body}`);
  }
  return response.json<{ content: ListedQuestion[] }>().content;
}

/** The quiz's questions as authored: every field but ids, dates, quizzes and the safe view. */
export async function authoredQuestions(test: TestApp, who: SignedIn, quizId: string) {
  return (await questionsOf(test, who, quizId)).map((question) =>
    without(question, ['id', 'createdAt', 'updatedAt', 'safeContent', 'quizIds']),
  );
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

/** A quiz whose settings all differ from the defaults, with one question of each of the nine types; its id. */
export async function createEveryTypeQuiz(test: TestApp, who: SignedIn, title: string): Promise<string> {
  const quizId = await createQuiz(test, who, title, {
    description: 'All nine types',
    visibility: 'PRIVATE',
    difficulty: 'HARD',
    estimatedTime: 45,
    timerEnabled: true,
    timerDuration: 20,
    isRepetitionEnabled: true,
    allowPauseWhenTimed: false,
    passMark: 70,
    scoringMode: 'PARTIAL',
    feedbackMode: 'IMMEDIATE',
  });
  for (const question of oneQuestionOfEachType()) {
    await addQuestion(test, who, quizId, question);
  }
  return quizId;
}
