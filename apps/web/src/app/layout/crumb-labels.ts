import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/*
 * Names a page gives its own breadcrumb when the path holds only an id (a document's title instead of
 * "79022410 03a3 …"). A page registers while it is mounted; the trail reads them. Module state, as the
 * layout and the page sit in different subtrees and there is one trail per window.
 */
let labels: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();

function publish(next: ReadonlyMap<string, string>): void {
  labels = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The labels pages have given their paths. */
export function useCrumbLabels(): ReadonlyMap<string, string> {
  return useSyncExternalStore(subscribe, () => labels);
}

/** Names the current path's crumb `label` while the page is shown; undefined (still loading) leaves the default. */
export function useCrumbLabel(label: string | undefined): void {
  const { pathname } = useLocation();
  const path = withoutTrailingSlashes(pathname);
  useEffect(() => {
    if (label === undefined || label === '') return undefined;
    publish(new Map(labels).set(path, label));
    return () => {
      const next = new Map(labels);
      next.delete(path);
      publish(next);
    };
  }, [path, label]);
}

/** The path without trailing slashes ('/' stays '/'); a loop, as /\/+$/ backtracks on long runs of slashes. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}
