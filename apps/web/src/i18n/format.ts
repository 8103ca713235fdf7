import { DATE_FORMATS } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsQuery } from '../api/settings.ts';
import { useAuth } from '../app/auth/AuthProvider.tsx';

export type DateFormat = (typeof DATE_FORMATS)[number];

/** The browser's own locale when it speaks the UI language (en-GB stays en-GB), else the language itself. */
export function localeFor(language: string): string {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return (
    preferred.find(
      (tag) =>
        tag.toLowerCase().startsWith(`${language.toLowerCase()}-`) || tag.toLowerCase() === language.toLowerCase(),
    ) ?? language
  );
}

export interface Formatters {
  locale: string;
  timeZone: string | undefined;
  /** A calendar date in the chosen date format (MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD). */
  date(value: string | Date): string;
  /** Date and time, with the time zone named. */
  dateTime(value: string | Date): string;
  number(value: number): string;
  /** A price held in cents, as a currency amount (USD when none is given). */
  price(cents: number, currency?: string | null): string;
}

/** Formatters for a locale, time zone and date format; pure so tests can call it directly. */
export function makeFormatters(
  locale: string,
  timeZone: string | undefined,
  dateFormat: DateFormat = 'MM/DD/YYYY',
): Formatters {
  const zone = timeZone ? { timeZone } : {};
  const dateParts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', ...zone });
  const timeFormat = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...zone,
  });
  const numberFormat = new Intl.NumberFormat(locale);
  const date = (value: string | Date) => {
    const parts = Object.fromEntries(dateParts.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
    const { year = '', month = '', day = '' } = parts;
    if (dateFormat === 'DD/MM/YYYY') {
      return `${day}/${month}/${year}`;
    }
    if (dateFormat === 'YYYY-MM-DD') {
      return `${year}-${month}-${day}`;
    }
    return `${month}/${day}/${year}`;
  };
  return {
    locale,
    timeZone,
    date,
    dateTime: (value) => `${date(value)} ${timeFormat.format(new Date(value))}`,
    number: (value) => numberFormat.format(value),
    price: (cents, currency) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency: (currency || 'USD').toUpperCase() }).format(
        cents / 100,
      ),
  };
}

/** Formatters for the viewer: the UI language's locale, and the signed-in user's time zone and date format. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const { status } = useAuth();
  const settings = useQuery({ ...settingsQuery(), enabled: status === 'authenticated' });
  const preferences = status === 'authenticated' ? settings.data?.preferences : undefined;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => makeFormatters(localeFor(language), preferences?.timezone, preferences?.dateFormat),
    [language, preferences?.timezone, preferences?.dateFormat],
  );
}
