import type { ScoringMode } from '@quizmaker/contracts';

/** What grading a response yields: a score in [0, 1], and isCorrect exactly when the score is 1. */
export interface GradeResult {
  readonly score: number;
  readonly isCorrect: boolean;
}

/** Score of a missing or malformed response: nothing, never an error. */
export const NO_CREDIT: GradeResult = { score: 0, isCorrect: false };

/** Applies the quiz's scoring mode to a fraction of credit: ALL_OR_NOTHING keeps only a full 1. */
export function scoreFraction(fraction: number, mode: ScoringMode): GradeResult {
  const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const score = mode === 'PARTIAL' ? clamped : clamped === 1 ? 1 : 0;
  return { score, isCorrect: score === 1 };
}

/** Binary result for types without partial credit. */
export function scoreAllOrNothing(right: boolean): GradeResult {
  return right ? { score: 1, isCorrect: true } : NO_CREDIT;
}

/**
 * Partial credit for multi-select (api.md): right choices minus wrong choices over the number of
 * right answers, floored at 0. Selecting everything therefore earns nothing extra.
 */
export function rightMinusWrong<T>(selected: readonly T[], correct: ReadonlySet<T>): number {
  if (correct.size === 0) {
    return 0;
  }
  const chosen = new Set(selected);
  let right = 0;
  let wrong = 0;
  for (const id of chosen) {
    if (correct.has(id)) {
      right += 1;
    } else {
      wrong += 1;
    }
  }
  return Math.max(0, (right - wrong) / correct.size);
}
