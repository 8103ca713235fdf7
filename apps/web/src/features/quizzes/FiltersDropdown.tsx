import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quizFilterOptionsQuery } from '../../api/quizzes.ts';
import { Button, buttonClasses, Spinner } from '../../ui/index.ts';
import { FilterIcon } from '../../ui/icons.tsx';
import {
  activeFilterCount,
  DIFFICULTIES,
  DURATION_BUCKET_KEYS,
  EMPTY_FILTERS,
  STATUSES,
  type QuizFilters,
} from './list-state.ts';

function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className="flex max-h-44 flex-col gap-1.5 overflow-y-auto pr-1">{children}</div>
    </fieldset>
  );
}

function Check({
  label,
  checked,
  onChange,
  type = 'checkbox',
  name,
}: {
  label: string;
  checked: boolean;
  onChange: () => void;
  type?: 'checkbox' | 'radio';
  name?: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type={type} name={name} className="h-4 w-4 accent-primary" checked={checked} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}

/**
 * The Filters dropdown: difficulty, category, tags, (status) and the duration buckets. A disclosure
 * panel: the button says whether it is open, Escape closes it and gives focus back to the button.
 */
export function FiltersDropdown({
  filters: applied,
  onChange: apply,
  showStatus,
}: {
  filters: QuizFilters;
  onChange: (filters: QuizFilters) => void;
  showStatus: boolean;
}) {
  const { t } = useTranslation();
  // The boxes follow a click at once; the URL (and so `applied`) catches up a moment later.
  const [filters, setFilters] = useState(applied);
  const [previousApplied, setPreviousApplied] = useState(applied);
  if (applied !== previousApplied) {
    setPreviousApplied(applied);
    setFilters(applied);
  }
  const onChange = (next: QuizFilters) => {
    setFilters(next);
    apply(next);
  };
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const durationName = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const options = useQuery({ ...quizFilterOptionsQuery(), enabled: open });
  const count = activeFilterCount(filters);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointer = (event: PointerEvent) => {
      if (wrapperRef.current && !wrapperRef.current.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    // Escape pressed anywhere inside the dropdown closes it and goes no further (an enclosing dialog stays open).
    const wrapper = wrapperRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    wrapper?.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      wrapper?.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses('secondary', 'md', count > 0 ? 'border-primary' : undefined)}
      >
        <FilterIcon />
        {count > 0 ? t('quizzes.filters.activeCount', { count }) : t('quizzes.filters.button')}
        <span aria-hidden="true" className="text-xs">
          {open ? '▲' : '▼'}
        </span>
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={t('quizzes.filters.title')}
        hidden={!open}
        className={clsx(
          'absolute left-0 z-30 mt-2 w-[min(92vw,40rem)] rounded-xl border border-border bg-surface p-4 shadow-xl',
        )}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Group legend={t('quizzes.filters.difficulty')}>
            {DIFFICULTIES.map((difficulty) => (
              <Check
                key={difficulty}
                label={t(`quizzes.difficulty.${difficulty}`)}
                checked={filters.difficulty.includes(difficulty)}
                onChange={() => onChange({ ...filters, difficulty: toggle(filters.difficulty, difficulty) })}
              />
            ))}
          </Group>
          <Group legend={t('quizzes.filters.duration')}>
            <Check
              type="radio"
              name={durationName}
              label={t('quizzes.filters.anyDuration')}
              checked={filters.duration === null}
              onChange={() => onChange({ ...filters, duration: null })}
            />
            {DURATION_BUCKET_KEYS.map((bucket) => (
              <Check
                key={bucket}
                type="radio"
                name={durationName}
                label={t(`quizzes.filters.buckets.${bucket}`)}
                checked={filters.duration === bucket}
                onChange={() => onChange({ ...filters, duration: bucket })}
              />
            ))}
          </Group>
          <Group legend={t('quizzes.filters.category')}>
            {options.isPending ? (
              <Spinner size="sm" />
            ) : (options.data?.categories.length ?? 0) === 0 ? (
              <p className="text-sm text-muted">{t('quizzes.filters.noCategories')}</p>
            ) : (
              options.data?.categories.map((category) => (
                <Check
                  key={category.id}
                  label={category.name}
                  checked={filters.categoryId.includes(category.id)}
                  onChange={() => onChange({ ...filters, categoryId: toggle(filters.categoryId, category.id) })}
                />
              ))
            )}
          </Group>
          <Group legend={t('quizzes.filters.tags')}>
            {options.isPending ? (
              <Spinner size="sm" />
            ) : (options.data?.tags.length ?? 0) === 0 ? (
              <p className="text-sm text-muted">{t('quizzes.filters.noTags')}</p>
            ) : (
              options.data?.tags.map((tag) => (
                <Check
                  key={tag.id}
                  label={`#${tag.name}`}
                  checked={filters.tagId.includes(tag.id)}
                  onChange={() => onChange({ ...filters, tagId: toggle(filters.tagId, tag.id) })}
                />
              ))
            )}
          </Group>
          {showStatus ? (
            <Group legend={t('quizzes.filters.status')}>
              {STATUSES.map((status) => (
                <Check
                  key={status}
                  label={t(`quizzes.status.${status}`)}
                  checked={filters.status.includes(status)}
                  onChange={() => onChange({ ...filters, status: toggle(filters.status, status) })}
                />
              ))}
            </Group>
          ) : null}
        </div>
        <div className="mt-4 flex justify-end gap-2 border-t border-border pt-3">
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_FILTERS)} disabled={count === 0}>
            {t('quizzes.filters.clear')}
          </Button>
          <Button size="sm" onClick={close}>
            {t('quizzes.filters.close')}
          </Button>
        </div>
      </div>
    </div>
  );
}
