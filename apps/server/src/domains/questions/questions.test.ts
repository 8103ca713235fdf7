import { QUESTION_TYPES, type QuestionType } from '@quizmaker/contracts';
import { getQuestionType, questionTypeRegistry } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import { AnswerShuffles, answerShuffleKey } from '../../answer-shuffles.ts';
import {
  buildUser,
  caller,
  errorOf,
  expectSignedOutRefused,
  MISSING_ID,
  type SignedIn,
  useCast,
  useTestApp,
} from '../../test-support/test-app.ts';

const test = useTestApp();
const call = caller(test);
const { admin, moderator, author, other, student } = useCast(test);
const TEXT_LENGTH = 'Question text must be between 3 and 1000 characters';
const trueFalse = { type: 'TRUE_FALSE', questionText: 'The Earth orbits the Sun.', content: { answer: true } };

const firstValid = (type: QuestionType): unknown => Object.values(questionTypeRegistry[type].fixtures.valid)[0];

async function createQuestion(who: SignedIn, body: object = {}): Promise<string> {
  const response = await call('POST', '/api/v1/questions', who, { ...trueFalse, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().questionId;
}

async function createQuiz(who: SignedIn, body: object = {}): Promise<string> {
  return (await call('POST', '/api/v1/quizzes', who, { title: 'Question quiz', ...body })).json().quizId;
}

async function publish(who: SignedIn, quizId: string): Promise<void> {
  expect((await call('PATCH', `/api/v1/quizzes/${quizId}/status`, who, { status: 'PUBLISHED' })).statusCode).toBe(200);
}

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap(keysIn);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysIn(inner)]);
  }
  return [];
}

describe('question calls when signed out', () => {
  it('answer 401 on every call', async () => {
    await expectSignedOutRefused(test, [
      ['POST', '/api/v1/questions'],
      ['GET', '/api/v1/questions'],
      ['GET', `/api/v1/questions/${MISSING_ID}`],
      ['PATCH', `/api/v1/questions/${MISSING_ID}`],
      ['DELETE', `/api/v1/questions/${MISSING_ID}`],
    ]);
  });
});

describe('POST /api/v1/questions validation', () => {
  it('answers 400 for the common fields', async () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...trueFalse, questionText: undefined }, { questionText: TEXT_LENGTH }],
      [{ ...trueFalse, questionText: '  ab  ' }, { questionText: TEXT_LENGTH }],
      [{ ...trueFalse, questionText: 'x'.repeat(1001) }, { questionText: TEXT_LENGTH }],
      [{ ...trueFalse, content: undefined }, { content: 'Content is required' }],
      [
        { ...trueFalse, explanation: 'e'.repeat(2001) },
        { explanation: 'Explanation must be no more than 2000 characters' },
      ],
      [{ ...trueFalse, hint: 'h'.repeat(501) }, { hint: 'Hint must be no more than 500 characters' }],
      [
        { ...trueFalse, attachmentUrl: 'javascript:alert(1)' },
        { attachmentUrl: 'Attachment URL must be a valid http or https URL' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const response = await call('POST', '/api/v1/questions', author, payload);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields,
        message: `Validation error: ${Object.values(fields)[0]}`,
      });
    }
    expect((await call('POST', '/api/v1/questions', author, { ...trueFalse, type: 'ESSAY' })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/questions', author, { ...trueFalse, type: undefined })).statusCode).toBe(400);
    expect((await call('POST', '/api/v1/questions', author, { ...trueFalse, difficulty: 'EXTREME' })).statusCode).toBe(
      400,
    );
  });

  const invalid = QUESTION_TYPES.flatMap((type) =>
    Object.entries(questionTypeRegistry[type].fixtures.invalid).map(([name, fixture]) => ({ type, name, ...fixture })),
  );
  it.each(invalid)('answers 400 "$message" for $type content $name', async ({ type, content, message }) => {
    const response = await call('POST', '/api/v1/questions', author, {
      type,
      questionText: 'A valid question text',
      content,
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.message).toBe(`Validation error: ${message}`);
    expect(Object.values(error.fields)).toEqual([message]);
    expect(Object.keys(error.fields)[0]).toMatch(/^content(\.|$)/);
  });

  it('answers 400 when the content belongs to another type', async () => {
    const response = await call('POST', '/api/v1/questions', author, {
      type: 'MCQ_SINGLE',
      questionText: 'Mismatched type',
      content: { answer: true },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(['content.options']);
  });
});

describe('POST /api/v1/questions permissions and references', () => {
  it('answers 403 to a user without QUESTION_CREATE', async () => {
    const response = await call('POST', '/api/v1/questions', student, trueFalse);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('Insufficient permissions');
  });

  it('answers 404 for an unknown or hidden quiz or tag, 403 for a visible quiz of someone else', async () => {
    const unknownQuiz = await call('POST', '/api/v1/questions', author, { ...trueFalse, quizIds: [MISSING_ID] });
    expect(unknownQuiz.statusCode).toBe(404);
    expect(errorOf(unknownQuiz).message).toBe('Quiz not found');
    const hidden = await createQuiz(other);
    expect((await call('POST', '/api/v1/questions', author, { ...trueFalse, quizIds: [hidden] })).statusCode).toBe(404);
    const unknownTag = await call('POST', '/api/v1/questions', author, { ...trueFalse, tagIds: [MISSING_ID] });
    expect(unknownTag.statusCode).toBe(404);
    expect(errorOf(unknownTag).message).toBe('Tag not found');

    const visible = await createQuiz(other, { visibility: 'PUBLIC' });
    await createQuestion(other, { quizIds: [visible] });
    await publish(other, visible);
    expect((await call('POST', '/api/v1/questions', author, { ...trueFalse, quizIds: [visible] })).statusCode).toBe(
      403,
    );
    const before = (await call('GET', `/api/v1/quizzes/${visible}`, other)).json().questionCount;
    expect(before).toBe(1);
  });
});

describe('the nine question types', () => {
  const valid = QUESTION_TYPES.map((type) => ({ type, content: firstValid(type) }));

  it.each(valid)(
    '$type: stores the content for its editors and shows takers the safe view only',
    async ({ type, content }) => {
      const quizId = await createQuiz(author, { visibility: 'PUBLIC' });
      const created = await call('POST', '/api/v1/questions', author, {
        type,
        questionText: `A ${type} question`,
        content,
        explanation: 'Because it is so.',
        hint: 'Think about it.',
        quizIds: [quizId],
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().questionId;
      await publish(author, quizId);
      const safeContent = getQuestionType(type).toSafeContent(
        content,
        new AnswerShuffles(answerShuffleKey(test.config)).ofQuestion(id),
      );

      const own = (await call('GET', `/api/v1/questions/${id}`, author)).json();
      expect(own).toMatchObject({
        id,
        type,
        questionText: `A ${type} question`,
        difficulty: 'MEDIUM',
        explanation: 'Because it is so.',
        hint: 'Think about it.',
        attachmentUrl: null,
        content,
        safeContent,
        quizIds: [quizId],
        tagIds: [],
        creatorId: author.id,
        abilities: { update: true, delete: true },
      });

      const taker = await call('GET', `/api/v1/questions/${id}`, student);
      expect(taker.statusCode).toBe(200);
      const seen = taker.json();
      expect(seen).not.toHaveProperty('content');
      expect(seen).not.toHaveProperty('explanation');
      expect(seen).toMatchObject({
        id,
        type,
        hint: 'Think about it.',
        safeContent,
        quizIds: [quizId],
        abilities: { update: false, delete: false },
      });
      const leaked = keysIn(seen.safeContent).filter((key) =>
        ['correct', 'compliant', 'answer', 'answers', 'matchId'].includes(key),
      );
      expect(leaked).toEqual([]);
      expect((await call('GET', `/api/v1/questions/${id}`, student)).json().safeContent).toEqual(seen.safeContent);

      const listed = (await call('GET', `/api/v1/questions?quizId=${quizId}`, student)).json();
      expect(listed.content).toHaveLength(1);
      expect(listed.content[0]).not.toHaveProperty('content');
      expect(listed.content[0].safeContent).toEqual(safeContent);
    },
  );

  it('shuffles ORDERING items and MATCHING right items in the safe view, stably, keyed with the server secret', async () => {
    const quizId = await createQuiz(author, { visibility: 'PUBLIC' });
    const ordering = {
      items: Array.from({ length: 10 }, (_, index) => ({ id: index + 1, text: `Step number ${index + 1}` })),
    };
    const matching = {
      left: Array.from({ length: 8 }, (_, index) => ({
        id: index + 1,
        text: `Country ${index + 1}`,
        matchId: 10 + index,
      })),
      right: Array.from({ length: 8 }, (_, index) => ({ id: 10 + index, text: `Capital ${index + 1}` })),
    };
    const orderingId = await createQuestion(author, {
      type: 'ORDERING',
      questionText: 'Put them in order',
      content: ordering,
      quizIds: [quizId],
    });
    const matchingId = await createQuestion(author, {
      type: 'MATCHING',
      questionText: 'Match the pairs',
      content: matching,
      quizIds: [quizId],
    });
    await publish(author, quizId);
    const itemIds = (items: Array<{ id: number }>) => items.map((item) => item.id);

    const orderingSafe = (await call('GET', `/api/v1/questions/${orderingId}`, other)).json().safeContent;
    expect([...itemIds(orderingSafe.items)].sort((a, b) => a - b)).toEqual(itemIds(ordering.items));
    // 10 items: the authored order comes up once in 10! seeds.
    expect(itemIds(orderingSafe.items)).not.toEqual(itemIds(ordering.items));
    // Stable for everyone and every read.
    expect((await call('GET', `/api/v1/questions/${orderingId}`, student)).json().safeContent).toEqual(orderingSafe);
    expect(
      (await call('GET', `/api/v1/questions?quizId=${quizId}`, other))
        .json()
        .content.find((q: { id: string }) => q.id === orderingId).safeContent,
    ).toEqual(orderingSafe);
    // The order is the keyed shuffle of this question under the server's key (issue 15, H-1); the
    // same algorithm under any other key (a guess) gives another order, so it cannot be undone.
    const serverShuffles = new AnswerShuffles(answerShuffleKey(test.config));
    const guessedShuffles = new AnswerShuffles(
      answerShuffleKey({ jwtSecret: 'a-guess-at-the-secret-a-guess-at-the-secret' }),
    );
    expect(getQuestionType('ORDERING').toSafeContent(ordering, serverShuffles.ofQuestion(orderingId))).toEqual(
      orderingSafe,
    );
    expect(getQuestionType('ORDERING').toSafeContent(ordering, guessedShuffles.ofQuestion(orderingId))).not.toEqual(
      orderingSafe,
    );

    const matchingSafe = (await call('GET', `/api/v1/questions/${matchingId}`, other)).json().safeContent;
    expect(matchingSafe.left).toEqual(matching.left.map(({ id, text }) => ({ id, text })));
    expect([...itemIds(matchingSafe.right)].sort((a, b) => a - b)).toEqual(itemIds(matching.right));
    expect(itemIds(matchingSafe.right)).not.toEqual(matching.left.map((item) => item.matchId));
    expect(getQuestionType('MATCHING').toSafeContent(matching, serverShuffles.ofQuestion(matchingId))).toEqual(
      matchingSafe,
    );
    expect(getQuestionType('MATCHING').toSafeContent(matching, guessedShuffles.ofQuestion(matchingId))).not.toEqual(
      matchingSafe,
    );
  });
});

describe('GET /api/v1/questions/{id} visibility', () => {
  it('answers 404 for an unknown question and for one only in quizzes the caller cannot see', async () => {
    const unknown = await call('GET', `/api/v1/questions/${MISSING_ID}`, author);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND_ERROR', message: 'Question not found' });
    const draft = await createQuiz(author, { visibility: 'PUBLIC' });
    const inDraft = await createQuestion(author, { quizIds: [draft] });
    const loose = await createQuestion(author);
    for (const id of [inDraft, loose]) {
      expect((await call('GET', `/api/v1/questions/${id}`, other)).statusCode).toBe(404);
    }
    const full = (await call('GET', `/api/v1/questions/${inDraft}`, moderator)).json();
    expect(full).toHaveProperty('content', { answer: true });
    expect(full.abilities).toEqual({ update: true, delete: true });
  });

  it('lists only the quizzes the caller may see in quizIds', async () => {
    const hidden = await createQuiz(author);
    test.clock.advance(1000);
    const shown = await createQuiz(author, { visibility: 'PUBLIC' });
    const id = await createQuestion(author, { quizIds: [hidden, shown] });
    await publish(author, shown);
    expect((await call('GET', `/api/v1/questions/${id}`, author)).json().quizIds).toEqual([hidden, shown]);
    expect((await call('GET', `/api/v1/questions/${id}`, other)).json().quizIds).toEqual([shown]);
  });
});

describe('GET /api/v1/questions', () => {
  it('lists a quiz in quiz order with paging, and 404 for a quiz the caller cannot see', async () => {
    const quizId = await createQuiz(author);
    const created: string[] = [];
    for (const text of ['First of five', 'Second of five', 'Third of five', 'Fourth of five', 'Fifth of five']) {
      created.push(await createQuestion(author, { questionText: text, quizIds: [quizId] }));
    }
    const order = [created[4], created[0], created[3], created[1], created[2]] as string[];
    await call('PUT', `/api/v1/quizzes/${quizId}/questions`, author, { questionIds: order });

    const first = (await call('GET', `/api/v1/questions?quizId=${quizId}&pageNumber=0&size=2`, author)).json();
    expect(first.content.map((q: { id: string }) => q.id)).toEqual(order.slice(0, 2));
    expect(first).toMatchObject({
      pageNumber: 0,
      pageSize: 2,
      totalElements: 5,
      totalPages: 3,
      first: true,
      last: false,
    });
    const last = (await call('GET', `/api/v1/questions?quizId=${quizId}&page=2&size=2`, author)).json();
    expect(last.content.map((q: { id: string }) => q.id)).toEqual(order.slice(4));
    expect((await call('GET', `/api/v1/questions?quizId=${quizId}&type=MCQ_SINGLE`, author)).json().totalElements).toBe(
      0,
    );

    const hidden = await call('GET', `/api/v1/questions?quizId=${quizId}`, other);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).message).toBe('Quiz not found');
    expect((await call('GET', '/api/v1/questions?quizId=nope', author)).statusCode).toBe(400);
  });

  it('without quizId lists the caller own questions, newest first', async () => {
    const fresh = await buildUser(test.app);
    const ids: string[] = [];
    for (const text of ['Oldest own question', 'Middle own question', 'Newest own question']) {
      test.clock.advance(1000);
      ids.push(await createQuestion(fresh, { questionText: text }));
    }
    await createQuestion(fresh, { type: 'OPEN', questionText: 'An open one', content: { answer: 'Model answer' } });
    const page = (await call('GET', '/api/v1/questions?size=3&type=TRUE_FALSE', fresh)).json();
    expect(page.content.map((q: { id: string }) => q.id)).toEqual([...ids].reverse());
    expect(page.totalElements).toBe(3);
    expect((await call('GET', '/api/v1/questions', fresh)).json().totalElements).toBe(4);
    expect((await call('GET', '/api/v1/questions?sort=createdAt,asc&size=1', fresh)).json().content[0].id).toBe(ids[0]);
    expect((await call('GET', '/api/v1/questions?sort=position', fresh)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api/v1/questions', other)).json().content.map((q: { id: string }) => q.id),
    ).not.toContain(ids[0]);
  });

  it('searches the question text on the server, ignoring case, with LIKE wildcards taken literally', async () => {
    const fresh = await buildUser(test.app);
    const quizId = await createQuiz(fresh);
    const volcano = await createQuestion(fresh, { questionText: 'Which VOLCANO buried Pompeii?', quizIds: [quizId] });
    const percent = await createQuestion(fresh, { questionText: 'Is 50% of ten equal to five?', quizIds: [quizId] });
    await createQuestion(fresh, { questionText: 'Name a volcanic island.' });
    await createQuestion(fresh, { questionText: 'Which river flows through Cairo?' });
    const ids = async (url: string) =>
      (await call('GET', url, fresh)).json<{ content: Array<{ id: string }>; totalElements: number }>();

    const found = await ids('/api/v1/questions?search=%20volcan%20&size=1');
    expect(found.totalElements).toBe(2);
    expect(found.content).toHaveLength(1);
    expect((await ids('/api/v1/questions?search=volcano')).content.map((q) => q.id)).toEqual([volcano]);
    expect((await ids('/api/v1/questions?search=50%25')).content.map((q) => q.id)).toEqual([percent]);
    expect((await ids('/api/v1/questions?search=_')).totalElements).toBe(0);
    expect((await ids('/api/v1/questions?search=volcano&type=OPEN')).totalElements).toBe(0);
    expect((await ids(`/api/v1/questions?quizId=${quizId}&search=POMPEII`)).content.map((q) => q.id)).toEqual([
      volcano,
    ]);
    // Only the caller's own questions are searched.
    expect((await call('GET', '/api/v1/questions?search=volcano', other)).json().totalElements).toBe(0);
    expect((await call('GET', `/api/v1/questions?search=${'x'.repeat(201)}`, fresh)).statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/questions/{id}', () => {
  it('answers 400 for invalid fields and for content that does not fit the (new) type', async () => {
    const id = await createQuestion(author);
    expect(errorOf(await call('PATCH', `/api/v1/questions/${id}`, author, { questionText: 'no' })).fields).toEqual({
      questionText: TEXT_LENGTH,
    });
    const mcq = await call('PATCH', `/api/v1/questions/${id}`, author, {
      content: {
        options: [
          { id: 'a', text: 'One', correct: true },
          { id: 'b', text: 'Two', correct: true },
        ],
      },
    });
    expect(mcq.statusCode).toBe(400);
    const retyped = await call('PATCH', `/api/v1/questions/${id}`, author, { type: 'MCQ_SINGLE' });
    expect(retyped.statusCode).toBe(400);
    const wrongSingle = await call('PATCH', `/api/v1/questions/${id}`, author, {
      type: 'MCQ_SINGLE',
      content: {
        options: [
          { id: 'a', text: 'One', correct: true },
          { id: 'b', text: 'Two', correct: true },
        ],
      },
    });
    expect(errorOf(wrongSingle)).toMatchObject({
      message: 'Validation error: Exactly one correct answer required',
      fields: { 'content.options': 'Exactly one correct answer required' },
    });
  });

  it('answers 403 without QUESTION_UPDATE or to others than the author, 404 when hidden', async () => {
    const quizId = await createQuiz(author, { visibility: 'PUBLIC' });
    const id = await createQuestion(author, { quizIds: [quizId] });
    await publish(author, quizId);
    expect((await call('PATCH', `/api/v1/questions/${id}`, student, { questionText: 'Changed text' })).statusCode).toBe(
      403,
    );
    const forbidden = await call('PATCH', `/api/v1/questions/${id}`, other, { questionText: 'Changed text' });
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).message).toBe('Insufficient permissions');
    const loose = await createQuestion(author);
    expect(
      (await call('PATCH', `/api/v1/questions/${loose}`, other, { questionText: 'Changed text' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/v1/questions/${MISSING_ID}`, author, { questionText: 'Changed text' })).statusCode,
    ).toBe(404);
  });

  it('changes the given fields, the type with its content, and the tags', async () => {
    const tagId = (await call('POST', '/api/v1/tags', author, { name: 'question-tag' })).json().tagId;
    const id = await createQuestion(author, { explanation: 'Old explanation', hint: 'Old hint' });
    test.clock.advance(5000);
    const mcq = {
      options: [
        { id: 'a', text: 'Mercury', correct: true },
        { id: 'b', text: 'Venus', correct: false },
      ],
    };
    const updated = await call('PATCH', `/api/v1/questions/${id}`, author, {
      type: 'MCQ_SINGLE',
      questionText: 'Which planet is closest to the Sun?',
      content: mcq,
      difficulty: 'EASY',
      hint: null,
      tagIds: [tagId],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      type: 'MCQ_SINGLE',
      questionText: 'Which planet is closest to the Sun?',
      content: mcq,
      safeContent: {
        options: [
          { id: 'a', text: 'Mercury' },
          { id: 'b', text: 'Venus' },
        ],
      },
      difficulty: 'EASY',
      explanation: 'Old explanation',
      hint: null,
      tagIds: [tagId],
      updatedAt: test.clock.now().toISOString(),
    });
    const byModerator = await call('PATCH', `/api/v1/questions/${id}`, moderator, {
      explanation: 'Checked by a moderator',
    });
    expect(byModerator.json()).toMatchObject({ explanation: 'Checked by a moderator', creatorId: author.id });
    expect((await call('PATCH', `/api/v1/questions/${id}`, admin, { tagIds: [] })).json().tagIds).toEqual([]);
  });
});

describe('DELETE /api/v1/questions/{id}', () => {
  it('answers 403 to others, deletes for the author and takes it out of its quizzes', async () => {
    const quizId = await createQuiz(author, { visibility: 'PUBLIC' });
    const keep = await createQuestion(author, { quizIds: [quizId] });
    const id = await createQuestion(author, { quizIds: [quizId] });
    await publish(author, quizId);
    expect((await call('DELETE', `/api/v1/questions/${id}`, student)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/questions/${id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/questions/${MISSING_ID}`, author)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/questions/${id}`, author)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/questions/${id}`, author)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/quizzes/${quizId}`, author)).json()).toMatchObject({
      questionIds: [keep],
      questionCount: 1,
    });
  });
});
