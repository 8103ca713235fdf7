import { describe, expect, it } from 'vitest';
import {
  buildUser,
  caller,
  errorOf,
  expectSignedOutRefused,
  MISSING_ID,
  type SignedIn,
  useAccount,
  useAdmin,
  useTestApp,
  useUser,
  withTestApp,
} from '../../test-support/test-app.ts';
import { publishAndTakeTrueFalseQuiz } from '../attempts/test-support/taking.ts';
import { createTermsInOrder } from '../taxonomy/test-support/terms.ts';

const test = useTestApp();
const call = caller(test);
const admin = useAdmin(test);
const author = useUser(test);
const otherAuthor = useUser(test);
const student = useAccount(test, { roles: ['ROLE_USER'] });

const NAME_LENGTH = 'Name must be between 3 and 50 characters.';

async function createTag(who: SignedIn, name: string): Promise<string> {
  const response = await call('POST', '/api/v1/tags', who, { name });
  expect(response.statusCode).toBe(201);
  return response.json().tagId;
}

describe('tags', () => {
  it('answers 401 when signed out, on every call', async () => {
    await expectSignedOutRefused(test, [
      ['GET', '/api/v1/tags'],
      ['POST', '/api/v1/tags'],
      ['GET', `/api/v1/tags/${MISSING_ID}`],
      ['PATCH', `/api/v1/tags/${MISSING_ID}`],
      ['DELETE', `/api/v1/tags/${MISSING_ID}`],
      ['GET', `/api/v1/tags/${MISSING_ID}/analytics`],
    ]);
  });

  it('answers 400 with the tag messages, after trimming', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { name: NAME_LENGTH }],
      [{ name: '   ' }, { name: NAME_LENGTH }],
      [{ name: ' ab ' }, { name: NAME_LENGTH }],
      [{ name: 'x'.repeat(51) }, { name: NAME_LENGTH }],
      [{ name: 12345 }, { name: NAME_LENGTH }],
      [
        { name: 'fine-name', description: 'd'.repeat(1001) },
        { description: 'Description must be no more than 1000 characters' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('POST', '/api/v1/tags', author, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields,
        message: `Validation error: ${Object.values(fields)[0]}`,
      });
    }
    expect(
      (await call('POST', '/api/v1/tags', author, { name: 'x'.repeat(50), description: 'd'.repeat(1000) })).statusCode,
    ).toBe(201);
  });

  it('answers 403 to a user who may not create tags, and to others than the creator for changes', async () => {
    const refused = await call('POST', '/api/v1/tags', student, { name: 'student-tag' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'Insufficient permissions' });

    const id = await createTag(author, 'owned-by-author');
    expect((await call('PATCH', `/api/v1/tags/${id}`, otherAuthor, { name: 'stolen' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/tags/${id}`, otherAuthor)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/tags/${id}`, otherAuthor)).json().abilities).toEqual({
      update: false,
      delete: false,
    });
    expect((await call('GET', `/api/v1/tags/${id}`, author)).json().abilities).toEqual({ update: true, delete: true });
    expect((await call('GET', `/api/v1/tags/${id}`, admin)).json().abilities).toEqual({ update: true, delete: true });
  });

  it('answers 404 Tag not found for an unknown id', async () => {
    for (const [method, url] of [
      ['GET', `/api/v1/tags/${MISSING_ID}`],
      ['GET', `/api/v1/tags/${MISSING_ID}/analytics`],
      ['PATCH', `/api/v1/tags/${MISSING_ID}`],
      ['DELETE', `/api/v1/tags/${MISSING_ID}`],
    ] as const) {
      const response = await call(method, url, admin, method === 'PATCH' ? { name: 'whatever' } : undefined);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Tag not found');
    }
  });

  it('creates, reads, updates (creator and admin) and deletes a tag', async () => {
    const created = await call('POST', '/api/v1/tags', author, { name: '  history  ', description: '  Past events ' });
    expect(created.statusCode).toBe(201);
    const id = created.json().tagId;
    expect(created.json()).toEqual({ tagId: id });
    const read = await call('GET', `/api/v1/tags/${id}`, student);
    expect(read.json()).toMatchObject({ id, name: 'history', description: 'Past events' });

    const renamed = await call('PATCH', `/api/v1/tags/${id}`, author, { name: 'world-history' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'world-history', description: 'Past events' });
    const byAdmin = await call('PATCH', `/api/v1/tags/${id}`, admin, { description: null });
    expect(byAdmin.json()).toMatchObject({ name: 'world-history', description: null });

    expect((await call('DELETE', `/api/v1/tags/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/tags/${id}`, author)).statusCode).toBe(404);
  });

  it('answers 409 for a name taken in any case', async () => {
    const id = await createTag(author, 'chemistry');
    const duplicate = await call('POST', '/api/v1/tags', otherAuthor, { name: ' CHEMISTRY ' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toMatchObject({
      code: 'CONFLICT_ERROR',
      message: 'Tag name already exists',
      fields: { name: 'Tag name already exists' },
    });
    const other = await createTag(author, 'physics');
    expect((await call('PATCH', `/api/v1/tags/${other}`, author, { name: 'Chemistry' })).statusCode).toBe(409);
    expect((await call('PATCH', `/api/v1/tags/${id}`, author, { name: 'Chemistry' })).statusCode).toBe(200);
  });

  it('counts quizzes and published quizzes in analytics, and deleting a tag takes it off its quizzes', async () => {
    const id = await createTag(author, 'analytics-tag');
    const quizIds: string[] = [];
    for (const title of ['Tagged one', 'Tagged two']) {
      const quiz = await call('POST', '/api/v1/quizzes', author, { title, tagIds: [id] });
      quizIds.push(quiz.json().quizId);
    }
    const question = await call('POST', '/api/v1/questions', author, {
      type: 'TRUE_FALSE',
      questionText: 'The sky is blue on a clear day.',
      content: { answer: true },
      quizIds: [quizIds[0]],
    });
    expect(question.statusCode).toBe(201);
    expect(
      (await call('PATCH', `/api/v1/quizzes/${quizIds[0]}/status`, author, { status: 'PUBLISHED' })).statusCode,
    ).toBe(200);

    const analytics = await call('GET', `/api/v1/tags/${id}/analytics`, author);
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json()).toEqual({
      tagId: id,
      quizCount: 2,
      publishedQuizCount: 1,
      attemptCount: 0,
      averageScore: null,
    });

    expect((await call('DELETE', `/api/v1/tags/${id}`, author)).statusCode).toBe(204);
    const quiz = await call('GET', `/api/v1/quizzes/${quizIds[1]}`, author);
    expect(quiz.json()).toMatchObject({ tagIds: [], tags: [] });
  });
});

describe('GET /api/v1/tags/{id}/analytics counts only what the caller may see', () => {
  it("leaves out other users' private quizzes and their attempts", async () => {
    const id = await createTag(author, 'visible-analytics');
    const takenQuiz = (owner: SignedIn, visibility: 'PUBLIC' | 'PRIVATE', taker: SignedIn, right: number) =>
      publishAndTakeTrueFalseQuiz(test, { owner, visibility, quizFields: { tagIds: [id] }, taker, right });
    await takenQuiz(author, 'PUBLIC', student, 2);
    await takenQuiz(otherAuthor, 'PRIVATE', otherAuthor, 0);
    const analyticsFor = async (who: SignedIn) => (await call('GET', `/api/v1/tags/${id}/analytics`, who)).json();
    expect(await analyticsFor(student)).toEqual({
      tagId: id,
      quizCount: 1,
      publishedQuizCount: 1,
      attemptCount: 1,
      averageScore: 100,
    });
    expect(await analyticsFor(author)).toEqual({
      tagId: id,
      quizCount: 1,
      publishedQuizCount: 1,
      attemptCount: 1,
      averageScore: 100,
    });
    expect(await analyticsFor(otherAuthor)).toEqual({
      tagId: id,
      quizCount: 2,
      publishedQuizCount: 2,
      attemptCount: 2,
      averageScore: 50,
    });
    expect(await analyticsFor(admin)).toEqual({
      tagId: id,
      quizCount: 2,
      publishedQuizCount: 2,
      attemptCount: 2,
      averageScore: 50,
    });
  });
});

describe('GET /api/v1/tags', () => {
  it('pages by name ascending by default, sorts, searches and allows sizes up to 1000', async () => {
    await withTestApp({}, async (fresh) => {
      const who = await buildUser(fresh.app);
      const ids = await createTermsInOrder(fresh, who, '/api/v1/tags', 'tagId', [
        'maths',
        'Art',
        'biology',
        'Zoology',
        'cooking',
      ]);
      const get = async (query: string) =>
        (await fresh.app.inject({ method: 'GET', url: `/api/v1/tags${query}`, headers: who.auth })).json();

      const page = await get('?page=0&size=2');
      expect(page.content.map((t: { name: string }) => t.name)).toEqual(['Art', 'biology']);
      expect(page).toMatchObject({
        pageNumber: 0,
        pageSize: 2,
        totalElements: 5,
        totalPages: 3,
        first: true,
        last: false,
      });
      expect((await get('?pageNumber=1&size=2')).content.map((t: { name: string }) => t.name)).toEqual([
        'cooking',
        'maths',
      ]);
      expect((await get('?size=1000&sort=name,desc')).content.map((t: { id: string }) => t.id)).toEqual(
        ['Zoology', 'maths', 'cooking', 'biology', 'Art'].map((name) => ids[name]),
      );
      expect((await get('?sort=createdAt,desc&size=1')).content[0].name).toBe('cooking');
      expect((await get('?search=OLO')).content.map((t: { name: string }) => t.name)).toEqual(['biology', 'Zoology']);
      expect((await get('?search=_')).totalElements).toBe(0);
      const tooBig = await fresh.app.inject({ method: 'GET', url: '/api/v1/tags?size=1001', headers: who.auth });
      expect(tooBig.statusCode).toBe(400);
    });
  });
});
