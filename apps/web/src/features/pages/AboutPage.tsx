import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { ProsePage } from './ProsePage.tsx';

const SECTIONS = ['what', 'who', 'how', 'open'] as const;

/** /about: what the product is and who it is for. */
export default function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('breadcrumbs.about'));
  return (
    <ProsePage
      title={t('breadcrumbs.about')}
      intro={t('about.intro')}
      sections={SECTIONS.map((id) => ({ id, title: t(`about.${id}.title`), body: <p>{t(`about.${id}.body`)}</p> }))}
    />
  );
}
