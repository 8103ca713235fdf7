import { useTranslation } from 'react-i18next';
import type { TaxonomyTexts } from './TaxonomyManager.tsx';

/**
 * The screen texts of the tags or the categories feature: both catalogues hold the same keys under
 * `<feature>.page` (the categories screen adds its own note).
 */
export function useTaxonomyTexts(feature: 'tags' | 'categories'): TaxonomyTexts {
  const { t } = useTranslation();
  const page = `${feature}.page` as const;
  return {
    title: t(`${page}.title`),
    subtitle: t(`${page}.subtitle`),
    create: t(`${page}.create`),
    caption: t(`${page}.caption`),
    name: t(`${page}.name`),
    description: t(`${page}.description`),
    actions: t(`${page}.actions`),
    edit: t(`${page}.edit`),
    delete: t(`${page}.delete`),
    editLabel: (name) => t(`${page}.editLabel`, { name }),
    deleteLabel: (name) => t(`${page}.deleteLabel`, { name }),
    showing: (shown, total) => t(`${page}.showing`, { shown, total }),
    available: (count) => t(`${page}.available`, { count }),
    empty: t(`${page}.empty`),
    showMore: t(`${page}.showMore`),
    newTitle: t(`${page}.newTitle`),
    editTitle: t(`${page}.editTitle`),
    createButton: t(`${page}.createButton`),
    saveButton: t(`${page}.saveButton`),
    saving: t(`${page}.saving`),
    deleteTitle: t(`${page}.deleteTitle`),
    deleteConfirm: t(`${page}.deleteConfirm`),
    fetchFailed: t(`${page}.fetchFailed`),
    saveFailed: t(`${page}.saveFailed`),
    deleteFailed: t(`${page}.deleteFailed`),
    created: t(`${page}.created`),
    updated: t(`${page}.updated`),
    deleted: t(`${page}.deleted`),
  };
}
