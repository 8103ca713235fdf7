import { liveMessages, type LivePhase, type LiveQuestion, type LiveServerMessage } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { notFound, rateLimited } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import { liveRepository } from './repository.ts';
import { roomOf, type LiveFrozenQuestion, type LiveRoom } from './room.ts';

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
 * phase change written through the conditional update first (see docs/live.md for what Redis changes).
 */
export class LiveRooms {
  readonly #cache = new Map<string, LiveRoom>();

  constructor(private readonly deps: LiveRoomsDependencies) {}

  /** The room of a session, loaded from the database the first time this process needs it. */
  async get(sessionId: string): Promise<LiveRoom | undefined> {
    const known = this.#cache.get(sessionId);
    if (known) {
      return known;
    }
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
    this.deps.hub.toHost(room.id, message);
    this.deps.hub.toEachPlayer(room.id, () => message);
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
  }
}
