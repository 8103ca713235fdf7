import type { Page, TaxonomyTerm } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildUser,
  caller,
  errorOf,
  expectSignedOutRefused,
  MISSING_ID,
  type Cast,
  type SignedIn,
  type TestApp,
  withTestApp,
} from '../../../test-support/test-app.ts';
import {
  createQuiz,
  publishAndTakeTrueFalseQuiz,
  start,
  takeAllAtOnce,
  trueFalseQuestions,
} from '../../attempts/test-support/taking.ts';

/** What a taxonomy's tests name and who they act as: the rest of its behaviour is the one taxonomy module's. */
export interface TaxonomyUnderTest {
  /** The collection, at `/api/v1/<resource>`. */
  resource: 'categories' | 'tags';
  /** The key a create and the analytics answer the term's id under. */
  idField: 'categoryId' | 'tagId';
  /** Two accounts that may create terms; the first also changes the terms it creates. */
  creators: readonly [SignedIn, SignedIn];
  /** An account of the least role that may create terms, in an app of its own (the list test's). */
  buildCreator: (app: TestApp) => Promise<SignedIn>;
  /** What a new quiz sends to be filed under the term. */
  quizFieldsFor: (id: string) => object;
  nameMax: number;
  /** The spec's messages (spec 2 section 8). */
  messages: { nameLength: string; notFound: string; nameTaken: string };
}

/**
 * The tests of what tags and categories share (list, create, read, change, delete, unique names, analytics),
 * for the test file of one of them: `test` is its app and `cast` its accounts. What only one of them does
 * (who may change a term, what deleting one in use does) stays in that file, which creates its terms with the
 * `createTerm` this returns.
 */
export function describeTaxonomy(
  test: TestApp,
  cast: Pick<Cast, 'admin' | 'author' | 'other' | 'student'>,
  { resource, idField, creators, buildCreator, quizFieldsFor, nameMax, messages }: TaxonomyUnderTest,
): { createTerm: (who: SignedIn, payload: object) => Promise<string> } {
  const call = caller(test);
  const path = `/api/v1/${resource}`;
  const [creator, anotherCreator] = creators;
  const { admin, author, other, student } = cast;

  async function createTerm(who: SignedIn, payload: object): Promise<string> {
    const response = await call('POST', path, who, payload);
    expect(response.statusCode, response.body).toBe(201);
    // The answer is the new term's id under the taxonomy's own key, and nothing else.
    const created = response.json<Record<string, unknown>>();
    expect(Object.keys(created)).toEqual([idField]);
    const id = created[idField];
    expect(id).toBeTypeOf('string');
    return id as string;
  }
  const read = async (url: string, who: SignedIn) => (await call('GET', url, who)).json<unknown>();

  describe(`${resource}: what tags and categories share`, () => {
    it('answers 401 when signed out, on every call', async () => {
      await expectSignedOutRefused(
        test,
        [
          ['GET', path],
          ['POST', path],
          ['GET', `${path}/${MISSING_ID}`],
          ['PATCH', `${path}/${MISSING_ID}`],
          ['DELETE', `${path}/${MISSING_ID}`],
          ['GET', `${path}/${MISSING_ID}/analytics`],
        ],
        { name: '' },
      );
    });

    it('answers 400 with the name and description messages, after trimming', async () => {
      const cases: Array<[object, Record<string, string>]> = [
        [{}, { name: messages.nameLength }],
        [{ name: '   ' }, { name: messages.nameLength }],
        [{ name: '  ab  ' }, { name: messages.nameLength }],
        [{ name: 'x'.repeat(nameMax + 1) }, { name: messages.nameLength }],
        [{ name: 12345 }, { name: messages.nameLength }],
        [
          { name: 'Valid name', description: 'd'.repeat(1001) },
          { description: 'Description must be no more than 1000 characters' },
        ],
      ];
      for (const [payload, fields] of cases) {
        const response = await call('POST', path, creator, payload);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'VALIDATION_ERROR',
          fields,
          message: `Validation error: ${Object.values(fields)[0] ?? ''}`,
        });
      }
      const patch = await call('PATCH', `${path}/${MISSING_ID}`, creator, { name: 'no' });
      expect(errorOf(patch).fields).toEqual({ name: messages.nameLength });
      await createTerm(creator, { name: 'x'.repeat(nameMax), description: 'd'.repeat(1000) });
    });

    it(`answers 404 ${messages.notFound} for an unknown id`, async () => {
      for (const [method, url, who] of [
        ['GET', `${path}/${MISSING_ID}`, author],
        ['GET', `${path}/${MISSING_ID}`, admin],
        ['GET', `${path}/${MISSING_ID}/analytics`, author],
        ['GET', `${path}/${MISSING_ID}/analytics`, admin],
        ['PATCH', `${path}/${MISSING_ID}`, admin],
        ['DELETE', `${path}/${MISSING_ID}`, admin],
      ] as const) {
        const response = await call(method, url, who, method === 'PATCH' ? { name: 'Whatever' } : undefined);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).message).toBe(messages.notFound);
      }
    });

    it('creates, reads, updates (its creator and an admin) and deletes a term, trimming the form', async () => {
      const id = await createTerm(creator, { name: '  Geography  ', description: '  Maps and places  ' });
      const url = `${path}/${id}`;
      const before = await call('GET', url, student);
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({ id, name: 'Geography', description: 'Maps and places' });

      test.clock.advance(1000);
      const updated = await call('PATCH', url, creator, { name: 'World Geography', description: '' });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ name: 'World Geography', description: null });
      expect(updated.json<TaxonomyTerm>().updatedAt).not.toBe(before.json<TaxonomyTerm>().updatedAt);

      const described = await call('PATCH', url, creator, { description: 'Only the description' });
      expect(described.json()).toMatchObject({ name: 'World Geography', description: 'Only the description' });
      const renamed = await call('PATCH', url, creator, { name: 'Geography of the world' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Geography of the world', description: 'Only the description' });
      const byAdmin = await call('PATCH', url, admin, { description: null });
      expect(byAdmin.json()).toMatchObject({ name: 'Geography of the world', description: null });

      expect((await call('DELETE', url, admin)).statusCode).toBe(204);
      expect((await call('GET', url, creator)).statusCode).toBe(404);
    });

    it('answers 409 with the spec message for a name taken in any case, on create and rename', async () => {
      const id = await createTerm(creator, { name: 'Unique Science' });
      const otherId = await createTerm(creator, { name: 'Unique History' });
      const duplicate = await call('POST', path, anotherCreator, { name: ' UNIQUE science ' });
      expect(duplicate.statusCode).toBe(409);
      expect(errorOf(duplicate)).toMatchObject({
        code: 'CONFLICT_ERROR',
        message: messages.nameTaken,
        fields: { name: messages.nameTaken },
      });
      expect((await call('PATCH', `${path}/${otherId}`, creator, { name: ' unique SCIENCE ' })).statusCode).toBe(409);
      const sameName = await call('PATCH', `${path}/${id}`, creator, { name: 'UNIQUE SCIENCE' });
      expect(sameName.statusCode).toBe(200);
      expect(sameName.json<TaxonomyTerm>().name).toBe('UNIQUE SCIENCE');
    });

    it('analytics count the quizzes, published quizzes, attempts and the average score of completed attempts', async () => {
      const id = await createTerm(creator, { name: 'Analytics term' });
      const otherId = await createTerm(creator, { name: 'Other analytics term' });
      /** A public quiz of three TRUE_FALSE questions (answer true) of the author's under a term, published or not. */
      const quizUnder = (termId: string, publish: boolean) =>
        createQuiz(test, author, { visibility: 'PUBLIC', ...quizFieldsFor(termId) }, trueFalseQuestions(3), {
          publish,
          title: `Analytics quiz ${termId.slice(0, 8)}`,
        });
      const answering = (questionIds: string[], rightCount: number) =>
        Object.fromEntries(questionIds.map((questionId, index) => [questionId, index < rightCount]));

      const published = await quizUnder(id, true);
      await quizUnder(id, false);
      const elsewhere = await quizUnder(otherId, true);
      expect(await read(`${path}/${id}/analytics`, author)).toEqual({
        [idField]: id,
        quizCount: 2,
        publishedQuizCount: 1,
        attemptCount: 0,
        averageScore: null,
      });

      // Three completed attempts (100 %, 33.3 %, 66.7 %), one still in progress, one under another term.
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

      const analytics = await call('GET', `${path}/${id}/analytics`, author);
      expect(analytics.statusCode).toBe(200);
      expect(analytics.json()).toEqual({
        [idField]: id,
        quizCount: 2,
        publishedQuizCount: 1,
        attemptCount: 4,
        averageScore: 66.7,
      });
      expect(await read(`${path}/${otherId}/analytics`, admin)).toEqual({
        [idField]: otherId,
        quizCount: 1,
        publishedQuizCount: 1,
        attemptCount: 1,
        averageScore: 0,
      });
    });

    it("analytics count only what the caller may see: not other users' private quizzes and their attempts", async () => {
      const id = await createTerm(creator, { name: 'Visible analytics' });
      const takenQuiz = (owner: SignedIn, visibility: 'PUBLIC' | 'PRIVATE', taker: SignedIn, right: number) =>
        publishAndTakeTrueFalseQuiz(test, { owner, visibility, quizFields: quizFieldsFor(id), taker, right });
      await takenQuiz(author, 'PUBLIC', student, 2);
      await takenQuiz(other, 'PRIVATE', other, 0);
      const seenByOthers = { [idField]: id, quizCount: 1, publishedQuizCount: 1, attemptCount: 1, averageScore: 100 };
      const seenWhole = { [idField]: id, quizCount: 2, publishedQuizCount: 2, attemptCount: 2, averageScore: 50 };
      expect(await read(`${path}/${id}/analytics`, student)).toEqual(seenByOthers);
      expect(await read(`${path}/${id}/analytics`, author)).toEqual(seenByOthers);
      expect(await read(`${path}/${id}/analytics`, other)).toEqual(seenWhole);
      expect(await read(`${path}/${id}/analytics`, admin)).toEqual(seenWhole);
    });

    it('lists by name ascending by default, pages, sorts, searches and allows sizes up to 1000', async () => {
      await withTestApp({}, async (fresh) => {
        const who = await buildCreator(fresh);
        // One second apart, so that createdAt sorts them in this order.
        const ids: Record<string, string> = {};
        for (const name of ['Delta topics', 'alpha topics', 'Charlie topics', 'bravo topics', 'Echo things']) {
          fresh.clock.advance(1000);
          const response = await fresh.app.inject({ method: 'POST', url: path, headers: who.auth, payload: { name } });
          ids[name] = response.json<Record<string, string>>()[idField] as string;
        }
        const list = (query: string) => fresh.app.inject({ method: 'GET', url: `${path}${query}`, headers: who.auth });
        const get = async (query: string) => (await list(query)).json<Page<TaxonomyTerm>>();
        const names = async (query: string) => (await get(query)).content.map((term) => term.name);
        const termIds = async (query: string) => (await get(query)).content.map((term) => term.id);

        const first = await get('?size=2');
        expect(first.content.map((term) => term.name)).toEqual(['alpha topics', 'bravo topics']);
        expect(first).toMatchObject({
          pageNumber: 0,
          pageSize: 2,
          totalElements: 5,
          totalPages: 3,
          first: true,
          last: false,
        });
        expect(await get('?page=0&size=2')).toEqual(first);
        expect(await names('?pageNumber=1&size=2')).toEqual(['Charlie topics', 'Delta topics']);
        const last = await get('?size=2&page=2');
        expect(last.content.map((term) => term.name)).toEqual(['Echo things']);
        expect(last).toMatchObject({ first: false, last: true });

        expect(await termIds('?sort=name,desc&size=2')).toEqual([ids['Echo things'], ids['Delta topics']]);
        expect(await termIds('?size=1000&sort=name,desc')).toEqual(
          ['Echo things', 'Delta topics', 'Charlie topics', 'bravo topics', 'alpha topics'].map((name) => ids[name]),
        );
        expect(await termIds('?sort=createdAt,asc&size=1')).toEqual([ids['Delta topics']]);
        expect(await names('?sort=createdAt,desc&size=1')).toEqual(['Echo things']);
        expect(await names('?search=TOPICS&size=1000')).toEqual([
          'alpha topics',
          'bravo topics',
          'Charlie topics',
          'Delta topics',
        ]);
        expect(await names('?search=HA')).toEqual(['alpha topics', 'Charlie topics']);
        expect((await get('?search=%25')).totalElements).toBe(0);
        expect((await get('?search=_')).totalElements).toBe(0);

        expect((await list('?size=1001')).statusCode).toBe(400);
        const badSort = await list('?sort=secret,asc');
        expect(badSort.statusCode).toBe(400);
        expect(errorOf(badSort).fields).toEqual({ sort: 'sort must be one of name, createdAt, updatedAt' });
      });
    });
  });
  return { createTerm };
}
