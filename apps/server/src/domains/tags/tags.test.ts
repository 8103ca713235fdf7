import { describe, expect, it } from 'vitest';
import { buildUser, caller, errorOf, useCast, useTestApp } from '../../test-support/test-app.ts';
import { describeTaxonomy } from '../taxonomy/test-support/describe-taxonomy.ts';

const test = useTestApp();
const call = caller(test);
const cast = useCast(test);
const { admin, author, other: otherAuthor, student } = cast;

const { createTerm } = describeTaxonomy(test, cast, {
  resource: 'tags',
  idField: 'tagId',
  creators: [author, otherAuthor],
  buildCreator: (app) => buildUser(app.app),
  quizFieldsFor: (tagId) => ({ tagIds: [tagId] }),
  nameMax: 50,
  messages: {
    nameLength: 'Name must be between 3 and 50 characters.',
    notFound: 'Tag not found',
    nameTaken: 'Tag name already exists',
  },
});

describe('tags', () => {
  it('answers 403 to a user who may not create tags, and to others than the creator for changes', async () => {
    const refused = await call('POST', '/api/v1/tags', student, { name: 'student-tag' });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'Insufficient permissions' });

    const id = await createTerm(author, { name: 'owned-by-author' });
    expect((await call('PATCH', `/api/v1/tags/${id}`, otherAuthor, { name: 'stolen' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/tags/${id}`, otherAuthor)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/tags/${id}`, otherAuthor)).json().abilities).toEqual({
      update: false,
      delete: false,
    });
    expect((await call('GET', `/api/v1/tags/${id}`, author)).json().abilities).toEqual({ update: true, delete: true });
    expect((await call('GET', `/api/v1/tags/${id}`, admin)).json().abilities).toEqual({ update: true, delete: true });
  });

  it('deleting a tag takes it off its quizzes', async () => {
    const id = await createTerm(author, { name: 'deleted-tag' });
    const quiz = await call('POST', '/api/v1/quizzes', author, { title: 'Tagged', tagIds: [id] });
    expect(quiz.statusCode).toBe(201);
    const quizId: string = quiz.json().quizId;
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json().tagIds).toEqual([id]);

    expect((await call('DELETE', `/api/v1/tags/${id}`, author)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json()).toMatchObject({ tagIds: [], tags: [] });
  });
});
