import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { ButtonLink } from '../../ui/index.ts';

/** Page Not Found, for every path no route knows. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted">{t('notFound.body')}</p>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </div>
  );
}
