import type { Category, CategoryBody, Page } from '@quizmaker/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './http.ts';
import { METADATA_GC_MS, METADATA_STALE_MS } from './tags.ts';

/** The categories screen fetches 100 (spec 2 section 7); pickers fetch 1000. */
export const CATEGORY_SCREEN_SIZE = 100;
export const CATEGORY_PICKER_SIZE = 1000;

export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  list: (size: number) => [...categoryKeys.lists(), { size }] as const,
};

/** GET /v1/categories?page=0&size=N&sort=name,asc. */
export const categoryListQuery = (size: number = CATEGORY_SCREEN_SIZE) =>
  queryOptions({
    queryKey: categoryKeys.list(size),
    queryFn: () => request<Page<Category>>('/v1/categories', { query: { page: 0, size, sort: 'name,asc' } }),
    staleTime: METADATA_STALE_MS,
    gcTime: METADATA_GC_MS,
  });

/** Create (no id) or update a category (admins only on the server); the form is sent trimmed. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: CategoryBody }) => {
      const trimmed = { name: body.name.trim(), description: body.description?.trim() || null };
      return id
        ? request<Category>(`/v1/categories/${encodeURIComponent(id)}`, { method: 'PATCH', body: trimmed }).then(
            (category) => category.id,
          )
        : request<{ categoryId: string }>('/v1/categories', { method: 'POST', body: trimmed }).then(
            (created) => created.categoryId,
          );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<undefined>(`/v1/categories/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
