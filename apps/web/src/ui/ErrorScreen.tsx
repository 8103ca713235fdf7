import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';

/** The generic error screen: 'Something went wrong', advice, and Refresh Page, which reloads. */
export function ErrorScreen({ onRefresh = () => window.location.reload() }: { onRefresh?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('errors.somethingWentWrong')}</h1>
      <p className="text-muted">{t('errors.advice')}</p>
      <Button onClick={onRefresh} size="lg">
        {t('errors.refreshPage')}
      </Button>
    </div>
  );
}
