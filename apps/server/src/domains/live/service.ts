import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import {
  liveMessages,
  type LiveClientMessage,
  type LiveReportFormat,
  type LiveSessionCreateBody,
  type LiveSessionCreated,
  type LiveSessionReport,
  type LiveSessionView,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import { LivePhases } from './phases.ts';
import { LivePlayers, type LivePlayerSeat } from './players.ts';
import { liveJoinUrl, presentView } from './presenter.ts';
import type { LiveReportFile } from './report-file.ts';
import { liveRepository } from './repository.ts';
import { activePlayers, type LiveRoom } from './room.ts';
import { LiveRooms } from './rooms.ts';
import { LiveSessions } from './sessions.ts';

/** A lobby nobody started closes after this long without a change. */
export const LIVE_LOBBY_IDLE_MS = 2 * 3_600_000;

export interface LiveServiceDependencies {
  db: Db;
  clock: Clock;
  hub: LiveHub;
  shuffles: AnswerShuffles;
  counters: CounterStore;
  /** Key of the rejoin-token HMAC (only hashes are stored). */
  rejoinKey: KeyObject;
  publicUrl: string;
}

/**
 * The key of the rejoin-token HMAC: HKDF of the token secret, so every process of a deployment (and a
 * restart) derives the same one, unrelated to the token and shuffle keys made from the same secret.
 */
export function liveRejoinKey(tokenSecret: string): KeyObject {
  return createSecretKey(Buffer.from(hkdfSync('sha256', tokenSecret, '', 'quizmaker/live-rejoin/v1', 32)));
}

/**
 * Live sessions (issue 22): creation and reports over HTTP (LiveSessions), players joining and
 * answering (LivePlayers), and here the host's connection and commands and the sweep. The server's
 * clock owns each question's deadline; every phase change is a conditional update of the session
 * row, so two callers (or processes) that decide the same change at once make it once.
 */
export class LiveService {
  readonly #rooms: LiveRooms;
  readonly #phases: LivePhases;
  readonly #sessions: LiveSessions;
  readonly #players: LivePlayers;

  constructor(private readonly deps: LiveServiceDependencies) {
    this.#rooms = new LiveRooms(deps);
    this.#phases = new LivePhases(deps, this.#rooms);
    this.#sessions = new LiveSessions(deps, this.#rooms);
    this.#players = new LivePlayers(deps, this.#rooms, this.#phases);
  }

  /** Creates a session of a published quiz the caller may see, with the questions that can be played live. */
  create(principal: Principal, body: LiveSessionCreateBody): Promise<LiveSessionCreated> {
    return this.#sessions.create(principal, body);
  }

  /** The host's view of its session. */
  view(principal: Principal, id: string): Promise<LiveSessionView> {
    return this.#sessions.view(principal, id);
  }

  /** The sessions of a quiz with their reports, for the quiz's owner. */
  reportsOfQuiz(principal: Principal, quizId: string): Promise<LiveSessionReport[]> {
    return this.#sessions.reportsOfQuiz(principal, quizId);
  }

  /** A session's report as a CSV or XLSX file, for the quiz's owner. */
  exportReport(principal: Principal, id: string, format: LiveReportFormat): Promise<LiveReportFile> {
    return this.#sessions.exportReport(principal, id, format);
  }

  /** A host's connection opens its session (the token already resolved by the transport). */
  async host(connection: LiveConnection, principal: Principal | null, sessionId: string): Promise<string> {
    if (!principal) {
      throw conflict(liveMessages.signInExpired);
    }
    const room = await this.#rooms.fresh(sessionId);
    if (!room || room.hostId !== principal.id) {
      throw notFound(liveMessages.sessionNotFound);
    }
    this.deps.hub.attach(room.id, { role: 'host' }, connection);
    connection.send({ type: 'hosting', session: presentView(room, liveJoinUrl(this.deps.publicUrl, room.pin)) });
    if (room.phase === 'QUESTION' || room.phase === 'PAUSED') {
      this.#rooms.sendOpenQuestion(connection, room);
    }
    return room.id;
  }

  /** A new player by PIN; a signed-in player (principal given) plays under its username. */
  join(
    connection: LiveConnection,
    clientAddress: string,
    request: { pin: string; nickname: string | undefined; signedIn: boolean; principal: Principal | null },
  ): Promise<LivePlayerSeat> {
    return this.#players.join(connection, clientAddress, request);
  }

  /** A player back with its rejoin token: same player, same score; a removed player is refused. */
  rejoin(
    connection: LiveConnection,
    clientAddress: string,
    request: { pin: string; rejoinToken: string },
  ): Promise<LivePlayerSeat> {
    return this.#players.rejoin(connection, clientAddress, request);
  }

  /** One answer of a player to the open question, graded at once and kept secret until the reveal. */
  answer(seat: LivePlayerSeat, questionIndex: number, rawResponse: unknown): Promise<void> {
    return this.#players.answer(seat, questionIndex, rawResponse);
  }

  /** The host's commands; anyone else is refused. */
  async command(principal: Principal, sessionId: string, command: HostCommand): Promise<void> {
    const room = await this.#rooms.fresh(sessionId);
    if (!room || room.hostId !== principal.id) {
      throw conflict(liveMessages.notHost);
    }
    switch (command.type) {
      case 'start':
        if (room.phase !== 'LOBBY') {
          throw conflict(liveMessages.notInLobby);
        }
        if (activePlayers(room).length === 0) {
          throw conflict(liveMessages.noPlayers);
        }
        await this.#phases.openQuestion(room, 0);
        return;
      case 'next':
        await this.#phases.next(room);
        return;
      case 'end':
        await this.#phases.end(room);
        return;
      case 'removePlayer':
        await this.#removePlayer(room, command.playerId);
        return;
      case 'pause':
        await this.#phases.pause(room);
        return;
      case 'resume':
        await this.#phases.resume(room);
        return;
      case 'skip':
        await this.#phases.skip(room);
        return;
    }
  }

  /** Reveals question `questionIndex` if it is still open; true when this call revealed it (LivePhases.reveal). */
  reveal(sessionId: string, questionIndex: number): Promise<boolean> {
    return this.#phases.reveal(sessionId, questionIndex);
  }

  /** Reveals the questions whose deadline has passed and closes expired sessions (every process, often). */
  async sweep(): Promise<void> {
    const { db, clock, hub } = this.deps;
    const now = clock.now();
    for (const session of await liveRepository.overdueQuestions(db, now)) {
      await this.#phases.reveal(session.id, session.questionIndex);
    }
    const expired = await liveRepository.expiredSessionIds(db, now, new Date(now.getTime() - LIVE_LOBBY_IDLE_MS));
    for (const session of expired) {
      const room = await this.#rooms.fresh(session.id);
      if (room) {
        await this.#phases.end(room);
        hub.closeSession(room.id, { type: 'error', message: liveMessages.sessionEnded });
      }
    }
  }

  /** A connection is gone. */
  disconnect(connection: LiveConnection): void {
    this.deps.hub.detach(connection);
  }

  async #removePlayer(room: LiveRoom, playerId: string): Promise<void> {
    const player = room.players.get(playerId);
    if (!player || !(await liveRepository.removePlayer(this.deps.db, room.id, playerId))) {
      throw conflict(liveMessages.playerNotFound);
    }
    player.removed = true;
    this.deps.hub.disconnectPlayer(room.id, playerId, { type: 'removed', message: liveMessages.removed });
    this.deps.hub.toHost(room.id, { type: 'players', players: activePlayers(room) });
    const { answered, players } = await this.#rooms.answerCount(room);
    if (room.phase === 'QUESTION' && players > 0 && answered === players) {
      await this.#phases.reveal(room.id, room.questionIndex);
    }
  }
}

/** What a host may ask of its session over the socket. */
export type HostCommand = Exclude<LiveClientMessage, { type: 'host' | 'join' | 'rejoin' | 'answer' }>;
