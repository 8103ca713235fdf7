const RELOAD_KEY = 'qm-stale-chunk-reload';
let reloading = false;

/** Errors browsers raise when a lazily loaded chunk no longer exists (typically after a deploy). */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/**
 * Reloads the page once to pick up the new build; returns false when this tab already tried (so
 * the error screen shows instead of a reload loop).
 */
export function reloadOnce(): boolean {
  if (reloading) {
    return true;
  }
  try {
    if (window.sessionStorage.getItem(RELOAD_KEY)) {
      return false;
    }
    window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/** A lazy import that turns a stale chunk into one reload instead of a blank page. */
export async function importFresh<T>(load: () => Promise<T>): Promise<T> {
  try {
    const module = await load();
    try {
      window.sessionStorage.removeItem(RELOAD_KEY);
    } catch {
      // nothing to forget
    }
    return module;
  } catch (error) {
    if (isStaleChunkError(error) && reloadOnce()) {
      return new Promise<T>(() => {});
    }
    throw error;
  }
}
