import type {
  ChunkingStrategy,
  Document,
  DocumentChunk,
  DocumentConfig,
  DocumentStatus,
  Page,
  StorageUsage,
} from '@quizmaker/contracts';
import { REPROCESS_DEFAULTS } from '@quizmaker/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request, upload } from './http.ts';

/** Documents list page size (spec 2 section 9). */
export const DOCUMENT_PAGE_SIZE = 10;
/** How often a list or viewer with a document being processed asks again. */
export const DOCUMENT_POLL_MS = 2_000;

export interface DocumentListParams {
  page: number;
  search?: string | undefined;
  status?: DocumentStatus | undefined;
}

export const documentKeys = {
  all: ['documents'] as const,
  config: () => [...documentKeys.all, 'config'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (params: DocumentListParams) => [...documentKeys.lists(), params] as const,
  details: () => [...documentKeys.all, 'detail'] as const,
  detail: (id: string) => [...documentKeys.details(), id] as const,
  chunks: (id: string) => [...documentKeys.detail(id), 'chunks'] as const,
  storage: () => [...documentKeys.all, 'storage'] as const,
};

const path = (id: string, rest = '') => `/documents/${encodeURIComponent(id)}${rest}`;
const isBusy = (status: DocumentStatus) => status === 'UPLOADED' || status === 'PROCESSING';

export const documentConfigQuery = () =>
  queryOptions({
    queryKey: documentKeys.config(),
    queryFn: () => request<DocumentConfig>('/documents/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /documents (page size 10, search, status); re-asked every 2 s while a listed document is being processed. */
export const documentListQuery = (params: DocumentListParams) =>
  queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: () =>
      request<Page<Document>>('/documents', {
        query: {
          page: params.page,
          size: DOCUMENT_PAGE_SIZE,
          search: params.search,
          status: params.status,
          sort: 'uploadedAt,desc',
        },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((document) => isBusy(document.status)) ? DOCUMENT_POLL_MS : false,
  });

/** GET /documents/{id}; re-asked every 2 s until processing has finished. */
export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: documentKeys.detail(id),
    queryFn: () => request<Document>(path(id)),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isBusy(query.state.data.status) ? DOCUMENT_POLL_MS : false),
  });

/** GET /v1/storage/usage: the caller's documents and images against their quota; refreshed with every document change. */
export const storageUsageQuery = () =>
  queryOptions({ queryKey: documentKeys.storage(), queryFn: () => request<StorageUsage>('/v1/storage/usage') });

export const documentChunksQuery = (id: string) =>
  queryOptions({ queryKey: documentKeys.chunks(id), queryFn: () => request<DocumentChunk[]>(path(id, '/chunks')) });

/** POST /documents/upload (multipart: file, chunkingStrategy, maxChunkSize) with upload progress. */
export function useUploadDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      chunkingStrategy,
      maxChunkSize,
      onProgress,
    }: {
      file: File;
      chunkingStrategy: ChunkingStrategy;
      maxChunkSize: number;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('chunkingStrategy', chunkingStrategy);
      form.append('maxChunkSize', String(maxChunkSize));
      form.append('file', file);
      return upload<Document>('/documents/upload', form, { onProgress });
    },
    onSuccess: (document) => {
      client.setQueryData(documentKeys.detail(document.id), document);
      return client.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
}

export function useDeleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<undefined>(path(id), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }),
  });
}

/** POST /documents/{id}/reprocess with the spec's settings (AUTO, 5000, storeChunks). */
export function useReprocessDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request<Document>(path(id, '/reprocess'), { method: 'POST', body: { ...REPROCESS_DEFAULTS, storeChunks: true } }),
    onSuccess: (document) => {
      client.setQueryData(documentKeys.detail(document.id), document);
      return client.invalidateQueries({ queryKey: documentKeys.all });
    },
  });
}
