import type { AttemptMode, Quiz } from '@quizmaker/contracts';

export const MODES: readonly AttemptMode[] = ['ONE_BY_ONE', 'ALL_AT_ONCE', 'TIMED'];

type TimerSettings = Pick<Quiz, 'timerEnabled' | 'timerDuration'>;

/**
 * Spec 3 section 2: Timed needs the timer with a duration; One by One is unavailable when the quiz
 * has the timer on; All at Once is always available.
 */
export function isModeAvailable(mode: AttemptMode, quiz: TimerSettings): boolean {
  const timed = quiz.timerEnabled && quiz.timerDuration > 0;
  if (mode === 'TIMED') {
    return timed;
  }
  return mode === 'ALL_AT_ONCE' || !quiz.timerEnabled;
}

/** Decision 11: ONE_BY_ONE, or TIMED for a quiz with the timer on. */
export function defaultMode(quiz: TimerSettings): AttemptMode {
  return quiz.timerEnabled ? (isModeAvailable('TIMED', quiz) ? 'TIMED' : 'ALL_AT_ONCE') : 'ONE_BY_ONE';
}

const isMode = (value: string | null): value is AttemptMode =>
  value !== null && (MODES as readonly string[]).includes(value);

/** The mode asked for in the URL when the quiz allows it, else the default. */
export function chosenMode(requested: string | null, quiz: TimerSettings): AttemptMode {
  return isMode(requested) && isModeAvailable(requested, quiz) ? requested : defaultMode(quiz);
}
