import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { breadcrumbsFor } from './breadcrumbs.ts';
import { useCrumbLabels } from './crumb-labels.ts';

/** The breadcrumb trail of the current path; nothing when it has a single crumb. */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const named = useCrumbLabels();
  const items = breadcrumbsFor(pathname);
  if (items.length === 0) {
    return null;
  }
  return (
    <nav aria-label={t('breadcrumbs.label')} className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          const separator =
            index > 0 ? (
              <span aria-hidden="true" className="px-1">
                /
              </span>
            ) : null;
          if ('ellipsis' in item) {
            return (
              <li key="ellipsis" className="flex items-center">
                {separator}
                <span aria-hidden="true">…</span>
                <span className="sr-only">{t('breadcrumbs.collapsed')}</span>
              </li>
            );
          }
          const label = named.get(item.path) ?? (item.labelKey ? t(`breadcrumbs.${item.labelKey}`) : item.label);
          return (
            // Home and Quizzes both lead to /quizzes (spec 1 section 2), so the place in the trail is part of the key.
            <li key={`${index}:${item.path}`} className="flex items-center">
              {separator}
              {last ? (
                <span aria-current="page" className="font-medium text-fg">
                  {label}
                </span>
              ) : (
                <Link to={item.path} className="hover:underline">
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
