import { runInThisContext } from 'node:vm';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import initScript from '../../../public/theme-init.js?raw';
import { ThemeProvider, useTheme } from './ThemeProvider.tsx';
import { applyTheme, COLOR_SCHEMES, resolveTheme, STORAGE_KEYS, THEME_MODES } from './theme-storage.ts';

type Listener = (event: MediaQueryListEvent) => void;
/** A controllable prefers-color-scheme query. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<Listener>();
  const state = { dark };
  const original = window.matchMedia.bind(window);
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') && state.dark;
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      state.dark = next;
      for (const listener of listeners) {
        listener({ matches: next } as MediaQueryListEvent);
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  const { mode, scheme, resolved, setMode, setScheme } = useTheme();
  return (
    <>
      <p>
        {mode}/{scheme}/{resolved}
      </p>
      <button type="button" onClick={() => setMode('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setScheme('green')}>
        green
      </button>
    </>
  );
}

const html = document.documentElement;
afterEach(() => {
  html.removeAttribute('data-theme');
  html.removeAttribute('data-scheme');
});

describe('theme preferences (spec 1 section 3)', () => {
  it('swaps the colours without transitions when the theme changes, so nothing shows half-mixed colours', () => {
    vi.useFakeTimers();
    try {
      const paused = () =>
        [...document.head.querySelectorAll('style')].filter((style) => style.textContent.includes('transition:none'))
          .length;
      applyTheme('light', 'light');
      expect(paused()).toBe(0);
      applyTheme('dark', 'light');
      expect(html).toHaveAttribute('data-theme', 'dark');
      expect(paused()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(paused()).toBe(0);
      applyTheme('dark', 'light');
      expect(paused()).toBe(0);
      applyTheme('dark', 'green');
      expect(paused()).toBe(1);
      vi.advanceTimersByTime(1);
      expect(paused()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('defaults to auto and the light palette, each stored under its own key', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('auto/light/light')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'dark' }));
    await user.click(screen.getByRole('button', { name: 'green' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.colorScheme)).toBe('green');
    expect(html).toHaveAttribute('data-theme', 'dark');
    expect(html).toHaveAttribute('data-scheme', 'green');
  });

  it('restores the stored choice on the next visit', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    window.localStorage.setItem(STORAGE_KEYS.colorScheme, 'purple');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/purple/dark')).toBeInTheDocument();
  });

  it('follows the system while on auto, and reacts when the system changes', () => {
    const system = fakeSystem(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(html).toHaveAttribute('data-theme', 'light');
    act(() => system.set(true));
    expect(screen.getByText('auto/light/dark')).toBeInTheDocument();
    expect(html).toHaveAttribute('data-theme', 'dark');
    system.restore();
  });
});

describe('public/theme-init.js (applied before the first paint)', () => {
  const run = () => runInThisContext(initScript);

  it('applies the same theme as the app for every stored combination', () => {
    for (const systemDark of [false, true]) {
      const system = fakeSystem(systemDark);
      for (const mode of THEME_MODES) {
        for (const scheme of COLOR_SCHEMES) {
          window.localStorage.setItem(STORAGE_KEYS.theme, mode);
          window.localStorage.setItem(STORAGE_KEYS.colorScheme, scheme);
          run();
          expect(html.getAttribute('data-theme')).toBe(resolveTheme(mode, scheme, systemDark));
          expect(html.getAttribute('data-scheme')).toBe(scheme);
        }
      }
      system.restore();
    }
  });

  it('falls back to the defaults for missing or unknown values and unavailable storage', () => {
    window.localStorage.setItem(STORAGE_KEYS.theme, 'neon');
    run();
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(html.getAttribute('data-scheme')).toBe('light');
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    run();
    expect(html.getAttribute('data-scheme')).toBe('light');
    getItem.mockRestore();
  });
});
