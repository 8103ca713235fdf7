import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  applyListChange,
  DEFAULT_PAGE_SIZE,
  EMPTY_FILTERS,
  listStateToParams,
  pagerItems,
  parseJumpPage,
  parseListState,
  timeLabelParts,
  toListParams,
  truncate,
  visibleTags,
  type ListState,
} from './list-state.ts';

const CATEGORY = '5c052a3c-dff6-4aa3-b98f-ea87ebec1c08';
const TAG = 'c7270eb7-44bc-41d4-bb23-ca6f73652979';
const defaults: ListState = {
  view: 'list',
  search: '',
  filters: EMPTY_FILTERS,
  sort: 'recommended',
  page: 1,
  size: DEFAULT_PAGE_SIZE,
};

describe('list state in the URL', () => {
  it('defaults to the list view, recommended sort, page 1 and 12 per page', () => {
    expect(parseListState(new URLSearchParams())).toEqual(defaults);
    expect(listStateToParams(defaults).toString()).toBe('');
  });

  it('round-trips every part of the state', () => {
    const state: ListState = {
      view: 'grid',
      search: 'planets',
      filters: {
        difficulty: ['EASY', 'HARD'],
        categoryId: [CATEGORY],
        tagId: [TAG],
        status: ['DRAFT'],
        duration: '15-30',
      },
      sort: 'titleDesc',
      page: 3,
      size: 50,
    };
    const params = listStateToParams(state);
    expect(params.getAll('difficulty')).toEqual(['EASY', 'HARD']);
    expect(parseListState(new URLSearchParams(params.toString()))).toEqual(state);
  });

  it('ignores what it does not know: sizes outside 10/20/50/100 (12 aside), bad pages, sorts, ids and buckets', () => {
    const state = parseListState(
      new URLSearchParams('size=13&page=-2&sort=random&categoryId=nope&difficulty=SILLY&duration=5-10&view=cards'),
    );
    expect(state).toEqual(defaults);
    expect(parseListState(new URLSearchParams('size=100&page=7')).size).toBe(100);
  });
});

describe('page reset rules (spec 3 section 4)', () => {
  const onPage3: ListState = { ...defaults, page: 3 };

  it('goes back to page 1 when filters, search, sort or page size change', () => {
    expect(
      applyListChange(onPage3, { kind: 'filters', filters: { ...EMPTY_FILTERS, difficulty: ['EASY'] } }).page,
    ).toBe(1);
    expect(applyListChange(onPage3, { kind: 'search', search: 'x' }).page).toBe(1);
    expect(applyListChange(onPage3, { kind: 'sort', sort: 'oldest' }).page).toBe(1);
    expect(applyListChange(onPage3, { kind: 'size', size: 20 }).page).toBe(1);
  });

  it('keeps the page when only the view changes', () => {
    expect(applyListChange(onPage3, { kind: 'view', view: 'grid' })).toEqual({ ...onPage3, view: 'grid' });
    expect(applyListChange(onPage3, { kind: 'page', page: 4 }).page).toBe(4);
  });
});

describe('the list call', () => {
  it('sends scope, search, filters, sort and a 0-based page to the server', () => {
    const state: ListState = {
      ...defaults,
      search: ' mars ',
      filters: { ...EMPTY_FILTERS, tagId: [TAG], duration: '30-60' },
      sort: 'difficultyDesc',
      page: 2,
    };
    expect(toListParams('public', state)).toEqual({
      scope: 'public',
      page: 1,
      size: 12,
      sort: 'difficultyDesc',
      search: 'mars',
      difficulty: undefined,
      status: undefined,
      categoryId: undefined,
      tagId: [TAG],
      minTime: 30,
      maxTime: 60,
    });
  });

  it('maps the duration buckets to inclusive ranges, 60+ without an upper end', () => {
    const bucket = (duration: ListState['filters']['duration']) => {
      const params = toListParams('me', { ...defaults, filters: { ...EMPTY_FILTERS, duration } });
      return [params.minTime, params.maxTime];
    };
    expect(bucket('0-15')).toEqual([0, 15]);
    expect(bucket('15-30')).toEqual([15, 30]);
    expect(bucket('60+')).toEqual([60, undefined]);
    expect(bucket(null)).toEqual([undefined, undefined]);
  });

  it('counts active filters for the Filters button', () => {
    expect(
      activeFilterCount({
        difficulty: ['EASY'],
        categoryId: [CATEGORY],
        tagId: [TAG, TAG],
        status: [],
        duration: '60+',
      }),
    ).toBe(5);
  });
});

describe('the pager', () => {
  it('shows first, last and the pages within 2 of the current one, with gaps', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 3, 'gap-end', 10]);
    expect(pagerItems(6, 12)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'gap-start', 10, 11, 12]);
  });

  it('jumps only to whole pages from 1 to the page count', () => {
    expect(parseJumpPage('3', 5)).toBe(3);
    expect(parseJumpPage(' 5 ', 5)).toBe(5);
    expect(parseJumpPage('6', 5)).toBeNull();
    expect(parseJumpPage('0', 5)).toBeNull();
    expect(parseJumpPage('2.5', 5)).toBeNull();
    expect(parseJumpPage('', 5)).toBeNull();
  });
});

describe('row and card details', () => {
  it('writes times as n min under an hour, then Xh or Xh Ym', () => {
    expect(timeLabelParts(45)).toEqual({ kind: 'minutes', count: 45 });
    expect(timeLabelParts(60)).toEqual({ kind: 'hours', hours: 1 });
    expect(timeLabelParts(90)).toEqual({ kind: 'hoursMinutes', hours: 1, minutes: 30 });
  });

  it('shows at most N tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 5)).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: 2 });
    expect(visibleTags(['a', 'b'], 3)).toEqual({ shown: ['a', 'b'], more: 0 });
  });

  it('cuts card descriptions at 120 characters', () => {
    expect(truncate('x'.repeat(120))).toHaveLength(120);
    const cut = truncate('word '.repeat(40));
    expect(cut.length).toBeLessThanOrEqual(120);
    expect(cut.endsWith('…')).toBe(true);
  });
});
