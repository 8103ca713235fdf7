import {
  LIVE_MESSAGE_MAX_BYTES,
  liveMessages,
  type LiveSessionCreated,
  type LiveSessionReport,
  type LiveSessionView,
} from '@quizmaker/contracts';
import { questionTypeRegistry } from '@quizmaker/question-types';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildUser,
  caller,
  errorOf,
  MISSING_ID,
  type SignedIn,
  useTestApp,
  withTestApp,
} from '../../test-support/test-app.ts';
import { AnswerShuffles, answerShuffleKey } from '../../answer-shuffles.ts';
import { MemoryCounterStore } from '../../http/counters.ts';
import { asTakerSends, createQuiz, NINE_TYPES } from '../attempts/test-support/taking.ts';
import { InProcessLiveHub } from './hub.ts';
import { LiveService, liveRejoinKey } from './service.ts';
import { LiveClient } from './test-support/live-client.ts';

const typeCase = (type: string) => {
  const found = NINE_TYPES.find((candidate) => candidate.type === type);
  if (!found) {
    throw new Error(type);
  }
  return found;
};
const MCQ = typeCase('MCQ_SINGLE');
const TRUE_FALSE = typeCase('TRUE_FALSE');
const HOTSPOT = typeCase('HOTSPOT');
const ORDERING = typeCase('ORDERING');

let host: SignedIn;
let quizId: string;
let origin: string;

const test = useTestApp();
beforeAll(async () => {
  origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
  host = await buildUser(test.app);
  ({ quizId } = await createQuiz(test, host, {}, [MCQ, TRUE_FALSE, HOTSPOT, ORDERING]));
});

async function createSession(settings: Record<string, unknown> = {}): Promise<LiveSessionCreated> {
  const response = await caller(test)('POST', '/api/v1/live-sessions', host, { quizId, settings });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LiveSessionCreated>();
}

async function openHost(sessionId: string): Promise<LiveClient> {
  const client = await LiveClient.open(origin);
  client.send({ type: 'host', sessionId, accessToken: host.accessToken });
  await client.next('hosting');
  return client;
}

async function joinAs(
  pin: string,
  nickname: string,
): Promise<{ client: LiveClient; playerId: string; rejoinToken: string }> {
  const client = await LiveClient.open(origin);
  client.send({ type: 'join', pin, nickname });
  const joined = await client.next('joined');
  return { client, playerId: joined.playerId, rejoinToken: joined.rejoinToken };
}

/** Moves past any PIN-failure window an earlier test opened (windows follow the manual clock). */
function forgetPinFailures(): void {
  test.clock.advance(61_000);
}

describe('POST /api/v1/live-sessions', () => {
  it('answers 401, 400, 403, 404 and 409 in that order, each with its message', async () => {
    const call = caller(test);
    const student = await buildAccount(test, { roles: ['ROLE_USER'] });
    expect((await call('POST', '/api/v1/live-sessions', undefined, { quizId })).statusCode).toBe(401);

    const tooShort = await call('POST', '/api/v1/live-sessions', host, { quizId, settings: { secondsPerQuestion: 4 } });
    expect(tooShort.statusCode).toBe(400);
    expect(errorOf(tooShort).fields).toEqual({ 'settings.secondsPerQuestion': liveMessages.secondsRange });

    const forbidden = await call('POST', '/api/v1/live-sessions', student, { quizId });
    expect([forbidden.statusCode, errorOf(forbidden).message]).toEqual([403, liveMessages.hostNotAllowed]);

    const missing = await call('POST', '/api/v1/live-sessions', host, { quizId: MISSING_ID });
    expect([missing.statusCode, errorOf(missing).message]).toEqual([404, liveMessages.quizNotFound]);

    const draft = await createQuiz(test, host, {}, [MCQ], { publish: false });
    const unpublished = await call('POST', '/api/v1/live-sessions', host, { quizId: draft.quizId });
    expect([unpublished.statusCode, errorOf(unpublished).message]).toEqual([409, liveMessages.notPublished]);

    const onlyHotspot = await createQuiz(test, host, {}, [HOTSPOT]);
    const nothing = await call('POST', '/api/v1/live-sessions', host, { quizId: onlyHotspot.quizId });
    expect([nothing.statusCode, errorOf(nothing).message]).toEqual([409, liveMessages.noPlayableQuestions]);
  });

  it('creates a session with a 6-digit PIN and names the questions that cannot be played live', async () => {
    const created = await createSession();
    expect(created.pin).toMatch(/^\d{6}$/);
    expect(created.joinUrl).toBe(`http://quiz.test/play?pin=${created.pin}`);
    const hotspot = questionTypeRegistry.HOTSPOT.live;
    expect(created.skippedQuestions).toEqual([{ index: 2, reason: hotspot.playable ? '' : hotspot.reason }]);

    const view = await caller(test)('GET', `/api/v1/live-sessions/${created.id}`, host);
    expect(view.statusCode).toBe(200);
    expect(view.json<LiveSessionView>()).toMatchObject({
      id: created.id,
      quizId,
      pin: created.pin,
      phase: 'LOBBY',
      questionIndex: -1,
      totalQuestions: 3,
      settings: { secondsPerQuestion: 20, showLeaderboard: true, shuffleAnswers: true, allowGuests: true },
      players: [],
    });
    const other = await buildUser(test.app);
    const notHers = await caller(test)('GET', `/api/v1/live-sessions/${created.id}`, other);
    expect([notHers.statusCode, errorOf(notHers).message]).toEqual([404, liveMessages.sessionNotFound]);
  });
});

describe('joining', () => {
  it('refuses a wrong PIN, a taken nickname and a nickname with control characters, with their messages', async () => {
    forgetPinFailures();
    const { pin } = await createSession();
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    const stranger = await LiveClient.open(origin);
    expect(await stranger.refused({ type: 'join', pin: wrong, nickname: 'Alice' })).toBe(liveMessages.wrongPin);
    expect(await stranger.refused({ type: 'join', pin: '12a456', nickname: 'Alice' })).toBe(
      liveMessages.messageInvalid('pin', liveMessages.pinDigits),
    );
    expect(await stranger.refused({ type: 'join', pin, nickname: 'Al\u0007ice' })).toBe(
      liveMessages.messageInvalid('nickname', liveMessages.nicknameControlCharacters),
    );
    expect(await stranger.refused({ type: 'join', pin })).toBe(liveMessages.nicknameRequired);
    expect(await stranger.refused({ type: 'join', pin, accessToken: 'not-a-token' })).toBe(liveMessages.signInExpired);
    await joinAs(pin, 'Alice');
    expect(await stranger.refused({ type: 'join', pin, nickname: 'ALICE' })).toBe(liveMessages.nicknameTaken);
  });

  it('refuses guests when the host turned them off, and lets a signed-in player in under its username', async () => {
    const { pin, id } = await createSession({ allowGuests: false });
    const hostClient = await openHost(id);
    const guest = await LiveClient.open(origin);
    expect(await guest.refused({ type: 'join', pin, nickname: 'Guesty' })).toBe(liveMessages.guestsNotAllowed);
    const member = await buildUser(test.app);
    const client = await LiveClient.open(origin);
    client.send({ type: 'join', pin, accessToken: member.accessToken });
    expect((await client.next('joined')).nickname).toBe(member.username);
    expect((await hostClient.next('playerJoined')).player.nickname).toBe(member.username);
  });

  it('refuses every PIN from an address after 10 wrong ones in a minute, then lets it in again', async () => {
    forgetPinFailures();
    const { pin } = await createSession();
    const wrong = String((Number(pin) + 7) % 1_000_000).padStart(6, '0');
    const guesser = await LiveClient.open(origin);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(await guesser.refused({ type: 'join', pin: wrong, nickname: 'Guesser' })).toBe(liveMessages.wrongPin);
    }
    expect(await guesser.refused({ type: 'join', pin, nickname: 'Guesser' })).toBe(liveMessages.pinAttemptsExceeded);
    forgetPinFailures();
    guesser.send({ type: 'join', pin, nickname: 'Guesser' });
    expect((await guesser.next('joined')).nickname).toBe('Guesser');
  });
});

describe('a whole game', () => {
  it('plays: secret questions, answer counts, deadline, scores, leaderboard, rejoin, removal, podium and report', async () => {
    forgetPinFailures();
    const { id, pin } = await createSession();
    const hostClient = await openHost(id);
    const alice = await joinAs(pin, 'Alice');
    const bob = await joinAs(pin, 'Bobby');
    expect(await hostClient.next('playerJoined')).toEqual({
      type: 'playerJoined',
      player: { id: alice.playerId, nickname: 'Alice', score: 0 },
    });
    expect(await hostClient.next('playerJoined')).toEqual({
      type: 'playerJoined',
      player: { id: bob.playerId, nickname: 'Bobby', score: 0 },
    });
    expect(await alice.client.refused({ type: 'start' })).toBe(liveMessages.notHost);
    expect(await alice.client.refused({ type: 'answer', questionIndex: 0, response: 'b' })).toBe(
      liveMessages.noQuestionOpen,
    );

    // Question 1 (MCQ_SINGLE): the options without correctness, in the room's shuffled order.
    hostClient.send({ type: 'start' });
    const first = (await alice.client.next('question')).question;
    expect(first).toMatchObject({ index: 0, totalQuestions: 3, type: 'MCQ_SINGLE', secondsPerQuestion: 20 });
    const options = (first.safeContent as { options: Array<{ id: string; text: string }> }).options;
    expect([...options].sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'a', text: 'London' },
      { id: 'b', text: 'Paris' },
      { id: 'c', text: 'Rome' },
      { id: 'd', text: 'Madrid' },
    ]);
    expect(alice.client.rawMessages.join('\n')).not.toMatch(/"correct"|correctAnswer/);
    expect((await bob.client.next('question')).question).toEqual(first);
    await hostClient.next('question');

    test.clock.advance(5000);
    alice.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    expect(await alice.client.next('answerReceived')).toEqual({ type: 'answerReceived', questionIndex: 0 });
    expect(await hostClient.next('answerCount')).toEqual({
      type: 'answerCount',
      questionIndex: 0,
      answered: 1,
      players: 2,
    });
    expect(await alice.client.refused({ type: 'answer', questionIndex: 0, response: 'a' })).toBe(
      liveMessages.alreadyAnswered,
    );
    expect(alice.client.rawMessages.join('\n')).not.toMatch(/"correct"|correctAnswer|"points"/);

    // The deadline passes: Bob is refused and the question is revealed (by his late answer or the sweep, once).
    test.clock.advance(15_001);
    expect(await bob.client.refused({ type: 'answer', questionIndex: 0, response: 'b' })).toBe(liveMessages.timeUp);
    await test.app.services.live.sweep();
    const aliceReveal = await alice.client.next('reveal');
    expect(aliceReveal).toEqual({
      type: 'reveal',
      questionIndex: 0,
      correctAnswer: { selectedOptionId: 'b' },
      answered: 1,
      correct: 1,
      distribution: { b: 1 },
      you: { answered: true, correct: true, points: 875, score: 875, rank: 1 },
    });
    expect((await bob.client.next('reveal')).you).toEqual({
      answered: false,
      correct: false,
      points: 0,
      score: 0,
      rank: 2,
    });
    expect((await hostClient.next('reveal')).you).toBeUndefined();
    expect(alice.client.drain('reveal')).toEqual([]);

    hostClient.send({ type: 'next' });
    // Before the first question's points everybody tied at 0: nobody had a rank to change from.
    expect((await bob.client.next('leaderboard')).top).toEqual([
      { id: alice.playerId, nickname: 'Alice', score: 875, rank: 1, previousRank: null },
      { id: bob.playerId, nickname: 'Bobby', score: 0, rank: 2, previousRank: null },
    ]);

    // Question 2 (TRUE_FALSE): both answer, so it is revealed before its deadline.
    hostClient.send({ type: 'next' });
    await alice.client.next('question');
    await bob.client.next('question');
    test.clock.advance(2000);
    alice.client.send({ type: 'answer', questionIndex: 1, response: { answer: false } });
    await alice.client.next('answerReceived');
    test.clock.advance(8000);
    bob.client.send({ type: 'answer', questionIndex: 1, response: { answer: true } });
    expect((await bob.client.next('reveal')).you).toEqual({
      answered: true,
      correct: true,
      points: 750,
      score: 750,
      rank: 2,
    });
    const trueFalseReveal = await alice.client.next('reveal');
    expect(trueFalseReveal.you).toMatchObject({ correct: false, points: 0, score: 875, rank: 1 });
    expect(trueFalseReveal.distribution).toEqual({ false: 1, true: 1 });

    // Bob reloads his page: same player, same score.
    bob.client.close();
    const bobAgain = await LiveClient.open(origin);
    bobAgain.send({ type: 'rejoin', pin, rejoinToken: bob.rejoinToken });
    expect(await bobAgain.next('joined')).toEqual({
      type: 'joined',
      playerId: bob.playerId,
      nickname: 'Bobby',
      rejoinToken: bob.rejoinToken,
      score: 750,
      phase: 'REVEAL',
    });

    // The host removes Alice: she is told, and her token no longer lets her back.
    hostClient.send({ type: 'removePlayer', playerId: alice.playerId });
    expect(await alice.client.next('removed')).toEqual({ type: 'removed', message: liveMessages.removed });
    expect((await hostClient.next('players')).players.map((player) => player.nickname)).toEqual(['Bobby']);
    const aliceAgain = await LiveClient.open(origin);
    expect(await aliceAgain.refused({ type: 'rejoin', pin, rejoinToken: alice.rejoinToken })).toBe(
      liveMessages.rejoinRefused,
    );

    // Question 3 (ORDERING): shown ids differ from the authored ones; the reveal names the shown ones.
    hostClient.send({ type: 'next' });
    await bobAgain.next('leaderboard');
    hostClient.send({ type: 'next' });
    const third = (await bobAgain.next('question')).question;
    const sends = asTakerSends('ORDERING', ORDERING.content, third.safeContent, ORDERING.right);
    test.clock.advance(20_000);
    bobAgain.send({ type: 'answer', questionIndex: 2, response: sends });
    const lastReveal = await bobAgain.next('reveal');
    expect(lastReveal.correctAnswer).toEqual(sends);
    expect(lastReveal.distribution).toBeNull();
    expect(lastReveal.you).toEqual({ answered: true, correct: true, points: 500, score: 1250, rank: 1 });

    hostClient.send({ type: 'next' });
    await bobAgain.next('leaderboard');
    hostClient.send({ type: 'next' });
    const ended = await bobAgain.next('ended');
    expect(ended).toEqual({
      type: 'ended',
      podium: [{ id: bob.playerId, nickname: 'Bobby', score: 1250, rank: 1 }],
      you: { id: bob.playerId, nickname: 'Bobby', score: 1250, rank: 1 },
    });
    expect((await hostClient.next('ended')).podium).toEqual(ended.podium);

    const reports = await caller(test)('GET', `/api/v1/quizzes/${quizId}/live-sessions`, host);
    expect(reports.statusCode).toBe(200);
    const report = reports.json<LiveSessionReport[]>().find((candidate) => candidate.id === id);
    expect(report).toMatchObject({ phase: 'ENDED', hostUsername: host.username });
    expect(
      report?.questions.map(({ index, answers, correct, correctShare, meanElapsedMs, options }) => [
        index,
        answers,
        correct,
        correctShare,
        meanElapsedMs,
        options,
      ]),
    ).toEqual([
      [
        0,
        1,
        1,
        1,
        5000,
        [
          { text: 'London', count: 0, correct: false },
          { text: 'Paris', count: 1, correct: true },
          { text: 'Rome', count: 0, correct: false },
          { text: 'Madrid', count: 0, correct: false },
        ],
      ],
      [
        1,
        2,
        1,
        0.5,
        6000,
        [
          { text: 'True', count: 1, correct: true },
          { text: 'False', count: 1, correct: false },
        ],
      ],
      [2, 1, 1, 1, 20_000, null],
    ]);
    expect(report?.players).toEqual([{ id: bob.playerId, nickname: 'Bobby', score: 1250, rank: 1, correctCount: 2 }]);
    const stranger = await buildUser(test.app);
    const notOwner = await caller(test)('GET', `/api/v1/quizzes/${quizId}/live-sessions`, stranger);
    expect([notOwner.statusCode, errorOf(notOwner).message]).toEqual([403, liveMessages.reportsOwnerOnly]);
    expect(await aliceAgain.refused({ type: 'join', pin, nickname: 'Latecomer' })).toBe(liveMessages.wrongPin);
  });

  it("shows each leaderboard line's rank before the question: ties share it, a player who joined during the question has none", async () => {
    forgetPinFailures();
    const { id, pin } = await createSession();
    const hostClient = await openHost(id);
    const ann = await joinAs(pin, 'Annie');
    const ben = await joinAs(pin, 'Benny');
    const cat = await joinAs(pin, 'Cathy');
    hostClient.send({ type: 'start' });
    await hostClient.next('question');
    test.clock.advance(2000);
    ann.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    await ann.client.next('answerReceived');
    test.clock.advance(8000);
    ben.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    await ben.client.next('answerReceived');
    cat.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'a' } });
    await hostClient.next('reveal');
    hostClient.send({ type: 'next' });
    expect((await hostClient.next('leaderboard')).top).toEqual([
      { id: ann.playerId, nickname: 'Annie', score: 950, rank: 1, previousRank: null },
      { id: ben.playerId, nickname: 'Benny', score: 750, rank: 2, previousRank: null },
      { id: cat.playerId, nickname: 'Cathy', score: 0, rank: 3, previousRank: null },
    ]);

    // Question 2 (TRUE_FALSE, true is right): Dan joins while it is open; Benny and Cathy score 950, Annie nothing.
    hostClient.send({ type: 'next' });
    await hostClient.next('question');
    test.clock.advance(1000);
    const dan = await joinAs(pin, 'Danny');
    test.clock.advance(1000);
    for (const player of [ben, cat]) {
      player.client.send({ type: 'answer', questionIndex: 1, response: { answer: true } });
      await player.client.next('answerReceived');
    }
    for (const player of [ann, dan]) {
      player.client.send({ type: 'answer', questionIndex: 1, response: { answer: false } });
      await player.client.next('answerReceived');
    }
    await hostClient.next('reveal');
    hostClient.send({ type: 'next' });
    const leaderboard = await dan.client.next('leaderboard');
    expect(leaderboard).toEqual({
      type: 'leaderboard',
      questionIndex: 1,
      top: [
        { id: ben.playerId, nickname: 'Benny', score: 1700, rank: 1, previousRank: 2 },
        { id: ann.playerId, nickname: 'Annie', score: 950, rank: 2, previousRank: 1 },
        { id: cat.playerId, nickname: 'Cathy', score: 950, rank: 2, previousRank: 3 },
        { id: dan.playerId, nickname: 'Danny', score: 0, rank: 4, previousRank: null },
      ],
    });
    expect((await hostClient.next('leaderboard')).top).toEqual(leaderboard.top);
  });

  it('reveals a question once when two callers see its deadline at the same moment', async () => {
    forgetPinFailures();
    const { id, pin } = await createSession();
    const hostClient = await openHost(id);
    const player = await joinAs(pin, 'Racer');
    hostClient.send({ type: 'start' });
    await player.client.next('question');
    test.clock.advance(20_001);
    const live = test.app.services.live;
    const outcomes = await Promise.all([live.reveal(id, 0), live.reveal(id, 0), live.reveal(id, 0)]);
    expect(outcomes.sort()).toEqual([false, false, true]);
    await player.client.next('reveal');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(player.client.drain('reveal')).toEqual([]);
  });

  it('sends the open question to a player who joins late, and writes each answer as it comes', async () => {
    forgetPinFailures();
    const { id, pin } = await createSession();
    const hostClient = await openHost(id);
    const early = await joinAs(pin, 'Early');
    const idle = await joinAs(pin, 'Idle');
    hostClient.send({ type: 'start' });
    const question = (await early.client.next('question')).question;
    test.clock.advance(3000);
    early.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'a' } });
    await early.client.next('answerReceived');

    const late = await LiveClient.open(origin);
    late.send({ type: 'join', pin, nickname: 'Latecomer' });
    expect((await late.next('joined')).phase).toBe('QUESTION');
    expect((await late.next('question')).question).toEqual(question);

    const reports = await caller(test)('GET', `/api/v1/quizzes/${quizId}/live-sessions`, host);
    const running = reports.json<LiveSessionReport[]>().find((candidate) => candidate.id === id);
    expect(running?.phase).toBe('QUESTION');
    expect(running?.questions[0]).toMatchObject({ answers: 1, correct: 0, correctShare: 0, meanElapsedMs: 3000 });

    test.clock.advance(1000);
    late.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    await late.next('answerReceived');
    expect((await hostClient.next('answerCount')).answered).toBe(1);
    expect((await hostClient.next('answerCount')).answered).toBe(2);
    idle.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'c' } });
    expect(await hostClient.next('answerCount')).toEqual({
      type: 'answerCount',
      questionIndex: 0,
      answered: 3,
      players: 3,
    });
    expect((await late.next('reveal')).you).toEqual({
      answered: true,
      correct: true,
      points: Math.round(1000 * (1 - 4000 / 20_000 / 2)),
      score: 900,
      rank: 1,
    });
  });

  it('closes a lobby left idle for two hours: its sockets are told, its PIN no longer joins', async () => {
    forgetPinFailures();
    const { id, pin } = await createSession();
    const hostClient = await openHost(id);
    const waiting = await joinAs(pin, 'Waiting');
    test.clock.advance(2 * 3_600_000 + 1);
    await test.app.services.live.sweep();
    expect(await waiting.client.next('error')).toEqual({ type: 'error', message: liveMessages.sessionEnded });
    expect((await hostClient.next('ended')).podium).toEqual([
      { id: waiting.playerId, nickname: 'Waiting', score: 0, rank: 1 },
    ]);
    await Promise.all([waiting.client.closed(), hostClient.closed()]);
    const view = await caller(test)('GET', `/api/v1/live-sessions/${id}`, host);
    expect(view.json<LiveSessionView>()).toMatchObject({ phase: 'ENDED', pin: null });
    const again = await LiveClient.open(origin);
    expect(await again.refused({ type: 'join', pin, nickname: 'Another' })).toBe(liveMessages.wrongPin);
  });
});

describe('message flood', () => {
  it('closes a socket whose message is larger than 16 KiB before reading it', async () => {
    const client = await LiveClient.open(origin);
    client.send({ type: 'join', pin: '123456', nickname: 'x'.repeat(LIVE_MESSAGE_MAX_BYTES) });
    expect(await client.closeCode()).toBe(1009);
    expect(client.rawMessages).toEqual([]);
  });

  it('closes a socket that sends more than 20 messages in a second, after telling it why', async () => {
    const flooder = await LiveClient.open(origin);
    for (let index = 0; index < 30; index += 1) {
      flooder.send({ type: 'next' });
    }
    await flooder.closed();
    expect(flooder.drain('error').map((error) => error.message)).toEqual([
      ...Array.from({ length: 20 }, () => liveMessages.notHost),
      liveMessages.tooManyMessages,
    ]);
  });
});

describe('another process (or a restart)', () => {
  it('rebuilds a running session from its rows, keeps the open question secret, and shares the reveal-once guard', async () => {
    forgetPinFailures();
    const { id, pin } = await createSession();
    const hostClient = await openHost(id);
    const player = await joinAs(pin, 'Steady');
    const other = await joinAs(pin, 'Silent');
    hostClient.send({ type: 'start' });
    await player.client.next('question');
    test.clock.advance(5000);
    player.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    await player.client.next('answerReceived');

    const restarted = new LiveService({
      db: test.database.db,
      clock: test.clock,
      hub: new InProcessLiveHub(),
      shuffles: new AnswerShuffles(answerShuffleKey(test.config)),
      counters: new MemoryCounterStore(test.clock),
      rejoinKey: liveRejoinKey(test.config.jwtSecret),
      publicUrl: test.config.publicUrl,
    });
    const hostPrincipal = { id: host.id, username: host.username, roles: [], permissions: new Set<never>() };
    const rebuilt = await restarted.view(hostPrincipal, id);
    expect([rebuilt.phase, rebuilt.questionIndex]).toEqual(['QUESTION', 0]);
    // Scores of revealed questions only: Steady's 875 points stay hidden until the reveal.
    expect(rebuilt.players.sort((a, b) => a.nickname.localeCompare(b.nickname))).toEqual([
      { id: other.playerId, nickname: 'Silent', score: 0 },
      { id: player.playerId, nickname: 'Steady', score: 0 },
    ]);

    test.clock.advance(15_001);
    expect(await restarted.reveal(id, 0)).toBe(true);
    expect(await test.app.services.live.reveal(id, 0)).toBe(false);
    const revealed = await restarted.view(hostPrincipal, id);
    expect(revealed.phase).toBe('REVEAL');
    expect(revealed.players.find((candidate) => candidate.id === player.playerId)?.score).toBe(875);
  });
});

describe('pause, resume and skip', () => {
  it('stops the clock while paused, leaves the pause out of elapsed times, and drops a skipped question unscored', async () => {
    forgetPinFailures();
    const { id, pin } = await createSession();
    const hostClient = await openHost(id);
    const first = await joinAs(pin, 'First');
    const second = await joinAs(pin, 'Second');
    expect(await hostClient.refused({ type: 'next' })).toBe(liveMessages.notStarted);
    expect(await hostClient.refused({ type: 'resume' })).toBe(liveMessages.notPaused);
    hostClient.send({ type: 'start' });
    const question = (await first.client.next('question')).question;
    await second.client.next('question');
    test.clock.advance(4000);
    hostClient.send({ type: 'pause' });
    expect(await first.client.next('paused')).toEqual({ type: 'paused', questionIndex: 0, remainingMs: 16_000 });
    expect(await first.client.refused({ type: 'answer', questionIndex: 0, response: 'b' })).toBe(liveMessages.paused);
    expect(await hostClient.refused({ type: 'next' })).toBe(liveMessages.paused);

    test.clock.advance(60_000);
    await test.app.services.live.sweep();
    const late = await LiveClient.open(origin);
    late.send({ type: 'join', pin, nickname: 'During pause' });
    expect((await late.next('question')).question).toEqual(question);
    expect(await late.next('paused')).toEqual({ type: 'paused', questionIndex: 0, remainingMs: 16_000 });

    hostClient.send({ type: 'resume' });
    const resumed = await first.client.next('resumed');
    expect(resumed).toEqual({
      type: 'resumed',
      questionIndex: 0,
      deadlineAt: new Date(Date.parse(question.deadlineAt) + 60_000).toISOString(),
    });
    test.clock.advance(2000);
    first.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'b' } });
    await first.client.next('answerReceived');
    second.client.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'a' } });
    await second.client.next('answerReceived');
    late.send({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'c' } });
    expect((await first.client.next('reveal')).you).toEqual({
      answered: true,
      correct: true,
      points: 850,
      score: 850,
      rank: 1,
    });
    expect(first.client.drain('reveal')).toEqual([]);
    expect(await hostClient.refused({ type: 'pause' })).toBe(liveMessages.notPausable);
    expect(await hostClient.refused({ type: 'skip' })).toBe(liveMessages.notSkippable);

    hostClient.send({ type: 'next' });
    await first.client.next('leaderboard');
    hostClient.send({ type: 'next' });
    await first.client.next('question');
    await second.client.next('question');
    first.client.send({ type: 'answer', questionIndex: 1, response: { answer: true } });
    await first.client.next('answerReceived');
    hostClient.send({ type: 'skip' });
    expect(await second.client.next('skipped')).toEqual({ type: 'skipped', questionIndex: 1 });
    expect((await second.client.next('question')).question.index).toBe(2);
    expect(first.client.rawMessages.join('\n')).not.toContain('"questionIndex":1,"correctAnswer"');
    hostClient.send({ type: 'skip' });
    expect((await first.client.next('ended')).you).toMatchObject({ score: 850, rank: 1 });

    const reports = await caller(test)('GET', `/api/v1/quizzes/${quizId}/live-sessions`, host);
    const report = reports.json<LiveSessionReport[]>().find((candidate) => candidate.id === id);
    expect(report?.questions.map((row) => row.answers)).toEqual([3, 0, 0]);
    expect(report?.questions[0]?.meanElapsedMs).toBe(6000);
    expect(report?.players.map((player) => [player.nickname, player.score])).toEqual([
      ['First', 850],
      ['During pause', 0],
      ['Second', 0],
    ]);
  });
});

describe('heartbeat', () => {
  it('drops a socket that stops answering pings, and its player rejoins with the same score', async () => {
    await withTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '1' } }, async (quick) => {
      const quickOrigin = await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const owner = await buildUser(quick.app);
      const quiz = await createQuiz(quick, owner, {}, [TRUE_FALSE]);
      const created = await caller(quick)('POST', '/api/v1/live-sessions', owner, { quizId: quiz.quizId });
      const { pin } = created.json<LiveSessionCreated>();
      const silent = await LiveClient.open(quickOrigin, { answerPings: false });
      silent.send({ type: 'join', pin, nickname: 'Sleepy' });
      const joined = await silent.next('joined');
      const lively = await LiveClient.open(quickOrigin);
      lively.send({ type: 'join', pin, nickname: 'Lively' });
      await lively.next('joined');
      // Without the heartbeat the silent socket would stay open and this wait would time out.
      await silent.closed();
      expect(lively.isOpen).toBe(true);
      const back = await LiveClient.open(quickOrigin);
      back.send({ type: 'rejoin', pin, rejoinToken: joined.rejoinToken });
      expect(await back.next('joined')).toMatchObject({ playerId: joined.playerId, nickname: 'Sleepy', score: 0 });
      lively.close();
      back.close();
    });
  });
});
