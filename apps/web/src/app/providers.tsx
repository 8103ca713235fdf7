import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import { ToastProvider } from '../ui/index.ts';
import { AuthProvider } from './auth/AuthProvider.tsx';
import { ThemeProvider } from './theme/ThemeProvider.tsx';

function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <I18nProvider locale={current.resolvedLanguage ?? 'en'}>{children}</I18nProvider>;
}

/** Everything the screens rely on outside the router: queries, language, theme, toasts, session. */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AriaLocale>
          <ThemeProvider>
            <ToastProvider>
              <AuthProvider>{children}</AuthProvider>
            </ToastProvider>
          </ThemeProvider>
        </AriaLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
