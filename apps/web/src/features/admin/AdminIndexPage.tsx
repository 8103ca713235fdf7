import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { PageHeader } from '../../ui/index.ts';

const SCREENS = [
  { to: '/admin/users', key: 'users' },
  { to: '/admin/roles', key: 'roles' },
  { to: '/admin/settings', key: 'settings' },
  { to: '/admin/diagnostics', key: 'diagnostics' },
] as const;

/** /admin: the index of the administration screens. */
export default function AdminIndexPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.index.title'));
  return (
    <>
      <PageHeader title={t('admin.index.title')} description={t('admin.index.subtitle')} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {SCREENS.map((screen) => (
          <li key={screen.to}>
            <Link
              to={screen.to}
              className="block h-full rounded-xl border border-border bg-surface p-5 text-fg no-underline shadow-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="block text-lg font-semibold text-link">{t(`admin.index.${screen.key}.title`)}</span>
              <span className="mt-1 block text-sm text-muted">{t(`admin.index.${screen.key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
