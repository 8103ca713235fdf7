import { Alert } from '../ui/index.ts';
import { useQuestionTypesT } from './i18n/index.ts';

/** Spec 3 section 3: a question of a type this version does not know, instead of its widget. */
export function UnsupportedQuestionType({ type }: { type: string }) {
  const t = useQuestionTypesT();
  return (
    <Alert type="warning" title={t('unsupported.title')}>
      {t('unsupported.message', { type })}
    </Alert>
  );
}
