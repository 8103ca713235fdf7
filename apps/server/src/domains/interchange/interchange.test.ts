import { IMPORT_MAX_BYTES, interchangeMessages, questionMessages } from '@quizmaker/contracts';
import { CONTENT_MESSAGES, INTERCHANGE_REASONS } from '@quizmaker/question-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, type SignedIn, useAccount, useAdmin, useTestApp, useUser } from '../../test-support/test-app.ts';
import { GIFT_MESSAGES, GIFT_NOTES } from './formats/gift/parse.ts';
import { AIKEN_EXPORT_MESSAGES } from './formats/aiken/aiken.ts';
import { GIFT_EXPORT_MESSAGES } from './formats/gift/write.ts';
import { JSON_MESSAGES } from './formats/json/json.ts';
import {
  addQuestion,
  authoredQuestions,
  createEveryTypeQuiz,
  createQuiz,
  exportQuiz,
  importFile,
  questionsOf,
  without,
} from './test-support/interchange.ts';

const test = useTestApp();
const author = useUser(test);
const other = useUser(test);
const student = useAccount(test, { roles: ['ROLE_USER'] });
const moderator = useAccount(test, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
const admin = useAdmin(test);

const CAPITALS_GIFT = `// Capitals of Europe, from Moodle's GIFT documentation style
$CATEGORY: $course$/top/European capitals

::France::What is the capital of France? {=Paris ~London ~Berlin}

::Italy:: Rome is the capital of Italy. {T}

::Essay:: Describe Paris in a few words. {}
`;

async function myQuizzes(who: SignedIn): Promise<Array<{ id: string; title: string; status: string }>> {
  const response = await test.app.inject({
    method: 'GET',
    url: '/api/v1/quizzes?scope=me&size=100',
    headers: who.auth,
  });
  return response.json<{ content: Array<{ id: string; title: string; status: string }> }>().content;
}

describe('POST /api/v1/quizzes/import', () => {
  it('401 without a session', async () => {
    const response = await importFile(test, null, { text: CAPITALS_GIFT, filename: 'capitals.gift' });
    expect(response.statusCode).toBe(401);
  });

  it('400 without a file, with the field', async () => {
    const response = await importFile(test, author, null, { dryRun: 'true' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: interchangeMessages.fileRequired });
  });

  it('400 for a format, quizId or dryRun that is not one of ours', async () => {
    const response = await importFile(
      test,
      author,
      { text: CAPITALS_GIFT, filename: 'capitals.gift' },
      { format: 'pdf', quizId: 'nope', dryRun: 'yes' },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      format: interchangeMessages.formatInvalid,
      quizId: 'must be a valid id',
      dryRun: interchangeMessages.dryRunInvalid,
    });
  });

  it('400 when the content is no format we read', async () => {
    const response = await importFile(test, author, { text: 'Just a sentence.\n', filename: 'notes.txt' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ format: interchangeMessages.formatUnknown });
  });

  it('400 for a file that is not UTF-8 text', async () => {
    const response = await importFile(test, author, {
      text: Buffer.from([0xff, 0xfe, 0x7b, 0x80]),
      filename: 'x.gift',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: interchangeMessages.notText });
  });

  it('400 for a file holding a NUL character, in a dry run too, nothing stored', async () => {
    const before = (await myQuizzes(author)).length;
    for (const dryRun of [true, false]) {
      const response = await importFile(
        test,
        author,
        { text: '::Q1:: The answer\u0000 is {T}\n', filename: 'nul.gift' },
        dryRun ? { dryRun: 'true' } : {},
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual({ file: interchangeMessages.nulCharacter });
    }
    expect(await myQuizzes(author)).toHaveLength(before);
  });

  it('400 with the exact place of a malformed GIFT question, nothing stored', async () => {
    const before = (await myQuizzes(author)).length;
    const response = await importFile(test, author, {
      text: 'Good question? {T}\n\nBroken question {=a ~b\n',
      filename: 'broken.gift',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: GIFT_MESSAGES.answersUnclosed(2, 3) });
    expect((await myQuizzes(author)).length).toBe(before);
  });

  it('400 for a JSON file that is not ours', async () => {
    const response = await importFile(test, author, { text: '{"questions": []}', filename: 'x.json' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: JSON_MESSAGES.notQuizFile });
  });

  it('400 for more than 500 questions, counted before they are parsed', async () => {
    // Every block is malformed: were they parsed first, the answer would name question 1.
    const text = Array.from({ length: 501 }, () => 'Q {=a').join('\n\n');
    const response = await importFile(test, author, { text, filename: 'many.gift' }, { format: 'gift' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: interchangeMessages.tooManyQuestions });
  });

  it('413 for a file over 10 MB', async () => {
    const text = `Big? {T}\n\n// ${'x'.repeat(IMPORT_MAX_BYTES)}`;
    const response = await importFile(test, author, { text, filename: 'big.gift' });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe(interchangeMessages.fileTooLarge);
  });

  it('400 for a file with no questions', async () => {
    const response = await importFile(
      test,
      author,
      { text: '$CATEGORY: Empty\n', filename: 'e.gift' },
      { format: 'gift' },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: interchangeMessages.noQuestions });
  });

  it('JSON: settings a hand-made quiz may not have are refused with the field and rule', async () => {
    const text = JSON.stringify({
      format: 'quizmaker-quiz',
      formatVersion: 1,
      quiz: { title: 'Bad pass mark', passMark: 120 },
      questions: [{ type: 'TRUE_FALSE', questionText: 'Fine?', content: { answer: true } }],
    });
    const response = await importFile(test, author, { text, filename: 'bad.json' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: 'quiz.passMark: Pass mark must be between 0 and 100' });
  });

  it("JSON: a question breaking its type's rules is skipped with the rule's message", async () => {
    const text = JSON.stringify({
      format: 'quizmaker-quiz',
      formatVersion: 1,
      quiz: { title: 'Mixed file' },
      questions: [
        { type: 'TRUE_FALSE', questionText: 'Fine?', content: { answer: true } },
        {
          type: 'MCQ_SINGLE',
          questionText: 'No right option?',
          content: { options: [{ id: 'a', text: 'x', correct: false }] },
        },
        { type: 'RIDDLE', questionText: 'Unknown type?', content: {} },
        'not an object',
      ],
    });
    const response = await importFile(test, author, { text, filename: 'mixed.json' }, { dryRun: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ skipped: unknown[] }>().skipped).toEqual([
      { index: 2, title: null, reason: CONTENT_MESSAGES.minOptions },
      { index: 3, title: null, reason: `type: ${JSON_MESSAGES.typeUnknown}` },
      { index: 4, title: null, reason: JSON_MESSAGES.questionNotObject },
    ]);
  });

  it('JSON nested a million levels deep is a 400, not a crash', async () => {
    const text = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    const response = await importFile(test, author, { text, filename: 'deep.json' }, { format: 'json' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ file: JSON_MESSAGES.notQuizFile });
  });

  it('403 for a taker without authoring rights', async () => {
    const response = await importFile(test, student, { text: CAPITALS_GIFT, filename: 'capitals.gift' });
    expect(response.statusCode).toBe(403);
  });

  it("404 for a quizId that does not exist; 403 for another author's quiz", async () => {
    const missing = await importFile(
      test,
      author,
      { text: CAPITALS_GIFT, filename: 'capitals.gift' },
      { quizId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(missing.statusCode).toBe(404);
    const theirs = await createQuiz(test, other, 'Their quiz', { visibility: 'PUBLIC' });
    await addQuestion(test, other, theirs, {
      type: 'TRUE_FALSE',
      questionText: 'Is this theirs?',
      content: { answer: true },
    });
    await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/quizzes/${theirs}/status`,
      headers: other.auth,
      payload: { status: 'PUBLISHED' },
    });
    const forbidden = await importFile(test, author, { text: CAPITALS_GIFT, filename: 'c.gift' }, { quizId: theirs });
    expect(forbidden.statusCode).toBe(403);
    // The rights come before the file is read: a broken file into their quiz is refused as theirs, unparsed.
    const unread = await importFile(test, author, { text: 'Broken {', filename: 'c.gift' }, { quizId: theirs });
    expect(unread.statusCode).toBe(403);
    const hidden = await createQuiz(test, other, 'Their private quiz');
    const notFound = await importFile(test, author, { text: CAPITALS_GIFT, filename: 'c.gift' }, { quizId: hidden });
    expect(notFound.statusCode).toBe(404);
  });

  it('dry run: the preview, nothing stored, quizId null', async () => {
    const before = (await myQuizzes(author)).length;
    const response = await importFile(
      test,
      author,
      { text: CAPITALS_GIFT, filename: 'capitals.gift' },
      { dryRun: 'true' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      quizId: null,
      format: 'gift',
      imported: 2,
      skipped: [{ index: 3, title: 'Essay', reason: INTERCHANGE_REASONS.essay }],
      warnings: [],
      questions: [
        {
          index: 1,
          title: 'France',
          type: 'MCQ_SINGLE',
          questionText: 'What is the capital of France?',
          status: 'READY',
          notes: [],
        },
        {
          index: 2,
          title: 'Italy',
          type: 'TRUE_FALSE',
          questionText: 'Rome is the capital of Italy.',
          status: 'READY',
          notes: [],
        },
        {
          index: 3,
          title: 'Essay',
          type: null,
          questionText: 'Describe Paris in a few words.',
          status: 'SKIPPED',
          notes: [INTERCHANGE_REASONS.essay],
        },
      ],
    });
    expect((await myQuizzes(author)).length).toBe(before);
  });

  it('creates a DRAFT quiz named after the category with the accepted questions in file order', async () => {
    const response = await importFile(test, author, { text: CAPITALS_GIFT, filename: 'capitals.gift' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ quizId: string; imported: number }>();
    expect(result.imported).toBe(2);
    const quiz = (await myQuizzes(author)).find((candidate) => candidate.id === result.quizId);
    expect(quiz).toMatchObject({ title: 'European capitals', status: 'DRAFT' });
    const questions = await questionsOf(test, author, result.quizId);
    expect(questions.map((question) => [question.type, question.questionText, question.content])).toEqual([
      [
        'MCQ_SINGLE',
        'What is the capital of France?',
        {
          options: [
            { id: 'a', text: 'Paris', correct: true },
            { id: 'b', text: 'London', correct: false },
            { id: 'c', text: 'Berlin', correct: false },
          ],
        },
      ],
      ['TRUE_FALSE', 'Rome is the capital of Italy.', { answer: true }],
    ]);
  });

  it('names the quiz after the file when the file has no title', async () => {
    const response = await importFile(test, author, { text: 'Is ice cold? {T}\n', filename: 'winter-facts.gift' });
    const quizId = response.json<{ quizId: string }>().quizId;
    expect((await myQuizzes(author)).find((quiz) => quiz.id === quizId)?.title).toBe('winter-facts');
  });

  it('adds to an existing quiz after its questions; a question failing validation is skipped with its message', async () => {
    const quizId = await createQuiz(test, author, 'Existing quiz');
    await addQuestion(test, author, quizId, {
      type: 'TRUE_FALSE',
      questionText: 'Already here?',
      content: { answer: true },
    });
    const response = await importFile(
      test,
      author,
      { text: 'Sky is blue. {T}\n\nNo {T}\n\n::Weights:: Pick {~%50%a ~%50%b ~c}\n', filename: 'more.gift' },
      { quizId },
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ quizId: string; imported: number; skipped: unknown[]; warnings: unknown[] }>();
    expect(result.quizId).toBe(quizId);
    expect(result.imported).toBe(2);
    expect(result.skipped).toEqual([{ index: 2, title: null, reason: questionMessages.textLength }]);
    expect(result.warnings).toEqual([]);
    const questions = await questionsOf(test, author, quizId);
    expect(questions.map((question) => question.questionText)).toEqual(['Already here?', 'Sky is blue.', 'Pick']);
    expect(questions[2]?.type).toBe('MCQ_MULTI');
  });

  it('a moderator may import into any quiz', async () => {
    const quizId = await createQuiz(test, author, 'Moderated quiz');
    const response = await importFile(test, moderator, { text: 'Moderated? {T}\n', filename: 'm.gift' }, { quizId });
    expect(response.statusCode, response.body).toBe(200);
    expect((await questionsOf(test, author, quizId)).map((question) => question.questionText)).toEqual(['Moderated?']);
  });

  it('imports Aiken, detected by content', async () => {
    const text = 'Which is a prime?\nA. 4\nB. 7\nC. 9\nANSWER: B\n';
    const response = await importFile(test, author, { text, filename: 'primes.txt' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ format: 'aiken', imported: 1, skipped: [] });
  });

  it('reports conversions as warnings', async () => {
    const text = '[html]<p>What is <b>2+2</b>?</p> {=4 =four#right}\n';
    const response = await importFile(test, author, { text, filename: 'sums.gift' }, { dryRun: 'true' });
    expect(response.json()).toMatchObject({
      imported: 1,
      warnings: [
        { index: 1, title: null, message: GIFT_NOTES.htmlToText },
        { index: 1, title: null, message: GIFT_NOTES.feedbackDropped(1) },
        { index: 1, title: null, message: 'Other accepted answers dropped: "four"' },
      ],
    });
  });
});

describe('GET /api/v1/quizzes/{id}/export', () => {
  let quizId: string;
  beforeAll(async () => {
    quizId = await createEveryTypeQuiz(test, author, 'Every type, exported');
  });

  it('401 without a session, 400 for an unknown format', async () => {
    expect((await exportQuiz(test, null, quizId, 'json')).statusCode).toBe(401);
    const response = await exportQuiz(test, author, quizId, 'pdf');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ format: interchangeMessages.formatInvalid });
  });

  it('404 for someone who cannot see the quiz; 403 for a reader who is not its owner or a moderator', async () => {
    expect((await exportQuiz(test, other, quizId, 'json')).statusCode).toBe(404);
    const publicQuiz = await createQuiz(test, author, 'Public export', { visibility: 'PUBLIC' });
    await addQuestion(test, author, publicQuiz, {
      type: 'TRUE_FALSE',
      questionText: 'Public?',
      content: { answer: true },
    });
    await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/quizzes/${publicQuiz}/status`,
      headers: author.auth,
      payload: { status: 'PUBLISHED' },
    });
    expect((await exportQuiz(test, other, publicQuiz, 'gift')).statusCode).toBe(403);
    expect((await exportQuiz(test, student, publicQuiz, 'gift')).statusCode).toBe(403);
  });

  it('the owner, a moderator and an admin get the file with its type and name', async () => {
    for (const who of [author, moderator, admin]) {
      const response = await exportQuiz(test, who, quizId, 'json');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="every-type-exported.json"; filename*=UTF-8''every-type-exported.json`,
      );
      expect(response.headers['x-export-skipped']).toBe('[]');
    }
  });

  it('JSON: export then import gives an equal quiz (all nine types, every field)', async () => {
    const file = await exportQuiz(test, author, quizId, 'json');
    const response = await importFile(test, author, { text: file.body, filename: 'every-type-exported.json' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ quizId: string; imported: number; skipped: unknown[]; warnings: unknown[] }>();
    expect(result).toMatchObject({ imported: 9, skipped: [], warnings: [] });
    const settings = async (id: string) => {
      const detail = await test.app.inject({ method: 'GET', url: `/api/v1/quizzes/${id}`, headers: author.auth });
      return without(detail.json<Record<string, unknown>>(), ['id', 'createdAt', 'updatedAt', 'questionIds']);
    };
    expect(await settings(result.quizId)).toEqual(await settings(quizId));
    // Everything but ids, dates and the safe view (its shuffle is keyed by the question's id).
    expect(await authoredQuestions(test, author, result.quizId)).toEqual(await authoredQuestions(test, author, quizId));
  });

  it('GIFT: skipped types named in the header and the file; the rest imports back as the same questions', async () => {
    const response = await exportQuiz(test, author, quizId, 'gift');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="every-type-exported.gift.txt"; filename*=UTF-8''every-type-exported.gift.txt`,
    );
    expect(JSON.parse(String(response.headers['x-export-skipped']))).toEqual([
      { index: 5, reason: GIFT_EXPORT_MESSAGES.oneGapOnly(2) },
      { index: 6, reason: GIFT_EXPORT_MESSAGES.noStatements },
      { index: 7, reason: GIFT_EXPORT_MESSAGES.noOrdering },
      { index: 8, reason: GIFT_EXPORT_MESSAGES.noImageRegions },
    ]);
    expect(response.body).toContain(`// Question 7 (ORDERING) skipped: ${GIFT_EXPORT_MESSAGES.noOrdering}`);
    const back = await importFile(test, author, { text: response.body, filename: 'x.gift.txt' });
    expect(back.statusCode, back.body).toBe(200);
    const result = back.json<{ quizId: string; imported: number }>();
    expect(result.imported).toBe(5);
    expect((await myQuizzes(author)).find((quiz) => quiz.id === result.quizId)?.title).toBe('Every type, exported');
    const original = (await questionsOf(test, author, quizId)).filter(
      (_question, index) => ![4, 5, 6, 7].includes(index),
    );
    expect(
      (await questionsOf(test, author, result.quizId)).map(({ type, questionText, explanation, content }) => ({
        type,
        questionText,
        explanation,
        content,
      })),
    ).toEqual(
      original.map(({ type, questionText, explanation, content }) => ({ type, questionText, explanation, content })),
    );
  });

  it('lists the first 20 skipped questions in X-Export-Skipped and counts them all in X-Export-Skipped-Count', async () => {
    const gift = Array.from({ length: 25 }, (_, index) => `::Q${index + 1}:: Statement ${index + 1} is true {T}`).join(
      '\n\n',
    );
    const imported = await importFile(test, author, { text: gift, filename: 'many.gift' });
    expect(imported.statusCode, imported.body).toBe(200);
    const response = await exportQuiz(test, author, imported.json<{ quizId: string }>().quizId, 'aiken');
    expect(response.statusCode).toBe(200);
    const listed = JSON.parse(String(response.headers['x-export-skipped'])) as Array<{ index: number }>;
    expect(listed.map((entry) => entry.index)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(response.headers['x-export-skipped-count']).toBe('25');
  });

  it('lists what written questions lost in X-Export-Warnings, counted in X-Export-Warnings-Count', async () => {
    const response = await exportQuiz(test, author, quizId, 'aiken');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(String(response.headers['x-export-warnings']))).toEqual([
      { index: 1, message: AIKEN_EXPORT_MESSAGES.explanationDropped },
      { index: 1, message: AIKEN_EXPORT_MESSAGES.hintDropped },
    ]);
    expect(response.headers['x-export-warnings-count']).toBe('2');
    const json = await exportQuiz(test, author, quizId, 'json');
    expect(json.headers['x-export-warnings']).toBe('[]');
    expect(json.headers['x-export-warnings-count']).toBe('0');
  });

  it('Aiken: the single-answer choice only', async () => {
    const response = await exportQuiz(test, author, quizId, 'aiken');
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(String(response.headers['x-export-skipped']))).toHaveLength(8);
    expect(response.headers['x-export-skipped-count']).toBe('8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="every-type-exported.aiken.txt"; filename*=UTF-8''every-type-exported.aiken.txt`,
    );
    expect(response.body).toMatch(/^Question 1 of type MCQ_SINGLE\?\nA\. .+\n(?:[B-Z]\. .+\n)+ANSWER: [A-Z]\n$/);
  });
});
