import type { Difficulty } from '@quizmaker/contracts';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';
export type BadgeSize = 'sm' | 'md' | 'lg';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-neutral-soft text-neutral-soft-fg',
  primary: 'bg-primary-soft text-primary-soft-fg',
  success: 'bg-success-soft text-success-soft-fg',
  warning: 'bg-warning-soft text-warning-soft-fg',
  danger: 'bg-danger-soft text-danger-soft-fg',
  info: 'bg-info-soft text-info-soft-fg',
};

const sizes: Record<BadgeSize, string> = {
  sm: 'px-2 py-0.5 text-xs',
  md: 'px-2.5 py-0.5 text-sm',
  lg: 'px-3 py-1 text-base',
};

/** A small label (sm, md, lg) in one of the status tones. */
export function Badge({
  tone = 'neutral',
  size = 'md',
  className,
  children,
}: {
  tone?: BadgeTone;
  size?: BadgeSize;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full font-medium whitespace-nowrap',
        tones[tone],
        sizes[size],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** A figure as it stands in a tile: a large badge when it has a tone, plain text otherwise. */
export function FigureValue({ value, tone }: { value: string; tone?: BadgeTone | undefined }) {
  return tone ? (
    <Badge tone={tone} size="lg">
      {value}
    </Badge>
  ) : (
    value
  );
}

/** Difficulty colours of spec 2 section 9: EASY success, MEDIUM warning, HARD danger. */
export const DIFFICULTY_TONES: Record<Difficulty, BadgeTone> = { EASY: 'success', MEDIUM: 'warning', HARD: 'danger' };

/** Job status colours of spec 1 section 4. */
export function jobStatusTone(status: string): BadgeTone {
  const value = status.toLowerCase();
  if (value === 'completed' || value === 'success') {
    return 'success';
  }
  if (value === 'processing' || value === 'in_progress') {
    return 'info';
  }
  if (value === 'failed' || value === 'error') {
    return 'danger';
  }
  if (value === 'pending' || value === 'queued') {
    return 'warning';
  }
  return 'neutral';
}

/** Score colours of spec 1 section 4: 80 and above success, 60 to 79 warning, below 60 danger. */
export function scoreTone(percentage: number): BadgeTone {
  if (percentage >= 80) {
    return 'success';
  }
  return percentage >= 60 ? 'warning' : 'danger';
}
