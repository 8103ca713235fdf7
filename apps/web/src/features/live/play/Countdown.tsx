import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Moments (seconds left) the polite live region speaks at; in between the number changes silently. */
const SPOKEN_AT = [10, 5] as const;

/**
 * The question's countdown against the server's deadline. The phone's clock may be off, so the time left
 * never shows more than the question's whole time. A screen reader hears "10 seconds left", "5 seconds
 * left" and "Time's up", not every second; the number itself is a timer it can read on demand.
 */
export function Countdown({
  deadlineAt,
  secondsPerQuestion,
  pausedMs,
}: {
  deadlineAt: string;
  secondsPerQuestion: number;
  /** The time left when the host paused; the clock stands still while set. */
  pausedMs: number | null;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (pausedMs !== null) {
      return undefined;
    }
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [pausedMs]);

  const limitMs = secondsPerQuestion * 1000;
  const remainingMs = pausedMs ?? Math.max(0, Math.min(limitMs, Date.parse(deadlineAt) - now));
  const seconds = Math.ceil(remainingMs / 1000);
  const milestone = seconds <= 0 ? 0 : SPOKEN_AT.findLast((mark) => seconds <= mark);
  const spoken =
    milestone === undefined
      ? ''
      : milestone === 0
        ? t('livePlay.question.timeUp')
        : t('livePlay.question.secondsLeft', { count: milestone });
  const share = limitMs > 0 ? remainingMs / limitMs : 0;

  return (
    <div className="flex items-center gap-3">
      <div
        role="timer"
        aria-label={
          seconds > 0 ? t('livePlay.question.secondsLeft', { count: seconds }) : t('livePlay.question.timeUp')
        }
        className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full border-4 border-primary text-xl font-bold tabular-nums"
      >
        <span aria-hidden="true">{seconds}</span>
      </div>
      <div
        aria-hidden="true"
        className="h-3 flex-1 overflow-hidden rounded-full bg-surface-2 ring-1 ring-border ring-inset"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p aria-live="polite" className="sr-only">
        {spoken}
      </p>
    </div>
  );
}
