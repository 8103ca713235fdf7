import { liveMessages, type LivePhase, type LiveQuestion, type LiveServerMessage } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { notFound, rateLimited } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import { liveRepository } from './repository.ts';
import { activePlayers, roomOf, type LiveFrozenQuestion, type LiveRoom } from './room.ts';

/** Messages that follow a phase change: a process that hears one reads its copy of the room again. */
const PHASE_MESSAGES: ReadonlySet<LiveServerMessage['type']> = new Set([
  'question',
  'paused',
  'resumed',
  'skipped',
  'reveal',
  'leaderboard',
  'ended',
]);
/** Shared: how long a room's copy is trusted without a phase message (bounds a lost message's effect). */
const TRUST_MS = 1000;

/** Wrong PINs (or rejoin tokens) one client address may send per window before it is refused. */
export const LIVE_PIN_FAILURES_MAX = 10;
const PIN_WINDOW_SECONDS = 60;

export interface LiveRoomsDependencies {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  shuffles: AnswerShuffles;
  counters: CounterStore;
}

/**
 * The rooms this process serves: each a cache of its session's rows, loaded on first use, and every
 * phase change written through the conditional update first. When other processes serve the same
 * sessions (a shared hub: Redis), the copy is read again where a stale one would be wrong: the
 * session row on every use (`get`), the players too for the host's commands and joins (`fresh`), and
 * the answer counts from the answers' rows (docs/live.md, "The LiveHub port and Redis").
 */
export class LiveRooms {
  readonly #cache = new Map<string, LiveRoom>();
  /** Shared: when each cached room's session row was last read (wall time), while no phase message came since. */
  readonly #readAt = new Map<string, number>();
  /** Shared: phase messages heard per session, so that a read that overlapped one is not trusted. */
  readonly #heard = new Map<string, number>();

  constructor(private readonly deps: LiveRoomsDependencies) {
    deps.hub.watch((sessionId, message) => {
      if (PHASE_MESSAGES.has(message.type)) {
        this.#readAt.delete(sessionId);
        this.#heard.set(sessionId, (this.#heard.get(sessionId) ?? 0) + 1);
      }
    });
  }

  /**
   * The room of a session, loaded from the database the first time this process needs it; with a
   * shared hub its phase, question and clock are read again from the session row (one read by key).
   */
  async get(sessionId: string): Promise<LiveRoom | undefined> {
    const known = this.#cache.get(sessionId);
    if (known) {
      return this.deps.hub.shared && !this.#isCurrent(known) ? this.#refresh(known) : known;
    }
    return this.#load(sessionId);
  }

  /**
   * Shared: a room this process holds a connection of hears every phase message of its session (each
   * published after its change is committed, and heard here before any socket of this process hears
   * it), so its copy read since the last one is current; trusted for TRUST_MS at most, in case a
   * message was lost (pub/sub delivers at most once). A room held by no connection here is read again.
   */
  #isCurrent(room: LiveRoom): boolean {
    const readAt = this.#readAt.get(room.id);
    return readAt !== undefined && Date.now() - readAt < TRUST_MS && this.deps.hub.holds(room.id);
  }

  /**
   * The room with its players as well as its phase current: with a shared hub it is rebuilt from the
   * rows (players may have joined, left or scored through another process). For what shows or counts
   * the players: the host's view and commands, joins and rejoins.
   */
  async fresh(sessionId: string): Promise<LiveRoom | undefined> {
    if (!this.deps.hub.shared) {
      return this.get(sessionId);
    }
    this.#cache.delete(sessionId);
    return this.#load(sessionId);
  }

  /**
   * Players still in the game and how many of them answered the open question (from the rows when
   * shared). Counted after the answer's commit, not inside its transaction: of answers committing at
   * once, each transaction would see only itself and the earlier commits, and none might see them all.
   */
  async answerCount(room: LiveRoom): Promise<{ answered: number; players: number }> {
    if (this.deps.hub.shared) {
      return liveRepository.countOpenQuestion(this.deps.db, room.id, room.questionIndex);
    }
    const players = activePlayers(room);
    return { answered: players.filter((player) => room.answered.has(player.id)).length, players: players.length };
  }

  /** Whether a player answered the open question (the answer may have reached another process when shared). */
  async hasAnswered(room: LiveRoom, playerId: string): Promise<boolean> {
    if (room.answered.has(playerId) || !this.deps.hub.shared) {
      return room.answered.has(playerId);
    }
    return liveRepository.hasAnswered(this.deps.db, room.id, playerId, room.questionIndex);
  }

  async #refresh(room: LiveRoom): Promise<LiveRoom | undefined> {
    const readAt = Date.now();
    const heard = this.#heard.get(room.id);
    const session = await liveRepository.findSession(this.deps.db, room.id);
    if (this.#heard.get(room.id) === heard) {
      this.#readAt.set(room.id, readAt);
    }
    if (!session) {
      this.#cache.delete(room.id);
      return undefined;
    }
    if (session.phase !== room.phase || session.questionIndex !== room.questionIndex) {
      room.answered = new Set();
    }
    room.phase = session.phase;
    room.questionIndex = session.questionIndex;
    room.questionStartedAt = session.questionStartedAt;
    room.deadlineAt = session.deadlineAt;
    room.pausedAt = session.phase === 'PAUSED' ? session.updatedAt : null;
    room.pin = session.pin;
    room.endedAt = session.endedAt;
    if (room.phase === 'ENDED') {
      this.#cache.delete(room.id);
    }
    return room;
  }

  async #load(sessionId: string): Promise<LiveRoom | undefined> {
    const { db } = this.deps;
    const session = await liveRepository.findSession(db, sessionId);
    if (!session) {
      return undefined;
    }
    const [players, openAnswers] = await Promise.all([
      liveRepository.playersOf(db, sessionId),
      session.phase === 'QUESTION' || session.phase === 'PAUSED'
        ? liveRepository.answersOfQuestion(db, sessionId, session.questionIndex)
        : Promise.resolve([]),
    ]);
    const room = roomOf(session, players, openAnswers);
    if (room.phase !== 'ENDED') {
      this.#cache.set(sessionId, room);
    }
    return room;
  }

  /** The running session with this PIN; wrong PINs count against the client address. */
  async byPin(pin: string, clientAddress: string): Promise<LiveRoom> {
    const { counters, db, clock } = this.deps;
    const key = this.#pinKey(clientAddress);
    const failures = await counters.get(key);
    if (failures.count >= LIVE_PIN_FAILURES_MAX) {
      throw rateLimited(Math.max(1, failures.resetInSeconds), liveMessages.pinAttemptsExceeded);
    }
    const session = await liveRepository.findSessionByPin(db, pin);
    const room = session && session.expiresAt > clock.now() ? await this.get(session.id) : undefined;
    if (!room || room.phase === 'ENDED') {
      await this.countFailure(clientAddress);
      throw notFound(liveMessages.wrongPin);
    }
    return room;
  }

  /** Moves the room's phase through the conditional update; false: another caller moved it first (the room is reloaded). */
  async move(
    room: LiveRoom,
    phase: LivePhase,
    questionIndex: number,
    timing: { startedAt: Date; deadline: Date } | null,
  ): Promise<boolean> {
    const now = this.deps.clock.now();
    const moved = await liveRepository.movePhase(
      this.deps.db,
      room.id,
      { phase: room.phase, questionIndex: room.questionIndex },
      { phase, questionIndex, questionStartedAt: timing?.startedAt ?? null, deadlineAt: timing?.deadline ?? null, now },
    );
    if (!moved) {
      this.#cache.delete(room.id);
      return false;
    }
    room.phase = phase;
    room.questionIndex = questionIndex;
    room.questionStartedAt = timing?.startedAt ?? null;
    room.deadlineAt = timing?.deadline ?? null;
    room.pausedAt = phase === 'PAUSED' ? now : null;
    return true;
  }

  question(room: LiveRoom): LiveQuestion {
    const question = room.questions[room.questionIndex] as LiveFrozenQuestion;
    return {
      index: room.questionIndex,
      totalQuestions: room.questions.length,
      type: question.type,
      questionText: question.questionText,
      attachmentUrl: question.attachmentUrl,
      safeContent: getQuestionType(question.type).liveSafeContent(
        question.content,
        this.deps.shuffles.ofLiveQuestion(room.id, question.id),
        room.settings.shuffleAnswers,
      ),
      secondsPerQuestion: room.settings.secondsPerQuestion,
      deadlineAt: (room.deadlineAt ?? this.deps.clock.now()).toISOString(),
    };
  }

  /** The open question to one connection, and that its clock stands still if it does. */
  sendOpenQuestion(connection: LiveConnection, room: LiveRoom): void {
    connection.send({ type: 'question', question: this.question(room) });
    if (room.phase === 'PAUSED') {
      connection.send(this.pausedMessage(room));
    }
  }

  pausedMessage(room: LiveRoom): LiveServerMessage {
    const remainingMs = (room.deadlineAt?.getTime() ?? 0) - (room.pausedAt?.getTime() ?? 0);
    return { type: 'paused', questionIndex: room.questionIndex, remainingMs: Math.max(0, remainingMs) };
  }

  toEveryone(room: LiveRoom, message: LiveServerMessage): void {
    this.deps.hub.toEveryone(room.id, message);
  }

  #pinKey(clientAddress: string): string {
    return `live-pin:${clientAddress}`;
  }

  /** A wrong PIN or rejoin token from this address (see byPin). */
  async countFailure(clientAddress: string): Promise<void> {
    await this.deps.counters.hit(this.#pinKey(clientAddress), PIN_WINDOW_SECONDS);
  }

  /** Drops a room from the cache (ended, or changed by another caller: read again next time). */
  forget(sessionId: string): void {
    this.#cache.delete(sessionId);
    this.#readAt.delete(sessionId);
  }
}
