import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationItems } from './page-window.ts';

const pageButtonClasses = (active: boolean) =>
  clsx(
    'min-w-9 rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
    active ? 'border-primary bg-primary text-primary-fg' : 'border-control bg-surface text-fg hover:bg-surface-2',
  );

/** A page number, or a marker (its own React key) standing for the pages left out there. */
type PageButtonItem = number | string;

/** Page buttons for a list of items. */
function PageButtons({
  items,
  page,
  onPageChange,
  pageLabel,
}: {
  items: readonly PageButtonItem[];
  page: number;
  onPageChange: (page: number) => void;
  /** The accessible name of a page's button; 'Go to page N' unless given. */
  pageLabel?: ((page: number) => string) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) =>
        typeof item === 'number' ? (
          <li key={item}>
            <button
              type="button"
              className={pageButtonClasses(item === page)}
              aria-current={item === page ? 'page' : undefined}
              aria-label={pageLabel ? pageLabel(item) : t('ui.goToPage', { page: item })}
              onClick={() => onPageChange(item)}
            >
              {item}
            </button>
          </li>
        ) : (
          <li key={item} aria-hidden="true" className="px-1 text-muted">
            …
          </li>
        ),
      )}
    </>
  );
}

/**
 * The list of a pager's buttons, shared by Pagination and DataTable: previous, the page buttons of
 * `items` and next. Pages are 1-based here.
 */
export function PageList({
  page,
  totalPages,
  onPageChange,
  items,
  previous,
  next,
  pageLabel,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  items: readonly PageButtonItem[];
  previous: ReactNode;
  next: ReactNode;
  /** The accessible name of a page's button; 'Go to page N' unless given. */
  pageLabel?: ((page: number) => string) | undefined;
}) {
  return (
    <ul className="flex flex-wrap items-center gap-1">
      <li>
        <button
          type="button"
          className={pageButtonClasses(false)}
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
        >
          {previous}
        </button>
      </li>
      <PageButtons items={items} page={page} onPageChange={onPageChange} pageLabel={pageLabel} />
      <li>
        <button
          type="button"
          className={pageButtonClasses(false)}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
        >
          {next}
        </button>
      </li>
    </ul>
  );
}

/** The texts of a pager that names its pages its own way (the kit's own texts otherwise). */
interface PaginationLabels {
  navigation: string;
  pageOf: string;
  previous: ReactNode;
  next: ReactNode;
  page: (page: number) => string;
}

/**
 * 'page X of Y' with previous, next and up to 5 page buttons with ellipses; hidden for one page or
 * fewer. Pages are 1-based here. A list with its own rule passes its `items` and `labels`, and
 * `children` to show after the buttons (the quiz lists' jump-to field).
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  maxButtons = 5,
  items,
  labels,
  className,
  children,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  maxButtons?: number;
  items?: readonly PageButtonItem[];
  labels?: PaginationLabels;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) {
    return null;
  }
  return (
    <nav
      aria-label={labels?.navigation ?? t('ui.pagination')}
      className={clsx('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-sm text-muted">{labels?.pageOf ?? t('ui.pageOf', { page, pages: totalPages })}</p>
      <PageList
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        items={items ?? paginationItems(page, totalPages, maxButtons)}
        previous={labels?.previous ?? t('ui.previous')}
        next={labels?.next ?? t('ui.next')}
        pageLabel={labels?.page}
      />
      {children}
    </nav>
  );
}
