import { taxonomyClient } from './taxonomy.ts';

/** The tags screen fetches 100 (spec 2 section 7); pickers fetch 1000. */
export const TAG_SCREEN_SIZE = 100;
export const TAG_PICKER_SIZE = 1000;

const tags = taxonomyClient('tags', (created) => created.tagId);

/** GET /v1/tags?page=0&size=N, sorted by name. */
export const tagListQuery = (size: number = TAG_SCREEN_SIZE) => tags.listQuery(size);

/** Create (no id) or update a tag; the form is sent trimmed. Every tag list refreshes afterwards. */
export const useSaveTag = tags.useSave;

export const useDeleteTag = tags.useDelete;
