import type { Quiz } from '@quizmaker/contracts';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../i18n/format.ts';
import { buttonClasses } from '../../ui/index.ts';
import { ClockIcon, FolderIcon, PencilIcon, RepeatIcon, TrashIcon } from '../../ui/icons.tsx';
import { truncate } from './list-state.ts';
import {
  DifficultyBadge,
  IconLinkOrButton,
  StartQuizButton,
  StatusBadge,
  TagChips,
  useTimeLabel,
  VisibilityBadge,
} from './quiz-parts.tsx';

/** Row and card limits of spec 3 section 9. */
export const ROW_TAGS = 5;
export const CARD_TAGS = 3;

export interface QuizItemProps {
  quiz: Quiz;
  variant: 'row' | 'card';
  /** Owner-style handlers: edit and delete icons appear only with them (and only where the quiz allows it). */
  onDelete?: ((quiz: Quiz) => void) | undefined;
  showEdit?: boolean;
  selection?: { selected: boolean; onToggle: (quiz: Quiz) => void } | undefined;
  /** More actions beside Start (My Quizzes: Host live). */
  actions?: ReactNode;
}

function Facts({ quiz }: { quiz: Quiz }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const timeLabel = useTimeLabel();
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
      <li className="inline-flex items-center gap-1">
        <ClockIcon />
        {timeLabel(quiz.estimatedTime)}
      </li>
      <li>
        <VisibilityBadge visibility={quiz.visibility} />
      </li>
      {quiz.category ? (
        <li className="inline-flex items-center gap-1">
          <FolderIcon />
          {quiz.category.name}
        </li>
      ) : null}
      {quiz.isRepetitionEnabled ? (
        <li className="inline-flex items-center gap-1">
          <RepeatIcon />
          {t('quizzes.row.multipleAttempts')}
        </li>
      ) : null}
      <li>{t('quizzes.row.created', { date: format.date(quiz.createdAt) })}</li>
    </ul>
  );
}

/** A quiz in the list (row) or grid (card) view of spec 3 "Quiz list row and card". */
export function QuizItem({ quiz, variant, onDelete, showEdit = false, selection, actions }: QuizItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const canEdit = showEdit && quiz.abilities.update;
  const canDelete = onDelete !== undefined && quiz.abilities.delete;
  const card = variant === 'card';
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'flex gap-4 rounded-xl border bg-surface p-4 shadow-sm transition-colors',
        selection?.selected ? 'border-primary ring-1 ring-primary' : 'border-border',
        card ? 'h-full flex-col' : 'flex-col sm:flex-row sm:items-start',
      )}
    >
      {selection ? (
        <div className={clsx(card ? '' : 'pt-1')}>
          <input
            type="checkbox"
            className="h-4 w-4 cursor-pointer accent-primary"
            checked={selection.selected}
            onChange={() => selection.onToggle(quiz)}
            aria-label={t('quizzes.row.select', { title: quiz.title })}
          />
        </div>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-lg leading-snug font-semibold break-words">
            <Link to={`/quizzes/${quiz.id}`} className="text-fg hover:text-link hover:underline">
              {quiz.title}
            </Link>
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <DifficultyBadge difficulty={quiz.difficulty} />
            <StatusBadge status={quiz.status} />
          </div>
        </div>
        {quiz.description ? (
          <p
            className={clsx('text-sm text-muted', card ? '' : 'line-clamp-2')}
            title={card && quiz.description.length > 120 ? quiz.description : undefined}
          >
            {card ? truncate(quiz.description) : quiz.description}
          </p>
        ) : null}
        <Facts quiz={quiz} />
        <TagChips tags={quiz.tags} max={card ? CARD_TAGS : ROW_TAGS} />
        <div className={clsx('flex flex-wrap items-center gap-2', card ? 'mt-auto pt-2' : 'pt-1')}>
          <StartQuizButton quiz={quiz} />
          {actions}
          <Link to={`/quizzes/${quiz.id}`} className={buttonClasses('secondary', 'sm', 'no-underline')}>
            {t('quizzes.row.viewDetails')}
          </Link>
          {canEdit || canDelete ? (
            <span className="ml-auto flex gap-1.5">
              {canEdit ? (
                <IconLinkOrButton
                  label={t('quizzes.row.edit', { title: quiz.title })}
                  icon={<PencilIcon />}
                  to={`/quizzes/${quiz.id}/edit`}
                />
              ) : null}
              {canDelete ? (
                <IconLinkOrButton
                  label={t('quizzes.row.delete', { title: quiz.title })}
                  icon={<TrashIcon />}
                  tone="danger"
                  onClick={() => onDelete(quiz)}
                />
              ) : null}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** The loading placeholder of a card or row. */
export function QuizItemSkeleton({ variant }: { variant: 'row' | 'card' }) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'animate-pulse rounded-xl border border-border bg-surface p-4',
        variant === 'card' ? 'h-56' : 'h-32',
      )}
    >
      <div className="h-5 w-2/3 rounded bg-surface-2" />
      <div className="mt-3 h-3 w-full rounded bg-surface-2" />
      <div className="mt-2 h-3 w-5/6 rounded bg-surface-2" />
      <div className="mt-4 flex gap-2">
        <div className="h-7 w-24 rounded bg-surface-2" />
        <div className="h-7 w-24 rounded bg-surface-2" />
      </div>
    </div>
  );
}
