import { QUESTION_TYPES, type QuestionType } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type SignedIn, signInAs, useTestApp, withTestApp } from '../test-support/test-app.ts';
import { DEMO_TOKEN_GRANT, seedDemo } from './demo.ts';
import { seedDemoContent } from './demo-content.ts';

let creator: SignedIn;
let student: SignedIn;

const signIn = (username: string, password: string) => signInAs(test, username, password);

const test = useTestApp();
beforeAll(async () => {
  await seedDemo(test.database.db, test.clock);
  creator = await signIn('creator', 'Creator123!');
  student = await signIn('student', 'Student123!');
});

const get = async (url: string, who: SignedIn) => {
  const response = await test.app.inject({ method: 'GET', url, headers: who.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

interface QuizRow {
  id: string;
  title: string;
  status: string;
  visibility: string;
  timerEnabled: boolean;
  timerDuration: number;
  questionCount: number;
  category: { name: string } | null;
  tags: Array<{ name: string }>;
  creatorUsername: string;
}

describe('demo content', () => {
  it('publishes three public quizzes of the demo creator in two categories, with tags, newest first', async () => {
    const page = await get('/api/v1/quizzes?scope=public', student);
    const quizzes = page.content as QuizRow[];
    expect(quizzes.map((quiz) => quiz.title)).toEqual([
      'Tour of the Nine Question Types',
      'Capital Cities Sprint',
      'General Knowledge Challenge',
    ]);
    for (const quiz of quizzes) {
      expect(quiz).toMatchObject({ status: 'PUBLISHED', visibility: 'PUBLIC', creatorUsername: 'creator' });
      expect(quiz.tags.length).toBeGreaterThan(0);
    }
    expect(new Set(quizzes.map((quiz) => quiz.category?.name))).toEqual(
      new Set(['Science & Nature', 'General Knowledge']),
    );
    const [tour, timed, long] = quizzes as [QuizRow, QuizRow, QuizRow];
    expect(tour.questionCount).toBe(9);
    expect(timed).toMatchObject({ timerEnabled: true, timerDuration: 10 });
    expect(long.questionCount).toBeGreaterThanOrEqual(10);
  });

  it('has one question of each of the nine types in the tour quiz', async () => {
    const tour = (await get('/api/v1/quizzes?scope=public&search=tour', student)).content[0] as QuizRow;
    const questions = (await get(`/api/v1/questions?quizId=${tour.id}&size=50`, creator)).content as Array<{
      type: QuestionType;
    }>;
    expect(questions.map((question) => question.type).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('keeps a draft that only the creator sees', async () => {
    const mine = (await get('/api/v1/quizzes?scope=me&status=DRAFT', creator)).content as QuizRow[];
    expect(mine.map((quiz) => quiz.title)).toEqual(['Rivers of the World (draft)']);
    const hidden = await test.app.inject({
      method: 'GET',
      url: `/api/v1/quizzes/${mine[0]?.id}`,
      headers: student.auth,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('gives every question valid content whose own correct answer scores 1, and an explanation', async () => {
    const quizzes = (await get('/api/v1/quizzes?scope=me&size=100', creator)).content as QuizRow[];
    expect(quizzes).toHaveLength(4);
    let checked = 0;
    for (const quiz of quizzes) {
      const questions = (await get(`/api/v1/questions?quizId=${quiz.id}&size=100`, creator)).content as Array<{
        type: QuestionType;
        content: unknown;
        explanation: string | null;
      }>;
      expect(questions).toHaveLength(quiz.questionCount);
      for (const question of questions) {
        const plugin = getQuestionType(question.type);
        expect(plugin.validateContent(question.content).success).toBe(true);
        expect(plugin.grade(question.content, plugin.correctAnswer(question.content), 'ALL_OR_NOTHING')).toEqual({
          score: 1,
          isCorrect: true,
        });
        expect(question.explanation?.length ?? 0).toBeGreaterThan(10);
        checked += 1;
      }
    }
    expect(checked).toBe(29);
  });

  it('points the HOTSPOT question at the image the app ships and serves', async () => {
    const tour = (await get('/api/v1/quizzes?scope=public&search=tour', student)).content[0] as QuizRow;
    const questions = (await get(`/api/v1/questions?quizId=${tour.id}&size=50`, student)).content as Array<{
      type: QuestionType;
      safeContent: { imageUrl?: string };
    }>;
    const hotspot = questions.find((question) => question.type === 'HOTSPOT');
    expect(hotspot?.safeContent.imageUrl).toBe('/api/v1/media/assets/solar-system.svg');
    const image = await test.app.inject({ method: 'GET', url: hotspot?.safeContent.imageUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
  });

  it('gives the demo creator and admin a generous balance as a normal ledger credit, so the first generation is paid for', async () => {
    const admin = await signIn('admin', 'Admin123!');
    for (const who of [creator, admin]) {
      expect(await get('/api/v1/billing/balance', who)).toMatchObject({
        availableTokens: DEMO_TOKEN_GRANT,
        reservedTokens: 0,
      });
      const entries = (await get('/api/v1/billing/transactions', who)).content;
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        type: 'BONUS',
        source: 'SYSTEM',
        amountTokens: DEMO_TOKEN_GRANT,
        balanceAfterAvailable: DEMO_TOKEN_GRANT,
      });
    }
    expect((await get('/api/v1/billing/balance', student)).availableTokens).toBe(0);
  });

  it('seeds only once', async () => {
    expect(await seedDemo(test.database.db, test.clock)).toEqual([]);
    expect(await seedDemoContent(test.database.db, test.clock)).toBe(0);
    expect((await get('/api/v1/quizzes?scope=me&size=100', creator)).totalElements).toBe(4);
  });
});

describe('demo token grant', () => {
  it('goes only to accounts the seed created, not to an existing user who took a demo name first', async () => {
    await withTestApp({}, async (earlier) => {
      const squatter = await buildUser(earlier.app, { username: 'creator', email: 'someone-else@example.com' });
      const before = (await earlier.app.inject({ url: '/api/v1/billing/balance', headers: squatter.auth })).json()
        .availableTokens;
      await seedDemo(earlier.database.db, earlier.clock);
      const after = await earlier.app.inject({ url: '/api/v1/billing/balance', headers: squatter.auth });
      expect(after.json().availableTokens).toBe(before);
    });
  });
});
