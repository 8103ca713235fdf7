/** Strings of the /tags screen and the tag picker. Loaded with its routes under `tags`. */
const en = {
  picker: {
    tagsLabel: 'Tags',
    filterTags: 'Filter tags',
    noTagsYet: 'No tags yet.',
    newTag: 'New tag',
    quickCreateTag: 'Create a tag',
    name: 'Name',
    descriptionOptional: 'Description (optional)',
    addTag: 'Add Tag',
  },
  page: {
    title: 'Manage Tags',
    subtitle: 'Create, edit, and organize quiz tags',
    create: 'Create Tag',
    caption: 'Tags',
    name: 'Name',
    description: 'Description',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    editLabel: 'Edit tag {{name}}',
    deleteLabel: 'Delete tag {{name}}',
    showing: 'Showing {{shown}} of {{total}} tags',
    available: '{{count}} tag(s) available',
    empty: 'No tags found.',
    showMore: 'Show 5 More',
    newTitle: 'New Tag',
    editTitle: 'Edit Tag',
    createButton: 'Create',
    saveButton: 'Save',
    saving: 'Saving...',
    nameLabel: 'Name',
    descriptionLabel: 'Description',
    deleteTitle: 'Delete Tag',
    deleteConfirm: 'Are you sure you want to delete this tag? This action cannot be undone.',
    fetchFailed: 'Failed to fetch tags.',
    saveFailed: 'Failed to save tag.',
    deleteFailed: 'Failed to delete tag.',
    created: 'Tag created.',
    updated: 'Tag saved.',
    deleted: 'Tag deleted.',
  },
};

/** The English texts of this feature; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type TagsTexts = typeof en;

/** The tags feature's English catalogue, under the one top-level key `tags` (loaded with the routes that show it). */
export const tagsEn = { tags: en };
