import { randomInt, randomUUID } from 'node:crypto';
import {
  LIVE_SECONDS_DEFAULT,
  LIVE_SECONDS_MAX,
  LIVE_SECONDS_MIN,
  liveMessages,
  type LiveReportFormat,
  type LiveSessionCreateBody,
  type LiveSessionCreated,
  type LiveSessionReport,
  type LiveSessionView,
  type LiveSettings,
} from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorizationError, conflict, notFound } from '../../errors.ts';
import { questionsOfQuiz } from '../questions/service.ts';
import { findQuizVisibleTo } from '../quizzes/service.ts';
import { liveJoinUrl, presentReport, presentView } from './presenter.ts';
import { writeLiveReport, type LiveReportFile } from './report-file.ts';
import { liveRepository } from './repository.ts';
import type { LiveFrozenQuestion } from './room.ts';
import type { LiveRooms } from './rooms.ts';

/** A session closes this long after creation, whatever its phase. */
export const LIVE_SESSION_TTL_MS = 12 * 3_600_000;
/** Tries to draw a PIN no running session holds. */
const PIN_DRAWS = 20;

type ReportedSession = NonNullable<Awaited<ReturnType<typeof liveRepository.findReportedSession>>>;

const clampSeconds = (seconds: number) => Math.min(LIVE_SECONDS_MAX, Math.max(LIVE_SECONDS_MIN, Math.round(seconds)));

/** The REST side of live sessions: creating one, the host's view, and the owner's reports. */
export class LiveSessions {
  constructor(
    private readonly deps: { db: Db; clock: Clock; publicUrl: string },
    private readonly rooms: LiveRooms,
  ) {}

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
        return { id, pin, joinUrl: liveJoinUrl(this.deps.publicUrl, pin), skippedQuestions };
      } catch (error) {
        if (!isUniqueViolation(error) || draw >= PIN_DRAWS) {
          throw error;
        }
      }
    }
  }

  /** The host's view of its session. */
  async view(principal: Principal, id: string): Promise<LiveSessionView> {
    const room = await this.rooms.fresh(id);
    if (!room || room.hostId !== principal.id) {
      throw notFound(liveMessages.sessionNotFound);
    }
    return presentView(room, liveJoinUrl(this.deps.publicUrl, room.pin));
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
    return Promise.all(sessions.map((session) => this.#report(session)));
  }

  /** A session's report as a CSV or XLSX file, for the quiz's owner (a session of a quiz not visible is not found). */
  async exportReport(principal: Principal, id: string, format: LiveReportFormat): Promise<LiveReportFile> {
    const { db } = this.deps;
    const session = await liveRepository.findReportedSession(db, id);
    const quiz = session && (await findQuizVisibleTo(db, principal, session.quizId));
    if (!session || !quiz) {
      throw notFound(liveMessages.sessionNotFound);
    }
    if (quiz.creatorId !== principal.id) {
      throw authorizationError(liveMessages.reportsOwnerOnly);
    }
    return writeLiveReport(await this.#report(session), quiz.title, format);
  }

  async #report(session: ReportedSession): Promise<LiveSessionReport> {
    const { db } = this.deps;
    return presentReport(
      session,
      session.questions as LiveFrozenQuestion[],
      await liveRepository.playersOf(db, session.id),
      await liveRepository.answersOfSession(db, session.id),
    );
  }
}
