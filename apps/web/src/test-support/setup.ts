import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { i18n, initI18n, loadCatalogues } from '../i18n/index.ts';
import { CATALOGUE_PARTS } from '../i18n/test-support/catalogue-parts.ts';
import { server } from './server.ts';

// jsdom lacks these browser APIs; the app and its libraries use them.
if (typeof window.matchMedia !== 'function') {
  // Older libraries still call the legacy listener methods.
  const legacyListeners = { addListener: () => undefined, removeListener: () => undefined };
  window.matchMedia = (query: string) =>
    ({
      ...legacyListeners,
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;
}
window.scrollTo = vi.fn();

initI18n('en');
// The app loads catalogue parts with their routes; components rendered on their own need them all,
// in both languages (tests switch to Spanish with i18n.changeLanguage).
await loadCatalogues(CATALOGUE_PARTS, 'es');
// Lazy route modules are transformed on first use, which can take longer than the 1 s default
// (over 5 s on a loaded 2-core machine, seen in CI).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') {
    await i18n.changeLanguage('en');
  }
});
afterAll(() => server.close());
