import { describe, expect, it } from 'vitest';
import {
  caller,
  errorOf,
  type Method,
  MISSING_ID,
  type SignedIn,
  useCast,
  useTestApp,
} from '../../test-support/test-app.ts';

const test = useTestApp();
const call = caller(test);
const { admin, moderator, author, other, student } = useCast(test);

async function createQuiz(who: SignedIn, body: object = {}): Promise<string> {
  const response = await call('POST', '/api/v1/quizzes', who, { title: 'A quiz title', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().quizId;
}

async function createQuestion(
  who: SignedIn,
  quizIds: string[] = [],
  text = 'Water boils at 100 degrees Celsius at sea level.',
): Promise<string> {
  const response = await call('POST', '/api/v1/questions', who, {
    type: 'TRUE_FALSE',
    questionText: text,
    content: { answer: true },
    quizIds,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().questionId;
}

/** A PUBLIC PUBLISHED quiz with one question, visible to everyone. */
async function publicQuiz(who: SignedIn): Promise<{ quizId: string; questionId: string }> {
  const quizId = await createQuiz(who, { visibility: 'PUBLIC' });
  const questionId = await createQuestion(who, [quizId]);
  expect((await call('PATCH', `/api/v1/quizzes/${quizId}/status`, who, { status: 'PUBLISHED' })).statusCode).toBe(200);
  return { quizId, questionId };
}

async function createTag(name: string): Promise<string> {
  return (await call('POST', '/api/v1/tags', admin, { name })).json().tagId;
}

async function createCategory(name: string): Promise<string> {
  return (await call('POST', '/api/v1/categories', admin, { name })).json().categoryId;
}

describe('quiz calls when signed out', () => {
  it('answer 401 on every call', async () => {
    const id = MISSING_ID;
    const calls: Array<[Method, string]> = [
      ['POST', '/api/v1/quizzes'],
      ['GET', '/api/v1/quizzes'],
      ['GET', '/api/v1/quizzes/public'],
      ['DELETE', `/api/v1/quizzes?ids=${id}`],
      ['PATCH', '/api/v1/quizzes/bulk-update'],
      ['GET', `/api/v1/quizzes/${id}`],
      ['PATCH', `/api/v1/quizzes/${id}`],
      ['DELETE', `/api/v1/quizzes/${id}`],
      ['PATCH', `/api/v1/quizzes/${id}/status`],
      ['PATCH', `/api/v1/quizzes/${id}/visibility`],
      ['PUT', `/api/v1/quizzes/${id}/questions`],
      ['POST', `/api/v1/quizzes/${id}/questions/${id}`],
      ['DELETE', `/api/v1/quizzes/${id}/questions/${id}`],
      ['POST', `/api/v1/quizzes/${id}/tags/${id}`],
      ['DELETE', `/api/v1/quizzes/${id}/tags/${id}`],
      ['PUT', `/api/v1/quizzes/${id}/category/${id}`],
    ];
    for (const [method, url] of calls) {
      const response = await call(method, url, undefined, ['POST', 'PATCH', 'PUT'].includes(method) ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).code).toBe('AUTHENTICATION_ERROR');
    }
  });
});

describe('POST /api/v1/quizzes', () => {
  it('answers 400 with every quiz message of spec 2 section 5', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{}, { title: 'Quiz title is required' }],
      [{ title: '    ' }, { title: 'Quiz title is required' }],
      [{ title: ' ab ' }, { title: 'Quiz title must be at least 3 characters' }],
      [{ title: 't'.repeat(101) }, { title: 'Quiz title must be no more than 100 characters' }],
      [
        { title: 'Fine', description: 'd'.repeat(1001) },
        { description: 'Description must be no more than 1000 characters' },
      ],
      [{ title: 'Fine', estimatedTime: 0 }, { estimatedTime: 'Estimated time must be at least 1 minute' }],
      [{ title: 'Fine', estimatedTime: 181 }, { estimatedTime: 'Estimated time must be no more than 180 minutes' }],
      [
        { title: 'Fine', timerEnabled: true, timerDuration: 0 },
        { timerDuration: 'Timer duration must be at least 1 minute when timer is enabled' },
      ],
      [
        { title: 'Fine', timerEnabled: true, timerDuration: 181 },
        { timerDuration: 'Timer duration must be no more than 180 minutes' },
      ],
      [{ title: 'Fine', passMark: 101 }, { passMark: 'Pass mark must be between 0 and 100' }],
      [{ title: 'Fine', categoryId: 'not-a-uuid' }, { categoryId: 'must be a valid id' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('POST', '/api/v1/quizzes', author, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields,
        message: `Validation error: ${Object.values(fields)[0]}`,
      });
    }
    for (const payload of [
      { visibility: 'SECRET' },
      { difficulty: 'EXTREME' },
      { scoringMode: 'SOME' },
      { timerEnabled: 'yes' },
    ]) {
      expect((await call('POST', '/api/v1/quizzes', author, { title: 'Fine', ...payload })).statusCode).toBe(400);
    }
  });

  it('answers 403 to a user without QUIZ_CREATE', async () => {
    const response = await call('POST', '/api/v1/quizzes', student, { title: 'Student quiz' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: 'AUTHORIZATION_ERROR', message: 'Insufficient permissions' });
  });

  it('answers 404 for an unknown category or tag', async () => {
    const category = await call('POST', '/api/v1/quizzes', author, { title: 'Fine', categoryId: MISSING_ID });
    expect(category.statusCode).toBe(404);
    expect(errorOf(category).message).toBe('Category not found');
    const tag = await call('POST', '/api/v1/quizzes', author, { title: 'Fine', tagIds: [MISSING_ID] });
    expect(tag.statusCode).toBe(404);
    expect(errorOf(tag).message).toBe('Tag not found');
  });

  it('returns quizId and stores the defaults of spec 2 section 9 as a DRAFT of its creator', async () => {
    const created = await call('POST', '/api/v1/quizzes', author, { title: '  Defaults quiz  ' });
    expect(created.statusCode).toBe(201);
    const quizId = created.json().quizId;
    expect(created.json()).toEqual({ quizId });
    const quiz = (await call('GET', `/api/v1/quizzes/${quizId}`, author)).json();
    expect(quiz).toEqual({
      id: quizId,
      title: 'Defaults quiz',
      description: null,
      visibility: 'PRIVATE',
      difficulty: 'MEDIUM',
      status: 'DRAFT',
      estimatedTime: 30,
      isRepetitionEnabled: false,
      timerEnabled: false,
      timerDuration: 30,
      allowPauseWhenTimed: true,
      passMark: 50,
      scoringMode: 'ALL_OR_NOTHING',
      feedbackMode: 'AFTER_COMPLETION',
      categoryId: null,
      category: null,
      tagIds: [],
      tags: [],
      questionCount: 0,
      questionIds: [],
      creatorId: author.id,
      creatorUsername: author.username,
      createdAt: test.clock.now().toISOString(),
      updatedAt: test.clock.now().toISOString(),
      abilities: {
        update: true,
        delete: true,
        changeStatus: true,
        changeVisibility: true,
        manageQuestions: true,
        start: false,
        viewStatistics: true,
      },
    });
  });

  it('stores every given setting, with category and tags by name', async () => {
    const categoryId = await createCategory('Settings Category');
    const tagA = await createTag('settings-b');
    const tagB = await createTag('settings-a');
    const settings = {
      visibility: 'PUBLIC',
      difficulty: 'HARD',
      isRepetitionEnabled: true,
      timerEnabled: true,
      timerDuration: 10,
      estimatedTime: 12,
      passMark: 70,
      scoringMode: 'PARTIAL',
      feedbackMode: 'IMMEDIATE',
    };
    const quizId = await createQuiz(author, {
      title: 'Timed quiz',
      description: ' About timing ',
      ...settings,
      categoryId,
      tagIds: [tagA, tagB, tagA],
    });
    const quiz = (await call('GET', `/api/v1/quizzes/${quizId}`, author)).json();
    expect(quiz).toMatchObject({
      ...settings,
      description: 'About timing',
      status: 'DRAFT',
      categoryId,
      category: { id: categoryId, name: 'Settings Category' },
      tags: [
        { id: tagB, name: 'settings-a' },
        { id: tagA, name: 'settings-b' },
      ],
    });
    expect([...quiz.tagIds].sort()).toEqual([tagA, tagB].sort());
  });

  it('does not check the timer duration while the timer is off, and keeps it within 1-180', async () => {
    const quizId = await createQuiz(author, { timerEnabled: false, timerDuration: 0 });
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json()).toMatchObject({
      timerEnabled: false,
      timerDuration: 1,
    });
  });
});

describe('GET /api/v1/quizzes/{id}', () => {
  it('answers 400 for an id that is not a uuid', async () => {
    const response = await call('GET', '/api/v1/quizzes/not-an-id', author);
    expect(response.statusCode).toBe(400);
  });

  it('hides a private, draft or archived quiz from everyone but its creator, moderators and admins (404)', async () => {
    const privatePublished = await createQuiz(author, { visibility: 'PRIVATE' });
    await createQuestion(author, [privatePublished]);
    await call('PATCH', `/api/v1/quizzes/${privatePublished}/status`, author, { status: 'PUBLISHED' });
    const publicDraft = await createQuiz(author, { visibility: 'PUBLIC' });
    const { quizId: archived } = await publicQuiz(author);
    await call('PATCH', `/api/v1/quizzes/${archived}/status`, author, { status: 'ARCHIVED' });

    for (const id of [privatePublished, publicDraft, archived, MISSING_ID]) {
      const hidden = await call('GET', `/api/v1/quizzes/${id}`, other);
      expect(hidden.statusCode).toBe(404);
      expect(errorOf(hidden)).toMatchObject({ code: 'NOT_FOUND_ERROR', message: 'Quiz not found' });
    }
    for (const who of [author, moderator, admin]) {
      expect((await call('GET', `/api/v1/quizzes/${publicDraft}`, who)).statusCode).toBe(200);
    }
  });

  it('shows a public published quiz to every signed-in user, with their abilities', async () => {
    const { quizId, questionId } = await publicQuiz(author);
    const seen = await call('GET', `/api/v1/quizzes/${quizId}`, student);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ status: 'PUBLISHED', questionCount: 1, questionIds: [questionId] });
    expect(seen.json().abilities).toEqual({
      update: false,
      delete: false,
      changeStatus: false,
      changeVisibility: false,
      manageQuestions: false,
      start: true,
      viewStatistics: false,
    });
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, moderator)).json().abilities).toMatchObject({
      update: true,
      delete: false,
      viewStatistics: true,
    });
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, admin)).json().abilities).toMatchObject({
      update: true,
      delete: true,
    });
  });
});

describe('PATCH /api/v1/quizzes/{id}', () => {
  it('answers 400 with the same messages as create, the timer checked against the stored setting', async () => {
    const quizId = await createQuiz(author, { timerEnabled: true, timerDuration: 20 });
    const title = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { title: 'ab' });
    expect(errorOf(title).fields).toEqual({ title: 'Quiz title must be at least 3 characters' });
    const timer = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { timerDuration: 200 });
    expect(timer.statusCode).toBe(400);
    expect(errorOf(timer)).toMatchObject({
      message: 'Validation error: Timer duration must be no more than 180 minutes',
      fields: { timerDuration: 'Timer duration must be no more than 180 minutes' },
    });
    const off = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { timerEnabled: false, timerDuration: 0 });
    expect(off.statusCode).toBe(200);
  });

  it('answers 403 to another user on a quiz they can see, and 404 on one they cannot', async () => {
    const { quizId } = await publicQuiz(author);
    const forbidden = await call('PATCH', `/api/v1/quizzes/${quizId}`, other, { title: 'Hijacked' });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).message).toBe('Insufficient permissions');
    const draft = await createQuiz(author);
    expect((await call('PATCH', `/api/v1/quizzes/${draft}`, other, { title: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/v1/quizzes/${MISSING_ID}`, author, { title: 'Nobody' })).statusCode).toBe(404);
  });

  it('changes only the given fields; tagIds replaces the set and categoryId null clears it', async () => {
    const categoryId = await createCategory('Patch Category');
    const keep = await createTag('patch-keep');
    const drop = await createTag('patch-drop');
    const quizId = await createQuiz(author, { title: 'Before', description: 'Desc', categoryId, tagIds: [keep, drop] });
    test.clock.advance(60_000);
    const patched = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, {
      title: 'After',
      difficulty: 'EASY',
      tagIds: [keep],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'After',
      description: 'Desc',
      difficulty: 'EASY',
      categoryId,
      tagIds: [keep],
    });
    expect(patched.json().updatedAt).toBe(test.clock.now().toISOString());
    expect(patched.json().updatedAt).not.toBe(patched.json().createdAt);
    const cleared = await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { categoryId: null, description: null });
    expect(cleared.json()).toMatchObject({ categoryId: null, category: null, description: null, title: 'After' });
    expect((await call('PATCH', `/api/v1/quizzes/${quizId}`, author, { categoryId: MISSING_ID })).statusCode).toBe(404);
  });

  it('lets a moderator change any quiz they can see', async () => {
    const quizId = await createQuiz(author);
    const response = await call('PATCH', `/api/v1/quizzes/${quizId}`, moderator, { title: 'Moderated title' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Moderated title', creatorId: author.id });
  });
});

describe('DELETE /api/v1/quizzes/{id} and bulk delete', () => {
  it('lets only the creator or an admin delete (moderators and others get 403, hidden quizzes 404)', async () => {
    const { quizId, questionId } = await publicQuiz(author);
    expect((await call('DELETE', `/api/v1/quizzes/${quizId}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/quizzes/${quizId}`, moderator)).statusCode).toBe(403);
    const hidden = await createQuiz(author);
    expect((await call('DELETE', `/api/v1/quizzes/${hidden}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/quizzes/${quizId}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/questions/${questionId}`, author)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/v1/quizzes/${hidden}`, author)).statusCode).toBe(204);
  });

  it('deletes several quizzes all or nothing', async () => {
    const mine = [await createQuiz(author), await createQuiz(author)];
    const { quizId: theirs } = await publicQuiz(other);
    const badIds = await call('DELETE', '/api/v1/quizzes?ids=nope', author);
    expect(badIds.statusCode).toBe(400);
    const none = await call('DELETE', '/api/v1/quizzes', author);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).fields).toEqual({ ids: 'Select at least one quiz' });

    const forbidden = await call('DELETE', `/api/v1/quizzes?ids=${mine.join(',')},${theirs}`, author);
    expect(forbidden.statusCode).toBe(403);
    const missing = await call('DELETE', `/api/v1/quizzes?ids=${mine[0]}&ids=${MISSING_ID}`, author);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(`Quiz not found: ${MISSING_ID}`);
    for (const id of mine) {
      expect((await call('GET', `/api/v1/quizzes/${id}`, author)).statusCode).toBe(200);
    }

    const deleted = await call('DELETE', `/api/v1/quizzes?ids=${mine[0]}&ids=${mine[1]}`, author);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: 2, quizIds: mine });
    for (const id of mine) {
      expect((await call('GET', `/api/v1/quizzes/${id}`, author)).statusCode).toBe(404);
    }
  });
});

describe('PATCH /api/v1/quizzes/bulk-update', () => {
  it('applies the change to each quiz the caller may change and reports the others', async () => {
    const mine = [await createQuiz(author), await createQuiz(author)];
    const { quizId: theirs } = await publicQuiz(other);
    const hidden = await createQuiz(other);
    const invalid = await call('PATCH', '/api/v1/quizzes/bulk-update', author, { quizIds: [], update: {} });
    expect(errorOf(invalid).fields).toEqual({ quizIds: 'Select at least one quiz' });
    const badUpdate = await call('PATCH', '/api/v1/quizzes/bulk-update', author, {
      quizIds: mine,
      update: { estimatedTime: 0 },
    });
    expect(errorOf(badUpdate).fields).toEqual({ 'update.estimatedTime': 'Estimated time must be at least 1 minute' });

    const response = await call('PATCH', '/api/v1/quizzes/bulk-update', author, {
      quizIds: [...mine, theirs, hidden],
      update: { difficulty: 'HARD', visibility: 'PUBLIC' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      successfulIds: mine,
      failures: [
        { quizId: theirs, status: 403, message: 'Insufficient permissions' },
        { quizId: hidden, status: 404, message: 'Quiz not found' },
      ],
    });
    for (const id of mine) {
      expect((await call('GET', `/api/v1/quizzes/${id}`, author)).json()).toMatchObject({
        difficulty: 'HARD',
        visibility: 'PUBLIC',
      });
    }
    expect((await call('GET', `/api/v1/quizzes/${theirs}`, other)).json().difficulty).toBe('MEDIUM');
  });
});

describe('PATCH /api/v1/quizzes/{id}/status and /visibility', () => {
  it('answers 400 for an unknown status and for publishing without questions', async () => {
    const quizId = await createQuiz(author);
    const unknown = await call('PATCH', `/api/v1/quizzes/${quizId}/status`, author, { status: 'LIVE' });
    expect(unknown.statusCode).toBe(400);
    const empty = await call('PATCH', `/api/v1/quizzes/${quizId}/status`, author, { status: 'PUBLISHED' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'At least one question must be selected',
    });
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json().status).toBe('DRAFT');
  });

  it('moves any status to any other and returns the quiz', async () => {
    const quizId = await createQuiz(author, { visibility: 'PUBLIC' });
    await createQuestion(author, [quizId]);
    for (const [from, to] of [
      ['DRAFT', 'ARCHIVED'],
      ['ARCHIVED', 'PUBLISHED'],
      ['PUBLISHED', 'DRAFT'],
      ['DRAFT', 'PUBLISHED'],
      ['PUBLISHED', 'ARCHIVED'],
      ['ARCHIVED', 'DRAFT'],
    ]) {
      expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json().status).toBe(from);
      const response = await call('PATCH', `/api/v1/quizzes/${quizId}/status`, author, { status: to });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: quizId, status: to, abilities: { start: to === 'PUBLISHED' } });
    }
  });

  it('answers 403 to others, lets moderators change status, and changes visibility', async () => {
    const { quizId } = await publicQuiz(author);
    expect((await call('PATCH', `/api/v1/quizzes/${quizId}/status`, other, { status: 'ARCHIVED' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('PATCH', `/api/v1/quizzes/${quizId}/visibility`, other, { visibility: 'PRIVATE' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PATCH', `/api/v1/quizzes/${quizId}/visibility`, author, { visibility: 'HIDDEN' })).statusCode,
    ).toBe(400);
    const archived = await call('PATCH', `/api/v1/quizzes/${quizId}/status`, moderator, { status: 'ARCHIVED' });
    expect(archived.json().status).toBe('ARCHIVED');
    const priv = await call('PATCH', `/api/v1/quizzes/${quizId}/visibility`, author, { visibility: 'PRIVATE' });
    expect(priv.statusCode).toBe(200);
    expect(priv.json().visibility).toBe('PRIVATE');
    expect(
      (await call('PATCH', `/api/v1/quizzes/${MISSING_ID}/visibility`, author, { visibility: 'PUBLIC' })).statusCode,
    ).toBe(404);
  });
});

describe('the question order of a quiz', () => {
  it('adds at the end, removes, and sets the order explicitly', async () => {
    const quizId = await createQuiz(author);
    const [q1, q2, q3] = [
      await createQuestion(author, [], 'First question text'),
      await createQuestion(author, [], 'Second question text'),
      await createQuestion(author, [], 'Third question text'),
    ];
    for (const id of [q2, q1, q3]) {
      const added = await call('POST', `/api/v1/quizzes/${quizId}/questions/${id}`, author);
      expect(added.statusCode).toBe(200);
    }
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json()).toMatchObject({
      questionIds: [q2, q1, q3],
      questionCount: 3,
    });

    const again = await call('POST', `/api/v1/quizzes/${quizId}/questions/${q1}`, author);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Question is already part of this quiz');

    const reordered = await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: [q3, q1, q2] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().questionIds).toEqual([q3, q1, q2]);
    const listed = await call('GET', `/api/v1/questions?quizId=${quizId}`, author);
    expect(listed.json().content.map((q: { id: string }) => q.id)).toEqual([q3, q1, q2]);

    const removed = await call('DELETE', `/api/v1/quizzes/${quizId}/questions/${q1}`, author);
    expect(removed.json().questionIds).toEqual([q3, q2]);
    const notThere = await call('DELETE', `/api/v1/quizzes/${quizId}/questions/${q1}`, author);
    expect(notThere.statusCode).toBe(404);
    expect(errorOf(notThere).message).toBe('Question is not part of this quiz');

    const appended = await call('POST', `/api/v1/quizzes/${quizId}/questions/${q1}`, author);
    expect(appended.json().questionIds).toEqual([q3, q2, q1]);

    const replaced = await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: [q1, q3] });
    expect(replaced.json()).toMatchObject({ questionIds: [q1, q3], questionCount: 2 });
    expect((await call('GET', `/api/v1/questions/${q2}`, author)).statusCode).toBe(200);
  });

  it('checks the list, the questions and who adds them', async () => {
    const quizId = await createQuiz(author);
    const mine = await createQuestion(author);
    const theirs = await createQuestion(other);
    const repeated = await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: [mine, mine] });
    expect(repeated.statusCode).toBe(400);
    expect(errorOf(repeated).fields).toEqual({ questionIds: 'Each question may appear only once' });
    expect((await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: ['x'] })).statusCode).toBe(
      400,
    );

    expect((await call('POST', `/api/v1/quizzes/${quizId}/questions/${theirs}`, author)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: [mine, theirs] })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/v1/quizzes/${quizId}/questions/${mine}`, other)).statusCode).toBe(404);
    const unknown = await call('POST', `/api/v1/quizzes/${quizId}/questions/${MISSING_ID}`, author);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Question not found');
    expect(
      (await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: [MISSING_ID] })).statusCode,
    ).toBe(404);

    const { quizId: published, questionId } = await publicQuiz(author);
    expect((await call('POST', `/api/v1/quizzes/${published}/questions/${mine}`, other)).statusCode).toBe(403);
    const last = await call('DELETE', `/api/v1/quizzes/${published}/questions/${questionId}`, author);
    expect(last.statusCode).toBe(400);
    expect(errorOf(last).message).toBe('At least one question must be selected');
    expect((await call('PUT', `/api/v1/quizzes/${published}/questions`, author, { questionIds: [] })).statusCode).toBe(
      400,
    );

    const moderated = await call('POST', `/api/v1/quizzes/${quizId}/questions/${theirs}`, moderator);
    expect(moderated.statusCode).toBe(200);
    const kept = await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: [mine, theirs] });
    expect(kept.json().questionIds).toEqual([mine, theirs]);
  });
});

describe('tags and category of a quiz', () => {
  it('adds and removes tags and sets the category', async () => {
    const quizId = await createQuiz(author);
    const tagId = await createTag('calls-tag');
    const categoryId = await createCategory('Calls Category');

    const tagged = await call('POST', `/api/v1/quizzes/${quizId}/tags/${tagId}`, author);
    expect(tagged.statusCode).toBe(200);
    expect(tagged.json()).toMatchObject({ tagIds: [tagId], tags: [{ id: tagId, name: 'calls-tag' }] });
    expect((await call('POST', `/api/v1/quizzes/${quizId}/tags/${tagId}`, author)).json().tagIds).toEqual([tagId]);
    expect((await call('POST', `/api/v1/quizzes/${quizId}/tags/${MISSING_ID}`, author)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/quizzes/${quizId}/tags/${tagId}`, author)).json().tagIds).toEqual([]);

    const categorised = await call('PUT', `/api/v1/quizzes/${quizId}/category/${categoryId}`, author);
    expect(categorised.statusCode).toBe(200);
    expect(categorised.json()).toMatchObject({ categoryId, category: { id: categoryId, name: 'Calls Category' } });
    const unknown = await call('PUT', `/api/v1/quizzes/${quizId}/category/${MISSING_ID}`, author);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Category not found');

    const { quizId: theirs } = await publicQuiz(other);
    expect((await call('POST', `/api/v1/quizzes/${theirs}/tags/${tagId}`, author)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v1/quizzes/${theirs}/category/${categoryId}`, author)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every authoring route with named schemas', async () => {
    const document = (await test.app.inject({ url: '/api/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/v1/quizzes/',
      '/api/v1/quizzes/public',
      '/api/v1/quizzes/bulk-update',
      '/api/v1/quizzes/{id}',
      '/api/v1/quizzes/{id}/status',
      '/api/v1/quizzes/{id}/visibility',
      '/api/v1/quizzes/{id}/questions',
      '/api/v1/quizzes/{id}/questions/{questionId}',
      '/api/v1/quizzes/{id}/tags/{tagId}',
      '/api/v1/quizzes/{id}/category/{categoryId}',
      '/api/v1/questions/',
      '/api/v1/questions/{id}',
      '/api/v1/tags/',
      '/api/v1/tags/{id}',
      '/api/v1/tags/{id}/analytics',
      '/api/v1/categories/',
      '/api/v1/categories/{id}',
      '/api/v1/categories/{id}/analytics',
      '/api/v1/media/images',
      '/api/v1/media/images/{id}',
    ]) {
      expect(paths, path).toContain(path);
    }
    for (const schema of [
      'Quiz',
      'QuizDetail',
      'QuizCreateBody',
      'QuizAbilities',
      'Question',
      'QuestionCreateBody',
      'Tag',
      'Category',
      'ImageUploaded',
    ]) {
      expect(Object.keys(document.components.schemas), schema).toContain(schema);
    }
  });
});
