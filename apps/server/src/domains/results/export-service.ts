import { resultMessages, type ExportQuery, type ResultsExport } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { authorizationError } from '../../errors.ts';
import { writeExport, type ExportFile } from '../../exports/results-export.ts';
import type { FrozenQuestion } from '../attempts/snapshot.ts';
import { mayExportUserDetails, maySeeTakerEmails } from './policy.ts';
import { exportRepository, type ExportAttemptRow } from './export-repository.ts';
import type { ResultsService } from './service.ts';
import { round1, round4 } from '../../rounding.ts';
import { rankLeaderboard, scoreDistribution } from './statistics.ts';

const DAY_MS = 86_400_000;

/** The completion window of the export dialog's date range; a custom end date includes its whole day. */
export function exportRange(
  query: Pick<ExportQuery, 'dateRange' | 'from' | 'to'>,
  now: Date,
): { from: Date | null; to: Date | null } {
  switch (query.dateRange) {
    case 'last7days':
      return { from: new Date(now.getTime() - 7 * DAY_MS), to: null };
    case 'last30days':
      return { from: new Date(now.getTime() - 30 * DAY_MS), to: null };
    case 'custom': {
      const dayOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
      const from = query.from ? new Date(dayOnly(query.from) ? `${query.from}T00:00:00.000Z` : query.from) : null;
      const to = query.to
        ? new Date(dayOnly(query.to) ? Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS : Date.parse(query.to))
        : null;
      return { from, to };
    }
    default:
      return { from: null, to: null };
  }
}

/** The questions the exported attempts were asked, named and ordered by their latest frozen copy. */
function questionsOf(attempts: readonly ExportAttemptRow[]): FrozenQuestion[] {
  const latest = new Map<string, FrozenQuestion>();
  for (const attempt of attempts) {
    for (const question of attempt.questions) {
      latest.set(question.id, question);
    }
  }
  return [...latest.values()].sort((a, b) => a.quizPosition - b.quizPosition || (a.id < b.id ? -1 : 1));
}

/** The correct answer written the way takers' answers are (option texts, "True", "France → Paris"). */
function describedCorrectAnswer(question: FrozenQuestion): string {
  const handle = getQuestionType(question.type);
  return handle.describeResponse(question.content, handle.correctAnswer(question.content));
}

/** Results exports of spec 3 "Export dialog": one data object, written as CSV, XLSX, PDF or JSON. */
export class ResultsExportService {
  constructor(private readonly deps: { db: Db; clock: Clock; results: ResultsService }) {}

  async export(principal: Principal, quizId: string, query: ExportQuery): Promise<ExportFile> {
    const quiz = await this.deps.results.quizForResults(principal, quizId);
    if (query.includeUserDetails && !mayExportUserDetails(principal, quiz)) {
      throw authorizationError(resultMessages.userDetailsForbidden);
    }
    const includeEmails = query.includeUserDetails && maySeeTakerEmails(principal);
    const now = this.deps.clock.now();
    const range = exportRange(query, now);
    const [attempts, answers] = await Promise.all([
      exportRepository.exportAttempts(this.deps.db, quizId, range),
      exportRepository.exportAnswers(this.deps.db, quizId, range),
    ]);
    type ExportedAnswer = (typeof answers)[number];
    const answersByAttempt = new Map<string, Map<string, ExportedAnswer>>();
    for (const answer of answers) {
      const map = answersByAttempt.get(answer.attemptId) ?? new Map<string, ExportedAnswer>();
      map.set(answer.questionId, answer);
      answersByAttempt.set(answer.attemptId, map);
    }
    const questions = questionsOf(attempts);
    const participants = new Map<string, number>();
    for (const attempt of attempts) {
      if (!participants.has(attempt.userId)) {
        participants.set(attempt.userId, participants.size + 1);
      }
    }

    const data: ResultsExport = {
      quiz: { id: quiz.id, title: quiz.title, passMark: quiz.passMark },
      generatedAt: now.toISOString(),
      dateRange: {
        kind: query.dateRange,
        from: range.from?.toISOString() ?? null,
        to: range.to?.toISOString() ?? null,
      },
      options: {
        includeCorrectAnswers: query.includeCorrectAnswers,
        includeStatistics: query.includeStatistics,
        includeLeaderboard: query.includeLeaderboard,
        includeUserDetails: query.includeUserDetails,
        includeEmails,
      },
      questions: questions.map((question, index) => {
        const asked = attempts.filter((attempt) => answersByAttempt.get(attempt.id)?.has(question.id));
        const correct = asked.filter((attempt) => answersByAttempt.get(attempt.id)?.get(question.id)?.isCorrect).length;
        return {
          number: index + 1,
          questionId: question.id,
          type: question.type,
          questionText: question.questionText,
          ...(query.includeCorrectAnswers ? { correctAnswer: describedCorrectAnswer(question) } : {}),
          timesAsked: asked.length,
          timesCorrect: correct,
          correctRate: asked.length === 0 ? null : round4(correct / asked.length),
        };
      }),
      attempts: attempts.map((attempt) => {
        const given = answersByAttempt.get(attempt.id) ?? new Map<string, ExportedAnswer>();
        return {
          attemptId: attempt.id,
          participant: query.includeUserDetails
            ? attempt.username
            : `Participant ${participants.get(attempt.userId) ?? 0}`,
          ...(query.includeUserDetails ? { username: attempt.username } : {}),
          ...(includeEmails ? { email: attempt.email } : {}),
          mode: attempt.mode,
          startedAt: attempt.startedAt.toISOString(),
          completedAt: attempt.completedAt.toISOString(),
          durationSeconds: Math.round(attempt.durationMs / 1000),
          scorePercentage: attempt.scorePercentage,
          correctCount: attempt.correctCount,
          totalQuestions: attempt.totalQuestions,
          passed: attempt.passed,
          timeUp: attempt.timeUp,
          answers: attempt.questions.map((question) => {
            const answer = given.get(question.id);
            return {
              questionId: question.id,
              // Read against the attempt's own frozen copy: the ids in the response are that copy's.
              response: getQuestionType(question.type).describeResponse(question.content, answer?.response ?? null),
              score: answer?.score ?? 0,
              isCorrect: answer?.isCorrect ?? false,
            };
          }),
        };
      }),
    };
    if (query.includeStatistics) {
      const scores = attempts.map((attempt) => attempt.scorePercentage);
      const count = scores.length;
      data.statistics = {
        attemptsCount: count,
        averageScore: count === 0 ? null : round1(scores.reduce((sum, score) => sum + score, 0) / count),
        bestScore: count === 0 ? null : scores.reduce((best, score) => Math.max(best, score), 0),
        worstScore: count === 0 ? null : scores.reduce((worst, score) => Math.min(worst, score), 100),
        passRate: count === 0 ? null : round1((100 * attempts.filter((attempt) => attempt.passed).length) / count),
        averageDurationSeconds:
          count === 0 ? null : round1(attempts.reduce((sum, attempt) => sum + attempt.durationMs, 0) / count / 1000),
        scoreDistribution: scoreDistribution(scores),
      };
    }
    if (query.includeLeaderboard) {
      data.leaderboard = rankLeaderboard(attempts).map((row) => ({
        rank: row.rank,
        username: row.username,
        bestScore: row.bestScore,
        completedAt: row.completedAt.toISOString(),
      }));
    }
    return writeExport(data, query.format);
  }
}
