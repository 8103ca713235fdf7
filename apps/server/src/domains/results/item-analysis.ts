/**
 * Classical test theory for one quiz, computed from each taker's first completed attempt:
 * per question the facility index, the discrimination index (upper minus lower 27 %) and the
 * point-biserial correlation; for the quiz KR-20 and Cronbach's alpha. Pure arithmetic; the service
 * supplies the rows. Variances are population variances (divide by n) throughout, so on right/wrong
 * items KR-20 and alpha agree exactly.
 */

export interface ItemOutcome {
  /** Credit in [0, 1]. */
  score: number;
  /** Fully right (score 1). */
  isCorrect: boolean;
}

/** One attempt: its outcome per question it contained (its own frozen questions). */
export interface AttemptOutcomes {
  items: ReadonlyMap<string, ItemOutcome>;
}

export interface ItemStatistics {
  questionId: string;
  /** Attempts that contained the question. */
  attempts: number;
  /** Share of those attempts that got it fully right, 0..1; null without attempts. */
  facility: number | null;
  /** Mean credit, 0..1 (differs from facility only under partial scoring). */
  averageScore: number | null;
  /** Correct rate in the top 27 % minus the bottom 27 % by total score, -1..1. */
  discrimination: number | null;
  /** Correlation between getting the question right and the attempt's total score, -1..1. */
  pointBiserial: number | null;
}

export interface Reliability {
  /** Kuder-Richardson 20 on right/wrong outcomes. */
  kr20: number | null;
  /** Cronbach's alpha on the credit per question (equals KR-20 under all-or-nothing scoring). */
  cronbachAlpha: number | null;
  /** Attempts and questions it was computed on (attempts that contained every question of the form). */
  attempts: number;
  items: number;
}

/** Share of takers forming each extreme group (Kelley's 27 %). */
export const EXTREME_GROUP_SHARE = 0.27;

/** An attempt's total as a percentage of the questions it contained, so different forms compare. */
export function totalPercentage(attempt: AttemptOutcomes): number {
  if (attempt.items.size === 0) {
    return 0;
  }
  let sum = 0;
  for (const outcome of attempt.items.values()) {
    sum += outcome.score;
  }
  return (100 * sum) / attempt.items.size;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Population variance (divides by n). */
export function populationVariance(values: readonly number[]): number {
  if (values.length === 0) {
    return 0;
  }
  const m = mean(values);
  return values.reduce((sum, value) => sum + (value - m) ** 2, 0) / values.length;
}

/** Size of each extreme group: 27 % of the takers, rounded, at least 1; 0 with fewer than 2 takers. */
export function extremeGroupSize(takers: number): number {
  return takers < 2 ? 0 : Math.max(1, Math.round(EXTREME_GROUP_SHARE * takers));
}

function correctRate(group: readonly AttemptOutcomes[], questionId: string): number | null {
  const outcomes = group.flatMap((attempt) => attempt.items.get(questionId) ?? []);
  return outcomes.length === 0 ? null : outcomes.filter((outcome) => outcome.isCorrect).length / outcomes.length;
}

/**
 * Item statistics per question, in the order given. Attempts are ranked by total score, highest
 * first; equal totals keep the order given (pass them earliest completion first), which decides
 * who falls into a group at its boundary.
 */
export function itemStatistics(questionIds: readonly string[], attempts: readonly AttemptOutcomes[]): ItemStatistics[] {
  const totals = attempts.map(totalPercentage);
  const ranked = attempts.map((attempt, index) => ({ attempt, total: totals[index] as number, index }));
  ranked.sort((a, b) => b.total - a.total || a.index - b.index);
  const groupSize = extremeGroupSize(ranked.length);
  const upper = ranked.slice(0, groupSize).map((entry) => entry.attempt);
  const lower = groupSize === 0 ? [] : ranked.slice(-groupSize).map((entry) => entry.attempt);

  return questionIds.map((questionId) => {
    const taking = ranked.filter((entry) => entry.attempt.items.has(questionId));
    if (taking.length === 0) {
      return { questionId, attempts: 0, facility: null, averageScore: null, discrimination: null, pointBiserial: null };
    }
    const outcomes = taking.map((entry) => entry.attempt.items.get(questionId) as ItemOutcome);
    const facility = outcomes.filter((outcome) => outcome.isCorrect).length / outcomes.length;
    const upperRate = correctRate(upper, questionId);
    const lowerRate = correctRate(lower, questionId);
    return {
      questionId,
      attempts: taking.length,
      facility,
      averageScore: mean(outcomes.map((outcome) => outcome.score)),
      discrimination: upperRate === null || lowerRate === null ? null : upperRate - lowerRate,
      pointBiserial: pointBiserial(
        taking.map((entry) => entry.total),
        outcomes.map((outcome) => outcome.isCorrect),
      ),
    };
  });
}

/** r_pb = (M1 - M0) / s * sqrt(p q), with s the population deviation of the totals; null when undefined. */
export function pointBiserial(totals: readonly number[], correct: readonly boolean[]): number | null {
  const right = totals.filter((_, index) => correct[index]);
  const wrong = totals.filter((_, index) => !correct[index]);
  const deviation = Math.sqrt(populationVariance(totals));
  if (right.length === 0 || wrong.length === 0 || deviation === 0) {
    return null;
  }
  const p = right.length / totals.length;
  return ((mean(right) - mean(wrong)) / deviation) * Math.sqrt(p * (1 - p));
}

/**
 * KR-20 and Cronbach's alpha over the attempts that contained every one of `questionIds` (one test
 * form): k / (k - 1) * (1 - sum of item variances / variance of totals). Null with fewer than two
 * questions or attempts, or when every total is the same.
 */
export function reliability(questionIds: readonly string[], attempts: readonly AttemptOutcomes[]): Reliability {
  const k = questionIds.length;
  const form = attempts.filter((attempt) => questionIds.every((id) => attempt.items.has(id)));
  const result: Reliability = { kr20: null, cronbachAlpha: null, attempts: form.length, items: k };
  if (k < 2 || form.length < 2) {
    return result;
  }
  const outcome = (attempt: AttemptOutcomes, id: string) => attempt.items.get(id) as ItemOutcome;
  const coefficient = (value: (o: ItemOutcome) => number): number | null => {
    const totals = form.map((attempt) => questionIds.reduce((sum, id) => sum + value(outcome(attempt, id)), 0));
    const totalVariance = populationVariance(totals);
    if (totalVariance === 0) {
      return null;
    }
    const itemVariance = questionIds.reduce(
      (sum, id) => sum + populationVariance(form.map((attempt) => value(outcome(attempt, id)))),
      0,
    );
    return (k / (k - 1)) * (1 - itemVariance / totalVariance);
  };
  return {
    ...result,
    // The variance of a right/wrong item is p q, so this is KR-20.
    kr20: coefficient((o) => (o.isCorrect ? 1 : 0)),
    cronbachAlpha: coefficient((o) => o.score),
  };
}
