import { createHmac, randomBytes, randomInt, randomUUID, type KeyObject } from 'node:crypto';
import {
  LIVE_LEADERBOARD_SIZE,
  LIVE_PODIUM_SIZE,
  LIVE_SECONDS_DEFAULT,
  LIVE_SECONDS_MAX,
  LIVE_SECONDS_MIN,
  liveMessages,
  livePoints,
  type LiveClientMessage,
  type LivePhase,
  type LiveQuestion,
  type LiveServerMessage,
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
import { authorizationError, conflict, notFound, rateLimited } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import { questionsOfQuiz } from '../questions/service.ts';
import { findQuizVisibleTo } from '../quizzes/service.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import { presentReport, presentView } from './presenter.ts';
import { liveRepository } from './repository.ts';
import { activePlayers, rankPlayers, roomOf, type LiveFrozenQuestion, type LiveRoom } from './room.ts';

/** A session closes this long after creation, whatever its phase. */
export const LIVE_SESSION_TTL_MS = 12 * 3_600_000;
/** A lobby nobody started closes after this long without a change. */
export const LIVE_LOBBY_IDLE_MS = 2 * 3_600_000;
/** Wrong PINs (or rejoin tokens) one client address may send per window before it is refused. */
export const LIVE_PIN_FAILURES_MAX = 10;
const PIN_WINDOW_SECONDS = 60;
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

const clampSeconds = (seconds: number) => Math.min(LIVE_SECONDS_MAX, Math.max(LIVE_SECONDS_MIN, Math.round(seconds)));

/**
 * Live sessions (issue 22): creation and reports over HTTP, and the game over WebSockets. The
 * server's clock owns each question's deadline; every phase change is a conditional update of the
 * session row, so two callers (or processes) that decide the same change at once make it once.
 */
export class LiveService {
  readonly #rooms = new Map<string, LiveRoom>();

  constructor(private readonly deps: LiveServiceDependencies) {}

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
    const room = await this.#room(id);
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
    const room = await this.#room(sessionId);
    if (!room || room.hostId !== principal.id) {
      throw notFound(liveMessages.sessionNotFound);
    }
    this.deps.hub.attach(room.id, { role: 'host' }, connection);
    connection.send({ type: 'hosting', session: this.#present(room) });
    if (room.phase === 'QUESTION' || room.phase === 'PAUSED') {
      this.#sendOpenQuestion(connection, room);
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
    const room = await this.#roomByPin(request.pin, clientAddress);
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
    const room = await this.#roomByPin(request.pin, clientAddress);
    const player = await liveRepository.findPlayerByRejoinHash(
      this.deps.db,
      room.id,
      this.#rejoinHash(request.rejoinToken),
    );
    if (!player) {
      await this.deps.counters.hit(this.#pinKey(clientAddress), PIN_WINDOW_SECONDS);
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
    const room = await this.#room(seat.sessionId);
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
      await this.reveal(room.id, questionIndex);
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
      await this.reveal(room.id, questionIndex);
    }
  }

  /** The host's commands; anyone else is refused. */
  async command(principal: Principal, sessionId: string, command: HostCommand): Promise<void> {
    const room = await this.#room(sessionId);
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
        await this.#openQuestion(room, 0);
        return;
      case 'next':
        await this.#next(room);
        return;
      case 'end':
        await this.#end(room);
        return;
      case 'removePlayer':
        await this.#removePlayer(room, command.playerId);
        return;
      case 'pause':
        await this.#pause(room);
        return;
      case 'resume':
        await this.#resume(room);
        return;
      case 'skip':
        await this.#skip(room);
        return;
    }
  }

  /**
   * Reveals question `questionIndex` of a session if it is still open: the conditional update lets
   * exactly one caller through, however many see the deadline or the last answer at once. True: this call revealed.
   */
  async reveal(sessionId: string, questionIndex: number): Promise<boolean> {
    const { db, clock, hub } = this.deps;
    const room = await this.#room(sessionId);
    if (!room || room.phase !== 'QUESTION' || room.questionIndex !== questionIndex) {
      return false;
    }
    const moved = await liveRepository.movePhase(
      db,
      room.id,
      { phase: 'QUESTION', questionIndex },
      {
        phase: 'REVEAL',
        questionIndex,
        questionStartedAt: room.questionStartedAt,
        deadlineAt: room.deadlineAt,
        now: clock.now(),
      },
    );
    if (!moved) {
      // Another caller revealed it (in this process the room already says so; another process's change is read again).
      this.#rooms.delete(room.id);
      return false;
    }
    room.phase = 'REVEAL';
    const [players, answers] = await Promise.all([
      liveRepository.playersOf(db, room.id),
      liveRepository.answersOfQuestion(db, room.id, questionIndex),
    ]);
    for (const player of players) {
      const known = room.players.get(player.id);
      if (known) {
        known.score = player.score;
      }
    }
    const ranked = new Map(rankPlayers(activePlayers(room)).map((player) => [player.id, player]));
    const answerOf = new Map(answers.map((answer) => [answer.playerId, answer]));
    const question = room.questions[questionIndex] as LiveFrozenQuestion;
    const handle = getQuestionType(question.type);
    const correctAnswer = handle.toShownResponse(
      question.content,
      this.deps.shuffles.ofLiveQuestion(room.id, question.id),
      handle.correctAnswer(question.content),
    );
    const common = {
      type: 'reveal' as const,
      questionIndex,
      correctAnswer,
      answered: answers.length,
      correct: answers.filter((answer) => answer.isCorrect).length,
    };
    hub.toHost(room.id, common);
    hub.toEachPlayer(room.id, (playerId) => {
      const answer = answerOf.get(playerId);
      const standing = ranked.get(playerId);
      return {
        ...common,
        you: {
          answered: answer !== undefined,
          correct: answer?.isCorrect ?? false,
          points: answer?.points ?? 0,
          score: standing?.score ?? 0,
          rank: standing?.rank ?? 0,
        },
      };
    });
    return true;
  }

  /** Reveals the questions whose deadline has passed and closes expired sessions (every process, often). */
  async sweep(): Promise<void> {
    const { db, clock, hub } = this.deps;
    const now = clock.now();
    const due = await db
      .selectFrom('liveSessions')
      .select(['id', 'questionIndex'])
      .where('phase', '=', 'QUESTION')
      .where('deadlineAt', '<', now)
      .execute();
    for (const session of due) {
      await this.reveal(session.id, session.questionIndex);
    }
    const expired = await liveRepository.expiredSessionIds(db, now, new Date(now.getTime() - LIVE_LOBBY_IDLE_MS));
    for (const session of expired) {
      const room = await this.#room(session.id);
      if (room) {
        await this.#end(room);
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
      this.#sendOpenQuestion(connection, room);
    }
  }

  async #next(room: LiveRoom): Promise<void> {
    switch (room.phase) {
      case 'QUESTION':
        await this.reveal(room.id, room.questionIndex);
        return;
      case 'REVEAL':
        if (room.settings.showLeaderboard) {
          await this.#showLeaderboard(room);
        } else {
          await this.#advance(room);
        }
        return;
      case 'LEADERBOARD':
        await this.#advance(room);
        return;
      case 'PAUSED':
        throw conflict(liveMessages.paused);
      case 'LOBBY':
        throw conflict(liveMessages.notStarted);
      case 'ENDED':
        throw conflict(liveMessages.sessionEnded);
    }
  }

  async #advance(room: LiveRoom): Promise<void> {
    if (room.questionIndex + 1 < room.questions.length) {
      await this.#openQuestion(room, room.questionIndex + 1);
    } else {
      await this.#end(room);
    }
  }

  async #showLeaderboard(room: LiveRoom): Promise<void> {
    if (!(await this.#move(room, 'LEADERBOARD', room.questionIndex, null))) {
      return;
    }
    const message: LiveServerMessage = {
      type: 'leaderboard',
      questionIndex: room.questionIndex,
      top: rankPlayers(activePlayers(room)).slice(0, LIVE_LEADERBOARD_SIZE),
    };
    this.#toEveryone(room, message);
  }

  async #openQuestion(room: LiveRoom, index: number): Promise<void> {
    const now = this.deps.clock.now();
    const deadline = new Date(now.getTime() + room.settings.secondsPerQuestion * 1000);
    if (!(await this.#move(room, 'QUESTION', index, { startedAt: now, deadline }))) {
      return;
    }
    room.answered = new Set();
    this.#toEveryone(room, { type: 'question', question: this.#question(room) });
  }

  async #end(room: LiveRoom): Promise<void> {
    if (room.phase === 'ENDED') {
      return;
    }
    if (!(await this.#move(room, 'ENDED', room.questionIndex, null))) {
      return;
    }
    room.pin = null;
    room.endedAt = this.deps.clock.now();
    const ranked = rankPlayers(activePlayers(room));
    const podium = ranked.slice(0, LIVE_PODIUM_SIZE);
    const standing = new Map(ranked.map((player) => [player.id, player]));
    this.deps.hub.toHost(room.id, { type: 'ended', podium });
    this.deps.hub.toEachPlayer(room.id, (playerId) => {
      const you = standing.get(playerId);
      return you ? { type: 'ended', podium, you } : { type: 'ended', podium };
    });
    this.#rooms.delete(room.id);
  }

  /** The open question to one connection, and that its clock stands still if it does. */
  #sendOpenQuestion(connection: LiveConnection, room: LiveRoom): void {
    connection.send({ type: 'question', question: this.#question(room) });
    if (room.phase === 'PAUSED') {
      connection.send(this.#pausedMessage(room));
    }
  }

  #pausedMessage(room: LiveRoom): LiveServerMessage {
    const remainingMs = (room.deadlineAt?.getTime() ?? 0) - (room.pausedAt?.getTime() ?? 0);
    return { type: 'paused', questionIndex: room.questionIndex, remainingMs: Math.max(0, remainingMs) };
  }

  /** Stops the open question's clock; a question whose time is already up is revealed instead. */
  async #pause(room: LiveRoom): Promise<void> {
    if (room.phase !== 'QUESTION' || room.questionStartedAt === null || room.deadlineAt === null) {
      throw conflict(liveMessages.notPausable);
    }
    if (this.deps.clock.now().getTime() > room.deadlineAt.getTime()) {
      await this.reveal(room.id, room.questionIndex);
      return;
    }
    const timing = { startedAt: room.questionStartedAt, deadline: room.deadlineAt };
    if (!(await this.#move(room, 'PAUSED', room.questionIndex, timing))) {
      return;
    }
    this.#toEveryone(room, this.#pausedMessage(room));
  }

  /** Restarts the clock with the time that was left: start and deadline move by the pause, so elapsed times leave it out. */
  async #resume(room: LiveRoom): Promise<void> {
    if (room.phase !== 'PAUSED' || !room.pausedAt || !room.questionStartedAt || !room.deadlineAt) {
      throw conflict(liveMessages.notPaused);
    }
    const pausedMs = this.deps.clock.now().getTime() - room.pausedAt.getTime();
    const timing = {
      startedAt: new Date(room.questionStartedAt.getTime() + pausedMs),
      deadline: new Date(room.deadlineAt.getTime() + pausedMs),
    };
    if (!(await this.#move(room, 'QUESTION', room.questionIndex, timing))) {
      return;
    }
    this.#toEveryone(room, {
      type: 'resumed',
      questionIndex: room.questionIndex,
      deadlineAt: timing.deadline.toISOString(),
    });
  }

  /**
   * Drops the open or paused question unscored: closed (as revealed, without telling anyone the
   * answer) and its answers discarded in one transaction; then the next question or the end.
   */
  async #skip(room: LiveRoom): Promise<void> {
    if (room.phase !== 'QUESTION' && room.phase !== 'PAUSED') {
      throw conflict(liveMessages.notSkippable);
    }
    const questionIndex = room.questionIndex;
    const from = { phase: room.phase, questionIndex };
    const now = this.deps.clock.now();
    const skipped = await this.deps.db.transaction().execute(async (tx) => {
      const moved = await liveRepository.movePhase(tx, room.id, from, {
        phase: 'REVEAL',
        questionIndex,
        questionStartedAt: null,
        deadlineAt: null,
        now,
      });
      if (moved) {
        await liveRepository.discardAnswers(tx, room.id, questionIndex);
      }
      return moved;
    });
    if (!skipped) {
      this.#rooms.delete(room.id);
      return;
    }
    room.phase = 'REVEAL';
    room.questionStartedAt = null;
    room.deadlineAt = null;
    room.pausedAt = null;
    room.answered = new Set();
    this.#toEveryone(room, { type: 'skipped', questionIndex });
    await this.#advance(room);
  }

  #toEveryone(room: LiveRoom, message: LiveServerMessage): void {
    this.deps.hub.toHost(room.id, message);
    this.deps.hub.toEachPlayer(room.id, () => message);
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
      await this.reveal(room.id, room.questionIndex);
    }
  }

  /** Moves the room's phase through the conditional update; false: another caller moved it first (the room is reloaded). */
  async #move(
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
      this.#rooms.delete(room.id);
      return false;
    }
    room.phase = phase;
    room.questionIndex = questionIndex;
    room.questionStartedAt = timing?.startedAt ?? null;
    room.deadlineAt = timing?.deadline ?? null;
    room.pausedAt = phase === 'PAUSED' ? now : null;
    return true;
  }

  #question(room: LiveRoom): LiveQuestion {
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

  /** The running session with this PIN; wrong PINs count against the client address. */
  async #roomByPin(pin: string, clientAddress: string): Promise<LiveRoom> {
    const { counters, db, clock } = this.deps;
    const key = this.#pinKey(clientAddress);
    const failures = await counters.get(key);
    if (failures.count >= LIVE_PIN_FAILURES_MAX) {
      throw rateLimited(Math.max(1, failures.resetInSeconds), liveMessages.pinAttemptsExceeded);
    }
    const session = await liveRepository.findSessionByPin(db, pin);
    const room = session && session.expiresAt > clock.now() ? await this.#room(session.id) : undefined;
    if (!room || room.phase === 'ENDED') {
      await counters.hit(key, PIN_WINDOW_SECONDS);
      throw notFound(liveMessages.wrongPin);
    }
    return room;
  }

  /** The room of a session, loaded from the database the first time this process needs it. */
  async #room(sessionId: string): Promise<LiveRoom | undefined> {
    const known = this.#rooms.get(sessionId);
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
      this.#rooms.set(sessionId, room);
    }
    return room;
  }

  #present(room: LiveRoom): LiveSessionView {
    return presentView(room, this.#joinUrl(room.pin));
  }

  #joinUrl(pin: string | null): string {
    return pin === null ? `${this.deps.publicUrl}/play` : `${this.deps.publicUrl}/play?pin=${pin}`;
  }

  #pinKey(clientAddress: string): string {
    return `live-pin:${clientAddress}`;
  }

  #rejoinHash(token: string): string {
    return createHmac('sha256', this.deps.rejoinKey).update(token).digest('hex');
  }
}

/** What a host may ask of its session over the socket. */
export type HostCommand = Exclude<LiveClientMessage, { type: 'host' | 'join' | 'rejoin' | 'answer' }>;
