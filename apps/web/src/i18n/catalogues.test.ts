import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './catalogue.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { changeLanguage, contentLanguage, i18n } from './index.ts';
import { translateMessage } from './messages.ts';
import { CONTENT_LANGUAGES, CORE_LOADERS, PART_KEYS, PART_LOADERS, type ContentLanguage } from './parts.ts';
import { CATALOGUE_PARTS } from './test-support/catalogue-parts.ts';
import { valueAt } from './test-support/catalogue-lookup.ts';

/** The whole catalogue of a language: the core and every part that loads with its routes. */
async function whole(language: ContentLanguage): Promise<object> {
  const core = language === 'en' ? en : await CORE_LOADERS[language]();
  const parts = await Promise.all(CATALOGUE_PARTS.map((part) => PART_LOADERS[part][language]()));
  return Object.assign({}, core, ...parts);
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

const TRANSLATIONS = CONTENT_LANGUAGES.filter((language) => language !== 'en');

describe('catalogues', () => {
  it.each(TRANSLATIONS)('%s has every key of English (missing keys are listed here)', async (language) => {
    const [english, translated] = [await whole('en'), await whole(language)];
    const missing = flattenKeys(english).filter((key) => typeof valueAt(translated, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s has no key English lacks, and keeps every placeholder', async (language) => {
    const [english, translated] = [await whole('en'), await whole(language)];
    const englishKeys = new Set(flattenKeys(english));
    expect(flattenKeys(translated).filter((key) => !englishKeys.has(key))).toEqual([]);
    for (const key of flattenKeys(translated)) {
      expect([key, placeholders(String(valueAt(translated, key)))]).toEqual([
        key,
        placeholders(String(valueAt(english, key))),
      ]);
    }
  });

  it('each part holds exactly its own top-level keys, which the core and the other parts lack', async () => {
    const seen = new Set<string>(Object.keys(en));
    for (const part of CATALOGUE_PARTS) {
      for (const language of CONTENT_LANGUAGES) {
        expect([part, Object.keys(await PART_LOADERS[part][language]())]).toEqual([part, PART_KEYS[part]]);
      }
      for (const key of PART_KEYS[part]) {
        expect([part, key, seen.has(key)]).toEqual([part, key, false]);
        seen.add(key);
      }
    }
  });

  it('falls back to English for a key a catalogue lacks, and for languages without one', async () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    const partial = createInstance();
    await partial.init({
      resources: { en: { translation: en }, es: { translation: { nav: { register: es.nav?.register } } } },
      lng: 'es',
      fallbackLng: 'en',
    });
    expect(partial.t('nav.login')).toBe('Login');
    expect(partial.t('nav.register')).toBe('Registrarse');
    await changeLanguage('es');
    expect(i18n.t('nav.register')).toBe('Registrarse');
    expect(document.documentElement.lang).toBe('es');
    // A language the product has no catalogue for (a stale stored value, say) shows English, <html lang> included.
    expect(contentLanguage('it')).toBe('en');
    expect(contentLanguage('de')).toBe('de');
    await changeLanguage('en');
    expect(window.localStorage.getItem('qm-language')).toBe('en');
  });
});

describe('translateMessage', () => {
  it('translates the contract and server messages by their English text', async () => {
    await changeLanguage('es');
    expect(translateMessage(i18n.t, 'Username is required')).toBe('El nombre de usuario es obligatorio');
    expect(translateMessage(i18n.t, 'Password must contain: at least 8 characters, one number')).toBe(
      'La contraseña debe contener: al menos 8 caracteres, un número',
    );
    expect(translateMessage(i18n.t, 'Validation error: Email is required')).toBe(
      'Error de validación: El correo electrónico es obligatorio',
    );
    expect(translateMessage(i18n.t, 'Something nobody translated')).toBe('Something nobody translated');
    // The authoring screens' messages are in the same catalogue, with no second lookup of their own.
    expect(translateMessage(i18n.t, 'Quiz title is required')).toBe('El título del cuestionario es obligatorio');
    expect(translateMessage(i18n.t, 'Validation error: Quiz title is required')).toBe(
      'Error de validación: El título del cuestionario es obligatorio',
    );
    expect(translateMessage(i18n.t, 'Server error occurred')).toBe('Se produjo un error en el servidor');
    await changeLanguage('en');
    expect(translateMessage(i18n.t, 'Username is required')).toBe('Username is required');
  });
});
