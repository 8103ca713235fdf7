import { cpus, loadavg } from 'node:os';
import type { LiveSessionCreated } from '@quizmaker/contracts';
import type { ServerProcess } from '../../apps/server/faults/server-process.ts';
import { HttpDriver } from '../lib/http.ts';
import { playGame, type GameResult } from '../lib/live-game.ts';
import { cpuTimeMs, sampleRss } from '../lib/proc.ts';
import { check, fmt, latencyCells, type Check } from '../lib/report.ts';
import { CREATOR_ROLES, itemAt, seedQuiz, seedUsers } from '../lib/seed.ts';
import { round, type LatencySummary } from '../lib/stats.ts';
import { accessTokenFor, newTarget, postgresReachable, startBenchServer, type DbKind } from '../lib/targets.ts';
import type { Context, Scenario } from './context.ts';

/** Redis of the two-process variant (the server's REDIS_URL). */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const ANSWER_TO_HOST_P99_MS = 250;
const REVEAL_TO_ALL_P99_MS = 500;

interface Sizes {
  players: number;
  questions: number;
  secondsPerQuestion: number;
  answerSpreadMs: { from: number; to: number };
}

const sizesOf = (quick: boolean): Sizes =>
  quick
    ? { players: 200, questions: 3, secondsPerQuestion: 10, answerSpreadMs: { from: 300, to: 2000 } }
    : { players: 1000, questions: 10, secondsPerQuestion: 20, answerSpreadMs: { from: 500, to: 5000 } };

/** CPU (ms, all threads) of the server processes together, read from /proc. */
const serversCpuMs = (servers: ServerProcess[]) =>
  servers.reduce((sum, server) => sum + cpuTimeMs(server.child.pid as number), 0);

const row = (name: string, s: LatencySummary): string[] => [name, ...latencyCells(s)];

/** A p99 latency, in whole ms, checked against its limit. */
const p99Under = (measure: string, s: LatencySummary, limitMs: number): Check =>
  check(measure, round(s.p99, 0), 'ms', `< ${limitMs} ms`, s.p99 < limitMs);

/**
 * 9. Live session (issue 22): `players` WebSocket clients on loopback (this process) join one
 * session by PIN and play every question of a seeded quiz (MCQ_SINGLE and TRUE_FALSE), the host
 * moving on as soon as everybody has the reveal and the leaderboard. The server runs in its own
 * process(es), so the clients' CPU is not the server's; with `processes: 2` the players are dealt over
 * two server processes sharing one PostgreSQL database and one Redis (REDIS_URL), the host on the first.
 */
async function runLive(context: Context, processes: 1 | 2, db: DbKind): Promise<Awaited<ReturnType<Scenario>>> {
  const sizes = sizesOf(context.quick);
  const target = await newTarget(db);
  try {
    const database = await target.open();
    let hostId: string;
    let quiz: Awaited<ReturnType<typeof seedQuiz>>;
    try {
      const hosts = await seedUsers(database.db, { prefix: 'livehost', count: 1, roles: CREATOR_ROLES });
      hostId = itemAt(hosts, 0).id;
      quiz = await seedQuiz(database.db, { creatorId: hostId, title: 'Live bench quiz', questions: sizes.questions });
    } finally {
      await database.close();
    }
    const env: Record<string, string> = processes === 2 ? { REDIS_URL } : {};
    const servers: ServerProcess[] = [];
    try {
      for (let index = 0; index < processes; index += 1) {
        servers.push(await startBenchServer(target, env));
      }
      const hostToken = accessTokenFor(hostId);
      const driver = new HttpDriver(itemAt(servers, 0).url, 1);
      const created = await driver.call<LiveSessionCreated>('POST', '/api/v1/live-sessions', {
        token: hostToken,
        body: { quizId: quiz.quizId, settings: { secondsPerQuestion: sizes.secondsPerQuestion } },
      });
      await driver.close();
      if (created.status !== 201) {
        throw new Error(`creating the session: ${created.status} ${created.text.slice(0, 300)}`);
      }
      const rss = servers.map((server) => sampleRss(server.child.pid as number));
      const cpuStart = serversCpuMs(servers);
      let cpuJoined = cpuStart;
      let joinedAt = performance.now();
      const started = performance.now();
      const loadBefore = loadavg()[0] ?? 0;
      const game: GameResult = await playGame({
        origins: servers.map((server) => server.url),
        sessionId: created.json.id,
        pin: created.json.pin,
        hostToken,
        quiz,
        players: sizes.players,
        joinConcurrency: 50,
        answerSpreadMs: sizes.answerSpreadMs,
        phaseTimeoutMs: (sizes.secondsPerQuestion + 30) * 1000,
        log: (message) => context.log(message),
        onPhase: (phase) => {
          if (phase === 'joined') {
            cpuJoined = serversCpuMs(servers);
            joinedAt = performance.now();
          }
        },
      });
      const cpuEnd = serversCpuMs(servers);
      const ended = performance.now();
      const memory = rss.map((sampler) => sampler.stop());
      const stored = await storedAnswers(target, created.json.id);
      return report(context, processes, db, sizes, game, {
        joinCores: (cpuJoined - cpuStart) / (joinedAt - started),
        playCores: (cpuEnd - cpuJoined) / (ended - joinedAt),
        cpuMsPerAnswer: (cpuEnd - cpuJoined) / Math.max(1, game.answersAccepted),
        rssStartMb: memory.map((m) => m.startMb),
        rssPeakMb: memory.map((m) => m.peakMb),
        stored,
        load: [loadBefore, loadavg()[0] ?? 0],
      });
    } finally {
      for (const server of servers) {
        await server.stop();
      }
    }
  } finally {
    await target.dispose();
  }
}

/** Answers the database holds for the session (read from the benchmark process, the servers still running). */
async function storedAnswers(target: Awaited<ReturnType<typeof newTarget>>, sessionId: string): Promise<number> {
  const database = await target.open();
  try {
    const row = await database.db
      .selectFrom('liveAnswers')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('sessionId', '=', sessionId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  } finally {
    await database.close();
  }
}

function report(
  context: Context,
  processes: 1 | 2,
  db: DbKind,
  sizes: Sizes,
  game: GameResult,
  server: {
    joinCores: number;
    playCores: number;
    cpuMsPerAnswer: number;
    rssStartMb: number[];
    rssPeakMb: number[];
    stored: number;
    /** One-minute load average before and after the game (other work on the machine delays the server). */
    load: number[];
  },
): Awaited<ReturnType<Scenario>> {
  const expected = sizes.players * sizes.questions;
  const acceptedShare = (game.answersAccepted / expected) * 100;
  const refusals = Object.entries(game.refusals);
  const checks: Check[] = [
    check(`players joined (${sizes.players}), total`, round(game.joinTotalMs / 1000, 2), 's', '', null),
    check('join p99 (open socket → joined)', round(game.joinMs.p99, 0), 'ms', '', null),
    check(
      `answers accepted (${expected.toLocaleString('en')} sent${refusals.length ? `; refused: ${refusals.map(([m, n]) => `${n}× "${m}"`).join(', ')}` : ''})`,
      round(acceptedShare, 2),
      '%',
      '100 %',
      game.answersAccepted === expected && refusals.length === 0,
    ),
    check('answers stored in the database', server.stored, '', `${expected}`, server.stored === expected),
    p99Under("answer → host's answerCount p99", game.answerToHostCount, ANSWER_TO_HOST_P99_MS),
    p99Under('reveal → each player told p99', game.lastAnswerToReveal, REVEAL_TO_ALL_P99_MS),
    check(
      `server CPU while playing (${processes} process${processes === 2 ? 'es' : ''})`,
      round(server.playCores * 100, 0),
      '% of one core',
      '',
      null,
    ),
    check('server RSS peak', round(Math.max(...server.rssPeakMb), 0), 'MB', '', null),
  ];
  return {
    id: processes === 2 ? 'live-redis' : 'live',
    title: processes === 2 ? '9b. Live session, two processes + Redis' : '9. Live session',
    db,
    checks,
    tables: [
      {
        caption: `${sizes.players} players, ${sizes.questions} questions of ${sizes.secondsPerQuestion} s, answers ${sizes.answerSpreadMs.from / 1000}–${sizes.answerSpreadMs.to / 1000} s after the question (${round((game.rightAnswers / Math.max(1, game.answersSent)) * 100, 0)} % right); ms`,
        rows: [
          ['measure', 'n', 'p50', 'p95', 'p99', 'max'],
          row('join: open socket → joined (50 at a time)', game.joinMs),
          row('host start/next → question at each player', game.questionToPlayers),
          row('answer → answerReceived', game.answerToAck),
          row("answer → host's answerCount", game.answerToHostCount),
          row('reveal (last answer sent) → each player', game.lastAnswerToReveal),
          row('reveal, slowest player per question', game.revealAllTold),
          row("host's reveal → each player (fan-out)", game.hostRevealToPlayers),
          row('host next → leaderboard at each player', game.leaderboardToPlayers),
        ],
      },
      {
        caption: 'server processes (CPU from /proc, all threads) and the load driver',
        rows: [
          ['phase', 'server cores busy', 'server CPU ms per answer', 'RSS start → peak MB', 'driver CPU (cores)'],
          [
            'joining',
            fmt(server.joinCores, 2),
            '',
            server.rssStartMb.map((start, i) => `${fmt(start, 0)} → ${fmt(server.rssPeakMb[i] ?? 0, 0)}`).join('; '),
            '',
          ],
          [
            'playing',
            fmt(server.playCores, 2),
            fmt(server.cpuMsPerAnswer, 2),
            '',
            fmt(game.clientCpuMs / game.playMs, 2),
          ],
        ],
      },
    ],
    notes: [
      `Joining: the host's socket received ${(game.hostPlayersBytes / 1e6).toFixed(1)} MB of join messages (one playerJoined per player); it had everyone ${(game.hostSawAllMs / 1000).toFixed(2)} s after the first join.`,
      `Load average (1 min) ${server.load.map((value) => value.toFixed(1)).join(' before, ')} after the game, on ${cpus().length} cores: above the core count, the server waits for a core and every latency above includes that wait.`,
      `Reveals said answered = ${game.revealAnswered.join(', ')}.`,
      ...(context.quick ? ['Quick run: fewer players and questions; the targets are meant for the full run.'] : []),
    ],
    figures: { processes, sizes, game, server },
  };
}

export const liveSession: Scenario = (context) => runLive(context, 1, context.db);

/** The two-process variant: PostgreSQL (one database for both processes, as a deployment with Redis has) and Redis. */
export const liveSessionRedis: Scenario = async (context) => {
  if (!(await postgresReachable())) {
    throw new Error('the two-process live session needs PostgreSQL at DATABASE_URL_TEST');
  }
  return runLive(context, 2, 'postgres');
};
