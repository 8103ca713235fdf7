import { describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAdmin,
  buildUser,
  caller,
  errorOf,
  type SignedIn,
  type TestApp,
  useTestApp,
  useUser,
} from '../test-support/test-app.ts';
import { createQuiz, trueFalseQuestions } from '../domains/attempts/test-support/taking.ts';

/**
 * The original client's Start Quiz (issue 16 item 4): it lists GET /api/v1/attempts?quizId= and
 * resumes the first PAUSED or IN_PROGRESS attempt there, else starts one. The list is the caller's
 * own unless `userId` is given, so staff pressing Start never land in a student's attempt.
 */

const test = useTestApp();
const call = caller(test);
const author = useUser(test);

interface Listed {
  attemptId: string;
  userId: string;
  status: string;
}

/** The client's start: resume the first open attempt of the list, else start One by One. */
async function startLikeTheClient(who: SignedIn, quizId: string): Promise<string> {
  const listed = await call('GET', `/api/v1/attempts?quizId=${quizId}&page=0&size=50`, who);
  expect(listed.statusCode, listed.body).toBe(200);
  const open = (listed.json().content as Listed[]).find(
    (attempt) => attempt.status === 'IN_PROGRESS' || attempt.status === 'PAUSED',
  );
  if (open) {
    return open.attemptId;
  }
  const started = await call('POST', `/api/v1/attempts/quizzes/${quizId}`, who, { mode: 'ONE_BY_ONE' });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().attemptId;
}

describe('Start Quiz while a student has an attempt open', () => {
  it.each([
    ['an administrator', buildAdmin],
    ['a moderator', (t: TestApp) => buildAccount(t, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] })],
  ] as const)('%s lands in an attempt of their own and can answer it', async (_name, build) => {
    const staff = await build(test);
    const student = await buildUser(test.app);
    const { quizId, questionIds } = await createQuiz(test, author, {}, trueFalseQuestions(2));
    const studentAttempt = await startLikeTheClient(student, quizId);

    const listed = (await call('GET', `/api/v1/attempts?quizId=${quizId}&page=0&size=50`, staff)).json();
    expect(listed).toMatchObject({ content: [], totalElements: 0 });
    const staffAttempt = await startLikeTheClient(staff, quizId);
    expect(staffAttempt).not.toBe(studentAttempt);
    const answered = await call('POST', `/api/v1/attempts/${staffAttempt}/answers`, staff, {
      questionId: questionIds[0],
      response: { answer: true },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await call('GET', `/api/v1/attempts/${studentAttempt}`, student)).json()).toMatchObject({
      status: 'IN_PROGRESS',
      questionsAnswered: 0,
    });

    // Staff still read a student's attempts when they ask for that user explicitly.
    const theirs = (await call('GET', `/api/v1/attempts?quizId=${quizId}&userId=${student.id}`, staff)).json();
    expect(theirs.content.map((attempt: Listed) => attempt.attemptId)).toEqual([studentAttempt]);
  });

  it("refuses a student another user's attempts, and lists a student's own", async () => {
    const student = await buildUser(test.app);
    const other = await buildUser(test.app);
    const { quizId } = await createQuiz(test, author, {}, trueFalseQuestions(1));
    const mine = await startLikeTheClient(student, quizId);
    await startLikeTheClient(other, quizId);
    const refused = await call('GET', `/api/v1/attempts?quizId=${quizId}&userId=${other.id}`, student);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Insufficient permissions');
    const own = (await call('GET', `/api/v1/attempts?quizId=${quizId}`, student)).json();
    expect(own.content.map((attempt: Listed) => attempt.attemptId)).toEqual([mine]);
  });
});
