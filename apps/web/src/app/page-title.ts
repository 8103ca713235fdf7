import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to '<page> · Quizmaker', so each screen is named for tabs and screen readers. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
