import { createHmac, createSecretKey, hkdfSync, randomBytes, randomInt, randomUUID, type KeyObject } from 'node:crypto';
import {
  LIVE_SECONDS_DEFAULT,
  LIVE_SECONDS_MAX,
  LIVE_SECONDS_MIN,
  liveMessages,
  livePoints,
  type LiveClientMessage,
  type LiveSessionCreateBody,
  type LiveSessionCreated,
  type LiveSessionReport,
  type LiveSessionView,
  type LiveSettings,
} from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorizationError, conflict, notFound } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import { questionsOfQuiz } from '../questions/service.ts';
import { findQuizVisibleTo } from '../quizzes/service.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import { LivePhases } from './phases.ts';
import { presentReport, presentView } from './presenter.ts';
import { liveRepository } from './repository.ts';
import { activePlayers, type LiveFrozenQuestion, type LiveRoom } from './room.ts';
import { LiveRooms } from './rooms.ts';

/** A session closes this long after creation, whatever its phase. */
export const LIVE_SESSION_TTL_MS = 12 * 3_600_000;
/** A lobby nobody started closes after this long without a change. */
export const LIVE_LOBBY_IDLE_MS = 2 * 3_600_000;
/** Tries to draw a PIN no running session holds. */
const PIN_DRAWS = 20;

/** A player's place in a session, held by its connection once joined. */
export interface LivePlayerSeat {
  sessionId: string;
  playerId: string;
}

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

const clampSeconds = (seconds: number) => Math.min(LIVE_SECONDS_MAX, Math.max(LIVE_SECONDS_MIN, Math.round(seconds)));

/**
 * Live sessions (issue 22): creation and reports over HTTP, and the game over WebSockets. The
 * server's clock owns each question's deadline; every phase change is a conditional update of the
 * session row, so two callers (or processes) that decide the same change at once make it once.
 */
export class LiveService {
  readonly #rooms: LiveRooms;
  readonly #phases: LivePhases;

  constructor(private readonly deps: LiveServiceDependencies) {
    this.#rooms = new LiveRooms(deps);
    this.#phases = new LivePhases(deps, this.#rooms);
  }

  /** Creates a session of a published quiz the caller may see, with the questions that can be played live. */
  async create(principal: Principal, body: LiveSessionCreateBody): Promise<LiveSessionCreated> {
    const { db, clock } = this.deps;
    if (!principal.permissions.has('QUIZ_CREATE')) {
      throw authorizationError(liveMessages.hostNotAllowed);
    }
    const quiz = await findQuizVisibleTo(db, principal, body.quizId);
    if (!quiz) {
      throw notFound(liveMessages.quizNotFound);
    }
    if (quiz.status !== 'PUBLISHED') {
      throw conflict(liveMessages.notPublished);
    }
    const questions: LiveFrozenQuestion[] = [];
    const skippedQuestions: LiveSessionCreated['skippedQuestions'] = [];
    (await questionsOfQuiz(db, quiz.id)).forEach((question, index) => {
      const live = getQuestionType(question.type).live;
      if (live.playable) {
        questions.push({
          id: question.id,
          type: question.type,
          questionText: question.questionText,
          attachmentUrl: question.attachmentUrl,
          content: question.content,
        });
      } else {
        skippedQuestions.push({ index, reason: live.reason });
      }
    });
    if (questions.length === 0) {
      throw conflict(liveMessages.noPlayableQuestions);
    }
    const settings: LiveSettings = {
      secondsPerQuestion: quiz.timerEnabled
        ? clampSeconds((quiz.timerDuration * 60) / questions.length)
        : LIVE_SECONDS_DEFAULT,
      showLeaderboard: true,
      shuffleAnswers: true,
      allowGuests: true,
      ...body.settings,
    };
    const id = randomUUID();
    const now = clock.now();
    for (let draw = 1; ; draw += 1) {
      const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
      try {
        await liveRepository.insertSession(db, {
          id,
          quizId: quiz.id,
          hostId: principal.id,
          pin,
          settings,
          scoringMode: quiz.scoringMode,
          questions,
          now,
          expiresAt: new Date(now.getTime() + LIVE_SESSION_TTL_MS),
        });
        return { id, pin, joinUrl: this.#joinUrl(pin), skippedQuestions };
      } catch (error) {
        if (!isUniqueViolation(error) || draw >= PIN_DRAWS) {
          throw error;
        }
      }
    }
  }

  /** The host's view of its session. */
  async view(principal: Principal, id: string): Promise<LiveSessionView> {
    const room = await this.#rooms.get(id);
    if (!room || room.hostId !== principal.id) {
      throw notFound(liveMessages.sessionNotFound);
    }
    return this.#present(room);
  }

  /** The sessions of a quiz with their reports, for the quiz's owner. */
  async reportsOfQuiz(principal: Principal, quizId: string): Promise<LiveSessionReport[]> {
    const { db } = this.deps;
    const quiz = await findQuizVisibleTo(db, principal, quizId);
    if (!quiz) {
      throw notFound(liveMessages.quizNotFound);
    }
    if (quiz.creatorId !== principal.id) {
      throw authorizationError(liveMessages.reportsOwnerOnly);
    }
    const sessions = await liveRepository.sessionsOfQuiz(db, quizId);
    return Promise.all(
      sessions.map(async (session) =>
        presentReport(
          session,
          session.questions as LiveFrozenQuestion[],
          await liveRepository.playersOf(db, session.id),
          await liveRepository.answersOfSession(db, session.id),
        ),
      ),
    );
  }

  /** A host's connection opens its session (the token already resolved by the transport). */
  async host(connection: LiveConnection, principal: Principal | null, sessionId: string): Promise<string> {
    if (!principal) {
      throw conflict(liveMessages.signInExpired);
    }
    const room = await this.#rooms.get(sessionId);
    if (!room || room.hostId !== principal.id) {
      throw notFound(liveMessages.sessionNotFound);
    }
    this.deps.hub.attach(room.id, { role: 'host' }, connection);
    connection.send({ type: 'hosting', session: this.#present(room) });
    if (room.phase === 'QUESTION' || room.phase === 'PAUSED') {
      this.#rooms.sendOpenQuestion(connection, room);
    }
    return room.id;
  }

  /** A new player by PIN; a signed-in player (principal given) plays under its username. */
  async join(
    connection: LiveConnection,
    clientAddress: string,
    request: { pin: string; nickname: string | undefined; signedIn: boolean; principal: Principal | null },
  ): Promise<LivePlayerSeat> {
    const { db, clock, hub } = this.deps;
    const room = await this.#rooms.byPin(request.pin, clientAddress);
    if (request.signedIn && !request.principal) {
      throw conflict(liveMessages.signInExpired);
    }
    if (!request.principal && !room.settings.allowGuests) {
      throw conflict(liveMessages.guestsNotAllowed);
    }
    const nickname = request.principal?.username ?? request.nickname;
    if (nickname === undefined) {
      throw conflict(liveMessages.nicknameRequired);
    }
    const rejoinToken = randomBytes(24).toString('base64url');
    const id = randomUUID();
    try {
      await liveRepository.insertPlayer(db, {
        id,
        sessionId: room.id,
        userId: request.principal?.id ?? null,
        nickname,
        nicknameKey: nickname.toLowerCase(),
        rejoinHash: this.#rejoinHash(rejoinToken),
        score: 0,
        removed: false,
        joinedAt: clock.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(liveMessages.nicknameTaken);
      }
      throw error;
    }
    room.players.set(id, { id, nickname, score: 0, removed: false });
    this.#seat(connection, room, id, rejoinToken);
    hub.toHost(room.id, { type: 'players', players: activePlayers(room) });
    return { sessionId: room.id, playerId: id };
  }

  /** A player back with its rejoin token: same player, same score; a removed player is refused. */
  async rejoin(
    connection: LiveConnection,
    clientAddress: string,
    request: { pin: string; rejoinToken: string },
  ): Promise<LivePlayerSeat> {
    const room = await this.#rooms.byPin(request.pin, clientAddress);
    const player = await liveRepository.findPlayerByRejoinHash(
      this.deps.db,
      room.id,
      this.#rejoinHash(request.rejoinToken),
    );
    if (!player) {
      await this.#rooms.countFailure(clientAddress);
      throw conflict(liveMessages.rejoinRefused);
    }
    if (player.removed || room.players.get(player.id)?.removed === true) {
      throw conflict(liveMessages.rejoinRefused);
    }
    this.#seat(connection, room, player.id, request.rejoinToken);
    return { sessionId: room.id, playerId: player.id };
  }

  /** One answer of a player to the open question, graded at once and kept secret until the reveal. */
  async answer(seat: LivePlayerSeat, questionIndex: number, rawResponse: unknown): Promise<void> {
    const { db, clock, hub } = this.deps;
    const room = await this.#rooms.get(seat.sessionId);
    const player = room?.players.get(seat.playerId);
    if (!room || !player || player.removed) {
      throw conflict(liveMessages.removed);
    }
    if (room.phase === 'PAUSED') {
      throw conflict(liveMessages.paused);
    }
    if (room.phase !== 'QUESTION' || room.questionStartedAt === null || room.deadlineAt === null) {
      throw conflict(liveMessages.noQuestionOpen);
    }
    if (questionIndex !== room.questionIndex) {
      throw conflict(liveMessages.wrongQuestion);
    }
    const now = clock.now();
    if (now.getTime() > room.deadlineAt.getTime()) {
      await this.#phases.reveal(room.id, questionIndex);
      throw conflict(liveMessages.timeUp);
    }
    if (room.answered.has(player.id)) {
      throw conflict(liveMessages.alreadyAnswered);
    }
    const question = room.questions[questionIndex] as LiveFrozenQuestion;
    const handle = getQuestionType(question.type);
    if (rawResponse === undefined || rawResponse === null) {
      throw conflict(liveMessages.emptyAnswer);
    }
    if (handle.normaliseResponse(rawResponse) === null) {
      throw conflict(liveMessages.unreadableAnswer);
    }
    if (!handle.isAnswered(rawResponse)) {
      throw conflict(liveMessages.emptyAnswer);
    }
    const shuffler = this.deps.shuffles.ofLiveQuestion(room.id, question.id);
    const response = handle.toAuthoredResponse(question.content, shuffler, rawResponse);
    const grade = handle.grade(question.content, response, room.scoringMode);
    const elapsedMs = now.getTime() - room.questionStartedAt.getTime();
    const limitMs = room.settings.secondsPerQuestion * 1000;
    try {
      await db.transaction().execute(async (tx) => {
        if (!(await liveRepository.holdOpenQuestion(tx, room.id, questionIndex, now))) {
          throw conflict(liveMessages.timeUp);
        }
        await liveRepository.insertAnswer(tx, {
          sessionId: room.id,
          playerId: player.id,
          questionIndex,
          questionId: question.id,
          response,
          score: grade.score,
          isCorrect: grade.isCorrect,
          points: livePoints(grade.score, elapsedMs, limitMs),
          elapsedMs,
          answeredAt: now,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(liveMessages.alreadyAnswered);
      }
      throw error;
    }
    room.answered.add(player.id);
    hub.toPlayer(room.id, player.id, { type: 'answerReceived', questionIndex });
    const players = activePlayers(room);
    const answered = players.filter((active) => room.answered.has(active.id)).length;
    hub.toHost(room.id, { type: 'answerCount', questionIndex, answered, players: players.length });
    if (answered === players.length) {
      await this.#phases.reveal(room.id, questionIndex);
    }
  }

  /** The host's commands; anyone else is refused. */
  async command(principal: Principal, sessionId: string, command: HostCommand): Promise<void> {
    const room = await this.#rooms.get(sessionId);
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
      const room = await this.#rooms.get(session.id);
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

  #seat(connection: LiveConnection, room: LiveRoom, playerId: string, rejoinToken: string): void {
    const player = room.players.get(playerId);
    if (!player) {
      return;
    }
    this.deps.hub.attach(room.id, { role: 'player', playerId }, connection);
    connection.send({
      type: 'joined',
      playerId,
      nickname: player.nickname,
      rejoinToken,
      score: player.score,
      phase: room.phase,
    });
    if ((room.phase === 'QUESTION' || room.phase === 'PAUSED') && !room.answered.has(playerId)) {
      this.#rooms.sendOpenQuestion(connection, room);
    }
  }

  async #removePlayer(room: LiveRoom, playerId: string): Promise<void> {
    const player = room.players.get(playerId);
    if (!player || !(await liveRepository.removePlayer(this.deps.db, room.id, playerId))) {
      throw conflict(liveMessages.playerNotFound);
    }
    player.removed = true;
    this.deps.hub.disconnectPlayer(room.id, playerId, { type: 'removed', message: liveMessages.removed });
    const players = activePlayers(room);
    this.deps.hub.toHost(room.id, { type: 'players', players });
    if (room.phase === 'QUESTION' && players.length > 0 && players.every((active) => room.answered.has(active.id))) {
      await this.#phases.reveal(room.id, room.questionIndex);
    }
  }

  #present(room: LiveRoom): LiveSessionView {
    return presentView(room, this.#joinUrl(room.pin));
  }

  #joinUrl(pin: string | null): string {
    return pin === null ? `${this.deps.publicUrl}/play` : `${this.deps.publicUrl}/play?pin=${pin}`;
  }

  #rejoinHash(token: string): string {
    return createHmac('sha256', this.deps.rejoinKey).update(token).digest('hex');
  }
}

/** What a host may ask of its session over the socket. */
export type HostCommand = Exclude<LiveClientMessage, { type: 'host' | 'join' | 'rejoin' | 'answer' }>;
