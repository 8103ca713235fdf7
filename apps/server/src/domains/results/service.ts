import {
  attemptMessages,
  resultMessages,
  type AnalyticsQuery,
  type AttemptAnalysis,
  type AttemptResult,
  type Leaderboard,
  type PageQuery,
  type QuizAnalytics,
  type QuizResultSummary,
  type ResultsStatistics,
  type UserResults,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { authorizationError, conflict, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import { presentAttemptResult } from '../attempts/presenter.ts';
import type { AttemptsService } from '../attempts/service.ts';
import type { AttemptSummary, AttemptSummaryReader, QuizSelection } from '../quizzes/attempt-summary.ts';
import { findQuizVisibleTo, type QuizRecord } from '../quizzes/service.ts';
import { userAccounts } from '../users/accounts-service.ts';
import {
  itemStatistics,
  reliability,
  type AttemptOutcomes,
  type ItemOutcome,
  type ItemStatistics,
  type Reliability,
} from './item-analysis.ts';
import { mayReadUserResults, mayViewQuizResults } from './policy.ts';
import { itemSampleRepository, type FirstAttemptSample } from './item-sample-repository.ts';
import { resultsRepository } from './repository.ts';
import { round1, round4 } from '../../rounding.ts';
import { bucketsFromCounts, percentileRank } from './statistics.ts';

/** Item analysis reads at most this many first attempts (the most recent): stable estimates, bounded cost. */
export const ITEM_ANALYSIS_SAMPLE = 5_000;

const DAY_MS = 86_400_000;

/** Item statistics per sample (see itemSampleRepository.firstAttemptItems, which keeps unchanged samples) and question order. */
const analysed = new WeakMap<FirstAttemptSample, { key: string; items: ItemStatistics[]; fit: Reliability }>();

const rate = (part: number, whole: number): number | null => (whole === 0 ? null : round1((100 * part) / whole));
const maybe = (value: number | null, transform: (v: number) => number) => (value === null ? null : transform(value));

/**
 * Results, statistics, analytics and the leaderboard (spec 3 sections 2 and 7; api.md "Results").
 * Quiz-level numbers come from the aggregates kept at completion (see aggregates-repository.ts) and from
 * indexed SQL, so their cost does not grow with the number of attempts.
 */
export class ResultsService implements AttemptSummaryReader {
  constructor(private readonly deps: { db: Db; clock: Clock; attempts: AttemptsService }) {}

  async attemptResults(principal: Principal, attemptId: string): Promise<AttemptResult> {
    const attempt = await this.#completedAttempt(principal, attemptId);
    return presentAttemptResult(
      attempt,
      await this.deps.attempts.answersOf(attemptId),
      this.deps.attempts.shufflesOf(attempt),
    );
  }

  /** Time per question (active time, pauses excluded) and where the attempt stands among the quiz's completed ones. */
  async attemptAnalysis(principal: Principal, attemptId: string): Promise<AttemptAnalysis> {
    const attempt = await this.#completedAttempt(principal, attemptId);
    const { db } = this.deps;
    const score = attempt.scorePercentage ?? 0;
    const [answers, counts, stats] = await Promise.all([
      this.deps.attempts.answersOf(attemptId),
      resultsRepository.standing(db, attempt.quizId, score),
      resultsRepository.quizStats(db, attempt.quizId),
    ]);
    const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
    const timings = attempt.questions.map((question, index) => {
      const answer = byQuestion.get(question.id);
      return {
        questionId: question.id,
        position: index + 1,
        type: question.type,
        timeSpentSeconds: round1((answer?.timeSpentMs ?? 0) / 1000),
        answeredAt: answer?.answeredAt ? answer.answeredAt.toISOString() : null,
        isCorrect: answer?.isCorrect ?? false,
        score: answer?.score ?? 0,
      };
    });
    const answered = timings.filter((timing) => timing.answeredAt !== null).length;
    const durationSeconds = Math.round((attempt.durationMs ?? 0) / 1000);
    const outOf = Math.max(stats?.completedCount ?? 0, counts.above + counts.equal);
    const below = outOf - counts.above - counts.equal;
    return {
      attemptId,
      quizId: attempt.quizId,
      scorePercentage: score,
      durationSeconds,
      averageSecondsPerQuestion: answered === 0 ? 0 : round1((attempt.durationMs ?? 0) / 1000 / answered),
      questionTimings: timings,
      standing: {
        rank: counts.above + 1,
        outOf,
        percentile: round1(
          percentileRank({ below, equal: Math.max(0, counts.equal - 1), others: Math.max(0, outOf - 1) }),
        ),
        quizAverageScore: stats && stats.completedCount > 0 ? round1(stats.scoreSum / stats.completedCount) : score,
      },
    };
  }

  async summary(principal: Principal, quizId: string): Promise<QuizResultSummary> {
    const quiz = await this.#quizWithResults(principal, quizId);
    const { db } = this.deps;
    const [stats, extremes, questions] = await Promise.all([
      resultsRepository.quizStats(db, quizId),
      resultsRepository.bestAndWorst(db, quizId),
      resultsRepository.questionStats(db, quizId),
    ]);
    const count = stats?.completedCount ?? 0;
    return {
      quizId,
      attemptsCount: count,
      averageScore: count === 0 || !stats ? null : round1(stats.scoreSum / count),
      bestScore: count === 0 ? null : extremes.best,
      worstScore: count === 0 ? null : extremes.worst,
      passRate: rate(stats?.passedCount ?? 0, count),
      passMark: quiz.passMark,
      averageDurationSeconds: count === 0 || !stats ? null : round1(stats.durationMsSum / count / 1000),
      questionStats: questions.map((question) => ({
        questionId: question.questionId,
        questionText: question.questionText,
        timesAsked: question.timesAsked,
        timesCorrect: question.timesCorrect,
        correctRate: question.timesAsked === 0 ? 0 : round4(question.timesCorrect / question.timesAsked),
      })),
    };
  }

  /** Anyone who may see the quiz; usernames only. */
  async leaderboard(principal: Principal, quizId: string, top: number): Promise<Leaderboard> {
    await this.#visibleQuiz(principal, quizId);
    const [stats, rows] = await Promise.all([
      resultsRepository.quizStats(this.deps.db, quizId),
      resultsRepository.leaderboard(this.deps.db, quizId, top),
    ]);
    return {
      quizId,
      participants: stats?.participants ?? 0,
      entries: rows.map((row, index) => ({
        rank: index + 1,
        userId: row.userId,
        username: row.username,
        bestScore: row.bestScore,
        completedAt: row.completedAt.toISOString(),
      })),
    };
  }

  async analytics(principal: Principal, quizId: string, query: AnalyticsQuery): Promise<QuizAnalytics> {
    await this.#quizWithResults(principal, quizId);
    const { db, clock } = this.deps;
    const today = Math.floor(clock.now().getTime() / DAY_MS) * DAY_MS;
    const days = Array.from(
      { length: query.days + 1 },
      (_, index) => new Date(today - (query.days - 1 - index) * DAY_MS),
    );
    const [stats, statuses, buckets, perDay, sample] = await Promise.all([
      resultsRepository.quizStats(db, quizId),
      resultsRepository.unfinishedByStatus(db, quizId),
      resultsRepository.distribution(db, quizId),
      resultsRepository.perDay(db, quizId, days),
      itemSampleRepository.firstAttemptItems(db, quizId, ITEM_ANALYSIS_SAMPLE),
    ]);
    const completed = stats?.completedCount ?? 0;
    const started = completed + [...statuses.values()].reduce((sum, count) => sum + count, 0);

    const questionRows = await resultsRepository.questionStats(db, quizId);
    const form = [...sample.latestForm].sort((a, b) => a.quizPosition - b.quizPosition);
    const formIds = form.map((question) => question.id);
    const seen = new Set(sample.items.map((item) => item.questionId));
    const described = new Map(questionRows.map((row) => [row.questionId, row]));
    const ordered = [
      ...formIds,
      ...[...seen]
        .filter((id) => !formIds.includes(id))
        .sort((a, b) => (described.get(a)?.position ?? 0) - (described.get(b)?.position ?? 0)),
    ];
    // The statistics of a sample that was read before (the repository keeps it while its attempts
    // are the same) for the same question order are the same: computed once.
    const key = `${ordered.join(',')}|${formIds.join(',')}`;
    let computed = analysed.get(sample);
    if (computed?.key !== key) {
      // One row per first attempt, in completion order (earlier completion ranks higher among equal totals).
      const outcomes = new Map<string, Map<string, ItemOutcome>>(sample.attemptIds.map((id) => [id, new Map()]));
      for (const item of sample.items) {
        outcomes.get(item.attemptId)?.set(item.questionId, { score: item.score, isCorrect: item.isCorrect });
      }
      const attempts: AttemptOutcomes[] = sample.attemptIds.map((id) => ({ items: outcomes.get(id) ?? new Map() }));
      computed = { key, items: itemStatistics(ordered, attempts), fit: reliability(formIds, attempts) };
      analysed.set(sample, computed);
    }
    const { items, fit } = computed;
    const formById = new Map(form.map((question) => [question.id, question]));

    return {
      quizId,
      attemptsCount: started,
      completedCount: completed,
      abandonedCount: statuses.get('ABANDONED') ?? 0,
      completionRate: rate(completed, started),
      passRate: rate(stats?.passedCount ?? 0, completed),
      averageScore: completed === 0 || !stats ? null : round1(stats.scoreSum / completed),
      averageDurationSeconds: completed === 0 || !stats ? null : round1(stats.durationMsSum / completed / 1000),
      scoreDistribution: bucketsFromCounts(buckets),
      days: query.days,
      attemptsPerDay: perDay.map((counts, index) => ({
        date: (days[index] as Date).toISOString().slice(0, 10),
        ...counts,
      })),
      itemAnalysis: {
        basis: 'FIRST_COMPLETED_ATTEMPTS',
        attempts: sample.attemptIds.length,
        // Each participant has exactly one first completed attempt.
        sampled: (stats?.participants ?? 0) > sample.attemptIds.length,
        items: items.map((item, index) => {
          const frozen = formById.get(item.questionId);
          const row = described.get(item.questionId);
          return {
            questionId: item.questionId,
            position: index + 1,
            type: frozen?.type ?? row?.type ?? 'OPEN',
            questionText: frozen?.questionText ?? row?.questionText ?? '',
            attempts: item.attempts,
            facility: maybe(item.facility, round4),
            averageScore: maybe(item.averageScore, round4),
            discrimination: maybe(item.discrimination, round4),
            pointBiserial: maybe(item.pointBiserial, round4),
          };
        }),
        reliability: {
          kr20: maybe(fit.kr20, round4),
          cronbachAlpha: maybe(fit.cronbachAlpha, round4),
          attempts: fit.attempts,
          items: fit.items,
        },
      },
    };
  }

  async userResults(principal: Principal, userId: string, query: PageQuery): Promise<UserResults> {
    if (!mayReadUserResults(principal, userId)) {
      throw authorizationError(resultMessages.forbidden);
    }
    const user = await userAccounts.findById(this.deps.db, userId);
    if (!user) {
      throw notFound(resultMessages.userNotFound);
    }
    const request = pageRequest(query, ['completedAt'] as const, { field: 'completedAt', direction: 'desc' });
    const [totals, page] = await Promise.all([
      resultsRepository.totals(this.deps.db, userId),
      resultsRepository.userResultsPage(this.deps.db, userId, {
        offset: request.offset,
        limit: request.size,
        direction: request.sort[0]?.direction ?? 'desc',
      }),
    ]);
    return {
      userId,
      username: user.username,
      attemptsCount: totals.attempts,
      completedCount: totals.completed,
      quizzesTaken: totals.quizzes,
      averageScore: maybe(totals.averageScore, round1),
      bestScore: totals.bestScore,
      passRate: rate(totals.passed, totals.completed),
      results: toPage(
        page.rows.map((row) => ({
          attemptId: row.id,
          quizId: row.quizId,
          quizTitle: row.quizTitle,
          mode: row.mode as UserResults['results']['content'][number]['mode'],
          startedAt: row.startedAt.toISOString(),
          completedAt: (row.completedAt ?? row.startedAt).toISOString(),
          scorePercentage: row.scorePercentage ?? 0,
          passed: row.passed ?? false,
          correctCount: row.correctCount ?? 0,
          totalQuestions: row.totalQuestions,
        })),
        page.total,
        request,
      ),
    };
  }

  /** Platform totals for those who may read all results; everyone else gets their own. */
  async statistics(principal: Principal): Promise<ResultsStatistics> {
    const platform = principal.permissions.has('RESULTS_READ_ANY');
    const totals = await resultsRepository.totals(this.deps.db, platform ? undefined : principal.id);
    return {
      scope: platform ? 'PLATFORM' : 'OWN',
      attemptsCount: totals.attempts,
      completedCount: totals.completed,
      inProgressCount: totals.inProgress,
      abandonedCount: totals.abandoned,
      averageScore: maybe(totals.averageScore, round1),
      passRate: rate(totals.passed, totals.completed),
      quizzesAttempted: totals.quizzes,
      participants: totals.participants,
    };
  }

  /** AttemptSummaryReader for tag and category analytics. */
  async summarise(selection: QuizSelection): Promise<AttemptSummary> {
    const summary = await resultsRepository.selectionSummary(this.deps.db, selection);
    return { attemptCount: summary.attemptCount, averageScore: maybe(summary.averageScore, round1) };
  }

  /** An attempt the caller may read, once completed (409 while it is still going). */
  async #completedAttempt(principal: Principal, attemptId: string): ReturnType<AttemptsService['load']> {
    const attempt = await this.deps.attempts.load(principal, attemptId, 'read');
    if (attempt.status !== 'COMPLETED') {
      throw conflict(attemptMessages.notCompleted);
    }
    return attempt;
  }

  /** The quiz if the caller may see it (404 otherwise, as the quizzes domain answers). */
  async #visibleQuiz(principal: Principal, quizId: string): Promise<QuizRecord> {
    const quiz = await findQuizVisibleTo(this.deps.db, principal, quizId);
    if (!quiz) {
      throw notFound(resultMessages.quizNotFound);
    }
    return quiz;
  }

  /** The quiz if the caller may see its statistics: 404 if they may not see it, 403 if they may see it but not its results. */
  async #quizWithResults(principal: Principal, quizId: string): Promise<QuizRecord> {
    const quiz = await this.#visibleQuiz(principal, quizId);
    if (!mayViewQuizResults(principal, quiz)) {
      throw authorizationError(resultMessages.forbidden);
    }
    return quiz;
  }

  /** For the export service: the quiz, after the same checks as the statistics. */
  quizForResults(principal: Principal, quizId: string): Promise<QuizRecord> {
    return this.#quizWithResults(principal, quizId);
  }
}
