import type { AiAnalysisReport, ContactAccepted, ContactBody, FeatureFlags } from '@quizmaker/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { request } from './http.ts';
import { configKeys } from './quizzes.ts';

export const adminKeys = {
  all: ['admin'] as const,
  analysis: () => [...adminKeys.all, 'analysis'] as const,
};

/** POST /v1/ai-analysis/analyze: a read with no side effects despite the verb; a long call, so the 600 s timeout. */
const analyze = () =>
  request<AiAnalysisReport>('/v1/ai-analysis/analyze', { method: 'POST', area: 'admin', timeout: 'long' });

/** POST /v1/ai-analysis/analyze (no payload), run on demand by the diagnostics page. */
export function useRunAnalysis() {
  return useMutation({ mutationFn: analyze });
}

/** The same report as a query, for System Settings, which shows it on arrival and refreshes on request. */
export const analysisQuery = () => queryOptions({ queryKey: adminKeys.analysis(), queryFn: analyze, retry: false });

/**
 * GET /v1/config/features with every flag and its failure kept, for System Settings (the app's own
 * `featureFlagsQuery` falls back to all-off instead, which is right for switching screens but not for
 * telling an administrator what the server runs with).
 */
export const systemFeatureFlagsQuery = () =>
  queryOptions({
    queryKey: configKeys.featuresAsServed(),
    queryFn: () => request<FeatureFlags>('/v1/config/features', { area: 'admin' }),
    retry: false,
  });

/** POST /v1/contact: the server mails the administrators. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => request<ContactAccepted>('/v1/contact', { method: 'POST', body, area: 'admin' }),
  });
}
