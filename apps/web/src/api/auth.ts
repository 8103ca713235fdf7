import type {
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  TokenPair,
  User,
} from '@quizmaker/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http.ts';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The signed-in user (AuthProvider asks only while tokens are stored). */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: () => request<User>('/v1/auth/me', { area: 'auth' }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const authApi = {
  login: (body: LoginBody) => request<TokenPair>('/v1/auth/login', { method: 'POST', body, auth: false, area: 'auth' }),
  register: (body: RegisterBody) =>
    request<User>('/v1/auth/register', { method: 'POST', body, auth: false, area: 'auth' }),
  logout: (refreshToken: string) =>
    request<undefined>('/v1/auth/logout', { method: 'POST', body: { refreshToken }, auth: false, area: 'auth' }),
  forgotPassword: (body: ForgotPasswordBody) =>
    request<{ message: string }>('/v1/auth/forgot-password', { method: 'POST', body, auth: false, area: 'auth' }),
  resetPassword: (body: ResetPasswordBody) =>
    request<{ message: string }>('/v1/auth/reset-password', { method: 'POST', body, auth: false, area: 'auth' }),
};
