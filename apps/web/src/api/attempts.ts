import type {
  AnswerResult,
  Attempt,
  AttemptDetail,
  AttemptMode,
  AttemptQuestion,
  AttemptResult,
  AttemptStarted,
  AttemptStats,
  AttemptStatusResult,
  BatchAnswerResult,
  CurrentQuestion,
  Page,
} from '@quizmaker/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request, type RequestOptions } from './http.ts';
import { quizKeys } from './quizzes.ts';

/** Active attempts fetched for My Quizzes (spec 3 section 9: fetch 50, show 3). */
export const ACTIVE_ATTEMPTS_FETCHED = 50;
export const ACTIVE_STATUSES = ['IN_PROGRESS', 'PAUSED'] as const;

export const attemptKeys = {
  all: ['attempts'] as const,
  lists: () => [...attemptKeys.all, 'list'] as const,
  active: (quizId?: string) => [...attemptKeys.lists(), 'active', quizId ?? 'all'] as const,
  anyExists: () => [...attemptKeys.lists(), 'any'] as const,
  detail: (id: string) => [...attemptKeys.all, 'detail', id] as const,
  questions: (id: string) => [...attemptKeys.all, 'questions', id] as const,
  results: (id: string) => [...attemptKeys.all, 'results', id] as const,
  /** The one-by-one screen's first question (never cached: the server's position is the truth). */
  currentQuestion: (id: string) => [...attemptKeys.all, 'current', id] as const,
  /** The attempt screen's opening flow: resume the named or active attempt, else start one. */
  opening: (quizId: string, attemptId: string | null, mode: string | null) =>
    [...attemptKeys.all, 'open', quizId, attemptId, mode] as const,
};

const path = (id: string) => `/v1/attempts/${encodeURIComponent(id)}`;

/** Attempt calls: their 409s read 'Conflict: {message}' (spec 3 section 8). */
const attemptRequest = <T>(target: string, options: RequestOptions = {}) =>
  request<T>(target, { area: 'attempts', ...options });

/** The caller's PAUSED and IN_PROGRESS attempts (of one quiz, or all), newest first. */
export const activeAttemptsQuery = (quizId?: string) =>
  queryOptions({
    queryKey: attemptKeys.active(quizId),
    queryFn: () =>
      attemptRequest<Page<Attempt>>('/v1/attempts', {
        query: { quizId, status: [...ACTIVE_STATUSES], page: 0, size: ACTIVE_ATTEMPTS_FETCHED, sort: 'startedAt,desc' },
      }),
    staleTime: 0,
  });

/** Whether the caller has any attempt at all (tells 'No existing attempts' from 'No active attempts'). */
export const anyAttemptQuery = () =>
  queryOptions({
    queryKey: attemptKeys.anyExists(),
    queryFn: async () =>
      (await attemptRequest<Page<Attempt>>('/v1/attempts', { query: { page: 0, size: 1 } })).totalElements > 0,
    staleTime: 0,
  });

/** The attempt's questions in its stable order (safe content only). */
export const attemptQuestionsQuery = (id: string) =>
  queryOptions({
    queryKey: attemptKeys.questions(id),
    queryFn: () => attemptRequest<AttemptQuestion[]>(`${path(id)}/questions`),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Results of a completed attempt. */
export const attemptResultsQuery = (id: string) =>
  queryOptions({
    queryKey: attemptKeys.results(id),
    queryFn: () => request<AttemptResult>(`${path(id)}/results`, { area: 'results' }),
    retry: false,
  });

/** The raw calls of an attempt, for the attempt screen's own flow. */
export const attemptsApi = {
  get: (id: string) => attemptRequest<AttemptDetail>(path(id)),
  start: (quizId: string, mode?: AttemptMode) =>
    attemptRequest<AttemptStarted>(`/v1/attempts/quizzes/${encodeURIComponent(quizId)}`, {
      method: 'POST',
      body: mode ? { mode } : {},
    }),
  active: (quizId: string) =>
    attemptRequest<Page<Attempt>>('/v1/attempts', {
      query: { quizId, status: [...ACTIVE_STATUSES], page: 0, size: 1, sort: 'startedAt,desc' },
    }),
  currentQuestion: (id: string) => attemptRequest<CurrentQuestion>(`${path(id)}/current-question`),
  questions: (id: string) => attemptRequest<AttemptQuestion[]>(`${path(id)}/questions`),
  answer: (id: string, questionId: string, response: unknown) =>
    attemptRequest<AnswerResult>(`${path(id)}/answers`, { method: 'POST', body: { questionId, response } }),
  batch: (id: string, answers: Array<{ questionId: string; response: unknown }>) =>
    attemptRequest<BatchAnswerResult>(`${path(id)}/answers/batch`, { method: 'POST', body: { answers } }),
  complete: (id: string) => attemptRequest<AttemptResult>(`${path(id)}/complete`, { method: 'POST' }),
  stats: (id: string) => attemptRequest<AttemptStats>(`${path(id)}/stats`),
  pause: (id: string) => attemptRequest<AttemptStatusResult>(`${path(id)}/pause`, { method: 'POST' }),
  resume: (id: string) => attemptRequest<AttemptStatusResult>(`${path(id)}/resume`, { method: 'POST' }),
  remove: (id: string) => attemptRequest<undefined>(path(id), { method: 'DELETE' }),
};

/** DELETE /v1/attempts/{id}; the attempt lists refetch. */
export function useDeleteAttempt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => attemptsApi.remove(id),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: attemptKeys.detail(id) });
      void client.invalidateQueries({ queryKey: attemptKeys.lists() });
    },
  });
}

/** After completion: the results are known, the lists and the quiz's statistics change. */
export function useAttemptCompleted() {
  const client = useQueryClient();
  return (result: AttemptResult) => {
    client.setQueryData(attemptKeys.results(result.attemptId), result);
    client.removeQueries({ queryKey: attemptKeys.detail(result.attemptId) });
    void client.invalidateQueries({ queryKey: attemptKeys.lists() });
    void client.invalidateQueries({ queryKey: quizKeys.summary(result.quizId) });
    void client.invalidateQueries({ queryKey: quizKeys.leaderboards(result.quizId) });
    void client.invalidateQueries({ queryKey: quizKeys.analyticsOf(result.quizId) });
  };
}
