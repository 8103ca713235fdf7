import { itemAt, type SeededQuiz } from './seed.ts';
import { summarize, type LatencySummary } from './stats.ts';
import { random } from './text.ts';
import { LiveSocket, withConcurrency, type LiveMessage } from './live-sockets.ts';

/**
 * One live game played from the benchmark process (the live-session scenario): a host socket and
 * `players` player sockets join one session by PIN and play every question; each player answers a
 * random moment within `answerSpreadMs` after its question arrived, right 70 % of the time. Every
 * figure is a difference of two moments read in this process (performance.now()), so the server's
 * clock plays no part; what the server did is what its sockets said.
 */

export interface GameOptions {
  /** Origins of the server processes; players are dealt over them in turn, the host joins the first. */
  origins: string[];
  sessionId: string;
  pin: string;
  hostToken: string;
  quiz: SeededQuiz;
  players: number;
  /** Joins in progress at once (each: open the socket, send `join`, wait for `joined`). */
  joinConcurrency: number;
  answerSpreadMs: { from: number; to: number };
  /** How long a phase may take before the run gives up on it. */
  phaseTimeoutMs: number;
  log(message: string): void;
  /** Called between the joins and the first question, and after the last (to read CPU windows). */
  onPhase?(phase: 'joined' | 'played'): void;
}

interface Round {
  /** When the host sent the command that opened the question. */
  openedAt: number;
  questionAt: number[];
  sentAt: number[];
  ackAt: number[];
  revealAt: number[];
  revealCorrect: number;
  hostCounts: Array<{ answered: number; at: number }>;
  hostRevealAt: number;
  hostRevealAnswered: number;
  leaderboardSentAt: number;
  leaderboardAt: number[];
}

export interface GameResult {
  joinMs: LatencySummary;
  joinTotalMs: number;
  /** From the first join sent until the host's `players` list counted everyone. */
  hostSawAllMs: number;
  hostPlayersBytes: number;
  answersSent: number;
  answersAccepted: number;
  refusals: Record<string, number>;
  rightAnswers: number;
  questionToPlayers: LatencySummary;
  answerToAck: LatencySummary;
  answerToHostCount: LatencySummary;
  /** From the last answer of a question being sent to each player's reveal. */
  lastAnswerToReveal: LatencySummary;
  /** From the host's reveal to each player's (the fan-out alone). */
  hostRevealToPlayers: LatencySummary;
  /** Per question, the slowest player's reveal after the last answer. */
  revealAllTold: LatencySummary;
  leaderboardToPlayers: LatencySummary;
  /** What each reveal said was answered (the host's copy), per question. */
  revealAnswered: number[];
  clientCpuMs: number;
  playMs: number;
}

const now = () => performance.now();

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = now() + timeoutMs;
  while (!condition()) {
    if (now() > deadline) {
      throw new Error(`timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function newRound(players: number): Round {
  const column = () => new Array<number>(players).fill(Number.NaN);
  return {
    openedAt: Number.NaN,
    questionAt: column(),
    sentAt: column(),
    ackAt: column(),
    revealAt: column(),
    revealCorrect: 0,
    hostCounts: [],
    hostRevealAt: Number.NaN,
    hostRevealAnswered: 0,
    leaderboardSentAt: Number.NaN,
    leaderboardAt: column(),
  };
}

/** What player `index` sends for a question: the seeded right answer, or a wrong one. */
function responseFor(quiz: SeededQuiz, questionIndex: number, right: boolean): unknown {
  const question = itemAt(quiz.questions, questionIndex);
  if (question.type === 'TRUE_FALSE') {
    return { answer: right };
  }
  const correct = (question.correctResponse as { selectedOptionId: string }).selectedOptionId;
  return { selectedOptionId: right ? correct : correct === 'a' ? 'b' : 'a' };
}

/**
 * Answer → host's count: the host's counts only say how many, not whose, so the c-th answer sent is
 * matched with the first count of at least c (exact when the server takes answers in the order they
 * were sent, which one socket each and a single event loop make nearly so).
 */
function countLatencies(round: Round): number[] {
  const sends = round.sentAt.filter(Number.isFinite).sort((a, b) => a - b);
  const latencies: number[] = [];
  let cursor = 0;
  for (let c = 1; c <= sends.length; c += 1) {
    while (cursor < round.hostCounts.length && (round.hostCounts[cursor]?.answered ?? 0) < c) {
      cursor += 1;
    }
    const count = round.hostCounts[cursor];
    if (count) {
      latencies.push(count.at - (sends[c - 1] as number));
    }
  }
  return latencies;
}

export async function playGame(options: GameOptions): Promise<GameResult> {
  const { players: count, quiz } = options;
  const questions = quiz.questions.length;
  const rounds = Array.from({ length: questions }, () => newRound(count));
  const refusals: Record<string, number> = {};
  const refuse = (message: string | undefined) => {
    const key = message ?? '(no message)';
    refusals[key] = (refusals[key] ?? 0) + 1;
  };
  let ended = 0;
  let answersSent = 0;
  let rightAnswers = 0;
  let hostEnded = false;

  const host = await LiveSocket.open(itemAt(options.origins, 0));
  host.send({ type: 'host', sessionId: options.sessionId, accessToken: options.hostToken });
  await host.next('hosting', options.phaseTimeoutMs);
  host.onMessage((message: LiveMessage, at: number) => {
    const round = rounds[message.questionIndex ?? -1];
    if (message.type === 'answerCount' && round) {
      round.hostCounts.push({ answered: message.answered ?? 0, at });
    } else if (message.type === 'reveal' && round) {
      round.hostRevealAt = at;
      round.hostRevealAnswered = message.answered ?? 0;
    } else if (message.type === 'ended') {
      hostEnded = true;
    } else if (message.type === 'error') {
      refuse(`host: ${message.message ?? ''}`);
    }
  });

  // Joins: every player its own socket, dealt over the processes in turn.
  const sockets: LiveSocket[] = [];
  const joinSamples: number[] = [];
  const joinStarted = now();
  let lastJoined = joinStarted;
  await withConcurrency(count, options.joinConcurrency, async (index) => {
    const started = now();
    const socket = await LiveSocket.open(itemAt(options.origins, index % options.origins.length));
    socket.send({ type: 'join', pin: options.pin, nickname: `Player ${String(index).padStart(4, '0')}` });
    const { at } = await socket.next('joined', options.phaseTimeoutMs);
    joinSamples.push(at - started);
    lastJoined = Math.max(lastJoined, at);
    sockets[index] = socket;
    if ((index + 1) % 250 === 0) {
      options.log(`${index + 1} joins sent, ${joinSamples.length} joined`);
    }
  });
  const joinTotalMs = lastJoined - joinStarted;
  await until(() => host.playersMessages >= count, options.phaseTimeoutMs, "the host's player list");
  const hostSawAllMs = now() - joinStarted;
  options.log(`${count} players joined in ${(joinTotalMs / 1000).toFixed(1)} s`);
  options.onPhase?.('joined');

  const next = random(20_260_301);
  sockets.forEach((socket, index) => {
    socket.onMessage((message: LiveMessage, at: number) => {
      switch (message.type) {
        case 'question': {
          const questionIndex = message.question?.index ?? -1;
          const round = rounds[questionIndex];
          if (!round) return;
          round.questionAt[index] = at;
          const right = next() < 0.7;
          const { from, to } = options.answerSpreadMs;
          setTimeout(
            () => {
              round.sentAt[index] = now();
              answersSent += 1;
              if (right) rightAnswers += 1;
              socket.send({ type: 'answer', questionIndex, response: responseFor(quiz, questionIndex, right) });
            },
            from + next() * (to - from),
          );
          return;
        }
        case 'answerReceived': {
          const round = rounds[message.questionIndex ?? -1];
          if (round) round.ackAt[index] = at;
          return;
        }
        case 'reveal': {
          const round = rounds[message.questionIndex ?? -1];
          if (!round) return;
          round.revealAt[index] = at;
          if (message.you?.correct) round.revealCorrect += 1;
          return;
        }
        case 'leaderboard': {
          const round = rounds[message.questionIndex ?? -1];
          if (round) round.leaderboardAt[index] = at;
          return;
        }
        case 'ended':
          ended += 1;
          return;
        case 'error':
          refuse(message.message);
          return;
        default:
      }
    });
  });

  // The game: the host opens each question, everybody answers (which reveals it), the host shows the
  // leaderboard and moves on; after the last leaderboard its `next` ends the session.
  const cpuBefore = process.cpuUsage();
  const playStarted = now();
  const everyone = (column: number[]) => column.every(Number.isFinite);
  for (let q = 0; q < questions; q += 1) {
    const round = rounds[q] as Round;
    round.openedAt = now();
    host.send({ type: q === 0 ? 'start' : 'next' });
    await until(() => everyone(round.revealAt), options.phaseTimeoutMs, `the reveal of question ${q + 1}`);
    round.leaderboardSentAt = now();
    host.send({ type: 'next' });
    await until(() => everyone(round.leaderboardAt), options.phaseTimeoutMs, `the leaderboard after question ${q + 1}`);
    options.log(
      `question ${q + 1}/${questions}: ${round.ackAt.filter(Number.isFinite).length} answers accepted, revealed to all`,
    );
  }
  host.send({ type: 'next' });
  await until(() => ended >= count && hostEnded, options.phaseTimeoutMs, 'the end of the session');
  const playMs = now() - playStarted;
  const cpu = process.cpuUsage(cpuBefore);
  options.onPhase?.('played');
  host.close();
  for (const socket of sockets) socket.close();

  const all = (pick: (round: Round) => number[]) => rounds.flatMap(pick);
  const minus = (a: number[], b: (index: number) => number) =>
    a.map((value, index) => value - b(index)).filter(Number.isFinite);
  return {
    joinMs: summarize(joinSamples),
    joinTotalMs,
    hostSawAllMs,
    hostPlayersBytes: host.playersBytes,
    answersSent,
    answersAccepted: all((round) => round.ackAt.filter(Number.isFinite)).length,
    refusals,
    rightAnswers,
    questionToPlayers: summarize(all((round) => minus(round.questionAt, () => round.openedAt))),
    answerToAck: summarize(all((round) => minus(round.ackAt, (index) => round.sentAt[index] as number))),
    answerToHostCount: summarize(all(countLatencies)),
    lastAnswerToReveal: summarize(
      all((round) => minus(round.revealAt, () => Math.max(...round.sentAt.filter(Number.isFinite)))),
    ),
    hostRevealToPlayers: summarize(all((round) => minus(round.revealAt, () => round.hostRevealAt))),
    revealAllTold: summarize(
      rounds.map((round) => Math.max(...round.revealAt) - Math.max(...round.sentAt.filter(Number.isFinite))),
    ),
    leaderboardToPlayers: summarize(all((round) => minus(round.leaderboardAt, () => round.leaderboardSentAt))),
    revealAnswered: rounds.map((round) => round.hostRevealAnswered),
    clientCpuMs: (cpu.user + cpu.system) / 1000,
    playMs,
  };
}
