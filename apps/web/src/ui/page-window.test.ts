import { describe, expect, it } from 'vitest';
import { paginationItems, tablePageItems } from './page-window.ts';

describe('paginationItems (the Pagination control)', () => {
  it('shows nothing for one page or fewer', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are at most 5', () => {
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 5 buttons around the current page with ellipses for hidden pages', () => {
    expect(paginationItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end']);
    expect(paginationItems(6, 12)).toEqual(['ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end']);
    expect(paginationItems(12, 12)).toEqual(['ellipsis-start', 8, 9, 10, 11, 12]);
  });
});

describe('tablePageItems (the data table pager)', () => {
  it('shows page 1, the last page and pages within one of the current, with ellipses', () => {
    expect(tablePageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(tablePageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(tablePageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
    expect(tablePageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has one page for a single page and none for an empty table', () => {
    expect(tablePageItems(1, 1)).toEqual([1]);
    expect(tablePageItems(1, 0)).toEqual([]);
  });
});
