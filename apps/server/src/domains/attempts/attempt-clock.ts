/**
 * The server-owned attempt clock, as pure arithmetic over `now` values taken from the injected Clock.
 *
 * An attempt with a time limit has a deadline while it runs. Pausing stores the time that was left
 * and clears the deadline (the clock stops); resuming sets a new deadline from that remainder.
 * Active time (used for durations and per-question timings) only grows while the attempt runs.
 * An answer is accepted up to GRACE_MS after the deadline (network and rendering latency); after
 * that the attempt counts as expired and is completed with what was answered in time.
 */

/** Latency allowance after the deadline: an answer that arrives within it still counts. */
export const GRACE_MS = 2_000;

export type ClockStatus = 'IN_PROGRESS' | 'PAUSED' | 'COMPLETED' | 'ABANDONED';

export interface ClockState {
  status: ClockStatus;
  /** Null when the attempt has no time limit. */
  timeLimitMs: number | null;
  /** Set while a timed attempt runs; null when paused, finished or untimed. */
  deadlineAt: Date | null;
  /** Time left, kept while paused. */
  pausedRemainingMs: number | null;
  /** Active milliseconds accumulated before the current running stretch. */
  activeMs: number;
  /** Start of the current running stretch; null while paused or finished. */
  runningSince: Date | null;
}

/** The clock of an attempt that starts now. */
export function startClock(now: Date, timeLimitSeconds: number | null): ClockState {
  const timeLimitMs = timeLimitSeconds === null ? null : timeLimitSeconds * 1000;
  return {
    status: 'IN_PROGRESS',
    timeLimitMs,
    deadlineAt: timeLimitMs === null ? null : new Date(now.getTime() + timeLimitMs),
    pausedRemainingMs: null,
    activeMs: 0,
    runningSince: now,
  };
}

/** Milliseconds left: the stored remainder while paused, deadline minus now while running (never negative). */
export function remainingMs(state: ClockState, now: Date): number | null {
  if (state.timeLimitMs === null) {
    return null;
  }
  if (state.status === 'PAUSED') {
    return state.pausedRemainingMs ?? 0;
  }
  if (state.status !== 'IN_PROGRESS' || state.deadlineAt === null) {
    return 0;
  }
  return Math.max(0, state.deadlineAt.getTime() - now.getTime());
}

/** Whole seconds left, rounded up so the last partial second still shows as 1. */
export function remainingSeconds(state: ClockState, now: Date): number | null {
  const ms = remainingMs(state, now);
  return ms === null ? null : Math.ceil(ms / 1000);
}

/** True when a running timed attempt is past its deadline plus the grace: it must be completed. */
export function isExpired(state: ClockState, now: Date): boolean {
  return (
    state.status === 'IN_PROGRESS' && state.deadlineAt !== null && now.getTime() > state.deadlineAt.getTime() + GRACE_MS
  );
}

/** Active milliseconds so far: accumulated stretches plus the current one, capped at the time limit. */
export function activeElapsedMs(state: ClockState, now: Date): number {
  const running =
    state.status === 'IN_PROGRESS' && state.runningSince
      ? Math.max(0, now.getTime() - state.runningSince.getTime())
      : 0;
  const total = state.activeMs + running;
  return state.timeLimitMs === null ? total : Math.min(total, state.timeLimitMs);
}

/** Stops the clock: keeps the remainder, clears the deadline, banks the active time. */
export function pauseClock(state: ClockState, now: Date): ClockState {
  return {
    ...state,
    status: 'PAUSED',
    pausedRemainingMs: remainingMs(state, now),
    deadlineAt: null,
    activeMs: activeElapsedMs(state, now),
    runningSince: null,
  };
}

/** Restarts the clock: the new deadline is now plus the remainder kept at pause. */
export function resumeClock(state: ClockState, now: Date): ClockState {
  const remaining = state.timeLimitMs === null ? null : (state.pausedRemainingMs ?? 0);
  return {
    ...state,
    status: 'IN_PROGRESS',
    deadlineAt: remaining === null ? null : new Date(now.getTime() + remaining),
    pausedRemainingMs: null,
    runningSince: now,
  };
}

/**
 * Stops the clock for good. A time-up ends at the deadline itself (however late the sweeper or the
 * next request notices), so the recorded end and active time never exceed the limit.
 */
export function finishClock(
  state: ClockState,
  now: Date,
  status: 'COMPLETED' | 'ABANDONED',
): { state: ClockState; endedAt: Date; timeUp: boolean } {
  const timeUp = isExpired(state, now);
  const endedAt = timeUp && state.deadlineAt ? state.deadlineAt : now;
  return {
    state: {
      ...state,
      status,
      activeMs: activeElapsedMs(state, endedAt),
      runningSince: null,
      deadlineAt: state.deadlineAt,
      pausedRemainingMs: null,
    },
    endedAt,
    timeUp,
  };
}
