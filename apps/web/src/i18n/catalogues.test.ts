import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './catalogue.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { changeLanguage, i18n } from './index.ts';
import { translateMessage } from './messages.ts';

const valueAt = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), catalogue);

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();

describe('catalogues', () => {
  it('Spanish has every key of English (missing keys are listed here)', () => {
    const missing = flattenKeys(en).filter((key) => typeof valueAt(es, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('Spanish has no key English lacks, and keeps every placeholder', () => {
    const englishKeys = new Set(flattenKeys(en));
    expect(flattenKeys(es).filter((key) => !englishKeys.has(key))).toEqual([]);
    for (const key of flattenKeys(es)) {
      expect([key, placeholders(String(valueAt(es, key)))]).toEqual([key, placeholders(String(valueAt(en, key)))]);
    }
  });

  it('falls back to English for a key a catalogue lacks, and for languages without one', async () => {
    expect(i18n.options.fallbackLng).toEqual(['en']);
    const partial = createInstance();
    await partial.init({ resources: { en: { translation: en }, es: { translation: { nav: { register: es.nav?.register } } } }, lng: 'es', fallbackLng: 'en' });
    expect(partial.t('nav.login')).toBe('Login');
    expect(partial.t('nav.register')).toBe('Registrarse');
    await changeLanguage('es');
    expect(i18n.t('nav.register')).toBe('Registrarse');
    expect(document.documentElement.lang).toBe('es');
    await changeLanguage('fr');
    expect(i18n.t('nav.register')).toBe('Register');
    expect(document.documentElement.lang).toBe('en');
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
    expect(translateMessage(i18n.t, 'Validation error: Email is required')).toBe('Error de validación: El correo electrónico es obligatorio');
    expect(translateMessage(i18n.t, 'Something nobody translated')).toBe('Something nobody translated');
    await changeLanguage('en');
    expect(translateMessage(i18n.t, 'Username is required')).toBe('Username is required');
  });
});
