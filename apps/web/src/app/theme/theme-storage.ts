/** Stored appearance preferences (spec 1 section 3): each has its own storage key; public/theme-init.js reads the same keys. */
export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const COLOR_SCHEMES = ['light', 'dark', 'blue', 'purple', 'green'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const STORAGE_KEYS = {
  theme: 'qm-theme',
  colorScheme: 'qm-color-scheme',
  language: 'qm-language',
} as const;

export const DEFAULT_THEME: ThemeMode = 'auto';
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'light';

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode, quota): the preference lasts for this page only
  }
}

export const readThemeMode = (): ThemeMode => {
  const value = readKey(STORAGE_KEYS.theme);
  return (THEME_MODES as readonly string[]).includes(value ?? '') ? (value as ThemeMode) : DEFAULT_THEME;
};

export const readColorScheme = (): ColorScheme => {
  const value = readKey(STORAGE_KEYS.colorScheme);
  return (COLOR_SCHEMES as readonly string[]).includes(value ?? '') ? (value as ColorScheme) : DEFAULT_COLOR_SCHEME;
};

export const writeThemeMode = (mode: ThemeMode) => writeKey(STORAGE_KEYS.theme, mode);
export const writeColorScheme = (scheme: ColorScheme) => writeKey(STORAGE_KEYS.colorScheme, scheme);

export const systemPrefersDark = (): boolean => {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false;
  }
};

/** The Dark palette is dark whatever the theme; otherwise the theme decides, auto following the system. */
export function resolveTheme(mode: ThemeMode, scheme: ColorScheme, systemDark: boolean): 'light' | 'dark' {
  return scheme === 'dark' || mode === 'dark' || (mode === 'auto' && systemDark) ? 'dark' : 'light';
}

/**
 * Switches colours off transitions for one frame: without it every button and link fades from the old
 * palette to the new one, and for those 150 ms text sits on half-mixed colours below AA contrast.
 */
function pauseTransitions(): () => void {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  return () => {
    // Reading a computed style makes the browser apply the new colours while transitions are still off.
    window.getComputedStyle(document.body).getPropertyValue('color');
    window.setTimeout(() => style.remove(), 1);
  };
}

/**
 * Puts the resolved theme and scheme on <html>, where the CSS variables of index.css pick them up. A
 * change after the first paint swaps the colours at once instead of fading them.
 */
export function applyTheme(resolved: 'light' | 'dark', scheme: ColorScheme) {
  const root = document.documentElement;
  const changed =
    root.hasAttribute('data-theme') &&
    (root.getAttribute('data-theme') !== resolved || root.getAttribute('data-scheme') !== scheme);
  const resume = changed ? pauseTransitions() : null;
  root.setAttribute('data-theme', resolved);
  root.setAttribute('data-scheme', scheme);
  root.style.colorScheme = resolved;
  resume?.();
}
