import type { TagsTexts } from './i18n.ts';

/** The Spanish texts of the tags feature (same keys as `./i18n.ts`), loaded only when Spanish is shown. */
const es: TagsTexts = {
  picker: {
    tagsLabel: 'Etiquetas',
    filterTags: 'Filtrar etiquetas',
    noTagsYet: 'Aún no hay etiquetas.',
    newTag: 'Nueva etiqueta',
    quickCreateTag: 'Crear una etiqueta',
    name: 'Nombre',
    descriptionOptional: 'Descripción (opcional)',
    addTag: 'Añadir etiqueta',
  },
  page: {
    title: 'Gestionar etiquetas',
    subtitle: 'Crea, edita y organiza las etiquetas de los cuestionarios',
    create: 'Crear etiqueta',
    caption: 'Etiquetas',
    name: 'Nombre',
    description: 'Descripción',
    actions: 'Acciones',
    edit: 'Editar',
    delete: 'Eliminar',
    editLabel: 'Editar la etiqueta {{name}}',
    deleteLabel: 'Eliminar la etiqueta {{name}}',
    showing: 'Mostrando {{shown}} de {{total}} etiquetas',
    available: '{{count}} etiqueta(s) disponible(s)',
    empty: 'No se han encontrado etiquetas.',
    showMore: 'Mostrar 5 más',
    newTitle: 'Nueva etiqueta',
    editTitle: 'Editar etiqueta',
    createButton: 'Crear',
    saveButton: 'Guardar',
    saving: 'Guardando...',
    nameLabel: 'Nombre',
    descriptionLabel: 'Descripción',
    deleteTitle: 'Eliminar etiqueta',
    deleteConfirm: '¿Seguro que quieres eliminar esta etiqueta? Esta acción no se puede deshacer.',
    fetchFailed: 'No se han podido obtener las etiquetas.',
    saveFailed: 'No se ha podido guardar la etiqueta.',
    deleteFailed: 'No se ha podido eliminar la etiqueta.',
    created: 'Etiqueta creada.',
    updated: 'Etiqueta guardada.',
    deleted: 'Etiqueta eliminada.',
  },
};

/** The tags feature's Spanish catalogue, under the one top-level key `tags`. */
export const tagsEs = { tags: es };
