import type { Settings } from '@quizmaker/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './http.ts';

export const settingsKeys = {
  all: ['settings'] as const,
  mine: () => [...settingsKeys.all, 'me'] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.mine(),
    queryFn: () => request<Settings>('/v1/users/me/settings', { area: 'settings' }),
  });

/** PUT /v1/users/me/settings (the server keeps them; the spec's simulated save is made real). */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) =>
      request<Settings>('/v1/users/me/settings', { method: 'PUT', body: settings, area: 'settings' }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.mine(), saved),
  });
}
