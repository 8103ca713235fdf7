import type {
  GenerateFromDocumentBody,
  GenerateFromTextBody,
  GenerationJob,
  GenerationStarted,
  Page,
  QuizGenerationEstimate,
  QuizGenerationEstimateBody,
} from '@quizmaker/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, upload } from './http.ts';

/** Polling interval of a running job (spec 2 sections 4 and 9). */
export const GENERATION_POLL_MS = 5_000;
const FINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);
export const isFinalJob = (job: Pick<GenerationJob, 'status'>) => FINAL.has(job.status);

export const generationKeys = {
  all: ['generation'] as const,
  status: (jobId: string) => [...generationKeys.all, 'status', jobId] as const,
  jobs: () => [...generationKeys.all, 'jobs'] as const,
  estimate: (body: unknown) => [...generationKeys.all, 'estimate', body] as const,
};

/** Request bodies as the client sends them (before the server applies defaults). */
export type TextGenerationRequest = Partial<GenerateFromTextBody> & Pick<GenerateFromTextBody, 'text'>;
export type DocumentGenerationRequest = Partial<GenerateFromDocumentBody> &
  Pick<GenerateFromDocumentBody, 'documentId'>;
export type EstimateRequest = Partial<QuizGenerationEstimateBody>;

/** GET /v1/quizzes/generation-status/{jobId}, polled every 5 s until the job reaches a final state. */
export const generationStatusQuery = (jobId: string) =>
  queryOptions({
    queryKey: generationKeys.status(jobId),
    queryFn: () => request<GenerationJob>(`/v1/quizzes/generation-status/${encodeURIComponent(jobId)}`),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.error || (query.state.data && isFinalJob(query.state.data)) ? false : GENERATION_POLL_MS,
  });

/** GET /v1/quizzes/generation-jobs: the caller's jobs, newest first. */
export const generationJobsQuery = () =>
  queryOptions({
    queryKey: generationKeys.jobs(),
    queryFn: () =>
      request<Page<GenerationJob>>('/v1/quizzes/generation-jobs', {
        query: { page: 0, size: 100, sort: 'createdAt,desc' },
      }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.content.some((job) => !isFinalJob(job)) ? GENERATION_POLL_MS : false,
  });

/** POST /v1/billing/estimate/quiz-generation: the token cost of the same body the request will send. */
export function useGenerationEstimate(body: EstimateRequest | null) {
  return useQuery({
    queryKey: generationKeys.estimate(body),
    queryFn: () =>
      request<QuizGenerationEstimate>('/v1/billing/estimate/quiz-generation', {
        method: 'POST',
        body,
        area: 'billing',
      }),
    enabled: body !== null,
    staleTime: 60_000,
    retry: false,
  });
}

/** An Idempotency-Key is not needed here: the start buttons are disabled while a start is in flight. */
export function useStartTextGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TextGenerationRequest) =>
      request<GenerationStarted>('/v1/quizzes/generate-from-text', { method: 'POST', body, timeout: 'long' }),
    onSuccess: () => client.invalidateQueries({ queryKey: generationKeys.jobs() }),
  });
}

export function useStartDocumentGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentGenerationRequest) =>
      request<GenerationStarted>('/v1/quizzes/generate-from-document', { method: 'POST', body, timeout: 'long' }),
    onSuccess: () => client.invalidateQueries({ queryKey: generationKeys.jobs() }),
  });
}

/** POST /v1/quizzes/generate-from-upload (multipart; questionsPerType and tagIds as JSON text). */
export function useStartUploadGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      fields,
      onProgress,
    }: {
      file: File;
      fields: Record<string, string>;
      onProgress?: (fraction: number) => void;
    }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) {
        form.append(key, value);
      }
      form.append('file', file);
      return upload<GenerationStarted>('/v1/quizzes/generate-from-upload', form, onProgress ? { onProgress } : {});
    },
    onSuccess: () => client.invalidateQueries({ queryKey: generationKeys.jobs() }),
  });
}

/** POST /v1/quizzes/generation-jobs/{jobId}/retry: runs a FAILED job's request again as a new job. */
export function useRetryGenerationJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      request<GenerationStarted>(`/v1/quizzes/generation-jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: generationKeys.jobs() }),
  });
}

/**
 * DELETE /v1/quizzes/generation-status/{jobId}: cancels a pending or processing job. The job and the
 * job list are read again whether or not it worked: a failed cancel usually means the job moved on.
 */
export function useCancelGeneration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      request<GenerationJob | undefined>(`/v1/quizzes/generation-status/${encodeURIComponent(jobId)}`, {
        method: 'DELETE',
      }),
    onSettled: (_result, _error, jobId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: generationKeys.status(jobId) }),
        client.invalidateQueries({ queryKey: generationKeys.jobs() }),
      ]),
  });
}
