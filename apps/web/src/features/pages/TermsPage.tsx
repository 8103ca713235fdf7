import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { ProsePage } from './ProsePage.tsx';

const SECTIONS = ['service', 'accounts', 'content', 'tokens', 'conduct', 'liability', 'changes'] as const;

/** /terms: the short terms of service the registration form links to. */
export default function TermsPage() {
  const { t } = useTranslation();
  usePageTitle(t('breadcrumbs.terms'));
  return (
    <ProsePage
      title={t('breadcrumbs.terms')}
      intro={t('terms.intro')}
      sections={SECTIONS.map((id) => ({ id, title: t(`terms.${id}.title`), body: <p>{t(`terms.${id}.body`)}</p> }))}
    />
  );
}
