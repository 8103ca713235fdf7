import { describe, expect, it } from 'vitest';
import { bucketOf, percentileRank, rankLeaderboard, scoreDistribution } from './statistics.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('score distribution', () => {
  it('puts each percentage in its ten-point bucket, 100 in the last', () => {
    expect([0, 9.99, 10, 49.9, 50, 89.9, 90, 99.9, 100].map(bucketOf)).toEqual([0, 0, 1, 4, 5, 8, 9, 9, 9]);
    const buckets = scoreDistribution([0, 5, 10, 55, 55.5, 100, 90]);
    expect(buckets.map((b) => b.range)).toEqual([
      '0-10',
      '10-20',
      '20-30',
      '30-40',
      '40-50',
      '50-60',
      '60-70',
      '70-80',
      '80-90',
      '90-100',
    ]);
    expect(buckets.map((b) => b.count)).toEqual([2, 1, 0, 0, 0, 2, 0, 0, 0, 2]);
    expect(buckets[3]).toEqual({ range: '30-40', from: 30, to: 40, count: 0 });
  });
});

describe('leaderboard', () => {
  it("ranks each user's best score, ties going to the earlier completion", () => {
    const rows = rankLeaderboard([
      { userId: 'u1', username: 'ann', scorePercentage: 80, completedAt: at(10) },
      { userId: 'u1', username: 'ann', scorePercentage: 90, completedAt: at(30) },
      { userId: 'u2', username: 'bob', scorePercentage: 90, completedAt: at(20) },
      { userId: 'u3', username: 'cid', scorePercentage: 90, completedAt: at(40) },
      { userId: 'u3', username: 'cid', scorePercentage: 90, completedAt: at(25) },
      { userId: 'u4', username: 'dee', scorePercentage: 95, completedAt: at(50) },
      { userId: 'u5', username: 'eve', scorePercentage: 10, completedAt: at(1) },
    ]);
    expect(rows.map((r) => [r.rank, r.username, r.bestScore, r.completedAt.getUTCMinutes()])).toEqual([
      [1, 'dee', 95, 50],
      [2, 'bob', 90, 20],
      [3, 'cid', 90, 25],
      [4, 'ann', 90, 30],
      [5, 'eve', 10, 1],
    ]);
    expect(rankLeaderboard([], 10)).toEqual([]);
    expect(
      rankLeaderboard(
        [
          { userId: 'b', username: 'b', scorePercentage: 50, completedAt: at(1) },
          { userId: 'a', username: 'a', scorePercentage: 50, completedAt: at(1) },
          { userId: 'c', username: 'c', scorePercentage: 60, completedAt: at(9) },
        ],
        2,
      ).map((r) => r.userId),
    ).toEqual(['c', 'a']);
  });
});

describe('percentile rank and rounding', () => {
  it('counts the others below, ties as half', () => {
    expect(percentileRank({ below: 3, equal: 2, others: 8 })).toBe(50);
    expect(percentileRank({ below: 0, equal: 0, others: 4 })).toBe(0);
    expect(percentileRank({ below: 4, equal: 0, others: 4 })).toBe(100);
    expect(percentileRank({ below: 0, equal: 0, others: 0 })).toBe(100);
  });
});
