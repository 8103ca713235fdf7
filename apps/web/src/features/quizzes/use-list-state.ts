import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { applyListChange, listStateToParams, parseListState, type ListChange, type ListState } from './list-state.ts';

/**
 * The list state kept in the URL: every change is a history entry (so Back undoes it), except the
 * search box, which replaces the entry while typing.
 */
export function useListState(): [ListState, (change: ListChange) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (change: ListChange) => {
      setParams((current) => listStateToParams(applyListChange(parseListState(current), change)), {
        replace: change.kind === 'search',
      });
    },
    [setParams],
  );
  return [state, update];
}

/**
 * Spec 3 section 4: the page goes back to 1 when the number of results changes (a quiz was deleted,
 * another appeared); a page past the end goes to the last page. The first count seen (a shared URL
 * opened on page 3) is taken as it is.
 */
export function usePageReset(
  totalElements: number | undefined,
  totalPages: number | undefined,
  state: ListState,
  update: (change: ListChange) => void,
) {
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (totalElements === undefined || totalPages === undefined) {
      return;
    }
    const before = previous.current;
    previous.current = totalElements;
    if (before !== undefined && before !== totalElements && state.page !== 1) {
      update({ kind: 'page', page: 1 });
      return;
    }
    if (totalPages > 0 && state.page > totalPages) {
      update({ kind: 'page', page: totalPages });
    }
  }, [totalElements, totalPages, state.page, update]);
}
