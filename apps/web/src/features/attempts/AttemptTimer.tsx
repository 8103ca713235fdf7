import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../ui/icons.tsx';
import { formatClock, timerLevel, type TimerLevel } from './timer.ts';

const LEVEL_CLASSES: Record<TimerLevel, string> = {
  normal: 'border-border bg-surface text-fg',
  warning: 'border-warning-soft-fg/40 bg-warning-soft text-warning-soft-fg',
  critical: 'border-danger bg-danger-soft text-danger-soft-fg',
};

/**
 * The countdown: warning at 5 minutes, critical at 1 minute, each announced once, politely, to
 * screen readers (the ticking itself is not read out).
 */
export function AttemptTimer({ remaining, paused }: { remaining: number; paused: boolean }) {
  const { t } = useTranslation();
  const level = timerLevel(remaining);
  const [announcement, setAnnouncement] = useState('');
  // Announced when the level changes, adjusted while rendering (no effect, no extra render pass).
  const [previousLevel, setPreviousLevel] = useState<TimerLevel>(level);
  if (level !== previousLevel) {
    setPreviousLevel(level);
    if (level === 'warning') {
      setAnnouncement(t('attempts.timer.warning'));
    } else if (level === 'critical') {
      setAnnouncement(t('attempts.timer.critical'));
    }
  }
  return (
    <div
      className={clsx(
        'inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 font-semibold',
        LEVEL_CLASSES[level],
      )}
      data-level={level}
    >
      <ClockIcon />
      <span className="sr-only">{t('attempts.timer.label')}</span>
      <span role="timer" className="tabular-nums" aria-live="off">
        {formatClock(remaining)}
      </span>
      {paused ? <span className="text-sm font-medium">({t('attempts.statuses.PAUSED')})</span> : null}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
