import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { CREATOR_ROLES, hasAnyRole } from '../auth/roles.ts';
import { HOME_PATH } from '../guards.tsx';
import { useThemePreference } from '../preferences.tsx';
import { useTheme } from '../theme/ThemeProvider.tsx';
import { COLOR_SCHEMES, THEME_MODES, type ColorScheme, type ThemeMode } from '../theme/theme-storage.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'block rounded-lg px-3 py-2 text-sm font-medium no-underline focus-visible:outline-2 focus-visible:outline-ring',
    isActive ? 'bg-primary-soft text-primary-soft-fg' : 'text-fg hover:bg-surface-2',
  );

/**
 * The navbar's appearance pickers: the theme (Light, Dark or Auto, the same setting as on the Settings
 * screen) and the colour scheme (the five of spec 1, the same setting as the Themes page).
 */
export function ThemePicker({
  className,
  schemeClassName,
  showMode = true,
}: {
  className?: string;
  schemeClassName?: string;
  /** False where the theme's own picker is already on screen (the small-screen menu under the bar's). */
  showMode?: boolean;
}) {
  const { t } = useTranslation();
  const { mode, setMode } = useThemePreference();
  const { scheme, setScheme } = useTheme();
  const id = useId();
  const selectClasses =
    'rounded-lg border border-control bg-surface px-2 py-1.5 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <div className={clsx('flex items-center gap-1', className)}>
      {showMode ? (
        <>
          <label htmlFor={`${id}-theme`} className="sr-only">
            {t('nav.theme')}
          </label>
          <select
            id={`${id}-theme`}
            title={t('nav.theme')}
            value={mode}
            onChange={(event) => setMode(event.target.value as ThemeMode)}
            className={selectClasses}
          >
            {THEME_MODES.map((value) => (
              <option key={value} value={value}>
                {t(`themes.${value}`)}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor={`${id}-scheme`} className="sr-only">
        {t('nav.colorScheme')}
      </label>
      <select
        id={`${id}-scheme`}
        title={t('nav.colorScheme')}
        value={scheme}
        onChange={(event) => setScheme(event.target.value as ColorScheme)}
        className={clsx(selectClasses, schemeClassName)}
      >
        {COLOR_SCHEMES.map((value) => (
          <option key={value} value={value}>
            {t(`schemes.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function NavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation();
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();
  const items =
    status === 'authenticated'
      ? [
          { to: '/quizzes', label: t('nav.allQuizzes') },
          { to: '/my-quizzes', label: t('nav.myQuizzes') },
          ...(hasAnyRole(user, CREATOR_ROLES) ? [{ to: '/documents', label: t('nav.documents') }] : []),
          { to: '/profile', label: t('nav.profile') },
          { to: '/settings', label: t('nav.settings') },
        ]
      : [
          { to: '/login', label: t('nav.login') },
          { to: '/register', label: t('nav.register') },
        ];
  return (
    <ul className={clsx('flex gap-1', vertical ? 'flex-col' : 'items-center')}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClasses} onClick={onNavigate} end={item.to === '/quizzes'}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {status === 'authenticated' ? (
        <li>
          <button
            type="button"
            className={clsx(linkClasses({ isActive: false }), 'w-full text-left')}
            onClick={() => {
              onNavigate?.();
              void logout().then(() => navigate('/login'));
            }}
          >
            {t('nav.logout')}
          </button>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The top bar of spec 1 section 2: brand to /quizzes, the links for the signed-out or signed-in,
 * Documents for the creator roles, a theme picker, and a menu button on small screens.
 */
export function Navbar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // Following a link closes the menu.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (location.pathname !== menuPath) {
    setMenuPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) {
      return;
    }
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <nav aria-label={t('nav.main')}>
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Link to={HOME_PATH} className="flex items-center gap-2 text-lg font-bold text-fg no-underline">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-fg"
            >
              Q
            </span>
            {t('app.name')}
          </Link>
          <div className="ml-auto hidden md:block">
            <NavLinks />
          </div>
          {/* Below 640 px the bar has room for the theme and the menu button only; the menu holds the colour scheme. */}
          <ThemePicker className="ml-auto md:ml-0" schemeClassName="hidden sm:block" />
          <button
            ref={buttonRef}
            type="button"
            className="rounded-lg border border-control p-2 text-fg hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-ring md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="sr-only">{open ? t('nav.closeMenu') : t('nav.openMenu')}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
        <div id={menuId} ref={menuRef} hidden={!open} className="border-t border-border px-4 py-3 md:hidden">
          <NavLinks vertical onNavigate={() => setOpen(false)} />
          <ThemePicker className="mt-3 sm:hidden" showMode={false} />
        </div>
      </nav>
    </header>
  );
}
