import { describe, expect, it } from 'vitest';
import { buildAdmin, caller, errorOf, useAdmin, useCast, useTestApp } from '../../test-support/test-app.ts';
import { describeTaxonomy } from '../taxonomy/test-support/describe-taxonomy.ts';

const test = useTestApp();
const call = caller(test);
const cast = useCast(test);
const { admin, author } = cast;
const otherAdmin = useAdmin(test);

const ADMIN_ONLY = 'Insufficient permissions - Admin role required';
const CONFLICT = 'Conflict: Category name already exists or category is in use';

const { createTerm } = describeTaxonomy(test, cast, {
  resource: 'categories',
  idField: 'categoryId',
  creators: [admin, otherAdmin],
  buildCreator: buildAdmin,
  quizFieldsFor: (categoryId) => ({ categoryId }),
  nameMax: 100,
  messages: {
    nameLength: 'Name must be between 3 and 100 characters.',
    notFound: 'Category not found',
    nameTaken: CONFLICT,
  },
});

describe('categories', () => {
  it('answers 403 with the admin message to everyone without the category permission, who sees no abilities', async () => {
    const id = await createTerm(admin, { name: 'Admin Only Category' });
    for (const [method, url, payload] of [
      ['POST', '/api/v1/categories', { name: 'Sneaky' }],
      ['PATCH', `/api/v1/categories/${id}`, { name: 'Sneaky' }],
      ['DELETE', `/api/v1/categories/${id}`, undefined],
    ] as const) {
      const response = await call(method, url, author, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: ADMIN_ONLY });
    }
    expect((await call('GET', `/api/v1/categories/${id}`, author)).json().abilities).toEqual({
      update: false,
      delete: false,
    });
    expect((await call('GET', `/api/v1/categories/${id}`, admin)).json().abilities).toEqual({
      update: true,
      delete: true,
    });
  });

  it('answers 409 when deleting a category a quiz uses, and counts its quizzes in analytics', async () => {
    const id = await createTerm(admin, { name: 'Used Category' });
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
