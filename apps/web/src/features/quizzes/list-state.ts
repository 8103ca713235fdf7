import { QUIZ_SORT_OPTIONS, type Difficulty, type QuizListScope, type QuizStatus } from '@quizmaker/contracts';
import type { QuizListParams, QuizSortOption } from '../../api/quizzes.ts';

/** Page sizes of spec 3 section 9: 12 by default, 10/20/50/100 to choose from. */
export const DEFAULT_PAGE_SIZE = 12;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const SORT_OPTIONS = Object.keys(QUIZ_SORT_OPTIONS) as QuizSortOption[];
export const DEFAULT_SORT: QuizSortOption = 'recommended';
export const DIFFICULTIES: readonly Difficulty[] = ['EASY', 'MEDIUM', 'HARD'];
/** Statuses a creator filters their own quizzes by (spec 3 section 4). */
export const STATUSES: readonly QuizStatus[] = ['DRAFT', 'PUBLISHED', 'ARCHIVED'];

/** Duration buckets in minutes, inclusive at both ends (spec 3 section 9). */
export const DURATION_BUCKETS = {
  '0-15': { minTime: 0, maxTime: 15 },
  '15-30': { minTime: 15, maxTime: 30 },
  '30-60': { minTime: 30, maxTime: 60 },
  '60+': { minTime: 60, maxTime: undefined },
} as const;
export type DurationBucket = keyof typeof DURATION_BUCKETS;
export const DURATION_BUCKET_KEYS = Object.keys(DURATION_BUCKETS) as DurationBucket[];

export type ListView = 'list' | 'grid';

export interface QuizFilters {
  difficulty: Difficulty[];
  categoryId: string[];
  tagId: string[];
  status: QuizStatus[];
  duration: DurationBucket | null;
}

/** Everything a list screen shows, as its URL keeps it (shareable; the back button walks through it). */
export interface ListState {
  view: ListView;
  search: string;
  filters: QuizFilters;
  sort: QuizSortOption;
  /** 1-based, as people count pages. */
  page: number;
  size: number;
}

export const EMPTY_FILTERS: QuizFilters = { difficulty: [], categoryId: [], tagId: [], status: [], duration: null };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) {
    return null;
  }
  const number = Number(value);
  return number >= 1 ? number : null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the list state from the URL; anything unknown or malformed falls back to the default. */
export function parseListState(params: URLSearchParams): ListState {
  const size = positiveInt(params.get('size'));
  const sort = params.get('sort');
  const duration = params.get('duration');
  return {
    view: params.get('view') === 'grid' ? 'grid' : 'list',
    search: (params.get('search') ?? '').slice(0, 200),
    filters: {
      difficulty: [
        ...new Set(params.getAll('difficulty').filter((value): value is Difficulty => isOneOf(DIFFICULTIES, value))),
      ],
      categoryId: [...new Set(params.getAll('categoryId').filter((value) => UUID.test(value)))],
      tagId: [...new Set(params.getAll('tagId').filter((value) => UUID.test(value)))],
      status: [...new Set(params.getAll('status').filter((value): value is QuizStatus => isOneOf(STATUSES, value)))],
      duration: isOneOf(DURATION_BUCKET_KEYS, duration) ? duration : null,
    },
    sort: isOneOf(SORT_OPTIONS, sort) ? sort : DEFAULT_SORT,
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the list state into URL parameters, leaving out defaults so plain URLs stay plain. */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'list') {
    params.set('view', state.view);
  }
  if (state.search.trim() !== '') {
    params.set('search', state.search.trim());
  }
  for (const value of state.filters.difficulty) {
    params.append('difficulty', value);
  }
  for (const value of state.filters.categoryId) {
    params.append('categoryId', value);
  }
  for (const value of state.filters.tagId) {
    params.append('tagId', value);
  }
  for (const value of state.filters.status) {
    params.append('status', value);
  }
  if (state.filters.duration) {
    params.set('duration', state.filters.duration);
  }
  if (state.sort !== DEFAULT_SORT) {
    params.set('sort', state.sort);
  }
  if (state.size !== DEFAULT_PAGE_SIZE) {
    params.set('size', String(state.size));
  }
  if (state.page !== 1) {
    params.set('page', String(state.page));
  }
  return params;
}

export type ListChange =
  | { kind: 'view'; view: ListView }
  | { kind: 'search'; search: string }
  | { kind: 'filters'; filters: QuizFilters }
  | { kind: 'sort'; sort: QuizSortOption }
  | { kind: 'size'; size: number }
  | { kind: 'page'; page: number };

/**
 * The next list state. Spec 3 section 4: the page goes back to 1 whenever filters, sort or page
 * size change (a new search is a filter too); switching the view keeps the page.
 */
export function applyListChange(state: ListState, change: ListChange): ListState {
  switch (change.kind) {
    case 'view':
      return { ...state, view: change.view };
    case 'search':
      return { ...state, search: change.search, page: 1 };
    case 'filters':
      return { ...state, filters: change.filters, page: 1 };
    case 'sort':
      return { ...state, sort: change.sort, page: 1 };
    case 'size':
      return { ...state, size: change.size, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, change.page) };
  }
}

/** How many filters are set (the Filters button shows it). */
export function activeFilterCount(filters: QuizFilters): number {
  return (
    filters.difficulty.length +
    filters.categoryId.length +
    filters.tagId.length +
    filters.status.length +
    (filters.duration ? 1 : 0)
  );
}

/** The list call for a screen's state: scope, search, filters, sort and the 0-based page. */
export function toListParams(scope: QuizListScope, state: ListState): QuizListParams {
  const bucket = state.filters.duration ? DURATION_BUCKETS[state.filters.duration] : null;
  return {
    scope,
    page: state.page - 1,
    size: state.size,
    sort: state.sort,
    search: state.search.trim() || undefined,
    difficulty: state.filters.difficulty.length > 0 ? state.filters.difficulty : undefined,
    status: state.filters.status.length > 0 ? state.filters.status : undefined,
    categoryId: state.filters.categoryId.length > 0 ? state.filters.categoryId : undefined,
    tagId: state.filters.tagId.length > 0 ? state.filters.tagId : undefined,
    minTime: bucket?.minTime,
    maxTime: bucket?.maxTime,
  };
}

export type PagerItem = number | 'gap-start' | 'gap-end';

/**
 * The quiz list pager of spec 3 section 9: the first and last pages and every page within 2 of the
 * current one, with a gap marker where pages are left out. Nothing for one page or fewer.
 */
export function pagerItems(current: number, total: number): PagerItem[] {
  if (total <= 1) {
    return [];
  }
  const shown = [...new Set([1, total, ...[-2, -1, 0, 1, 2].map((offset) => current + offset)])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  // An ellipsis standing for a single page would hide nothing: show that page instead.
  const pages = shown.flatMap((page, index) =>
    index > 0 && page - (shown[index - 1] ?? page) === 2 ? [page - 1, page] : [page],
  );
  const items: PagerItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push(page <= current ? 'gap-start' : 'gap-end');
    }
    items.push(page);
  });
  return items;
}

/** The jump-to field accepts only whole numbers from 1 to the page count. */
export function parseJumpPage(text: string, total: number): number | null {
  const page = positiveInt(text.trim());
  return page !== null && page <= total ? page : null;
}

/** Time label parts of spec 3 section 9: under 60 minutes '{n} min', otherwise 'Xh Ym' or 'Xh'. */
export function timeLabelParts(
  minutes: number,
):
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'hoursMinutes'; hours: number; minutes: number } {
  if (minutes < 60) {
    return { kind: 'minutes', count: minutes };
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? { kind: 'hours', hours } : { kind: 'hoursMinutes', hours, minutes: rest };
}

/** Tag chips: the first `max` shown and how many more there are ('+N more'). */
export function visibleTags<T>(tags: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** Card descriptions are cut at 120 characters (spec 3 section 9); rows clamp to 2 lines instead. */
export const CARD_DESCRIPTION_MAX = 120;
export function truncate(text: string, max = CARD_DESCRIPTION_MAX): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
