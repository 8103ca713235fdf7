import { randomUUID } from 'node:crypto';
import { liveMessages, type LiveSessionCreated } from '@quizmaker/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { MemoryCounterStore } from '../../http/counters.ts';
import { ManualClock } from '../../test-support/manual-clock.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { buildUser, caller, testConfig, type SignedIn, type TestApp } from '../../test-support/test-app.ts';
import { createQuiz, NINE_TYPES } from '../attempts/test-support/taking.ts';
import { RedisLiveHub } from './hub-redis.ts';
import { LiveClient } from './test-support/live-client.ts';

/**
 * Two app instances in one test process, as two server processes would be: one database, one Redis,
 * each its own RedisLiveHub (on a channel of this test file's own) and its own sockets. Players on
 * either play in the same session, and the host may move from one to the other.
 */

const REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';
const MCQ = NINE_TYPES.find((candidate) => candidate.type === 'MCQ_SINGLE');
const TRUE_FALSE = NINE_TYPES.find((candidate) => candidate.type === 'TRUE_FALSE');

let database: Database;
let redis: Redis;
let hubs: RedisLiveHub[] = [];
let apps: FastifyInstance[] = [];
const clock = new ManualClock(new Date());
const channel = `quizmaker:live:test:${randomUUID()}`;
let a: { test: TestApp; origin: string };
let b: { test: TestApp; origin: string };
let host: SignedIn;
let quizId: string;

async function instance(): Promise<{ test: TestApp; origin: string }> {
  const hub = await RedisLiveHub.connect(redis, { log: console, channel });
  hubs.push(hub);
  const config = testConfig();
  // PIN failure windows follow the manual clock in memory: this file is about the hub, not the counters.
  const app = await buildApp(config, database, { clock, counters: new MemoryCounterStore(clock), liveHub: hub });
  apps.push(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return { test: { app, database, clock, config, close: () => app.close() }, origin };
}

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  a = await instance();
  b = await instance();
  host = await buildUser(a.test.app);
  if (!MCQ || !TRUE_FALSE) {
    throw new Error('type cases missing');
  }
  ({ quizId } = await createQuiz(a.test, host, {}, [MCQ, TRUE_FALSE]));
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(hubs.map((hub) => hub.close()));
  // The channel leaves nothing behind: no subscriber is left on it once the hubs are closed.
  const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
  expect(subscribers).toBe(0);
  redis.disconnect();
  await database.close();
  apps = [];
  hubs = [];
});

async function openHost(origin: string, sessionId: string): Promise<LiveClient> {
  const client = await LiveClient.open(origin);
  client.send({ type: 'host', sessionId, accessToken: host.accessToken });
  await client.next('hosting');
  return client;
}

async function joinAs(origin: string, pin: string, nickname: string) {
  // Players are listed in joining order: one joins after the other.
  clock.advance(1000);
  const client = await LiveClient.open(origin);
  client.send({ type: 'join', pin, nickname });
  const joined = await client.next('joined');
  return { client, playerId: joined.playerId, rejoinToken: joined.rejoinToken };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('live sessions across two processes sharing Redis', () => {
  it('counts answers from both, reveals once to all, and lets the host move to the other process', async () => {
    const created = await caller(a.test)('POST', '/api/v1/live-sessions', host, { quizId });
    expect(created.statusCode, created.body).toBe(201);
    const { id, pin } = created.json<LiveSessionCreated>();
    const hostOnA = await openHost(a.origin, id);
    const ann = await joinAs(a.origin, pin, 'Annie');
    const ben = await joinAs(b.origin, pin, 'Benny');
    const cid = await joinAs(b.origin, pin, 'Cidney');
    // Joins through B reach the host on A, one message per player.
    const joined = [
      await hostOnA.next('playerJoined'),
      await hostOnA.next('playerJoined'),
      await hostOnA.next('playerJoined'),
    ];
    expect(joined.map((message) => message.player.nickname)).toEqual(['Annie', 'Benny', 'Cidney']);

    hostOnA.send({ type: 'start' });
    const question = (await ann.client.next('question')).question;
    expect((await ben.client.next('question')).question).toEqual(question);
    expect((await cid.client.next('question')).question).toEqual(question);

    // Answers through A and B: the host's count is the session's, not one process's.
    clock.advance(5000);
    ann.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    await ann.client.next('answerReceived');
    expect(await hostOnA.next('answerCount')).toEqual({
      type: 'answerCount',
      questionIndex: 0,
      answered: 1,
      players: 3,
    });
    clock.advance(5000);
    ben.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'a' } });
    expect(await ben.client.next('answerReceived')).toEqual({ type: 'answerReceived', questionIndex: 0 });
    expect(await hostOnA.next('answerCount')).toEqual({
      type: 'answerCount',
      questionIndex: 0,
      answered: 2,
      players: 3,
    });
    expect(await ben.client.refused({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } })).toBe(
      liveMessages.alreadyAnswered,
    );

    // The deadline passes and both processes sweep at once: one reveal, to the players of both.
    clock.advance(10_001);
    await Promise.all([a.test.app.services.live.sweep(), b.test.app.services.live.sweep()]);
    const common = {
      type: 'reveal',
      questionIndex: 0,
      correctAnswer: { selectedOptionId: 'b' },
      answered: 2,
      correct: 1,
      distribution: { a: 1, b: 1 },
    };
    expect(await ann.client.next('reveal')).toEqual({
      ...common,
      you: { answered: true, correct: true, points: 875, score: 875, rank: 1 },
    });
    expect(await ben.client.next('reveal')).toEqual({
      ...common,
      you: { answered: true, correct: false, points: 0, score: 0, rank: 2 },
    });
    expect(await cid.client.next('reveal')).toEqual({
      ...common,
      you: { answered: false, correct: false, points: 0, score: 0, rank: 2 },
    });
    expect(await hostOnA.next('reveal')).toEqual(common);
    await settle();
    expect([ann, ben, cid].map((player) => player.client.drain('reveal').length)).toEqual([0, 0, 0]);
    expect(hostOnA.drain('reveal')).toEqual([]);

    // The host's page reloads and lands on B: same session, its phase and the revealed scores.
    hostOnA.close();
    const hostOnB = await LiveClient.open(b.origin);
    hostOnB.send({ type: 'host', sessionId: id, accessToken: host.accessToken });
    const hosting = (await hostOnB.next('hosting')).session;
    expect([hosting.phase, hosting.questionIndex]).toEqual(['REVEAL', 0]);
    expect(hosting.players.map((player) => [player.nickname, player.score])).toEqual([
      ['Annie', 875],
      ['Benny', 0],
      ['Cidney', 0],
    ]);
    hostOnB.send({ type: 'next' });
    expect((await ann.client.next('leaderboard')).top.map((entry) => [entry.nickname, entry.rank])).toEqual([
      ['Annie', 1],
      ['Benny', 2],
      ['Cidney', 2],
    ]);
    hostOnB.send({ type: 'next' });
    await Promise.all([ann, ben, cid].map((player) => player.client.next('question')));

    // Annie's page reloads onto B: her score, and the open question she has not answered.
    ann.client.close();
    const annOnB = await LiveClient.open(b.origin);
    annOnB.send({ type: 'rejoin', pin, rejoinToken: ann.rejoinToken });
    expect(await annOnB.next('joined')).toMatchObject({ playerId: ann.playerId, score: 875, phase: 'QUESTION' });
    expect((await annOnB.next('question')).question.index).toBe(1);
    // And Benny's onto A.
    ben.client.close();
    const benOnA = await LiveClient.open(a.origin);
    benOnA.send({ type: 'rejoin', pin, rejoinToken: ben.rejoinToken });
    expect(await benOnA.next('joined')).toMatchObject({ playerId: ben.playerId, score: 0, phase: 'QUESTION' });
    expect((await benOnA.next('question')).question.index).toBe(1);

    // Everybody answers at once (Benny through A, the others through B): the last answer reveals, and the
    // host's count never goes back (a count taken earlier may arrive later) and ends at 3 of 3.
    clock.advance(2000);
    cid.client.send({ type: 'answer', questionIndex: 1, response: { answer: true } });
    benOnA.send({ type: 'answer', questionIndex: 1, response: { answer: false } });
    annOnB.send({ type: 'answer', questionIndex: 1, response: { answer: true } });
    expect((await annOnB.next('reveal')).you).toEqual({
      answered: true,
      correct: true,
      points: 950,
      score: 1825,
      rank: 1,
    });
    expect((await cid.client.next('reveal')).you).toMatchObject({ correct: true, points: 950, score: 950, rank: 2 });
    expect((await benOnA.next('reveal')).you).toMatchObject({ answered: true, correct: false, score: 0, rank: 3 });
    expect((await hostOnB.next('reveal')).answered).toBe(3);
    await settle();
    const counts = hostOnB.drain('answerCount');
    const answered = counts.map((count) => count.answered);
    expect(answered.at(-1)).toBe(3);
    expect(answered).toEqual(answered.toSorted((x, y) => x - y));
    expect(counts.every((count) => count.players === 3)).toBe(true);

    hostOnB.send({ type: 'end' });
    const ended = await benOnA.next('ended');
    expect(ended.podium.map((entry) => [entry.nickname, entry.score])).toEqual([
      ['Annie', 1825],
      ['Cidney', 950],
      ['Benny', 0],
    ]);
    expect((await annOnB.next('ended')).you).toMatchObject({ nickname: 'Annie', rank: 1 });
  });

  it('times an answer by a pause and resume made through the other process', async () => {
    clock.advance(61_000);
    const created = await caller(a.test)('POST', '/api/v1/live-sessions', host, { quizId });
    const { id, pin } = created.json<LiveSessionCreated>();
    const hostOnA = await openHost(a.origin, id);
    const zed = await joinAs(b.origin, pin, 'Zedder');
    const ann = await joinAs(b.origin, pin, 'Annika');
    hostOnA.send({ type: 'start' });
    await Promise.all([zed.client.next('question'), ann.client.next('question')]);
    // B reads the open question's row for Zedder's answer, then the host pauses and resumes through A.
    clock.advance(1000);
    zed.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'a' } });
    await zed.client.next('answerReceived');
    clock.advance(1000);
    hostOnA.send({ type: 'pause' });
    expect(await ann.client.next('paused')).toEqual({ type: 'paused', questionIndex: 0, remainingMs: 18_000 });
    clock.advance(60_000);
    hostOnA.send({ type: 'resume' });
    await ann.client.next('resumed');
    // 4 s of the question have run (2 before the pause, 2 after): B answers with the moved start and deadline.
    clock.advance(2000);
    ann.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    expect((await ann.client.next('reveal')).you).toEqual({
      answered: true,
      correct: true,
      points: 900,
      score: 900,
      rank: 1,
    });
  });

  it('tells a player removed through one process on the other, and refuses its rejoin there', async () => {
    clock.advance(61_000);
    const created = await caller(b.test)('POST', '/api/v1/live-sessions', host, { quizId });
    const { id, pin } = created.json<LiveSessionCreated>();
    const hostOnA = await openHost(a.origin, id);
    const stay = await joinAs(a.origin, pin, 'Stayer');
    const leave = await joinAs(b.origin, pin, 'Leaver');
    await hostOnA.next('playerJoined');
    await hostOnA.next('playerJoined');
    hostOnA.send({ type: 'removePlayer', playerId: leave.playerId });
    expect(await leave.client.next('removed')).toEqual({ type: 'removed', message: liveMessages.removed });
    await leave.client.closed();
    expect((await hostOnA.next('players')).players.map((player) => player.nickname)).toEqual(['Stayer']);
    const back = await LiveClient.open(b.origin);
    expect(await back.refused({ type: 'rejoin', pin, rejoinToken: leave.rejoinToken })).toBe(
      liveMessages.rejoinRefused,
    );
    expect(stay.client.isOpen).toBe(true);
  });
});
