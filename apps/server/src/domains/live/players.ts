import { createHmac, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { liveMessages, livePoints } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../errors.ts';
import type { LiveConnection, LiveHub } from './hub.ts';
import type { LivePhases } from './phases.ts';
import { liveRepository } from './repository.ts';
import type { LiveFrozenQuestion, LiveRoom } from './room.ts';
import type { LiveRooms } from './rooms.ts';

/** A player's place in a session, held by its connection once joined. */
export interface LivePlayerSeat {
  sessionId: string;
  playerId: string;
}

/** The players' side of the game: joining by PIN, rejoining with a token, and answering. */
export class LivePlayers {
  constructor(
    private readonly deps: { db: Db; clock: Clock; hub: LiveHub; shuffles: AnswerShuffles; rejoinKey: KeyObject },
    private readonly rooms: LiveRooms,
    private readonly phases: LivePhases,
  ) {}

  /** A new player by PIN; a signed-in player (principal given) plays under its username. */
  async join(
    connection: LiveConnection,
    clientAddress: string,
    request: { pin: string; nickname: string | undefined; signedIn: boolean; principal: Principal | null },
  ): Promise<LivePlayerSeat> {
    const { db, clock, hub } = this.deps;
    const room = await this.rooms.byPin(request.pin, clientAddress);
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
    // Shared: read again, with the phase and players other processes have seen.
    const current = (await this.rooms.fresh(room.id)) ?? room;
    await this.#seat(connection, current, id, rejoinToken);
    hub.toHost(room.id, { type: 'playerJoined', player: { id, nickname, score: 0 } });
    return { sessionId: room.id, playerId: id };
  }

  /** A player back with its rejoin token: same player, same score; a removed player is refused. */
  async rejoin(
    connection: LiveConnection,
    clientAddress: string,
    request: { pin: string; rejoinToken: string },
  ): Promise<LivePlayerSeat> {
    const room = await this.rooms.byPin(request.pin, clientAddress);
    const player = await liveRepository.findPlayerByRejoinHash(
      this.deps.db,
      room.id,
      this.#rejoinHash(request.rejoinToken),
    );
    if (!player) {
      await this.rooms.countFailure(clientAddress);
      throw conflict(liveMessages.rejoinRefused);
    }
    // Shared: read again, so that a player who joined through another process is known with its revealed score.
    const current = (await this.rooms.fresh(room.id)) ?? room;
    if (player.removed || current.players.get(player.id)?.removed === true) {
      throw conflict(liveMessages.rejoinRefused);
    }
    await this.#seat(connection, current, player.id, request.rejoinToken);
    return { sessionId: room.id, playerId: player.id };
  }

  /** One answer of a player to the open question, graded at once and kept secret until the reveal. */
  async answer(seat: LivePlayerSeat, questionIndex: number, rawResponse: unknown): Promise<void> {
    const { db, clock, hub } = this.deps;
    const room = await this.rooms.get(seat.sessionId);
    // A removal through another process is found in the transaction below.
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
      await this.phases.reveal(room.id, questionIndex);
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
        const stored = await liveRepository.insertAnswer(tx, {
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
        if (!stored) {
          throw conflict(liveMessages.removed);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw conflict(liveMessages.alreadyAnswered);
      }
      throw error;
    }
    room.answered.add(player.id);
    hub.toPlayer(room.id, player.id, { type: 'answerReceived', questionIndex });
    const { answered, players } = await this.rooms.answerCount(room);
    hub.toHost(room.id, { type: 'answerCount', questionIndex, answered, players });
    if (answered === players) {
      await this.phases.reveal(room.id, questionIndex);
    }
  }

  async #seat(connection: LiveConnection, room: LiveRoom, playerId: string, rejoinToken: string): Promise<void> {
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
    if ((room.phase === 'QUESTION' || room.phase === 'PAUSED') && !(await this.rooms.hasAnswered(room, playerId))) {
      this.rooms.sendOpenQuestion(connection, room);
    }
  }

  #rejoinHash(token: string): string {
    return createHmac('sha256', this.deps.rejoinKey).update(token).digest('hex');
  }
}
