import { LANGUAGES } from '@quizmaker/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../app/theme/theme-storage.ts';
import { en } from './en.ts';
import { es } from './es.ts';

export type Language = (typeof LANGUAGES)[number];
export { LANGUAGES };

/** Catalogues shipped so far; French and German fall back to English key by key. */
export const CATALOGUES = { en, es } as const;

const isLanguage = (value: string | null | undefined): value is Language => (LANGUAGES as readonly string[]).includes(value ?? '');

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
export const contentLanguage = (language: string): string => (language in CATALOGUES ? language : 'en');

/** Starts i18next synchronously with the bundled catalogues; safe to call more than once. */
export function initI18n(language: Language = initialLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, es: { translation: es } },
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

/** Switches the UI language at once (no reload) and remembers it. */
export async function changeLanguage(language: Language) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // remembered for this page only
  }
  if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
}

export { i18n };
