import type { LightMyRequestResponse } from 'fastify';
import { multipartBody } from '../../documents/test-support/documents.ts';
import type { SignedIn, TestApp } from '../../../test-support/test-app.ts';
import { oneQuestionOfEachType } from './formats.ts';

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

/** The record without the given keys (ids, dates: what differs between a quiz and its re-import). */
export function without(record: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
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
type ListedQuestion = {
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
