import type { Clock } from '../../clock.ts';
import type { AttemptActivity } from './activity.ts';
import type { AttemptsService } from './service.ts';

/** Name of the periodic task (jobs/periodic.ts) that completes attempts whose time ran out. */
export const ATTEMPT_SWEEP_TASK = 'attempts.complete-expired';

/** How often the sweeper looks for attempts whose time ran out (well inside the promised minute). */
export const ATTEMPT_SWEEP_INTERVAL_MS = 20_000;

/**
 * One sweep: completes the timed attempts whose deadline plus grace passed while nobody called
 * about them. Safe in every process at once: completion locks the attempt and re-checks its state.
 */
export function attemptSweep(deps: {
  attempts: Pick<AttemptsService, 'completeExpired'>;
  clock: Clock;
  log: { info(object: object, message: string): void };
  activity?: AttemptActivity;
}): () => Promise<void> {
  return async () => {
    const completed = await deps.attempts.completeExpired(deps.clock.now());
    deps.activity?.attemptsCompleted(completed);
    if (completed > 0) {
      deps.log.info({ completed }, 'completed attempts whose time was up');
    }
  };
}
