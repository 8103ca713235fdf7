import type { LiveSessionCreated } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { LiveClient } from '../src/domains/live/test-support/live-client.ts';
import { ADMIN, Client, createQuiz, postgresReachable, redisReachable, skipWithout } from './server-process.ts';
import { useTwoProcesses } from './test-support/two-processes.ts';

/**
 * A live session (issue 22) played on two server processes with one PostgreSQL and one Redis: the
 * host on A, players on A and B. Then A is killed (SIGKILL) with a question open: B reveals it at its
 * deadline from the rows (the answer given through A counts), the host and A's player come back
 * through B, and the session is played to its end there.
 */

// Its own database number (two-processes.test.ts empties 11); the live channel is the deployment's.
const REDIS_URL = process.env.REDIS_URL_TEST_LIVE ?? 'redis://127.0.0.1:6379/12';
/** A real deadline (the shortest a session allows) and how long to wait for the reveal it brings. */
const SECONDS_PER_QUESTION = 5;
const REVEAL_WAIT_MS = (SECONDS_PER_QUESTION + 5) * 1000;

const skip = skipWithout(await postgresReachable(), await redisReachable(REDIS_URL));

async function join(url: string, pin: string, nickname: string) {
  const client = await LiveClient.open(url);
  client.send({ type: 'join', pin, nickname });
  const joined = await client.next('joined');
  return { client, playerId: joined.playerId, rejoinToken: joined.rejoinToken };
}

describe.skipIf(skip)('a live session on two processes sharing PostgreSQL and Redis', () => {
  const processes = useTwoProcesses(REDIS_URL);

  it('plays across both, survives the host process being killed mid-question, and ends on the other', async () => {
    const { a, b, db } = processes;
    const admin = await new Client(a.url).login(ADMIN.username, ADMIN.password);
    const accessToken = admin.session?.accessToken as string;
    const quiz = await createQuiz(admin, { questions: 3 });
    const { id, pin } = await admin.must<LiveSessionCreated>(
      'POST',
      '/api/v1/live-sessions',
      { quizId: quiz.quizId, settings: { secondsPerQuestion: SECONDS_PER_QUESTION } },
      201,
    );
    const host = await LiveClient.open(a.url);
    host.send({ type: 'host', sessionId: id, accessToken });
    await host.next('hosting');
    const alpha = await join(a.url, pin, 'Alpha');
    const bravo = await join(b.url, pin, 'Bravo');
    const charlie = await join(b.url, pin, 'Charlie');
    const everyone = [alpha, bravo, charlie];
    const joined = [await host.next('playerJoined'), await host.next('playerJoined'), await host.next('playerJoined')];
    expect(joined.map((message) => message.player.nickname).sort()).toEqual(['Alpha', 'Bravo', 'Charlie']);

    // Question 1: answers through both processes, counted for the host on A; the last one reveals to all.
    host.send({ type: 'start' });
    await Promise.all(everyone.map((player) => player.client.next('question')));
    alpha.client.send({ type: 'answer', questionIndex: 0, response: { answer: true } });
    await alpha.client.next('answerReceived');
    expect(await host.next('answerCount')).toMatchObject({ answered: 1, players: 3 });
    bravo.client.send({ type: 'answer', questionIndex: 0, response: { answer: true } });
    await bravo.client.next('answerReceived');
    expect(await host.next('answerCount')).toMatchObject({ answered: 2, players: 3 });
    charlie.client.send({ type: 'answer', questionIndex: 0, response: { answer: false } });
    await charlie.client.next('answerReceived');
    const reveals = await Promise.all(everyone.map((player) => player.client.next('reveal')));
    expect(reveals.map((reveal) => [reveal.answered, reveal.correct, reveal.you?.correct])).toEqual([
      [3, 2, true],
      [3, 2, true],
      [3, 2, false],
    ]);
    const alphaScore = reveals[0]?.you?.score ?? 0;
    expect(alphaScore).toBeGreaterThan(500);
    expect((await host.next('reveal')).answered).toBe(3);

    // Question 2 opens; Alpha answers through A, Bravo through B; then A dies with the question open.
    host.send({ type: 'next' });
    await alpha.client.next('leaderboard');
    host.send({ type: 'next' });
    await Promise.all(everyone.map((player) => player.client.next('question')));
    alpha.client.send({ type: 'answer', questionIndex: 1, response: { answer: true } });
    await alpha.client.next('answerReceived');
    bravo.client.send({ type: 'answer', questionIndex: 1, response: { answer: false } });
    await bravo.client.next('answerReceived');
    await a.crash();
    await Promise.all([host.closed(), alpha.client.closed()]);

    // B's sweep reveals at the deadline from the rows: Alpha's answer through A was written and counts.
    const afterCrash = await charlie.client.next('reveal', REVEAL_WAIT_MS);
    expect([afterCrash.questionIndex, afterCrash.answered, afterCrash.correct]).toEqual([1, 2, 1]);
    expect(afterCrash.you).toMatchObject({ answered: false, points: 0 });
    expect((await bravo.client.next('reveal')).you).toMatchObject({ answered: true, correct: false, points: 0 });

    // The host and Alpha come back through B: same session, same scores.
    const hostOnB = await LiveClient.open(b.url);
    hostOnB.send({ type: 'host', sessionId: id, accessToken });
    const hosting = (await hostOnB.next('hosting')).session;
    expect([hosting.phase, hosting.questionIndex]).toEqual(['REVEAL', 1]);
    const alphaOnB = await LiveClient.open(b.url);
    alphaOnB.send({ type: 'rejoin', pin, rejoinToken: alpha.rejoinToken });
    const rejoined = await alphaOnB.next('joined');
    expect([rejoined.playerId, rejoined.phase]).toEqual([alpha.playerId, 'REVEAL']);
    expect(rejoined.score).toBeGreaterThan(alphaScore);
    expect(hosting.players.find((player) => player.id === alpha.playerId)?.score).toBe(rejoined.score);

    // The last question, all on B, and the end.
    hostOnB.send({ type: 'next' });
    await alphaOnB.next('leaderboard');
    hostOnB.send({ type: 'next' });
    const players = [alphaOnB, bravo.client, charlie.client];
    await Promise.all(players.map((player) => player.next('question')));
    for (const [index, player] of players.entries()) {
      player.send({ type: 'answer', questionIndex: 2, response: { answer: true } });
      await player.next('answerReceived');
      expect(await hostOnB.next('answerCount')).toMatchObject({ answered: index + 1, players: 3 });
    }
    expect((await hostOnB.next('reveal')).answered).toBe(3);
    hostOnB.send({ type: 'next' });
    await hostOnB.next('leaderboard');
    hostOnB.send({ type: 'next' });
    const ended = await alphaOnB.next('ended');
    expect(ended.podium.map((entry) => entry.nickname)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(ended.you).toMatchObject({ nickname: 'Alpha', rank: 1 });

    const session = await db.db
      .selectFrom('liveSessions')
      .select(['phase', 'pin'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ phase: 'ENDED', pin: null });
    const answers = await db.db
      .selectFrom('liveAnswers')
      .select('questionIndex')
      .where('sessionId', '=', id)
      .orderBy('questionIndex')
      .execute();
    expect(answers.map((answer) => answer.questionIndex)).toEqual([0, 0, 0, 1, 1, 2, 2, 2]);
    const scores = await db.db
      .selectFrom('livePlayers')
      .select(['nickname', 'score'])
      .where('sessionId', '=', id)
      .orderBy('nickname')
      .execute();
    expect(scores.map((row) => row.nickname)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(scores.map((row) => row.score)).toEqual(ended.podium.map((entry) => entry.score));
  });
});
