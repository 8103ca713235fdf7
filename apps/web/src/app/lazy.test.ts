import { beforeEach, describe, expect, it, vi } from 'vitest';

/** lazy.ts remembers for the page's life that it reloaded; a fresh copy of the module is a fresh page. */
async function freshPage() {
  vi.resetModules();
  return import('./lazy.ts');
}

let { importFresh, isStaleChunkError } = await freshPage();

const stale = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/ProfilePage-old.js'));

function stubReload() {
  const reload = vi.fn();
  const original = window.location;
  // Only reload() is used by the code under test; the rest of the stub reads through to the real location.
  const stub = Object.create(original, { reload: { value: reload } }) as Location;
  Object.defineProperty(window, 'location', { configurable: true, value: stub });
  return {
    reload,
    restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }),
  };
}

beforeEach(async () => {
  ({ importFresh, isStaleChunkError } = await freshPage());
});

describe('stale chunks after a deploy', () => {
  it('recognises the browsers’ chunk errors only', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page once instead of failing, and fails on the second try', async () => {
    const location = stubReload();
    const first = importFresh(stale);
    await Promise.resolve();
    await Promise.resolve();
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(
      await Promise.race([
        first.then(
          () => 'settled',
          () => 'settled',
        ),
        new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
      ]),
    ).toBe('pending');

    ({ importFresh } = await freshPage());
    await expect(importFresh(stale)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(location.reload).toHaveBeenCalledTimes(1);

    await expect(importFresh(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    expect(window.sessionStorage.getItem('qm-stale-chunk-reload')).toBeNull();
    location.restore();
  });

  it('passes other import errors through', async () => {
    const location = stubReload();
    await expect(importFresh(() => Promise.reject(new Error('syntax')))).rejects.toThrow('syntax');
    expect(location.reload).not.toHaveBeenCalled();
    location.restore();
  });
});
