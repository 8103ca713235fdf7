import type { Difficulty, Quiz, QuizStatus, Visibility } from '@quizmaker/contracts';
import { clsx } from 'clsx';
import { useCallback, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, buttonClasses, DIFFICULTY_TONES, type BadgeTone, type ButtonSize } from '../../ui/index.ts';
import { GlobeIcon, LockIcon } from '../../ui/icons.tsx';
import { timeLabelParts, visibleTags } from './list-state.ts';

const STATUS_TONES: Record<QuizStatus, BadgeTone> = {
  DRAFT: 'neutral',
  PENDING_REVIEW: 'info',
  PUBLISHED: 'success',
  REJECTED: 'danger',
  ARCHIVED: 'warning',
};

export function DifficultyBadge({ difficulty, size = 'sm' }: { difficulty: Difficulty; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge tone={DIFFICULTY_TONES[difficulty]} size={size}>
      {t(`quizzes.difficulty.${difficulty}`)}
    </Badge>
  );
}

export function StatusBadge({ status, size = 'sm' }: { status: QuizStatus; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONES[status]} size={size}>
      {t(`quizzes.status.${status}`)}
    </Badge>
  );
}

export function VisibilityBadge({ visibility, size = 'sm' }: { visibility: Visibility; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <Badge tone={visibility === 'PUBLIC' ? 'info' : 'neutral'} size={size}>
      <span className="mr-1 inline-flex">
        {visibility === 'PUBLIC' ? <GlobeIcon className="h-3.5 w-3.5" /> : <LockIcon className="h-3.5 w-3.5" />}
      </span>
      {t(`quizzes.visibility.${visibility}`)}
    </Badge>
  );
}

/** Minutes as spec 3 section 9 writes them: '45 min', '1h', '1h 30m'. */
export function useTimeLabel() {
  const { t } = useTranslation();
  return useCallback(
    (minutes: number) => {
      const parts = timeLabelParts(minutes);
      if (parts.kind === 'minutes') {
        return t('quizzes.time.minutes', { count: parts.count });
      }
      return parts.kind === 'hours'
        ? t('quizzes.time.hours', { hours: parts.hours })
        : t('quizzes.time.hoursMinutes', { hours: parts.hours, minutes: parts.minutes });
    },
    [t],
  );
}

/** '#name' chips, at most `max`, then '+N more'. */
export function TagChips({ tags, max }: { tags: Quiz['tags']; max: number }) {
  const { t } = useTranslation();
  if (tags.length === 0) {
    return null;
  }
  const { shown, more } = visibleTags(tags, max);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('quizzes.row.tags')}>
      {shown.map((tag) => (
        <li key={tag.id} className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-muted">
          #{tag.name}
        </li>
      ))}
      {more > 0 ? (
        <li className="px-1 py-0.5 text-xs font-medium text-muted">{t('quizzes.row.moreTags', { count: more })}</li>
      ) : null}
    </ul>
  );
}

/**
 * Start Quiz: a link to the start screen for a published quiz; otherwise a disabled button that
 * still takes focus so its tooltip ('Quiz must be published before it can be started') is reachable.
 */
export function StartQuizButton({
  quiz,
  size = 'sm',
  className,
}: {
  quiz: Pick<Quiz, 'id' | 'status' | 'title'>;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation();
  const tipId = useId();
  if (quiz.status === 'PUBLISHED') {
    return (
      <Link
        to={`/quizzes/${quiz.id}/attempt/start`}
        className={buttonClasses('primary', size, clsx('no-underline', className))}
      >
        {t('quizzes.row.startQuiz')}
      </Link>
    );
  }
  return (
    <span className={clsx('group relative inline-flex', className)}>
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={tipId}
        className={buttonClasses('primary', size, 'cursor-not-allowed opacity-60')}
        onClick={(event) => event.preventDefault()}
      >
        {t('quizzes.row.startQuiz')}
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-1/2 z-20 mb-2 w-56 -translate-x-1/2 rounded-md bg-fg px-2 py-1 text-center text-xs text-page opacity-0 shadow group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {t('quizzes.row.notPublished')}
      </span>
    </span>
  );
}

/** Small icon button with a label for screen readers (edit, delete). */
export function IconLinkOrButton({
  label,
  icon,
  to,
  onClick,
  tone = 'default',
}: {
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  tone?: 'default' | 'danger';
}) {
  const classes = clsx(
    'inline-flex h-8 w-8 items-center justify-center rounded-lg border border-control bg-surface text-base hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring no-underline',
    tone === 'danger' ? 'text-danger-soft-fg dark:text-danger' : 'text-fg',
  );
  if (to) {
    return (
      <Link to={to} className={classes} aria-label={label} title={label}>
        {icon}
      </Link>
    );
  }
  return (
    <button type="button" className={classes} aria-label={label} title={label} onClick={onClick}>
      {icon}
    </button>
  );
}
