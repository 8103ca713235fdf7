import type { CategoryCreated, Page, TagCreated, TaxonomyTerm } from '@quizmaker/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './http.ts';

/** Metadata (tags, categories) is fresh for 15 minutes and kept 30 (spec 2 section 9). */
const METADATA_STALE_MS = 15 * 60_000;
const METADATA_GC_MS = 30 * 60_000;

/** The form both resources take (their contracts' body); the client sends it trimmed, an empty description as null. */
interface TermForm {
  name: string;
  description: string | null;
}

/** What a create answers, per resource. */
interface CreatedAnswers {
  tags: TagCreated;
  categories: CategoryCreated;
}

/** A save: an update when it names the term, else a create. */
export interface TermSave {
  id?: string | undefined;
  body: TermForm;
}

/**
 * The client of one taxonomy resource (`/v1/tags`, `/v1/categories`): its key factory, the list query
 * (the first page of `size`, sorted by name) and the save and delete mutations, which refresh every list
 * of that resource. `idOfCreated` reads the new id from a create's answer (`tagId`, `categoryId`).
 */
export function taxonomyClient<Resource extends keyof CreatedAnswers>(
  resource: Resource,
  idOfCreated: (created: CreatedAnswers[Resource]) => string,
) {
  const path = `/v1/${resource}`;
  const keys = {
    all: [resource] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (size: number) => [...keys.lists(), { size }] as const,
  };

  const listQuery = (size: number) =>
    queryOptions({
      queryKey: keys.list(size),
      queryFn: () => request<Page<TaxonomyTerm>>(path, { query: { page: 0, size, sort: 'name,asc' } }),
      staleTime: METADATA_STALE_MS,
      gcTime: METADATA_GC_MS,
    });

  /** Create (no id) or update; resolves to the term's id. */
  function useSave() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ id, body }: TermSave) => {
        const trimmed = { name: body.name.trim(), description: body.description?.trim() || null };
        return id
          ? request<TaxonomyTerm>(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body: trimmed }).then(
              (term) => term.id,
            )
          : request<CreatedAnswers[Resource]>(path, { method: 'POST', body: trimmed }).then(idOfCreated);
      },
      onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
    });
  }

  function useDelete() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (id: string) => request<undefined>(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
    });
  }

  return { keys, listQuery, useSave, useDelete };
}
