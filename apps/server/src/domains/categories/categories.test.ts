import { describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildUser,
  caller,
  errorOf,
  expectSignedOutRefused,
  MISSING_ID,
  type SignedIn,
  useAdmin,
  useTestApp,
  useUser,
  withTestApp,
} from '../../test-support/test-app.ts';
import { createTermsInOrder } from '../taxonomy/test-support/terms.ts';
import {
  publishAndTakeTrueFalseQuiz,
  start,
  takeAllAtOnce,
  trueFalseQuestions,
} from '../attempts/test-support/taking.ts';

const test = useTestApp();
const call = caller(test);
const admin = useAdmin(test);
const author = useUser(test);

const ADMIN_ONLY = 'Insufficient permissions - Admin role required';
const CONFLICT = 'Conflict: Category name already exists or category is in use';

async function createCategory(name: string, description?: string): Promise<string> {
  const response = await call('POST', '/api/v1/categories', admin, {
    name,
    ...(description === undefined ? {} : { description }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().categoryId;
}

describe('categories', () => {
  it('answers 401 when signed out, on every call', async () => {
    await expectSignedOutRefused(
      test,
      [
        ['GET', '/api/v1/categories'],
        ['POST', '/api/v1/categories'],
        ['GET', `/api/v1/categories/${MISSING_ID}`],
        ['PATCH', `/api/v1/categories/${MISSING_ID}`],
        ['DELETE', `/api/v1/categories/${MISSING_ID}`],
        ['GET', `/api/v1/categories/${MISSING_ID}/analytics`],
      ],
      { name: '' },
    );
  });

  it('answers 400 with the name and description messages, after trimming', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { name: 'Name must be between 3 and 100 characters.' }],
      [{ name: '  ab  ' }, { name: 'Name must be between 3 and 100 characters.' }],
      [{ name: 'x'.repeat(101) }, { name: 'Name must be between 3 and 100 characters.' }],
      [
        { name: 'Valid name', description: 'd'.repeat(1001) },
        { description: 'Description must be no more than 1000 characters' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('POST', '/api/v1/categories', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields,
        message: `Validation error: ${Object.values(fields)[0]}`,
      });
    }
    const patch = await call('PATCH', `/api/v1/categories/${MISSING_ID}`, admin, { name: 'no' });
    expect(errorOf(patch).fields).toEqual({ name: 'Name must be between 3 and 100 characters.' });
  });

  it('answers 403 with the admin message to everyone without the category permission', async () => {
    const id = await createCategory('Admin Only Category');
    for (const [method, url, payload] of [
      ['POST', '/api/v1/categories', { name: 'Sneaky' }],
      ['PATCH', `/api/v1/categories/${id}`, { name: 'Sneaky' }],
      ['DELETE', `/api/v1/categories/${id}`, undefined],
    ] as const) {
      const response = await call(method, url, author, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: ADMIN_ONLY });
    }
  });

  it('answers 404 Category not found for an unknown id', async () => {
    for (const [method, url, who] of [
      ['GET', `/api/v1/categories/${MISSING_ID}`, author],
      ['GET', `/api/v1/categories/${MISSING_ID}/analytics`, author],
      ['PATCH', `/api/v1/categories/${MISSING_ID}`, admin],
      ['DELETE', `/api/v1/categories/${MISSING_ID}`, admin],
    ] as const) {
      const response = await call(method, url, who, method === 'PATCH' ? { name: 'Whatever' } : undefined);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Category not found');
    }
  });

  it('creates, reads, updates and deletes a category, trimming the form', async () => {
    const id = await createCategory('  Geography  ', '  Maps and places  ');
    const read = await call('GET', `/api/v1/categories/${id}`, author);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      name: 'Geography',
      description: 'Maps and places',
      abilities: { update: false, delete: false },
    });
    expect((await call('GET', `/api/v1/categories/${id}`, admin)).json().abilities).toEqual({
      update: true,
      delete: true,
    });

    test.clock.advance(1000);
    const updated = await call('PATCH', `/api/v1/categories/${id}`, admin, {
      name: 'World Geography',
      description: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'World Geography', description: null });
    expect(updated.json().updatedAt).not.toBe(read.json().updatedAt);

    const kept = await call('PATCH', `/api/v1/categories/${id}`, admin, { description: 'Only the description' });
    expect(kept.json()).toMatchObject({ name: 'World Geography', description: 'Only the description' });

    expect((await call('DELETE', `/api/v1/categories/${id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/categories/${id}`, admin)).statusCode).toBe(404);
  });

  it('answers 409 with the spec message for a name taken in any case, on create and rename', async () => {
    const id = await createCategory('Unique Science');
    const other = await createCategory('Unique History');
    const duplicate = await call('POST', '/api/v1/categories', admin, { name: 'UNIQUE science' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toMatchObject({ code: 'CONFLICT_ERROR', message: CONFLICT, fields: { name: CONFLICT } });
    const rename = await call('PATCH', `/api/v1/categories/${other}`, admin, { name: ' unique SCIENCE ' });
    expect(rename.statusCode).toBe(409);
    const sameName = await call('PATCH', `/api/v1/categories/${id}`, admin, { name: 'UNIQUE SCIENCE' });
    expect(sameName.statusCode).toBe(200);
    expect(sameName.json().name).toBe('UNIQUE SCIENCE');
  });

  it('answers 409 when deleting a category a quiz uses, and counts its quizzes in analytics', async () => {
    const id = await createCategory('Used Category');
    const first = await call('POST', '/api/v1/quizzes', author, { title: 'Quiz in category', categoryId: id });
    expect(first.statusCode).toBe(201);
    await call('POST', '/api/v1/quizzes', author, { title: 'Second quiz in category', categoryId: id });

    const analytics = await call('GET', `/api/v1/categories/${id}/analytics`, author);
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json()).toEqual({
      categoryId: id,
      quizCount: 2,
      publishedQuizCount: 0,
      attemptCount: 0,
      averageScore: null,
    });

    const refused = await call('DELETE', `/api/v1/categories/${id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: 'CONFLICT_ERROR', message: CONFLICT });
    expect((await call('GET', `/api/v1/categories/${id}`, admin)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/categories/{id}/analytics counts only what the caller may see', () => {
  it("leaves out other users' private quizzes and their attempts", async () => {
    const id = await createCategory('Visible Analytics Category');
    const otherAuthor = await buildUser(test.app);
    const student = await buildUser(test.app);
    const takenQuiz = (owner: SignedIn, visibility: 'PUBLIC' | 'PRIVATE', taker: SignedIn, right: number) =>
      publishAndTakeTrueFalseQuiz(test, { owner, visibility, quizFields: { categoryId: id }, taker, right });
    await takenQuiz(author, 'PUBLIC', student, 2);
    await takenQuiz(otherAuthor, 'PRIVATE', otherAuthor, 0);
    const analyticsFor = async (who: SignedIn) => (await call('GET', `/api/v1/categories/${id}/analytics`, who)).json();
    expect(await analyticsFor(student)).toEqual({
      categoryId: id,
      quizCount: 1,
      publishedQuizCount: 1,
      attemptCount: 1,
      averageScore: 100,
    });
    expect(await analyticsFor(otherAuthor)).toEqual({
      categoryId: id,
      quizCount: 2,
      publishedQuizCount: 2,
      attemptCount: 2,
      averageScore: 50,
    });
    expect(await analyticsFor(admin)).toEqual({
      categoryId: id,
      quizCount: 2,
      publishedQuizCount: 2,
      attemptCount: 2,
      averageScore: 50,
    });
  });
});

describe('GET /api/v1/categories', () => {
  it('pages by name ascending by default, sorts, searches and allows sizes up to 1000', async () => {
    await withTestApp({}, async (fresh) => {
      const freshAdmin = await buildAdmin(fresh);
      const ids = await createTermsInOrder(fresh, freshAdmin, '/api/v1/categories', 'categoryId', [
        'Delta topics',
        'alpha topics',
        'Charlie topics',
        'bravo topics',
        'Echo things',
      ]);
      const get = async (query: string) =>
        (await fresh.app.inject({ method: 'GET', url: `/api/v1/categories${query}`, headers: freshAdmin.auth })).json();

      const first = await get('?size=2');
      expect(first.content.map((c: { name: string }) => c.name)).toEqual(['alpha topics', 'bravo topics']);
      expect(first).toMatchObject({
        pageNumber: 0,
        pageSize: 2,
        totalElements: 5,
        totalPages: 3,
        first: true,
        last: false,
      });
      const last = await get('?size=2&page=2');
      expect(last.content.map((c: { name: string }) => c.name)).toEqual(['Echo things']);
      expect(last).toMatchObject({ first: false, last: true });

      expect((await get('?sort=name,desc&size=2')).content.map((c: { id: string }) => c.id)).toEqual([
        ids['Echo things'],
        ids['Delta topics'],
      ]);
      expect((await get('?sort=createdAt,asc&size=1')).content[0].id).toBe(ids['Delta topics']);
      expect((await get('?search=TOPICS&size=1000')).content.map((c: { name: string }) => c.name)).toEqual([
        'alpha topics',
        'bravo topics',
        'Charlie topics',
        'Delta topics',
      ]);
      expect((await get('?search=%25')).totalElements).toBe(0);

      const tooBig = await fresh.app.inject({
        method: 'GET',
        url: '/api/v1/categories?size=1001',
        headers: freshAdmin.auth,
      });
      expect(tooBig.statusCode).toBe(400);
      const badSort = await fresh.app.inject({
        method: 'GET',
        url: '/api/v1/categories?sort=secret,asc',
        headers: freshAdmin.auth,
      });
      expect(badSort.statusCode).toBe(400);
      expect(errorOf(badSort).fields).toEqual({ sort: 'sort must be one of name, createdAt, updatedAt' });
    });
  });

  it('analytics count the quizzes, published quizzes, attempts and the average score of completed attempts', async () => {
    const id = await createCategory('Analytics Category');
    const otherId = await createCategory('Other Analytics Category');
    /** A quiz of three TRUE_FALSE questions (answer true) in a category, published or not. */
    const quizIn = async (categoryId: string, publish: boolean) => {
      const created = await call('POST', '/api/v1/quizzes', author, {
        title: `Analytics quiz ${categoryId.slice(0, 8)}`,
        visibility: 'PUBLIC',
        categoryId,
      });
      expect(created.statusCode, created.body).toBe(201);
      const quizId: string = created.json().quizId;
      const questionIds: string[] = [];
      for (const question of trueFalseQuestions(3)) {
        const response = await call('POST', '/api/v1/questions', author, { ...question, quizIds: [quizId] });
        expect(response.statusCode, response.body).toBe(201);
        questionIds.push(response.json().questionId);
      }
      if (publish) {
        expect(
          (await call('PATCH', `/api/v1/quizzes/${quizId}/status`, author, { status: 'PUBLISHED' })).statusCode,
        ).toBe(200);
      }
      return { quizId, questionIds };
    };
    const answering = (questionIds: string[], rightCount: number) =>
      Object.fromEntries(questionIds.map((questionId, index) => [questionId, index < rightCount]));

    const published = await quizIn(id, true);
    await quizIn(id, false);
    const elsewhere = await quizIn(otherId, true);
    expect((await call('GET', `/api/v1/categories/${id}/analytics`, author)).json()).toEqual({
      categoryId: id,
      quizCount: 2,
      publishedQuizCount: 1,
      attemptCount: 0,
      averageScore: null,
    });

    // Three completed attempts (100 %, 33.3 %, 66.7 %), one still in progress, one in another category.
    const scores: number[] = [];
    for (const right of [3, 1, 2]) {
      const taker = await buildUser(test.app);
      scores.push(
        (await takeAllAtOnce(test, taker, published.quizId, answering(published.questionIds, right))).scorePercentage,
      );
    }
    expect(scores.map(Math.round)).toEqual([100, 33, 67]);
    await start(test, await buildUser(test.app), published.quizId, 'ONE_BY_ONE');
    await takeAllAtOnce(test, await buildUser(test.app), elsewhere.quizId, answering(elsewhere.questionIds, 0));

    const analytics = await call('GET', `/api/v1/categories/${id}/analytics`, author);
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json()).toEqual({
      categoryId: id,
      quizCount: 2,
      publishedQuizCount: 1,
      attemptCount: 4,
      averageScore: 66.7,
    });
    expect((await call('GET', `/api/v1/categories/${otherId}/analytics`, admin)).json()).toEqual({
      categoryId: otherId,
      quizCount: 1,
      publishedQuizCount: 1,
      attemptCount: 1,
      averageScore: 0,
    });
  });
});
