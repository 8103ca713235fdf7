import { LANGUAGES } from '@quizmaker/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isStaleChunkError, reloadOnce } from '../app/lazy.ts';
import { STORAGE_KEYS } from '../app/theme/theme-storage.ts';
import { en } from './en.ts';
import { CONTENT_LANGUAGES, CORE_LOADERS, PART_LOADERS, type CataloguePart, type ContentLanguage } from './parts.ts';

export type Language = (typeof LANGUAGES)[number];
export { LANGUAGES };
export type { CataloguePart } from './parts.ts';

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** The remembered language, else the browser's if we offer it, else English. */
export function initialLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.language);
    if (isLanguage(stored)) {
      return stored;
    }
  } catch {
    // storage unavailable
  }
  const browser = (typeof navigator === 'undefined' ? 'en' : navigator.language).slice(0, 2);
  return isLanguage(browser) ? browser : 'en';
}

/** The language the page's text is really in (for <html lang>): a language without a catalogue shows English. */
export const contentLanguage = (language: string): ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : 'en';

/**
 * Starts i18next synchronously with the English core catalogue (the shell's texts); safe to call
 * more than once. The other catalogues load on demand: `loadCatalogues` with a route,
 * `loadLanguage` before showing a language.
 */
export function initI18n(language: Language = initialLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      // A copy: the parts added later merge into the store's object, and `en` stays the core alone.
      resources: { en: { translation: { ...en } } },
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    i18n.on('languageChanged', (next) => {
      document.documentElement.lang = contentLanguage(next);
    });
  }
  document.documentElement.lang = contentLanguage(i18n.language);
  return i18n;
}

/** Parts a route has asked for so far: a language switch loads them in the new language too. */
const wanted = new Set<CataloguePart>();
/** One load per language and part (or core); a failed one is forgotten, so the next need tries again. */
const loads = new Map<string, Promise<void>>();

function load(key: string, language: ContentLanguage, loader: () => Promise<Record<string, unknown>>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    pending = loader().then((bundle) => {
      i18n.addResourceBundle(language, 'translation', bundle, true, true);
    });
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/**
 * Loads catalogue parts (each a top-level key, e.g. `quizzes`) in English, the fallback, and in
 * `language` (by default the current one), plus that language's core when it is not English.
 * Routes await it with their page, so a screen never renders before its texts; the route's
 * importFresh turns a catalogue chunk of an older build into one reload, as for the page's chunk.
 */
export function loadCatalogues(parts: readonly CataloguePart[], language: string = i18n.language): Promise<void> {
  for (const part of parts) {
    wanted.add(part);
  }
  const target = contentLanguage(language);
  const pending = parts.map((part) => load(`en:${part}`, 'en', PART_LOADERS[part].en));
  if (target !== 'en') {
    pending.push(
      load(`${target}:core`, target, CORE_LOADERS[target]),
      ...parts.map((part) => load(`${target}:${part}`, target, PART_LOADERS[part][target])),
    );
  }
  return Promise.all(pending).then(() => undefined);
}

/** The core catalogue of `language` (the shell's texts; English is bundled, so it needs no wait). */
export function loadCore(language: string = i18n.language): Promise<void> {
  return loadCatalogues([], language);
}

/** Everything showing `language` needs now: its core and the parts the routes seen so far use. */
export function loadLanguage(language: string): Promise<void> {
  return loadCatalogues([...wanted], language);
}

let languageRequest = 0;

/** Switches the UI language at once (no reload, once its texts are loaded) and remembers it. */
export async function changeLanguage(language: Language) {
  const request = ++languageRequest;
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // remembered for this page only
  }
  try {
    await loadLanguage(language);
  } catch (error) {
    // A catalogue of an older build: reload once (the language is remembered, so the page comes
    // back in it). Any other failure leaves the missing texts in English, the fallback.
    if (isStaleChunkError(error) && reloadOnce()) {
      return;
    }
  }
  if (request === languageRequest && i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
}

export { i18n };
