import { taxonomyClient } from './taxonomy.ts';

/** The categories screen fetches 100 (spec 2 section 7); pickers fetch 1000. */
export const CATEGORY_SCREEN_SIZE = 100;
export const CATEGORY_PICKER_SIZE = 1000;

const categories = taxonomyClient('categories', (created) => created.categoryId);

/** GET /v1/categories?page=0&size=N&sort=name,asc. */
export const categoryListQuery = (size: number = CATEGORY_SCREEN_SIZE) => categories.listQuery(size);

/** Create (no id) or update a category (admins only on the server); the form is sent trimmed. */
export const useSaveCategory = categories.useSave;

export const useDeleteCategory = categories.useDelete;
