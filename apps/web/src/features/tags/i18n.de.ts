import type { TagsTexts } from './i18n.ts';

/** The German texts of the tags feature (same keys as `./i18n.ts`), loaded only when German is shown. */
const de: TagsTexts = {
  picker: {
    tagsLabel: 'Tags',
    filterTags: 'Tags filtern',
    noTagsYet: 'Noch keine Tags.',
    newTag: 'Neuer Tag',
    quickCreateTag: 'Tag erstellen',
    name: 'Name',
    descriptionOptional: 'Beschreibung (optional)',
    addTag: 'Tag hinzufügen',
  },
  page: {
    title: 'Tags verwalten',
    subtitle: 'Quiz-Tags erstellen, bearbeiten und organisieren',
    create: 'Tag erstellen',
    caption: 'Tags',
    name: 'Name',
    description: 'Beschreibung',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    editLabel: 'Tag {{name}} bearbeiten',
    deleteLabel: 'Tag {{name}} löschen',
    showing: '{{shown}} von {{total}} Tags werden angezeigt',
    available: '{{count}} Tag(s) verfügbar',
    empty: 'Keine Tags gefunden.',
    showMore: '5 weitere anzeigen',
    newTitle: 'Neuer Tag',
    editTitle: 'Tag bearbeiten',
    createButton: 'Erstellen',
    saveButton: 'Speichern',
    saving: 'Wird gespeichert...',
    nameLabel: 'Name',
    descriptionLabel: 'Beschreibung',
    deleteTitle: 'Tag löschen',
    deleteConfirm: 'Möchten Sie diesen Tag wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.',
    fetchFailed: 'Tags konnten nicht abgerufen werden.',
    saveFailed: 'Tag konnte nicht gespeichert werden.',
    deleteFailed: 'Tag konnte nicht gelöscht werden.',
    created: 'Tag erstellt.',
    updated: 'Tag gespeichert.',
    deleted: 'Tag gelöscht.',
  },
};

/** The tags feature's German catalogue, under the one top-level key `tags`. */
export const tagsDe = { tags: de };
