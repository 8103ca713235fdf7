/** Pure helpers of the results domain: score buckets, leaderboard order, percentile rank (rounding: rounding.ts). */

export interface ScoreBucket {
  /** '0-10', '10-20', ... '90-100'. */
  range: string;
  from: number;
  to: number;
  count: number;
}

export const BUCKET_COUNT = 10;

/** Bucket of a percentage: [0, 10) is 0, ..., [90, 100] is 9 (100 belongs to the last bucket). */
export function bucketOf(percentage: number): number {
  if (!(percentage > 0)) {
    return 0;
  }
  return Math.min(BUCKET_COUNT - 1, Math.floor(percentage / 10));
}

/** Ten buckets from counts per bucket index (missing indices count 0). */
export function bucketsFromCounts(counts: ReadonlyMap<number, number> | readonly number[]): ScoreBucket[] {
  return Array.from({ length: BUCKET_COUNT }, (_, index) => {
    const count = ('get' in counts ? counts.get(index) : counts[index]) ?? 0;
    return { range: `${index * 10}-${index * 10 + 10}`, from: index * 10, to: index * 10 + 10, count };
  });
}

/** Ten buckets counting the given percentages. */
export function scoreDistribution(percentages: readonly number[]): ScoreBucket[] {
  const counts = new Array<number>(BUCKET_COUNT).fill(0);
  for (const percentage of percentages) {
    const index = bucketOf(percentage);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return bucketsFromCounts(counts);
}

export interface RankableAttempt {
  userId: string;
  username: string;
  scorePercentage: number;
  completedAt: Date;
}

export interface LeaderboardRow {
  rank: number;
  userId: string;
  username: string;
  bestScore: number;
  completedAt: Date;
}

/** Leaderboard order: higher score first, then the earlier completion, then user id (total order). */
export function compareLeaderboard(
  a: { scorePercentage: number; completedAt: Date; userId: string },
  b: { scorePercentage: number; completedAt: Date; userId: string },
): number {
  return (
    b.scorePercentage - a.scorePercentage ||
    a.completedAt.getTime() - b.completedAt.getTime() ||
    (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0)
  );
}

/**
 * Each user's best score (the earliest attempt reaching it), ranked 1..n without shared ranks:
 * equal scores are ordered by who completed first. `top` truncates.
 */
export function rankLeaderboard(
  attempts: readonly RankableAttempt[],
  top = Number.POSITIVE_INFINITY,
): LeaderboardRow[] {
  const best = new Map<string, RankableAttempt>();
  for (const attempt of attempts) {
    const held = best.get(attempt.userId);
    if (!held || compareLeaderboard(attempt, held) < 0) {
      best.set(attempt.userId, attempt);
    }
  }
  return [...best.values()]
    .sort(compareLeaderboard)
    .slice(0, top)
    .map((attempt, index) => ({
      rank: index + 1,
      userId: attempt.userId,
      username: attempt.username,
      bestScore: attempt.scorePercentage,
      completedAt: attempt.completedAt,
    }));
}

/**
 * Percentile rank of a score among the other attempts: the share scoring below it, ties counting
 * half (0..100). Alone, an attempt sits at 100.
 */
export function percentileRank(counts: { below: number; equal: number; others: number }): number {
  if (counts.others === 0) {
    return 100;
  }
  return (100 * (counts.below + counts.equal / 2)) / counts.others;
}
