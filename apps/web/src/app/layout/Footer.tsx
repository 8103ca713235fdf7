import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ADMIN_ROLES, hasAnyRole } from '../auth/roles.ts';

/** Links to the help and information pages (and, for the signed-in, analytics and administration). */
export function Footer() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const links = [
    { to: '/help', label: t('breadcrumbs.help') },
    { to: '/about', label: t('breadcrumbs.about') },
    { to: '/contact', label: t('breadcrumbs.contact') },
    ...(status === 'authenticated' ? [{ to: '/analytics', label: t('breadcrumbs.analytics') }] : []),
    ...(hasAnyRole(user, ADMIN_ROLES) && status === 'authenticated'
      ? [{ to: '/admin', label: t('breadcrumbs.admin') }]
      : []),
    { to: '/theme-demo', label: t('footer.themes') },
    { to: '/terms', label: t('breadcrumbs.terms') },
    { to: '/privacy', label: t('breadcrumbs.privacy') },
  ];
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col-reverse gap-4 px-4 py-6 text-sm text-muted xl:flex-row xl:items-center xl:justify-between">
        <p>{t('footer.tagline', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('footer.label')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted underline-offset-2 hover:text-fg hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
