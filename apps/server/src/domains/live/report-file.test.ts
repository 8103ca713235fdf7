import { liveMessages, type LiveSessionCreated } from '@quizmaker/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, caller, errorOf, MISSING_ID, useTestApp, useUser } from '../../test-support/test-app.ts';
import { createQuiz, NINE_TYPES } from '../attempts/test-support/taking.ts';
import { openWorkbook } from '../interchange/formats/spreadsheet/xlsx-read.ts';
import { liveRepository } from './repository.ts';
import type { LiveFrozenQuestion } from './room.ts';

const typeCase = (type: string) => {
  const found = NINE_TYPES.find((candidate) => candidate.type === type);
  if (!found) {
    throw new Error(type);
  }
  return found;
};

let sessionId: string;
let createdOn: string;

/** Players and answers written as a game would have: who answered what, right or not, after how long, for how many points. */
async function play(
  sessionId: string,
  questions: readonly LiveFrozenQuestion[],
  players: ReadonlyArray<{
    nickname: string;
    removed?: boolean;
    answers: Array<[number, boolean, number, number, unknown]>;
  }>,
): Promise<void> {
  const db = test.database.db;
  for (const [place, player] of players.entries()) {
    const playerId = `00000000-0000-4000-8000-00000000000${place + 1}`;
    await liveRepository.insertPlayer(db, {
      id: playerId,
      sessionId,
      userId: null,
      nickname: player.nickname,
      nicknameKey: player.nickname.toLowerCase(),
      rejoinHash: `hash-${place}`,
      score: 0,
      removed: player.removed ?? false,
      joinedAt: test.clock.now(),
    });
    for (const [questionIndex, isCorrect, elapsedMs, points, response] of player.answers) {
      await liveRepository.insertAnswer(db, {
        sessionId,
        playerId,
        questionIndex,
        questionId: (questions[questionIndex] as LiveFrozenQuestion).id,
        response,
        score: isCorrect ? 1 : 0,
        isCorrect,
        points,
        elapsedMs,
        answeredAt: test.clock.now(),
      });
    }
  }
}

const test = useTestApp();
const owner = useUser(test);
beforeAll(async () => {
  const { quizId } = await createQuiz(
    test,
    owner,
    {},
    [
      { ...typeCase('MCQ_SINGLE'), questionText: '=HYPERLINK("x"), the capital?' },
      { ...typeCase('TRUE_FALSE'), questionText: 'The earth is round.' },
      { ...typeCase('ORDERING'), questionText: 'Order the planets from the sun.' },
    ],
    { title: 'Capitals: Europe & more!' },
  );
  const created = await caller(test)('POST', '/api/v1/live-sessions', owner, { quizId });
  expect(created.statusCode, created.body).toBe(201);
  sessionId = created.json<LiveSessionCreated>().id;
  const session = await liveRepository.findSession(test.database.db, sessionId);
  createdOn = session?.createdAt.toISOString().slice(0, 10) ?? '';
  await play(sessionId, (session?.questions ?? []) as LiveFrozenQuestion[], [
    {
      nickname: 'Alice',
      answers: [
        [0, true, 2000, 950, { selectedOptionId: 'b' }],
        [1, true, 1000, 975, { answer: true }],
      ],
    },
    {
      nickname: '=Eve!',
      answers: [
        [0, false, 4000, 0, { selectedOptionId: 'a' }],
        [1, true, 3000, 925, { answer: true }],
      ],
    },
    { nickname: '+Bob,', answers: [[0, true, 10_000, 750, { selectedOptionId: 'b' }]] },
    { nickname: 'Removed', removed: true, answers: [] },
  ]);
});

const reportUrl = (id: string, format: string) => `/api/v1/live-sessions/${id}/report?format=${format}`;

describe('GET /api/v1/live-sessions/{id}/report', () => {
  it('answers 401, 400, 403 and 404 in that order, each with its message', async () => {
    const call = caller(test);
    expect((await call('GET', reportUrl(sessionId, 'csv'))).statusCode).toBe(401);
    for (const url of [reportUrl(sessionId, 'pdf'), `/api/v1/live-sessions/${sessionId}/report`]) {
      const badFormat = await call('GET', url, owner);
      expect([badFormat.statusCode, errorOf(badFormat).fields]).toEqual([
        400,
        { format: liveMessages.reportFormatInvalid },
      ]);
    }
    const stranger = await buildUser(test.app);
    const notOwner = await call('GET', reportUrl(sessionId, 'csv'), stranger);
    expect([notOwner.statusCode, errorOf(notOwner).message]).toEqual([403, liveMessages.reportsOwnerOnly]);
    const missing = await call('GET', reportUrl(MISSING_ID, 'csv'), owner);
    expect([missing.statusCode, errorOf(missing).message]).toEqual([404, liveMessages.sessionNotFound]);
  });

  it('writes CSV: a section per table, quoted as RFC 4180 says, formula starts neutralised, removed players left out', async () => {
    const response = await caller(test)('GET', reportUrl(sessionId, 'csv'), owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="capitals-europe-more-live-${createdOn}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(
      [
        '\uFEFFQuestions',
        '#,Question,Answers,Correct,Correct share (%),Mean time (s),Answers per option',
        `1,"'=HYPERLINK(""x""), the capital?",3,2,66.7,5.3,London: 1; Paris (correct): 2; Rome: 0; Madrid: 0`,
        '2,The earth is round.,2,2,100,2,True (correct): 2; False: 0',
        '3,Order the planets from the sun.,0,0,0,,',
        '',
        'Players',
        'Rank,Nickname,Score,Correct answers',
        '1,Alice,1925,2',
        "2,'=Eve!,925,1",
        `3,"'+Bob,",750,1`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes XLSX that the import reader reads back: sheet Questions and sheet Players, texts as typed', async () => {
    const response = await caller(test)('GET', reportUrl(sessionId, 'xlsx'), owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="capitals-europe-more-live-${createdOn}.xlsx"`,
    );
    const workbook = openWorkbook(new Uint8Array(response.rawPayload));
    const tables = workbook.sheets.map((sheet) => [sheet.name, sheet.rows('too many').map((row) => row.values)]);
    expect(tables).toEqual([
      [
        'Questions',
        [
          ['#', 'Question', 'Answers', 'Correct', 'Correct share (%)', 'Mean time (s)', 'Answers per option'],
          [1, '=HYPERLINK("x"), the capital?', 3, 2, 66.7, 5.3, 'London: 1; Paris (correct): 2; Rome: 0; Madrid: 0'],
          [2, 'The earth is round.', 2, 2, 100, 2, 'True (correct): 2; False: 0'],
          [3, 'Order the planets from the sun.', 0, 0, 0],
        ],
      ],
      [
        'Players',
        [
          ['Rank', 'Nickname', 'Score', 'Correct answers'],
          [1, 'Alice', 1925, 2],
          [2, '=Eve!', 925, 1],
          [3, '+Bob,', 750, 1],
        ],
      ],
    ]);
  });
});
