import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown.tsx';
import { passTime } from '../../../test-support/timers.ts';

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  // The countdown's own region: test files share a document, and another file's live region may still be in it.
  let spoken: () => string | null | undefined;

  it('speaks at 10 s, 5 s and time up, not every second, and never shows more than the question’s time', () => {
    // A phone clock 30 s behind the server's would show 42 s; the question has 20.
    const { container } = render(
      <Countdown deadlineAt="2026-11-29T10:00:42Z" secondsPerQuestion={20} pausedMs={null} />,
    );
    spoken = () => container.querySelector('[aria-live="polite"]')?.textContent;
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 seconds left');
    expect(spoken()).toBe('');

    passTime(31_000);
    expect(screen.getByRole('timer')).toHaveAccessibleName('11 seconds left');
    expect(spoken()).toBe('');
    passTime(1_000);
    expect(spoken()).toBe('10 seconds left');
    passTime(3_000);
    expect(screen.getByRole('timer')).toHaveAccessibleName('7 seconds left');
    expect(spoken()).toBe('10 seconds left');
    passTime(2_000);
    expect(spoken()).toBe('5 seconds left');
    passTime(5_000);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time’s up');
    expect(spoken()).toBe('Time’s up');
  });

  it('stands still while paused', () => {
    render(<Countdown deadlineAt="2026-11-29T10:00:20Z" secondsPerQuestion={20} pausedMs={12_400} />);
    passTime(5_000);
    expect(screen.getByRole('timer')).toHaveAccessibleName('13 seconds left');
  });
});
