import type {
  Difficulty,
  ExportDateRange,
  ExportFormat,
  Leaderboard,
  Page,
  QuizAnalytics,
  QuizDetail,
  QuizListScope,
  QuizResultSummary,
  QuizStatus,
  Quiz,
  QuizUpdateBody,
} from '@quizmaker/contracts';
import { QUIZ_SORT_OPTIONS } from '@quizmaker/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { download, request } from './http.ts';

export type QuizSortOption = keyof typeof QUIZ_SORT_OPTIONS;

/** What the list screens ask the server for (api.md "Lists"): everything filters, sorts and pages there. */
export interface QuizListParams {
  scope: QuizListScope;
  /** 0-based, as the API pages. */
  page: number;
  size: number;
  sort: QuizSortOption;
  search?: string | undefined;
  difficulty?: readonly Difficulty[] | undefined;
  status?: readonly QuizStatus[] | undefined;
  categoryId?: readonly string[] | undefined;
  tagId?: readonly string[] | undefined;
  minTime?: number | undefined;
  maxTime?: number | undefined;
}

/**
 * The one key factory of quiz queries: the taking screens, the authoring screens and the analytics
 * page all cache GET /v1/quizzes/{id} under `detail(id)`, so a save in one shows in the others.
 */
export const quizKeys = {
  all: ['quizzes'] as const,
  lists: () => [...quizKeys.all, 'list'] as const,
  list: (params: QuizListParams) => [...quizKeys.lists(), params] as const,
  details: () => [...quizKeys.all, 'detail'] as const,
  detail: (id: string) => [...quizKeys.details(), id] as const,
  summary: (id: string) => [...quizKeys.all, 'summary', id] as const,
  /** Every page size of one quiz's leaderboard. */
  leaderboards: (id: string) => [...quizKeys.all, 'leaderboard', id] as const,
  leaderboard: (id: string, top: number) => [...quizKeys.leaderboards(id), top] as const,
  /** Every period of one quiz's analytics. */
  analyticsOf: (id: string) => [...quizKeys.all, 'analytics', id] as const,
  analytics: (id: string, days: number) => [...quizKeys.analyticsOf(id), days] as const,
  filterOptions: () => [...quizKeys.all, 'filter-options'] as const,
};

/** GET /v1/config/features: the app's all-off-on-failure flags and, apart, the flags as the server sent them. */
export const configKeys = {
  all: ['config'] as const,
  features: () => [...configKeys.all, 'features'] as const,
  featuresAsServed: () => [...configKeys.all, 'features-as-served'] as const,
};

const path = (id: string) => `/v1/quizzes/${encodeURIComponent(id)}`;

/** GET /v1/quizzes with scope, search, filters, sort and page; the previous page stays on screen while the next loads. */
export const quizListQuery = (params: QuizListParams) =>
  queryOptions({
    queryKey: quizKeys.list(params),
    queryFn: ({ signal }) =>
      request<Page<Quiz>>('/v1/quizzes', {
        signal,
        query: {
          scope: params.scope,
          page: params.page,
          size: params.size,
          sort: QUIZ_SORT_OPTIONS[params.sort],
          search: params.search,
          difficulty: params.difficulty,
          status: params.status,
          categoryId: params.categoryId,
          tagId: params.tagId,
          minTime: params.minTime,
          maxTime: params.maxTime,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** Quiz detail is fresh for 2 minutes (spec 3 section 9). */
export const QUIZ_DETAIL_STALE_MS = 2 * 60_000;

export const quizDetailQuery = (id: string) =>
  queryOptions({
    queryKey: quizKeys.detail(id),
    queryFn: () => request<QuizDetail>(path(id), { area: 'quizzes' }),
    staleTime: QUIZ_DETAIL_STALE_MS,
  });

/** Completed-attempt statistics of a quiz (owner, moderators, admins). */
export const quizSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: quizKeys.summary(id),
    queryFn: () => request<QuizResultSummary>(`${path(id)}/results/summary`, { area: 'results' }),
  });

export const LEADERBOARD_TOP = 10;
/** Show All asks for this many entries. */
export const LEADERBOARD_ALL = 1000;

export const leaderboardQuery = (id: string, top = LEADERBOARD_TOP) =>
  queryOptions({
    queryKey: quizKeys.leaderboard(id, top),
    queryFn: () => request<Leaderboard>(`${path(id)}/leaderboard`, { area: 'results', query: { top } }),
    placeholderData: keepPreviousData,
  });

export const ANALYTICS_DAYS = 7;

export const quizAnalyticsQuery = (id: string, days = ANALYTICS_DAYS) =>
  queryOptions({
    queryKey: quizKeys.analytics(id, days),
    queryFn: () => request<QuizAnalytics>(`${path(id)}/analytics`, { area: 'results', query: { days } }),
  });

export interface NamedOption {
  id: string;
  name: string;
}

/** Categories and tags for the Filters dropdown (names only; the server's lists are small). */
export const quizFilterOptionsQuery = () =>
  queryOptions({
    queryKey: quizKeys.filterOptions(),
    queryFn: async () => {
      const [categories, tags] = await Promise.all([
        request<Page<NamedOption>>('/v1/categories', { query: { page: 0, size: 1000, sort: 'name,asc' } }),
        request<Page<NamedOption>>('/v1/tags', { query: { page: 0, size: 1000, sort: 'name,asc' } }),
      ]);
      return {
        categories: categories.content.map(({ id, name }) => ({ id, name })),
        tags: tags.content.map(({ id, name }) => ({ id, name })),
      };
    },
  });

/** DELETE /v1/quizzes/{id}; the lists refetch. */
export function useDeleteQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<undefined>(path(id), { area: 'quizzes', method: 'DELETE' }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: quizKeys.detail(id) });
      void client.invalidateQueries({ queryKey: quizKeys.lists() });
    },
  });
}

/**
 * Bulk delete as the spec's client does it: one DELETE per id, in parallel. Resolves with the ids
 * that failed (empty when all went); the lists refetch either way.
 */
export function useDeleteQuizzes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const outcomes = await Promise.allSettled(
        ids.map((id) => request<undefined>(path(id), { area: 'quizzes', method: 'DELETE' })),
      );
      return ids.filter((_id, index) => outcomes[index]?.status === 'rejected');
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: quizKeys.lists() });
    },
  });
}

/** PATCH /v1/quizzes/{id} (the Management tab's settings). */
export function useUpdateQuiz(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizUpdateBody) => request<QuizDetail>(path(id), { area: 'quizzes', method: 'PATCH', body }),
    onSuccess: (quiz) => {
      client.setQueryData(quizKeys.detail(id), quiz);
      void client.invalidateQueries({ queryKey: quizKeys.lists() });
    },
  });
}

/** Feature flags of spec 1 (all off by default). */
export interface FeatureFlags {
  advancedAnalytics: boolean;
}
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = { advancedAnalytics: false };

/**
 * GET /v1/config/features. Any failure (including a server that does not offer the call) means the
 * defaults, all off, as spec 1 says; it is asked once per session.
 */
export const featureFlagsQuery = () =>
  queryOptions({
    queryKey: configKeys.features(),
    queryFn: async (): Promise<FeatureFlags> => {
      try {
        const flags = await request<Partial<FeatureFlags>>('/v1/config/features');
        return { ...DEFAULT_FEATURE_FLAGS, ...flags };
      } catch {
        return DEFAULT_FEATURE_FLAGS;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export interface ExportRequest {
  format: ExportFormat;
  includeCorrectAnswers: boolean;
  includeStatistics: boolean;
  includeLeaderboard: boolean;
  includeUserDetails: boolean;
  dateRange: ExportDateRange;
  from?: string | undefined;
  to?: string | undefined;
}

/** The file name of spec 3: the title lower-cased with every non-alphanumeric as '_', then '_results.{ext}'. */
export const exportFileName = (title: string, format: ExportFormat) =>
  `${title.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_results.${format}`;

/** GET /v1/results/export/{quizId} as a file (a 401 renews the session once, as every call does). */
export async function downloadQuizResults(quizId: string, options: ExportRequest): Promise<Blob> {
  const { blob } = await download(`/v1/results/export/${encodeURIComponent(quizId)}`, {
    area: 'results',
    query: {
      format: options.format,
      includeCorrectAnswers: String(options.includeCorrectAnswers),
      includeStatistics: String(options.includeStatistics),
      includeLeaderboard: String(options.includeLeaderboard),
      includeUserDetails: String(options.includeUserDetails),
      dateRange: options.dateRange,
      from: options.dateRange === 'custom' ? options.from : undefined,
      to: options.dateRange === 'custom' ? options.to : undefined,
    },
  });
  return blob;
}

/** Hands a downloaded file to the browser under `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
