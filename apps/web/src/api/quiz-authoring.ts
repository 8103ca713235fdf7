import type { QuizCreateBody, QuizDetail, QuizStatusChange, QuizUpdateBody } from '@quizmaker/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './http.ts';
import { questionKeys } from './questions.ts';

/**
 * Keys of the authoring side of quizzes. They sit under ['quizzes'] so that a save here also
 * refreshes every quiz list and detail the taking screens keep under the same root.
 */
export const quizAuthoringKeys = {
  root: ['quizzes'] as const,
  all: ['quizzes', 'authoring'] as const,
  detail: (id: string) => [...quizAuthoringKeys.all, 'detail', id] as const,
};

/** GET /v1/quizzes/{id}: the quiz with its question ids in order (always re-read when the editor opens). */
export const quizForEditQuery = (id: string) =>
  queryOptions({
    queryKey: quizAuthoringKeys.detail(id),
    queryFn: () => request<QuizDetail>(`/v1/quizzes/${encodeURIComponent(id)}`, { area: 'quizzes' }),
    staleTime: 0,
  });

const quizPath = (id: string, rest = '') => `/v1/quizzes/${encodeURIComponent(id)}${rest}`;

/** Writes a fresh quiz into the cache and refreshes every other quiz query. */
function useQuizWritten() {
  const client = useQueryClient();
  return (quiz: QuizDetail) => {
    client.setQueryData(quizAuthoringKeys.detail(quiz.id), quiz);
    void client.invalidateQueries({
      queryKey: quizAuthoringKeys.root,
      predicate: (query) => query.queryKey[2] !== quiz.id,
    });
  };
}

/** POST /v1/quizzes; answers the new quiz's id. */
export function useCreateQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizCreateBody) =>
      request<{ quizId: string }>('/v1/quizzes', { area: 'quizzes', method: 'POST', body }).then(
        (created) => created.quizId,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: quizAuthoringKeys.root }),
  });
}

/** PATCH /v1/quizzes/{id}. */
export function useUpdateQuiz() {
  const written = useQuizWritten();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuizUpdateBody }) =>
      request<QuizDetail>(quizPath(id), { area: 'quizzes', method: 'PATCH', body }),
    onSuccess: written,
  });
}

/** PATCH /v1/quizzes/{id}/status. */
export function useSetQuizStatus() {
  const written = useQuizWritten();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: QuizStatusChange }) =>
      request<QuizDetail>(quizPath(id, '/status'), { area: 'quizzes', method: 'PATCH', body: { status } }),
    onSuccess: written,
  });
}

/** PUT /v1/quizzes/{id}/questions: the quiz's questions become exactly this list, in this order. */
export function useSetQuizQuestions() {
  const written = useQuizWritten();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, questionIds }: { id: string; questionIds: string[] }) =>
      request<QuizDetail>(quizPath(id, '/questions'), { area: 'quizzes', method: 'PUT', body: { questionIds } }),
    onSuccess: (quiz) => {
      written(quiz);
      void client.invalidateQueries({ queryKey: questionKeys.ofQuiz(quiz.id) });
    },
  });
}

/** DELETE /v1/quizzes/{id}. */
export function useDeleteQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<void>(quizPath(id), { area: 'quizzes', method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: quizAuthoringKeys.root }),
  });
}
