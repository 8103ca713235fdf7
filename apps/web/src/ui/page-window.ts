export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The Pagination control's buttons: up to `maxButtons` (default 5) consecutive pages around the
 * current one (1-based), with an ellipsis where pages are hidden before or after them.
 */
export function paginationItems(current: number, total: number, maxButtons = 5): PageItem[] {
  if (total <= 1) {
    return [];
  }
  const count = Math.min(maxButtons, total);
  let start = Math.max(1, current - Math.floor(count / 2));
  const end = Math.min(total, start + count - 1);
  start = Math.max(1, end - count + 1);
  const items: PageItem[] = [];
  if (start > 1) {
    items.push('ellipsis-start');
  }
  for (let page = start; page <= end; page += 1) {
    items.push(page);
  }
  if (end < total) {
    items.push('ellipsis-end');
  }
  return items;
}

/**
 * The data table's page buttons: page 1, the last page and the pages within one of the current
 * page (1-based), with an ellipsis for each gap.
 */
export function tablePageItems(current: number, total: number): PageItem[] {
  if (total <= 1) {
    return total === 1 ? [1] : [];
  }
  const pages = [...new Set([1, current - 1, current, current + 1, total])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push(index === pages.length - 1 ? 'ellipsis-end' : 'ellipsis-start');
    }
    items.push(page);
  });
  return items;
}
