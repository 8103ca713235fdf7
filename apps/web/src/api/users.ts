import type { BulkUserResult, Page, ProfileUpdateBody, User } from '@quizmaker/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from './auth.ts';
import { request } from './http.ts';

export interface UserListParams {
  page: number;
  size: number;
  search?: string;
  sort?: string;
}

export const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: string) => [...userKeys.details(), id] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
};

export const profileQuery = () =>
  queryOptions({ queryKey: userKeys.profile(), queryFn: () => request<User>('/v1/users/profile', { area: 'users' }) });

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => request<User>(`/v1/users/${encodeURIComponent(id)}`, { area: 'users' }),
  });

export const userListQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: () => request<Page<User>>('/v1/users', { area: 'users', query: { ...params } }),
    placeholderData: keepPreviousData,
  });

/** PUT /v1/users/profile; refreshes the profile and the signed-in user. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => request<User>('/v1/users/profile', { method: 'PUT', body, area: 'users' }),
    onSuccess: (user) => {
      client.setQueryData(userKeys.profile(), user);
      client.setQueryData(authKeys.me(), user);
    },
  });
}

/** Activate or deactivate one user (admin). */
export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      request<User>(`/v1/users/${encodeURIComponent(id)}/${active ? 'activate' : 'deactivate'}`, {
        method: 'POST',
        area: 'users',
      }),
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(user.id), user);
      void client.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}

/** Bulk activate or deactivate (admin). */
export function useSetUsersActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userIds, active }: { userIds: string[]; active: boolean }) =>
      request<BulkUserResult>(`/v1/users/bulk-${active ? 'activate' : 'deactivate'}`, {
        method: 'POST',
        body: { userIds },
        area: 'users',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
