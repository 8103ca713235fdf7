import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { paginationItems, type PageItem } from './page-window.ts';

export const pageButtonClasses = (active: boolean) =>
  clsx(
    'min-w-9 rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
    active ? 'border-primary bg-primary text-primary-fg' : 'border-control bg-surface text-fg hover:bg-surface-2',
  );

/** Page buttons for a list of items, shared by Pagination and DataTable. */
export function PageButtons({
  items,
  page,
  onPageChange,
}: {
  items: PageItem[];
  page: number;
  onPageChange: (page: number) => void;
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
              aria-label={t('ui.goToPage', { page: item })}
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
 * 'page X of Y' with previous, next and up to 5 page buttons with ellipses; hidden for one page or
 * fewer. Pages are 1-based here.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  maxButtons = 5,
  className,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  maxButtons?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) {
    return null;
  }
  return (
    <nav
      aria-label={t('ui.pagination')}
      className={clsx('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-sm text-muted">{t('ui.pageOf', { page, pages: totalPages })}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={pageButtonClasses(false)}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
          >
            {t('ui.previous')}
          </button>
        </li>
        <PageButtons items={paginationItems(page, totalPages, maxButtons)} page={page} onPageChange={onPageChange} />
        <li>
          <button
            type="button"
            className={pageButtonClasses(false)}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
          >
            {t('ui.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
