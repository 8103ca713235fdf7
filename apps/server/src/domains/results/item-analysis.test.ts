import { describe, expect, it } from 'vitest';
import { extremeGroupSize, itemStatistics, pointBiserial, reliability, type AttemptOutcomes } from './item-analysis.ts';

/** Right/wrong rows of a worked example: ten takers (A..J), four questions q1..q4. */
const MATRIX: Record<string, number[]> = {
  A: [1, 1, 1, 1], // 4
  B: [1, 1, 1, 0], // 3
  C: [1, 1, 0, 1], // 3
  D: [1, 0, 1, 0], // 2
  E: [1, 1, 0, 0], // 2
  F: [0, 1, 1, 0], // 2
  G: [1, 0, 0, 1], // 2
  H: [1, 0, 0, 0], // 1
  I: [0, 0, 1, 0], // 1
  J: [0, 0, 0, 0], // 0
};
const QUESTIONS = ['q1', 'q2', 'q3', 'q4'];

const attemptOf = (row: number[], questions = QUESTIONS): AttemptOutcomes => ({
  items: new Map(questions.map((id, index) => [id, { score: row[index] as number, isCorrect: row[index] === 1 }])),
});

describe('item analysis (worked example)', () => {
  const attempts = Object.values(MATRIX).map((row) => attemptOf(row));
  const stats = itemStatistics(QUESTIONS, attempts);

  /*
   * By hand. Totals X = 4,3,3,2,2,2,2,1,1,0: mean 2, population variance 12/10 = 1.2.
   * Facility p: q1 7/10, q2 5/10, q3 5/10, q4 3/10.
   * Groups: 27 % of 10 rounds to 3; upper = A,B,C (4,3,3), lower = H,I,J (1,1,0).
   *   q1: 3/3 - 1/3 = 0.6667   q2: 3/3 - 0/3 = 1   q3: 2/3 - 1/3 = 0.3333   q4: 2/3 - 0/3 = 0.6667
   * Point-biserial (M1 - M0) / sqrt(1.2) * sqrt(p q):
   *   q1: M1 = 17/7, M0 = 3/3 = 1 -> (10/7) * sqrt(0.21 / 1.2) = 0.5976
   *   q2: M1 = 14/5, M0 = 6/5     -> 1.6 * sqrt(0.25 / 1.2)   = 0.7303
   *   q3: M1 = 12/5, M0 = 8/5     -> 0.8 * sqrt(0.25 / 1.2)   = 0.3651
   *   q4: M1 = 9/3,  M0 = 11/7    -> (10/7) * sqrt(0.21 / 1.2) = 0.5976
   * KR-20 = 4/3 * (1 - (0.21 + 0.25 + 0.25 + 0.21) / 1.2) = 4/3 * (1 - 0.92/1.2) = 0.3111
   */
  it('computes facility per question', () => {
    expect(stats.map((s) => s.facility)).toEqual([0.7, 0.5, 0.5, 0.3]);
    expect(stats.map((s) => s.attempts)).toEqual([10, 10, 10, 10]);
  });

  it('computes the upper-minus-lower 27 % discrimination', () => {
    expect(extremeGroupSize(10)).toBe(3);
    const expected = [2 / 3, 1, 1 / 3, 2 / 3];
    stats.forEach((s, index) => expect(s.discrimination).toBeCloseTo(expected[index] as number, 4));
  });

  it('computes the point-biserial correlation', () => {
    const expected = [0.5976, 0.7303, 0.3651, 0.5976];
    stats.forEach((s, index) => expect(s.pointBiserial).toBeCloseTo(expected[index] as number, 4));
  });

  it('computes KR-20, equal to alpha on right/wrong items', () => {
    const result = reliability(QUESTIONS, attempts);
    expect(result.attempts).toBe(10);
    expect(result.items).toBe(4);
    expect(result.kr20).toBeCloseTo(0.3111, 4);
    expect(result.cronbachAlpha).toBeCloseTo(0.3111, 4);
  });

  it("computes Cronbach's alpha on partial credit", () => {
    /*
     * Scores (q1, q2): S1 1, 0.5; S2 0.5, 0.5; S3 0, 0. Item variances 1/6 and 1/18; totals 1.5, 1, 0
     * with variance 7/18. alpha = 2 * (1 - (4/18) / (7/18)) = 6/7 = 0.8571. Right/wrong: only S1 q1
     * is right; X = 1,0,0 has variance 2/9 = sum of p q (2/9 + 0), so KR-20 = 0.
     */
    const rows = [
      [1, 0.5],
      [0.5, 0.5],
      [0, 0],
    ];
    const partial = rows.map((row) => ({
      items: new Map(
        ['q1', 'q2'].map((id, index) => [id, { score: row[index] as number, isCorrect: row[index] === 1 }]),
      ),
    }));
    const result = reliability(['q1', 'q2'], partial);
    expect(result.cronbachAlpha).toBeCloseTo(6 / 7, 4);
    expect(result.kr20).toBeCloseTo(0, 10);
    expect(itemStatistics(['q1', 'q2'], partial).map((s) => s.averageScore)).toEqual([0.5, 1 / 3]);
  });

  it('answers null where a statistic is undefined', () => {
    const everyoneRight = [attemptOf([1, 1, 1, 1]), attemptOf([1, 1, 1, 1])];
    expect(itemStatistics(QUESTIONS, everyoneRight)[0]).toMatchObject({
      facility: 1,
      pointBiserial: null,
      discrimination: 0,
    });
    expect(reliability(QUESTIONS, everyoneRight)).toMatchObject({ kr20: null, cronbachAlpha: null });
    expect(reliability(QUESTIONS, [attemptOf([1, 0, 1, 0])])).toMatchObject({ kr20: null, attempts: 1 });
    expect(reliability(['q1'], attempts)).toMatchObject({ kr20: null, items: 1 });
    expect(itemStatistics(['missing'], attempts)[0]).toEqual({
      questionId: 'missing',
      attempts: 0,
      facility: null,
      averageScore: null,
      discrimination: null,
      pointBiserial: null,
    });
    expect(itemStatistics(QUESTIONS, [attemptOf([1, 0, 0, 0])])[0]?.discrimination).toBeNull();
    expect(pointBiserial([1, 2], [true, true])).toBeNull();
  });

  it('uses only attempts holding every question of the form for reliability', () => {
    const other = attemptOf([1, 1], ['q1', 'q9']);
    expect(reliability(QUESTIONS, [...Object.values(MATRIX).map((row) => attemptOf(row)), other]).attempts).toBe(10);
  });
});
