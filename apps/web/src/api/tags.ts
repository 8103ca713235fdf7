import type { Page, Tag, TagBody } from '@quizmaker/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './http.ts';

/** Metadata (tags, categories) is fresh for 15 minutes and kept 30 (spec 2 section 9). */
export const METADATA_STALE_MS = 15 * 60_000;
export const METADATA_GC_MS = 30 * 60_000;
/** The tags screen fetches 100 (spec 2 section 7); pickers fetch 1000. */
export const TAG_SCREEN_SIZE = 100;
export const TAG_PICKER_SIZE = 1000;

export const tagKeys = {
  all: ['tags'] as const,
  lists: () => [...tagKeys.all, 'list'] as const,
  list: (size: number) => [...tagKeys.lists(), { size }] as const,
};

/** GET /v1/tags?page=0&size=N, sorted by name. */
export const tagListQuery = (size: number = TAG_SCREEN_SIZE) =>
  queryOptions({
    queryKey: tagKeys.list(size),
    queryFn: () => request<Page<Tag>>('/v1/tags', { query: { page: 0, size, sort: 'name,asc' } }),
    staleTime: METADATA_STALE_MS,
    gcTime: METADATA_GC_MS,
  });

/** Create (no id) or update a tag; the form is sent trimmed. Every tag list refreshes afterwards. */
export function useSaveTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: TagBody }) => {
      const trimmed = { name: body.name.trim(), description: body.description?.trim() || null };
      return id
        ? request<Tag>(`/v1/tags/${encodeURIComponent(id)}`, { method: 'PATCH', body: trimmed }).then((tag) => tag.id)
        : request<{ tagId: string }>('/v1/tags', { method: 'POST', body: trimmed }).then((created) => created.tagId);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.all }),
  });
}

export function useDeleteTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<undefined>(`/v1/tags/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagKeys.all }),
  });
}
