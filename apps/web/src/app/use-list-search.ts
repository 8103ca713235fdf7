import { useEffect, useState } from 'react';

/** How long a list's search box waits for the typing to pause before it searches. */
const SEARCH_DELAY_MS = 300;

/** The value once it has been still for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A list's search box: the text as typed, and the trimmed text once the typing has paused (what the
 * list is fetched with). `onNewSearch` runs, during the render, when that settled text changes: a new
 * search starts again at the first page.
 */
export function useListSearch(onNewSearch: () => void): {
  search: string;
  setSearch: (text: string) => void;
  settledSearch: string;
} {
  const [search, setSearch] = useState('');
  const settledSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const [searched, setSearched] = useState(settledSearch);
  if (settledSearch !== searched) {
    setSearched(settledSearch);
    onNewSearch();
  }
  return { search, setSearch, settledSearch };
}
