import type { Page } from '@quizmaker/contracts';
import { isApiError, type ErrorArea } from './errors.ts';
import { request, upload } from './http.ts';

type Query = Record<string, string | number | boolean | undefined | ReadonlyArray<string | number>>;

export interface ResourceClient<T, Create = Partial<T>, Update = Partial<T>> {
  list(query?: Query): Promise<Page<T>>;
  get(id: string): Promise<T>;
  create(body: Create): Promise<T>;
  update(id: string, body: Update): Promise<T>;
  patch(id: string, body: Partial<Update>): Promise<T>;
  remove(id: string): Promise<void>;
  search(query: Query): Promise<Page<T>>;
  bulkCreate(items: Create[]): Promise<T[]>;
  bulkUpdate(items: Array<Update & { id: string }>): Promise<T[]>;
  bulkDelete(ids: string[]): Promise<void>;
  /** HEAD on the item: true when it exists, false on 404. */
  exists(id: string): Promise<boolean>;
  count(query?: Query): Promise<number>;
  batch(ids: string[]): Promise<T[]>;
  /** Downloads the export as a file (600 s timeout). */
  export(query?: Query): Promise<Blob>;
  uploadFile(form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
}

/**
 * The generic resource client of spec 1 section 7 for any collection under /api: REST verbs on
 * `base` and `base/{id}`, plus `search`, `bulk`, `count`, `batch`, `export` and `upload` sub-paths.
 * Every call goes through the same session rule and error normalisation as the rest of the app.
 */
export function resourceClient<T, Create = Partial<T>, Update = Partial<T>>(
  base: string,
  area: ErrorArea = 'general',
): ResourceClient<T, Create, Update> {
  const item = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (query) => request<Page<T>>(base, { area, ...(query ? { query } : {}) }),
    get: (id) => request<T>(item(id), { area }),
    create: (body) => request<T>(base, { method: 'POST', body, area }),
    update: (id, body) => request<T>(item(id), { method: 'PUT', body, area }),
    patch: (id, body) => request<T>(item(id), { method: 'PATCH', body, area }),
    remove: (id) => request<undefined>(item(id), { method: 'DELETE', area }),
    search: (query) => request<Page<T>>(`${base}/search`, { area, query }),
    bulkCreate: (items) => request<T[]>(`${base}/bulk`, { method: 'POST', body: items, area }),
    bulkUpdate: (items) => request<T[]>(`${base}/bulk`, { method: 'PUT', body: items, area }),
    bulkDelete: (ids) => request<undefined>(`${base}/bulk`, { method: 'DELETE', body: { ids }, area }),
    exists: async (id) => {
      try {
        await request<undefined>(item(id), { method: 'HEAD', area });
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          return false;
        }
        throw error;
      }
    },
    count: async (query) =>
      (await request<{ count: number }>(`${base}/count`, { area, ...(query ? { query } : {}) })).count,
    batch: (ids) => request<T[]>(`${base}/batch`, { method: 'POST', body: { ids }, area }),
    export: (query) =>
      request<Blob>(`${base}/export`, { area, responseType: 'blob', timeout: 'long', ...(query ? { query } : {}) }),
    uploadFile: (form, onProgress) =>
      upload<T>(`${base}/upload`, form, { area, ...(onProgress ? { onProgress } : {}) }),
  };
}
