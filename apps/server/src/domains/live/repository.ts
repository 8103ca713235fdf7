import type { LivePhase, LiveSettings, ScoringMode } from '@quizmaker/contracts';
import type { Insertable, Selectable } from 'kysely';
import { dialectOf, toJson, type DbExecutor } from '../../db/database.ts';
import type { LiveAnswersTable, LivePlayersTable, LiveSessionsTable } from '../../db/schema.ts';

export type LiveSessionRecord = Selectable<LiveSessionsTable>;
export type LivePlayerRecord = Selectable<LivePlayersTable>;
export type LiveAnswerRecord = Selectable<LiveAnswersTable>;

export interface NewLiveSession {
  id: string;
  quizId: string;
  hostId: string;
  pin: string;
  settings: LiveSettings;
  scoringMode: ScoringMode;
  questions: unknown;
  now: Date;
  expiresAt: Date;
}

/** Sessions with the columns a report is made from, and their host's username. */
function reportedSessions(db: DbExecutor) {
  return db
    .selectFrom('liveSessions')
    .innerJoin('users', 'users.id', 'liveSessions.hostId')
    .select([
      'liveSessions.id',
      'liveSessions.quizId',
      'liveSessions.phase',
      'liveSessions.questions',
      'liveSessions.createdAt',
      'liveSessions.endedAt',
      'users.username as hostUsername',
    ]);
}

/** Queries of the live_sessions, live_players and live_answers tables. */
export const liveRepository = {
  async insertSession(db: DbExecutor, session: NewLiveSession): Promise<void> {
    await db
      .insertInto('liveSessions')
      .values({
        id: session.id,
        quizId: session.quizId,
        hostId: session.hostId,
        pin: session.pin,
        settings: toJson(session.settings),
        scoringMode: session.scoringMode,
        questions: toJson(session.questions),
        phase: 'LOBBY',
        questionIndex: -1,
        questionStartedAt: null,
        deadlineAt: null,
        createdAt: session.now,
        updatedAt: session.now,
        expiresAt: session.expiresAt,
        endedAt: null,
      })
      .execute();
  },

  findSession(db: DbExecutor, id: string): Promise<LiveSessionRecord | undefined> {
    return db.selectFrom('liveSessions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  findSessionByPin(db: DbExecutor, pin: string): Promise<LiveSessionRecord | undefined> {
    return db.selectFrom('liveSessions').selectAll().where('pin', '=', pin).executeTakeFirst();
  },

  /** Sessions of a quiz, newest first, with their host's username. */
  sessionsOfQuiz(db: DbExecutor, quizId: string) {
    return reportedSessions(db)
      .where('liveSessions.quizId', '=', quizId)
      .orderBy('liveSessions.createdAt', 'desc')
      .orderBy('liveSessions.id', 'desc')
      .execute();
  },

  /** One session with what its report needs (its quiz, its host's username). */
  findReportedSession(db: DbExecutor, id: string) {
    return reportedSessions(db).where('liveSessions.id', '=', id).executeTakeFirst();
  },

  /**
   * Moves a session from one phase to another only if it is still where the caller saw it: of
   * several processes (or calls) that decide the same move at once, exactly one gets true.
   */
  async movePhase(
    db: DbExecutor,
    id: string,
    from: { phase: LivePhase; questionIndex: number },
    to: {
      phase: LivePhase;
      questionIndex: number;
      questionStartedAt: Date | null;
      deadlineAt: Date | null;
      now: Date;
    },
  ): Promise<boolean> {
    const ending = to.phase === 'ENDED';
    const result = await db
      .updateTable('liveSessions')
      .set({
        phase: to.phase,
        questionIndex: to.questionIndex,
        questionStartedAt: to.questionStartedAt,
        deadlineAt: to.deadlineAt,
        updatedAt: to.now,
        ...(ending ? { pin: null, endedAt: to.now } : {}),
      })
      .where('id', '=', id)
      .where('phase', '=', from.phase)
      .where('questionIndex', '=', from.questionIndex)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Holds the session's row for an answer to `questionIndex` while the question is open, so the
   * answer comes before or after a reveal, never across it. False: closed. PostgreSQL: a shared row
   * lock (FOR SHARE), which the answers of a room hold together and a phase change's update waits
   * for; an update of the row made every answer of the room wait for the one before it to commit
   * (the live benchmark's answers queued for a second at 120 a second). SQLite: the update takes
   * the write lock at once, and a process's transactions run one at a time anyway.
   */
  async holdOpenQuestion(db: DbExecutor, id: string, questionIndex: number, now: Date): Promise<boolean> {
    if (dialectOf(db) === 'postgres') {
      const row = await db
        .selectFrom('liveSessions')
        .select('id')
        .where('id', '=', id)
        .where('phase', '=', 'QUESTION')
        .where('questionIndex', '=', questionIndex)
        .forShare()
        .executeTakeFirst();
      return row !== undefined;
    }
    const result = await db
      .updateTable('liveSessions')
      .set({ updatedAt: now })
      .where('id', '=', id)
      .where('phase', '=', 'QUESTION')
      .where('questionIndex', '=', questionIndex)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Open questions whose deadline has passed (to reveal), of any session, whichever process serves it. */
  overdueQuestions(db: DbExecutor, now: Date): Promise<Array<{ id: string; questionIndex: number }>> {
    return db
      .selectFrom('liveSessions')
      .select(['id', 'questionIndex'])
      .where('phase', '=', 'QUESTION')
      .where('deadlineAt', '<', now)
      .execute();
  },

  /** Sessions that should be closed: past their expiry, or idle in the lobby since `idleSince`. */
  expiredSessionIds(db: DbExecutor, now: Date, idleSince: Date): Promise<Array<{ id: string; phase: LivePhase }>> {
    return db
      .selectFrom('liveSessions')
      .select(['id', 'phase'])
      .where('phase', '!=', 'ENDED')
      .where((eb) =>
        eb.or([eb('expiresAt', '<=', now), eb.and([eb('phase', '=', 'LOBBY'), eb('updatedAt', '<=', idleSince)])]),
      )
      .execute();
  },

  async insertPlayer(db: DbExecutor, player: Insertable<LivePlayersTable>): Promise<void> {
    await db.insertInto('livePlayers').values(player).execute();
  },

  playersOf(db: DbExecutor, sessionId: string): Promise<LivePlayerRecord[]> {
    return db
      .selectFrom('livePlayers')
      .selectAll()
      .where('sessionId', '=', sessionId)
      .orderBy('joinedAt')
      .orderBy('id')
      .execute();
  },

  async hasAnswered(db: DbExecutor, sessionId: string, playerId: string, questionIndex: number): Promise<boolean> {
    const row = await db
      .selectFrom('liveAnswers')
      .select('playerId')
      .where('sessionId', '=', sessionId)
      .where('playerId', '=', playerId)
      .where('questionIndex', '=', questionIndex)
      .executeTakeFirst();
    return row !== undefined;
  },

  /**
   * Players still in the game, and how many of them answered question `questionIndex`: one statement
   * (one wait for the pool) of two counts by the tables' leading key (session). Not a join: its
   * PostgreSQL plan, made before the statistics knew a session's size, scanned the session's answers
   * once per player (50 ms at 300 players).
   */
  async countOpenQuestion(
    db: DbExecutor,
    sessionId: string,
    questionIndex: number,
  ): Promise<{ answered: number; players: number }> {
    const row = await db
      .selectFrom('liveSessions')
      .where('liveSessions.id', '=', sessionId)
      .select((eb) => [
        // A bigint on PostgreSQL (a string), a number on SQLite.
        eb
          .selectFrom('livePlayers')
          .select(eb.fn.countAll<number | string>().as('total'))
          .where('livePlayers.sessionId', '=', sessionId)
          .where('livePlayers.removed', '=', false)
          .as('players'),
        eb
          .selectFrom('liveAnswers')
          .select(eb.fn.countAll<number | string>().as('total'))
          .where('liveAnswers.sessionId', '=', sessionId)
          .where('liveAnswers.questionIndex', '=', questionIndex)
          .where('liveAnswers.playerId', 'not in', (inner) =>
            inner
              .selectFrom('livePlayers as gone')
              .select('gone.id')
              .where('gone.sessionId', '=', sessionId)
              .where('gone.removed', '=', true),
          )
          .as('answered'),
      ])
      .executeTakeFirst();
    return { answered: Number(row?.answered ?? 0), players: Number(row?.players ?? 0) };
  },

  findPlayerByRejoinHash(db: DbExecutor, sessionId: string, rejoinHash: string): Promise<LivePlayerRecord | undefined> {
    return db
      .selectFrom('livePlayers')
      .selectAll()
      .where('sessionId', '=', sessionId)
      .where('rejoinHash', '=', rejoinHash)
      .executeTakeFirst();
  },

  async removePlayer(db: DbExecutor, sessionId: string, playerId: string): Promise<boolean> {
    const result = await db
      .updateTable('livePlayers')
      .set({ removed: true })
      .where('sessionId', '=', sessionId)
      .where('id', '=', playerId)
      .where('removed', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Stores an answer and adds its points to the player; false: the player was removed (the caller rolls back). */
  async insertAnswer(
    db: DbExecutor,
    answer: Omit<Insertable<LiveAnswersTable>, 'response'> & { response: unknown },
  ): Promise<boolean> {
    await db
      .insertInto('liveAnswers')
      .values({ ...answer, response: toJson(answer.response) })
      .execute();
    const result = await db
      .updateTable('livePlayers')
      .set((eb) => ({ score: eb('score', '+', answer.points) }))
      .where('id', '=', answer.playerId)
      .where('removed', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Takes back a skipped question: its points leave the players' scores and its answers are deleted. */
  async discardAnswers(db: DbExecutor, sessionId: string, questionIndex: number): Promise<void> {
    const answers = await db
      .selectFrom('liveAnswers')
      .select(['playerId', 'points'])
      .where('sessionId', '=', sessionId)
      .where('questionIndex', '=', questionIndex)
      .execute();
    for (const answer of answers) {
      await db
        .updateTable('livePlayers')
        .set((eb) => ({ score: eb('score', '-', answer.points) }))
        .where('id', '=', answer.playerId)
        .execute();
    }
    await db
      .deleteFrom('liveAnswers')
      .where('sessionId', '=', sessionId)
      .where('questionIndex', '=', questionIndex)
      .execute();
  },

  answersOfQuestion(db: DbExecutor, sessionId: string, questionIndex: number): Promise<LiveAnswerRecord[]> {
    return db
      .selectFrom('liveAnswers')
      .selectAll()
      .where('sessionId', '=', sessionId)
      .where('questionIndex', '=', questionIndex)
      .execute();
  },

  answersOfSession(db: DbExecutor, sessionId: string): Promise<LiveAnswerRecord[]> {
    return db.selectFrom('liveAnswers').selectAll().where('sessionId', '=', sessionId).execute();
  },
};
