import type { CategoriesTexts } from './i18n.ts';

/** The French texts of the categories feature (same keys as `./i18n.ts`), loaded only when French is shown. */
const fr: CategoriesTexts = {
  picker: {
    categoryLabel: 'Catégorie',
    noCategory: 'Aucune catégorie',
    newCategory: 'Nouvelle catégorie',
    quickCreateCategory: 'Créer une catégorie',
    name: 'Nom',
    descriptionOptional: 'Description (facultatif)',
    addCategory: 'Ajouter la catégorie',
  },
  page: {
    title: 'Gérer les catégories',
    subtitle: 'Créez, modifiez et organisez les catégories de quiz',
    create: 'Créer une catégorie',
    caption: 'Catégories',
    name: 'Nom',
    description: 'Description',
    actions: 'Actions',
    edit: 'Modifier',
    delete: 'Supprimer',
    editLabel: 'Modifier la catégorie {{name}}',
    deleteLabel: 'Supprimer la catégorie {{name}}',
    showing: '{{shown}} catégories affichées sur {{total}}',
    available: '{{count}} catégorie(s) disponible(s)',
    empty: 'Aucune catégorie trouvée.',
    showMore: 'Afficher 5 de plus',
    newTitle: 'Nouvelle catégorie',
    editTitle: 'Modifier la catégorie',
    createButton: 'Créer',
    saveButton: 'Enregistrer',
    saving: 'Enregistrement...',
    nameLabel: 'Nom',
    descriptionLabel: 'Description',
    deleteTitle: 'Supprimer la catégorie',
    deleteConfirm: 'Voulez-vous vraiment supprimer cette catégorie ? Cette action est irréversible.',
    adminOnly: 'Seuls les administrateurs peuvent créer, modifier ou supprimer des catégories.',
    fetchFailed: 'Impossible de récupérer les catégories',
    saveFailed: 'Impossible d’enregistrer la catégorie',
    deleteFailed: 'Impossible de supprimer la catégorie',
    created: 'Catégorie créée.',
    updated: 'Catégorie enregistrée.',
    deleted: 'Catégorie supprimée.',
  },
};

/** The categories feature's French catalogue, under the one top-level key `categories`. */
export const categoriesFr = { categories: fr };
