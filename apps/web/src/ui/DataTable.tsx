import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageList } from './Pagination.tsx';
import { tablePageItems } from './page-window.ts';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  className?: string;
  /** The row header cell (names the row for screen readers); the first column when none is marked. */
  isRowHeader?: boolean;
}

export interface DataTablePagination {
  /** 0-based, as the API pages are. */
  page: number;
  pageSize: number;
  totalElements: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  loading?: boolean;
  emptyMessage?: ReactNode;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** With a selection, a checkbox column and a select-all checkbox appear. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (selected: Set<string>) => void;
    rowLabel: (row: T) => string;
  };
  pagination?: DataTablePagination;
  /** False inside a card or a disclosure: no frame of its own and no minimum width (default true). */
  framed?: boolean;
  /** Names the scrolling box and makes it a focusable region, so that keyboard users can scroll a wide table. */
  regionLabel?: string;
}

function SelectAll({
  checked,
  indeterminate,
  onChange,
  label,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) {
      ref.current.indeterminate = indeterminate;
    }
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="h-4 w-4 cursor-pointer accent-primary"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={label}
    />
  );
}

/**
 * A table with sortable headers (ascending/descending), optional row selection with select-all,
 * 'No data available' and 'Loading...' rows, and 'Showing X to Y of Z results' pagination that
 * shows page 1, the last page and pages within one of the current page.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  getRowId,
  loading = false,
  emptyMessage,
  sort,
  onSortChange,
  selection,
  pagination,
  framed = true,
  regionLabel,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const width = columns.length + (selection ? 1 : 0);
  const ids = rows.map(getRowId);
  const selectedHere = ids.filter((id) => selection?.selected.has(id));
  const allSelected = ids.length > 0 && selectedHere.length === ids.length;

  const toggleAll = (checked: boolean) => {
    if (!selection) {
      return;
    }
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (checked) {
        next.add(id);
      } else {
        next.delete(id);
      }
    }
    selection.onChange(next);
  };
  const toggleOne = (id: string, checked: boolean) => {
    if (!selection) {
      return;
    }
    const next = new Set(selection.selected);
    if (checked) {
      next.add(id);
    } else {
      next.delete(id);
    }
    selection.onChange(next);
  };
  const rowHeaderKey = (columns.find((column) => column.isRowHeader) ?? columns[0])?.key;

  return (
    <div className="flex flex-col gap-3">
      {/* relative: the cells' visually hidden texts (sr-only, absolutely placed) stay inside the scroll box
          instead of widening the whole page on a narrow screen. */}
      <div
        className={clsx('relative overflow-x-auto', framed && 'rounded-xl border border-border bg-surface')}
        {...(regionLabel ? { role: 'region', 'aria-label': regionLabel, tabIndex: 0 } : {})}
      >
        <table
          className={clsx('w-full border-collapse text-left text-sm', framed && 'min-w-[36rem]')}
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
            <tr>
              {selection ? (
                <th scope="col" className="w-10 px-4 py-3">
                  <SelectAll
                    checked={allSelected}
                    indeterminate={selectedHere.length > 0 && !allSelected}
                    onChange={toggleAll}
                    label={t('ui.selectAll')}
                  />
                </th>
              ) : null}
              {columns.map((column) => {
                const active = sort?.key === column.key;
                const ariaSort = active
                  ? sort.direction === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : column.sortable
                    ? 'none'
                    : undefined;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={ariaSort}
                    className={clsx('px-4 py-3 font-semibold', column.className)}
                  >
                    {column.sortable && onSortChange ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() =>
                          onSortChange({
                            key: column.key,
                            direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {column.header}
                        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {loading ? (
              <tr>
                <td colSpan={width} className="px-4 py-6 text-center text-muted">
                  {t('ui.tableLoading')}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={width} className="px-4 py-6 text-center text-muted">
                  {emptyMessage ?? t('ui.noData')}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const id = getRowId(row);
                return (
                  <tr key={id} className={clsx(selection?.selected.has(id) && 'bg-primary-soft/50')}>
                    {selection ? (
                      <td className="px-4 py-3">
                        <input
                          type="checkbox"
                          className="h-4 w-4 cursor-pointer accent-primary"
                          checked={selection.selected.has(id)}
                          onChange={(event) => toggleOne(id, event.target.checked)}
                          aria-label={selection.rowLabel(row)}
                        />
                      </td>
                    ) : null}
                    {columns.map((column) =>
                      column.key === rowHeaderKey ? (
                        <th key={column.key} scope="row" className={clsx('px-4 py-3 font-medium', column.className)}>
                          {column.render(row)}
                        </th>
                      ) : (
                        <td key={column.key} className={clsx('px-4 py-3', column.className)}>
                          {column.render(row)}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {pagination ? <TablePager {...pagination} /> : null}
    </div>
  );
}

function TablePager({ page, pageSize, totalElements, onPageChange }: DataTablePagination) {
  const { t } = useTranslation();
  const totalPages = Math.max(1, Math.ceil(totalElements / pageSize));
  const current = page + 1;
  const from = totalElements === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(totalElements, (page + 1) * pageSize);
  return (
    <nav aria-label={t('ui.tablePagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{t('ui.showingResults', { from, to, total: totalElements })}</p>
      {totalPages > 1 ? (
        <PageList
          page={current}
          totalPages={totalPages}
          onPageChange={(next) => onPageChange(next - 1)}
          items={tablePageItems(current, totalPages)}
          previous={t('ui.previous')}
          next={t('ui.next')}
        />
      ) : null}
    </nav>
  );
}
