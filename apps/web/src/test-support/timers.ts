import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves the fake timers on by `ms` inside act, so the screen shows what that time changed before the test reads it. */
export function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** A promise a mocked call can wait on (`await gate.held`) until the test lets it go on (`gate.release()`). */
export function heldUntilReleased() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}
