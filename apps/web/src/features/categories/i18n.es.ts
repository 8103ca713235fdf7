import type { CategoriesTexts } from './i18n.ts';

/** The Spanish texts of the categories feature (same keys as `./i18n.ts`), loaded only when Spanish is shown. */
const es: CategoriesTexts = {
  picker: {
    categoryLabel: 'Categoría',
    noCategory: 'Sin categoría',
    newCategory: 'Nueva categoría',
    quickCreateCategory: 'Crear una categoría',
    name: 'Nombre',
    descriptionOptional: 'Descripción (opcional)',
    addCategory: 'Añadir categoría',
  },
  page: {
    title: 'Gestionar categorías',
    subtitle: 'Crea, edita y organiza las categorías de los cuestionarios',
    create: 'Crear categoría',
    caption: 'Categorías',
    name: 'Nombre',
    description: 'Descripción',
    actions: 'Acciones',
    edit: 'Editar',
    delete: 'Eliminar',
    editLabel: 'Editar la categoría {{name}}',
    deleteLabel: 'Eliminar la categoría {{name}}',
    showing: 'Mostrando {{shown}} de {{total}} categorías',
    available: '{{count}} categoría(s) disponible(s)',
    empty: 'No se han encontrado categorías.',
    showMore: 'Mostrar 5 más',
    newTitle: 'Nueva categoría',
    editTitle: 'Editar categoría',
    createButton: 'Crear',
    saveButton: 'Guardar',
    saving: 'Guardando...',
    nameLabel: 'Nombre',
    descriptionLabel: 'Descripción',
    deleteTitle: 'Eliminar categoría',
    deleteConfirm: '¿Seguro que quieres eliminar esta categoría? Esta acción no se puede deshacer.',
    adminOnly: 'Solo los administradores pueden crear, editar o eliminar categorías.',
    fetchFailed: 'No se han podido obtener las categorías',
    saveFailed: 'No se ha podido guardar la categoría',
    deleteFailed: 'No se ha podido eliminar la categoría',
    created: 'Categoría creada.',
    updated: 'Categoría guardada.',
    deleted: 'Categoría eliminada.',
  },
};

/** The categories feature's Spanish catalogue, under the one top-level key `categories`. */
export const categoriesEs = { categories: es };
