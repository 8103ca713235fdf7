import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Moves the fake timers on by `ms` inside act, so the screen shows what that time changed before the test reads it. */
export function passTime(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
