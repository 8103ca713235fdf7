import type { Quiz, UserResultItem, UserResults } from '@quizmaker/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http.ts';

export const TREND_DAYS = 30;
/** Completed attempts read for the trend and the per-quiz figures (newest first). */
export const RECENT_RESULTS = 200;
/** Quizzes looked up for their tags when ranking the weakest tags. */
export const TAGGED_QUIZZES_MAX = 20;
export const WEAKEST_TAGS_SHOWN = 5;

export const resultKeys = {
  all: ['results'] as const,
  user: (userId: string) => [...resultKeys.all, 'user', userId] as const,
};

/** GET /v1/results/user/{id}: the user's totals and their latest completed attempts. */
export const userResultsQuery = (userId: string) =>
  queryOptions({
    queryKey: resultKeys.user(userId),
    queryFn: () =>
      request<UserResults>(`/v1/results/user/${encodeURIComponent(userId)}`, {
        area: 'results',
        query: { page: 0, size: RECENT_RESULTS },
      }),
  });

export interface TrendPoint {
  date: string;
  attempts: number;
  averageScore: number | null;
}

export interface QuizProgress {
  quizId: string;
  quizTitle: string;
  attempts: number;
  averageScore: number;
  bestScore: number;
  lastCompletedAt: string;
}

export interface TagProgress {
  tagId: string;
  tagName: string;
  quizzes: number;
  averageScore: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) => round1(values.reduce((sum, value) => sum + value, 0) / values.length);

/** One point per calendar day (UTC) of the last `days`, ending today: attempts completed that day and their average. */
export function dailyTrend(results: UserResultItem[], days = TREND_DAYS, today = new Date()): TrendPoint[] {
  const byDate = new Map<string, number[]>();
  for (const result of results) {
    const date = result.completedAt.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), result.scorePercentage]);
  }
  const points: TrendPoint[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - offset))
      .toISOString()
      .slice(0, 10);
    const scores = byDate.get(date) ?? [];
    points.push({ date, attempts: scores.length, averageScore: scores.length > 0 ? average(scores) : null });
  }
  return points;
}

/** Attempts, average and best score per quiz, most recently completed first. */
export function progressByQuiz(results: UserResultItem[]): QuizProgress[] {
  const groups = new Map<string, UserResultItem[]>();
  for (const result of results) {
    groups.set(result.quizId, [...(groups.get(result.quizId) ?? []), result]);
  }
  return [...groups.values()]
    .map((items) => {
      const scores = items.map((item) => item.scorePercentage);
      const first = items[0] as UserResultItem;
      return {
        quizId: first.quizId,
        quizTitle: first.quizTitle,
        attempts: items.length,
        averageScore: average(scores),
        bestScore: round1(Math.max(...scores)),
        lastCompletedAt:
          items
            .map((item) => item.completedAt)
            .sort()
            .at(-1) ?? first.completedAt,
      };
    })
    .sort((a, b) => b.lastCompletedAt.localeCompare(a.lastCompletedAt));
}

/** Tags ranked from weakest: the average of the user's per-quiz averages over the quizzes carrying each tag. */
export function weakestTags(
  progress: QuizProgress[],
  quizzes: Array<Pick<Quiz, 'id' | 'tags'>>,
  shown = WEAKEST_TAGS_SHOWN,
): TagProgress[] {
  const averageByQuiz = new Map(progress.map((quiz) => [quiz.quizId, quiz.averageScore]));
  const byTag = new Map<string, { name: string; scores: number[] }>();
  for (const quiz of quizzes) {
    const score = averageByQuiz.get(quiz.id);
    if (score === undefined) {
      continue;
    }
    for (const tag of quiz.tags) {
      const entry = byTag.get(tag.id) ?? { name: tag.name, scores: [] };
      entry.scores.push(score);
      byTag.set(tag.id, entry);
    }
  }
  return [...byTag.entries()]
    .map(([tagId, entry]) => ({
      tagId,
      tagName: entry.name,
      quizzes: entry.scores.length,
      averageScore: average(entry.scores),
    }))
    .sort((a, b) => a.averageScore - b.averageScore || a.tagName.localeCompare(b.tagName))
    .slice(0, shown);
}
