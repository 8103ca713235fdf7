import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyTheme,
  readColorScheme,
  readThemeMode,
  resolveTheme,
  systemPrefersDark,
  writeColorScheme,
  writeThemeMode,
  type ColorScheme,
  type ThemeMode,
} from './theme-storage.ts';

interface ThemeState {
  mode: ThemeMode;
  scheme: ColorScheme;
  resolved: 'light' | 'dark';
  setMode: (mode: ThemeMode) => void;
  setScheme: (scheme: ColorScheme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/** Holds theme and colour scheme, persists each under its key, and follows the system while on auto. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readThemeMode);
  const [scheme, setSchemeState] = useState<ColorScheme>(readColorScheme);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      return;
    }
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved = resolveTheme(mode, scheme, systemDark);
  useEffect(() => applyTheme(resolved, scheme), [resolved, scheme]);

  const setMode = useCallback((next: ThemeMode) => {
    writeThemeMode(next);
    setModeState(next);
  }, []);
  const setScheme = useCallback((next: ColorScheme) => {
    writeColorScheme(next);
    setSchemeState(next);
  }, []);

  const value = useMemo(
    () => ({ mode, scheme, resolved, setMode, setScheme }),
    [mode, scheme, resolved, setMode, setScheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The theme state; throws outside ThemeProvider so a missing provider fails loudly in tests. */
export function useTheme(): ThemeState {
  const value = useContext(ThemeContext);
  if (!value) {
    throw new Error('useTheme needs a ThemeProvider');
  }
  return value;
}
