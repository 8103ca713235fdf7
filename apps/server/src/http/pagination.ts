import type { Page, PageQuery } from '@quizmaker/contracts';
import { fieldError } from '../errors.ts';

export interface PageRequest<SortField extends string> {
  page: number;
  size: number;
  offset: number;
  sort: Array<{ field: SortField; direction: 'asc' | 'desc' }>;
}

/** Reads page/pageNumber/size/sort against the sort fields a list allows (400 for any other). */
export function pageRequest<SortField extends string>(
  query: PageQuery,
  allowedSorts: readonly SortField[],
  defaultSort: { field: SortField; direction: 'asc' | 'desc' },
): PageRequest<SortField> {
  const page = query.page ?? query.pageNumber ?? 0;
  const size = query.size;
  const entries = query.sort === undefined ? [] : Array.isArray(query.sort) ? query.sort : [query.sort];
  const sort = entries.map((entry) => {
    const [field = '', direction = 'asc'] = entry.split(',');
    if (!allowedSorts.includes(field as SortField)) {
      throw fieldError('sort', `sort must be one of ${allowedSorts.join(', ')}`);
    }
    return { field: field as SortField, direction: direction.toLowerCase() as 'asc' | 'desc' };
  });
  return { page, size, offset: page * size, sort: sort.length > 0 ? sort : [defaultSort] };
}

export function toPage<T>(content: T[], total: number, request: { page: number; size: number }): Page<T> {
  const totalPages = Math.ceil(total / request.size);
  return {
    content,
    pageNumber: request.page,
    pageSize: request.size,
    totalElements: total,
    totalPages,
    first: request.page === 0,
    last: request.page >= totalPages - 1,
  };
}
