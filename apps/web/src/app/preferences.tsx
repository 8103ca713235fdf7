import { defaultSettings, type Settings } from '@quizmaker/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsKeys, settingsQuery, useSaveSettings } from '../api/settings.ts';
import { changeLanguage, type Language } from '../i18n/index.ts';
import { useAuth } from './auth/AuthProvider.tsx';
import { useTheme } from './theme/ThemeProvider.tsx';
import type { ThemeMode } from './theme/theme-storage.ts';

/** The UI language and a setter that switches it at once and remembers it. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback((language: Language) => void changeLanguage(language), []);
  return { language: i18n.language as Language, setLanguage };
}

/**
 * The theme preference shared by the navbar picker and the Settings screen: it applies at once,
 * and for a signed-in user it is also saved in their settings on the server.
 */
export function useThemePreference(): { mode: ThemeMode; setMode: (mode: ThemeMode) => void } {
  const { mode, setMode } = useTheme();
  const { status } = useAuth();
  const client = useQueryClient();
  const { mutate: saveSettings } = useSaveSettings();
  const choose = useCallback(
    (next: ThemeMode) => {
      setMode(next);
      if (status !== 'authenticated') {
        return;
      }
      const current = client.getQueryData<Settings>(settingsKeys.mine()) ?? defaultSettings();
      const updated: Settings = { ...current, preferences: { ...current.preferences, theme: next } };
      client.setQueryData(settingsKeys.mine(), updated);
      saveSettings(updated, { onError: () => void client.invalidateQueries({ queryKey: settingsKeys.mine() }) });
    },
    [client, setMode, status, saveSettings],
  );
  return { mode, setMode: choose };
}

/** After sign-in, applies the theme and language saved in the account once per login. */
export function PreferencesSync() {
  const { status, user } = useAuth();
  const { setMode } = useTheme();
  const settings = useQuery({ ...settingsQuery(), enabled: status === 'authenticated' });
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !settings.data || appliedFor.current === user.id) {
      return;
    }
    appliedFor.current = user.id;
    setMode(settings.data.preferences.theme);
    void changeLanguage(settings.data.preferences.language);
  }, [user, settings.data, setMode]);
  useEffect(() => {
    if (status === 'anonymous') {
      appliedFor.current = null;
    }
  }, [status]);
  return null;
}
