/** Strings of the /categories screen and the category picker. Loaded with its routes under `categories`. */
const en = {
  picker: {
    categoryLabel: 'Category',
    noCategory: 'No category',
    newCategory: 'New category',
    quickCreateCategory: 'Create a category',
    name: 'Name',
    descriptionOptional: 'Description (optional)',
    addCategory: 'Add Category',
  },
  page: {
    title: 'Manage Categories',
    subtitle: 'Create, edit, and organize quiz categories',
    create: 'Create Category',
    caption: 'Categories',
    name: 'Name',
    description: 'Description',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    editLabel: 'Edit category {{name}}',
    deleteLabel: 'Delete category {{name}}',
    showing: 'Showing {{shown}} of {{total}} categories',
    available: '{{count}} category(ies) available',
    empty: 'No categories found.',
    showMore: 'Show 5 More',
    newTitle: 'New Category',
    editTitle: 'Edit Category',
    createButton: 'Create',
    saveButton: 'Save',
    saving: 'Saving...',
    nameLabel: 'Name',
    descriptionLabel: 'Description',
    deleteTitle: 'Delete Category',
    deleteConfirm: 'Are you sure you want to delete this category? This action cannot be undone.',
    adminOnly: 'Only administrators can create, edit or delete categories.',
    fetchFailed: 'Failed to fetch categories',
    saveFailed: 'Failed to save category',
    deleteFailed: 'Failed to delete category',
    created: 'Category created.',
    updated: 'Category saved.',
    deleted: 'Category deleted.',
  },
};

/** The English texts of this feature; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type CategoriesTexts = typeof en;

/** The categories feature's English catalogue, under the one top-level key `categories` (loaded with the routes that show it). */
export const categoriesEn = { categories: en };
