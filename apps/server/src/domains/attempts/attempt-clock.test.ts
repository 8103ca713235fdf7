import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../test-support/manual-clock.ts';
import {
  activeElapsedMs,
  finishClock,
  GRACE_MS,
  isExpired,
  pauseClock,
  remainingMs,
  remainingSeconds,
  resumeClock,
  startClock,
} from './attempt-clock.ts';

const START = new Date('2026-03-01T10:00:00.000Z');

describe('attempt clock', () => {
  it('sets the deadline at start from the time limit', () => {
    const clock = new ManualClock(START);
    const state = startClock(clock.now(), 600);
    expect(state.deadlineAt?.toISOString()).toBe('2026-03-01T10:10:00.000Z');
    expect(remainingSeconds(state, clock.now())).toBe(600);
    clock.advance(90_500);
    expect(remainingMs(state, clock.now())).toBe(509_500);
    expect(remainingSeconds(state, clock.now())).toBe(510);
  });

  it('has no deadline and no remaining time without a limit, and never expires', () => {
    const clock = new ManualClock(START);
    const state = startClock(clock.now(), null);
    expect(state.deadlineAt).toBeNull();
    clock.advance(10 * 3600_000);
    expect(remainingSeconds(state, clock.now())).toBeNull();
    expect(isExpired(state, clock.now())).toBe(false);
    expect(activeElapsedMs(state, clock.now())).toBe(10 * 3600_000);
  });

  it('expires only after the deadline plus the 2 s grace', () => {
    const clock = new ManualClock(START);
    const state = startClock(clock.now(), 60);
    clock.advance(60_000);
    expect(remainingSeconds(state, clock.now())).toBe(0);
    expect(isExpired(state, clock.now())).toBe(false);
    clock.advance(GRACE_MS);
    expect(isExpired(state, clock.now())).toBe(false);
    clock.advance(1);
    expect(isExpired(state, clock.now())).toBe(true);
  });

  it('stops the clock while paused and sets a new deadline on resume', () => {
    const clock = new ManualClock(START);
    let state = startClock(clock.now(), 300);
    clock.advance(100_000);
    state = pauseClock(state, clock.now());
    expect(state).toMatchObject({ status: 'PAUSED', deadlineAt: null, pausedRemainingMs: 200_000, activeMs: 100_000 });
    clock.advance(3 * 3600_000); // a long pause costs nothing
    expect(remainingSeconds(state, clock.now())).toBe(200);
    expect(isExpired(state, clock.now())).toBe(false);
    expect(activeElapsedMs(state, clock.now())).toBe(100_000);
    state = resumeClock(state, clock.now());
    expect(state.deadlineAt?.getTime()).toBe(clock.now().getTime() + 200_000);
    clock.advance(50_000);
    expect(remainingSeconds(state, clock.now())).toBe(150);
    expect(activeElapsedMs(state, clock.now())).toBe(150_000);
    clock.advance(150_000 + GRACE_MS + 1);
    expect(isExpired(state, clock.now())).toBe(true);
    expect(activeElapsedMs(state, clock.now())).toBe(300_000);
  });

  it('keeps summing active time over several pauses', () => {
    const clock = new ManualClock(START);
    let state = startClock(clock.now(), null);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(10_000);
      state = pauseClock(state, clock.now());
      clock.advance(999_000);
      state = resumeClock(state, clock.now());
    }
    clock.advance(5_000);
    expect(activeElapsedMs(state, clock.now())).toBe(35_000);
    expect(state.deadlineAt).toBeNull();
  });

  it('ends a time-up at the deadline however late it is noticed', () => {
    const clock = new ManualClock(START);
    const state = startClock(clock.now(), 120);
    clock.advance(45 * 60_000);
    const finished = finishClock(state, clock.now(), 'COMPLETED');
    expect(finished.timeUp).toBe(true);
    expect(finished.endedAt.toISOString()).toBe('2026-03-01T10:02:00.000Z');
    expect(finished.state.activeMs).toBe(120_000);
    expect(remainingSeconds(finished.state, clock.now())).toBe(0);
  });

  it('ends a completion inside the grace at now, not as a time-up', () => {
    const clock = new ManualClock(START);
    const state = startClock(clock.now(), 120);
    clock.advance(121_000);
    const finished = finishClock(state, clock.now(), 'COMPLETED');
    expect(finished.timeUp).toBe(false);
    expect(finished.endedAt.getTime()).toBe(START.getTime() + 121_000);
    expect(finished.state.activeMs).toBe(120_000);
  });

  it('does not expire a paused attempt', () => {
    const clock = new ManualClock(START);
    const state = pauseClock(startClock(clock.now(), 10), clock.now());
    clock.advance(3600_000);
    expect(isExpired(state, clock.now())).toBe(false);
    expect(finishClock(state, clock.now(), 'COMPLETED').timeUp).toBe(false);
  });
});
