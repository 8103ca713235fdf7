import type { CategoriesTexts } from './i18n.ts';

/** The German texts of the categories feature (same keys as `./i18n.ts`), loaded only when German is shown. */
const de: CategoriesTexts = {
  picker: {
    categoryLabel: 'Kategorie',
    noCategory: 'Keine Kategorie',
    newCategory: 'Neue Kategorie',
    quickCreateCategory: 'Kategorie erstellen',
    name: 'Name',
    descriptionOptional: 'Beschreibung (optional)',
    addCategory: 'Kategorie hinzufügen',
  },
  page: {
    title: 'Kategorien verwalten',
    subtitle: 'Quiz-Kategorien erstellen, bearbeiten und organisieren',
    create: 'Kategorie erstellen',
    caption: 'Kategorien',
    name: 'Name',
    description: 'Beschreibung',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    editLabel: 'Kategorie {{name}} bearbeiten',
    deleteLabel: 'Kategorie {{name}} löschen',
    showing: '{{shown}} von {{total}} Kategorien werden angezeigt',
    available: '{{count}} Kategorie(n) verfügbar',
    empty: 'Keine Kategorien gefunden.',
    showMore: '5 weitere anzeigen',
    newTitle: 'Neue Kategorie',
    editTitle: 'Kategorie bearbeiten',
    createButton: 'Erstellen',
    saveButton: 'Speichern',
    saving: 'Wird gespeichert...',
    nameLabel: 'Name',
    descriptionLabel: 'Beschreibung',
    deleteTitle: 'Kategorie löschen',
    deleteConfirm: 'Möchten Sie diese Kategorie wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
    adminOnly: 'Nur Administratoren können Kategorien erstellen, bearbeiten oder löschen.',
    fetchFailed: 'Kategorien konnten nicht abgerufen werden',
    saveFailed: 'Kategorie konnte nicht gespeichert werden',
    deleteFailed: 'Kategorie konnte nicht gelöscht werden',
    created: 'Kategorie erstellt.',
    updated: 'Kategorie gespeichert.',
    deleted: 'Kategorie gelöscht.',
  },
};

/** The categories feature's German catalogue, under the one top-level key `categories`. */
export const categoriesDe = { categories: de };
