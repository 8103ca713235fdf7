import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { ProsePage } from './ProsePage.tsx';

const SECTIONS = ['collect', 'use', 'storage', 'sharing', 'rights', 'contact'] as const;

/** /privacy: what the product keeps about a person and why. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  usePageTitle(t('breadcrumbs.privacy'));
  return (
    <ProsePage
      title={t('breadcrumbs.privacy')}
      intro={t('privacy.intro')}
      sections={SECTIONS.map((id) => ({ id, title: t(`privacy.${id}.title`), body: <p>{t(`privacy.${id}.body`)}</p> }))}
    />
  );
}
