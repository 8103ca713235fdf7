import type { TagsTexts } from './i18n.ts';

/** The French texts of the tags feature (same keys as `./i18n.ts`), loaded only when French is shown. */
const fr: TagsTexts = {
  picker: {
    tagsLabel: 'Étiquettes',
    filterTags: 'Filtrer les étiquettes',
    noTagsYet: 'Aucune étiquette pour le moment.',
    newTag: 'Nouvelle étiquette',
    quickCreateTag: 'Créer une étiquette',
    name: 'Nom',
    descriptionOptional: 'Description (facultatif)',
    addTag: 'Ajouter l’étiquette',
  },
  page: {
    title: 'Gérer les étiquettes',
    subtitle: 'Créez, modifiez et organisez les étiquettes de quiz',
    create: 'Créer une étiquette',
    caption: 'Étiquettes',
    name: 'Nom',
    description: 'Description',
    actions: 'Actions',
    edit: 'Modifier',
    delete: 'Supprimer',
    editLabel: 'Modifier l’étiquette {{name}}',
    deleteLabel: 'Supprimer l’étiquette {{name}}',
    showing: '{{shown}} étiquettes affichées sur {{total}}',
    available: '{{count}} étiquette(s) disponible(s)',
    empty: 'Aucune étiquette trouvée.',
    showMore: 'Afficher 5 de plus',
    newTitle: 'Nouvelle étiquette',
    editTitle: 'Modifier l’étiquette',
    createButton: 'Créer',
    saveButton: 'Enregistrer',
    saving: 'Enregistrement...',
    nameLabel: 'Nom',
    descriptionLabel: 'Description',
    deleteTitle: 'Supprimer l’étiquette',
    deleteConfirm: 'Voulez-vous vraiment supprimer cette étiquette ? Cette action est irréversible.',
    fetchFailed: 'Impossible de récupérer les étiquettes.',
    saveFailed: 'Impossible d’enregistrer l’étiquette.',
    deleteFailed: 'Impossible de supprimer l’étiquette.',
    created: 'Étiquette créée.',
    updated: 'Étiquette enregistrée.',
    deleted: 'Étiquette supprimée.',
  },
};

/** The tags feature's French catalogue, under the one top-level key `tags`. */
export const tagsFr = { tags: fr };
