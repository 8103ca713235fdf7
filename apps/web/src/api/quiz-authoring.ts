import type { QuizCreateBody, QuizDetail, QuizStatusChange, QuizUpdateBody } from '@quizmaker/contracts';
import { hashKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './http.ts';
import { questionKeys } from './questions.ts';
import { quizDetailQuery, quizKeys } from './quizzes.ts';

/**
 * GET /v1/quizzes/{id}: the quiz with its question ids in order, in the same cache entry as the quiz
 * detail screen's, but always re-read when the editor opens.
 */
export const quizForEditQuery = (id: string) => queryOptions({ ...quizDetailQuery(id), staleTime: 0 });

const quizPath = (id: string, rest = '') => `/v1/quizzes/${encodeURIComponent(id)}${rest}`;

/** Writes a fresh quiz into the cache and refreshes every other quiz query. */
function useQuizWritten() {
  const client = useQueryClient();
  return (quiz: QuizDetail) => {
    const written = quizKeys.detail(quiz.id);
    client.setQueryData(written, quiz);
    void client.invalidateQueries({
      queryKey: quizKeys.all,
      predicate: (query) => query.queryHash !== hashKey(written),
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
    onSuccess: () => client.invalidateQueries({ queryKey: quizKeys.all }),
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
