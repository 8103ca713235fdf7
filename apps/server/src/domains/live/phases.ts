import { LIVE_LEADERBOARD_SIZE, LIVE_PODIUM_SIZE, liveMessages, type LiveServerMessage } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { AnswerShuffles } from '../../answer-shuffles.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import type { LiveHub } from './hub.ts';
import { leaderboardOf } from './leaderboard.ts';
import { liveRepository } from './repository.ts';
import { activePlayers, rankPlayers, type LiveFrozenQuestion, type LiveRoom } from './room.ts';
import type { LiveRooms } from './rooms.ts';

/**
 * The moves of a session between its phases (docs/live.md, "States"): each one a conditional update
 * through LiveRooms.move, then what the room is told.
 */
export class LivePhases {
  constructor(
    private readonly deps: { db: Db; clock: Clock; hub: LiveHub; shuffles: AnswerShuffles },
    private readonly rooms: LiveRooms,
  ) {}

  /**
   * Reveals question `questionIndex` of a session if it is still open: the conditional update lets
   * exactly one caller through, however many see the deadline or the last answer at once. True: this call revealed.
   */
  async reveal(sessionId: string, questionIndex: number): Promise<boolean> {
    const { db, clock, hub } = this.deps;
    const room = await this.rooms.get(sessionId);
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
      this.rooms.forget(room.id);
      return false;
    }
    room.phase = 'REVEAL';
    const [players, answers] = await Promise.all([
      liveRepository.playersOf(db, room.id),
      liveRepository.answersOfQuestion(db, room.id, questionIndex),
    ]);
    // The rows, not this process's copy: players may have joined, left or answered through another process.
    for (const player of players) {
      room.players.set(player.id, {
        id: player.id,
        nickname: player.nickname,
        score: player.score,
        removed: player.removed,
      });
    }
    const ranked = new Map(rankPlayers(activePlayers(room)).map((player) => [player.id, player]));
    const answerOf = new Map(answers.map((answer) => [answer.playerId, answer]));
    const question = room.questions[questionIndex] as LiveFrozenQuestion;
    const handle = getQuestionType(question.type);
    const shuffler = this.deps.shuffles.ofLiveQuestion(room.id, question.id);
    const shown = (response: unknown) => handle.toShownResponse(question.content, shuffler, response);
    const common = {
      type: 'reveal' as const,
      questionIndex,
      correctAnswer: shown(handle.correctAnswer(question.content)),
      answered: answers.length,
      correct: answers.filter((answer) => answer.isCorrect).length,
      // A type counts options when its right answer picks some.
      distribution:
        handle.liveOptionsChosen(shown(handle.correctAnswer(question.content))) === null
          ? null
          : this.#distribution(answers.map((answer) => handle.liveOptionsChosen(shown(answer.response)) ?? [])),
    };
    hub.toHost(room.id, common);
    hub.toEachPlayer(room.id, [...ranked.keys()], (playerId) => {
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

  /** How many answers picked each option. */
  #distribution(chosen: ReadonlyArray<readonly string[]>): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const option of chosen.flat()) {
      counts[option] = (counts[option] ?? 0) + 1;
    }
    return counts;
  }

  async next(room: LiveRoom): Promise<void> {
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
      await this.openQuestion(room, room.questionIndex + 1);
    } else {
      await this.end(room);
    }
  }

  async #showLeaderboard(room: LiveRoom): Promise<void> {
    // Taken before the move clears it: players who joined after it came during the question (a resume moves it by the pause).
    const openedAt = room.questionStartedAt;
    if (!(await this.rooms.move(room, 'LEADERBOARD', room.questionIndex, null))) {
      return;
    }
    const { db } = this.deps;
    const [players, answers] = await Promise.all([
      liveRepository.playersOf(db, room.id),
      liveRepository.answersOfQuestion(db, room.id, room.questionIndex),
    ]);
    const joinedDuringQuestion = new Set(
      players.filter((player) => openedAt !== null && player.joinedAt > openedAt).map((player) => player.id),
    );
    const message: LiveServerMessage = {
      type: 'leaderboard',
      questionIndex: room.questionIndex,
      top: leaderboardOf(
        activePlayers(room),
        new Map(answers.map((answer) => [answer.playerId, answer.points])),
        joinedDuringQuestion,
        LIVE_LEADERBOARD_SIZE,
      ),
    };
    this.rooms.toEveryone(room, message);
  }

  async openQuestion(room: LiveRoom, index: number): Promise<void> {
    const now = this.deps.clock.now();
    const deadline = new Date(now.getTime() + room.settings.secondsPerQuestion * 1000);
    if (!(await this.rooms.move(room, 'QUESTION', index, { startedAt: now, deadline }))) {
      return;
    }
    room.answered = new Set();
    this.rooms.toEveryone(room, { type: 'question', question: this.rooms.question(room) });
  }

  async end(room: LiveRoom): Promise<void> {
    if (room.phase === 'ENDED') {
      return;
    }
    if (!(await this.rooms.move(room, 'ENDED', room.questionIndex, null))) {
      return;
    }
    room.pin = null;
    room.endedAt = this.deps.clock.now();
    const ranked = rankPlayers(activePlayers(room));
    const podium = ranked.slice(0, LIVE_PODIUM_SIZE);
    const standing = new Map(ranked.map((player) => [player.id, player]));
    this.deps.hub.toHost(room.id, { type: 'ended', podium });
    this.deps.hub.toEachPlayer(room.id, [...room.players.keys()], (playerId) => {
      const you = standing.get(playerId);
      return you ? { type: 'ended', podium, you } : { type: 'ended', podium };
    });
    this.rooms.forget(room.id);
  }

  /** Stops the open question's clock; a question whose time is already up is revealed instead. */
  async pause(room: LiveRoom): Promise<void> {
    if (room.phase !== 'QUESTION' || room.questionStartedAt === null || room.deadlineAt === null) {
      throw conflict(liveMessages.notPausable);
    }
    if (this.deps.clock.now().getTime() > room.deadlineAt.getTime()) {
      await this.reveal(room.id, room.questionIndex);
      return;
    }
    const timing = { startedAt: room.questionStartedAt, deadline: room.deadlineAt };
    if (!(await this.rooms.move(room, 'PAUSED', room.questionIndex, timing))) {
      return;
    }
    this.rooms.toEveryone(room, this.rooms.pausedMessage(room));
  }

  /** Restarts the clock with the time that was left: start and deadline move by the pause, so elapsed times leave it out. */
  async resume(room: LiveRoom): Promise<void> {
    if (room.phase !== 'PAUSED' || !room.pausedAt || !room.questionStartedAt || !room.deadlineAt) {
      throw conflict(liveMessages.notPaused);
    }
    const pausedMs = this.deps.clock.now().getTime() - room.pausedAt.getTime();
    const timing = {
      startedAt: new Date(room.questionStartedAt.getTime() + pausedMs),
      deadline: new Date(room.deadlineAt.getTime() + pausedMs),
    };
    if (!(await this.rooms.move(room, 'QUESTION', room.questionIndex, timing))) {
      return;
    }
    this.rooms.toEveryone(room, {
      type: 'resumed',
      questionIndex: room.questionIndex,
      deadlineAt: timing.deadline.toISOString(),
    });
  }

  /**
   * Drops the open or paused question unscored: closed (as revealed, without telling anyone the
   * answer) and its answers discarded in one transaction; then the next question or the end.
   */
  async skip(room: LiveRoom): Promise<void> {
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
      this.rooms.forget(room.id);
      return;
    }
    room.phase = 'REVEAL';
    room.questionStartedAt = null;
    room.deadlineAt = null;
    room.pausedAt = null;
    room.answered = new Set();
    this.rooms.toEveryone(room, { type: 'skipped', questionIndex });
    await this.#advance(room);
  }
}
