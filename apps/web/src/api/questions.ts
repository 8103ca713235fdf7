import type {
  Page,
  Question,
  QuestionCreateBody,
  QuestionSource,
  QuestionType,
  QuestionUpdateBody,
} from '@quizmaker/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './errors.ts';
import { request } from './http.ts';

/** The questions screen's page size; the quiz editor reads a quiz's questions 50 at a time, at most 200 pages (spec 2 sections 7 and 9). */
export const QUESTION_PAGE_SIZE = 20;
export const QUIZ_QUESTIONS_PAGE_SIZE = 50;
export const QUIZ_QUESTIONS_PAGE_CAP = 200;
/** The question bank picker reads the author's newest questions, at most this many. */
export const QUESTION_BANK_SIZE = 500;

/** The create body as the form sends it: content is the type's JSON, checked by the server. */
export type QuestionCreateRequest = Omit<QuestionCreateBody, 'content'> & { content: unknown };

export interface QuestionListParams {
  page: number;
  size: number;
  type?: QuestionType | undefined;
  /** Words of the question text, searched on the server. */
  search?: string | undefined;
}

export const questionKeys = {
  all: ['questions'] as const,
  lists: () => [...questionKeys.all, 'list'] as const,
  list: (params: QuestionListParams) => [...questionKeys.lists(), params] as const,
  bank: (type: QuestionType | undefined) => [...questionKeys.lists(), 'bank', type ?? 'ALL'] as const,
  ofQuiz: (quizId: string) => [...questionKeys.all, 'quiz', quizId] as const,
  byIds: (ids: readonly string[]) => [...questionKeys.all, 'ids', ids] as const,
  details: () => [...questionKeys.all, 'detail'] as const,
  detail: (id: string) => [...questionKeys.details(), id] as const,
  source: (id: string) => [...questionKeys.detail(id), 'source'] as const,
};

const listPage = (query: Record<string, string | number | undefined>) =>
  request<Page<Question>>('/v1/questions', { query });

/** The caller's own questions, one page (GET /v1/questions?pageNumber=&size=). */
export const questionListQuery = (params: QuestionListParams) =>
  queryOptions({
    queryKey: questionKeys.list(params),
    queryFn: () =>
      listPage({
        pageNumber: params.page,
        size: params.size,
        type: params.type,
        search: params.search,
        sort: 'createdAt,desc',
      }),
    placeholderData: keepPreviousData,
  });

/** The author's question bank for the "add existing" picker: newest first, one server call, filtered by type on the server. */
export const questionBankQuery = (type: QuestionType | undefined) =>
  queryOptions({
    queryKey: questionKeys.bank(type),
    queryFn: async () =>
      (await listPage({ pageNumber: 0, size: QUESTION_BANK_SIZE, type, sort: 'createdAt,desc' })).content,
  });

/**
 * Every question of a quiz in quiz order: pages of 50 until a page is short, at most 200 pages
 * (spec 2 section 7).
 */
export async function fetchQuizQuestions(quizId: string): Promise<Question[]> {
  const all: Question[] = [];
  for (let page = 0; page < QUIZ_QUESTIONS_PAGE_CAP; page += 1) {
    const result = await listPage({ quizId, pageNumber: page, size: QUIZ_QUESTIONS_PAGE_SIZE });
    all.push(...result.content);
    if (result.content.length < QUIZ_QUESTIONS_PAGE_SIZE) {
      break;
    }
  }
  return all;
}

export const quizQuestionsQuery = (quizId: string) =>
  queryOptions({ queryKey: questionKeys.ofQuiz(quizId), queryFn: () => fetchQuizQuestions(quizId), staleTime: 0 });

/**
 * Questions by id, for a quiz not saved yet: each loaded on its own, failures left out (spec 2
 * section 7); when none of them loads, the query fails, so the screen says so instead of showing
 * an empty list.
 */
export const questionsByIdsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: questionKeys.byIds(ids),
    queryFn: async () => {
      const results = await Promise.allSettled(
        ids.map((id) => request<Question>(`/v1/questions/${encodeURIComponent(id)}`)),
      );
      const loaded = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failure = results.find((result) => result.status === 'rejected');
      if (loaded.length === 0 && failure) {
        throw failure.reason;
      }
      return loaded;
    },
    placeholderData: keepPreviousData,
  });

export const questionQuery = (id: string) =>
  queryOptions({
    queryKey: questionKeys.detail(id),
    queryFn: () => request<Question>(`/v1/questions/${encodeURIComponent(id)}`),
    staleTime: 0,
  });

/**
 * GET /v1/questions/{id}/source: the document passage a generated question rests on. Hand-written
 * questions have none (404), which reads as null.
 */
export const questionSourceQuery = (id: string) =>
  queryOptions({
    queryKey: questionKeys.source(id),
    queryFn: async (): Promise<QuestionSource | null> => {
      try {
        return await request<QuestionSource>(`/v1/questions/${encodeURIComponent(id)}/source`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return null;
        }
        throw error;
      }
    },
    retry: false,
  });

/** POST /v1/questions (the form plus quizIds); answers the new id. */
export function useCreateQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionCreateRequest) =>
      request<{ questionId: string }>('/v1/questions', { method: 'POST', body }).then((created) => created.questionId),
    onSuccess: () => client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

/** PATCH /v1/questions/{id} with the full form. */
export function useUpdateQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestionUpdateBody }) =>
      request<Question>(`/v1/questions/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSuccess: (question) => {
      client.setQueryData(questionKeys.detail(question.id), question);
      return client.invalidateQueries({ queryKey: questionKeys.all });
    },
  });
}

export function useDeleteQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<undefined>(`/v1/questions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
