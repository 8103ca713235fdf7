import type { TokenPair } from '@quizmaker/contracts';
import { ApiError, networkError, normaliseError, type ErrorArea } from './errors.ts';
import { tokens } from './tokens.ts';

/** Request timeouts of spec 1 section 9. */
export const TIMEOUTS = { default: 10_000, upload: 300_000, long: 600_000 } as const;
export type TimeoutKind = keyof typeof TIMEOUTS;

/** Fired when the session cannot be renewed; the app clears the user and goes to /login. */
export const FORCE_LOGOUT_EVENT = 'auth:force-logout';

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** 'default' 10 s, 'upload' 300 s, 'long' 600 s, or milliseconds. */
  timeout?: TimeoutKind | number;
  area?: ErrorArea;
  /** false: send no bearer token and never refresh (login, register, refresh itself). */
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob' for file downloads (exports); JSON or text otherwise. */
  responseType?: 'json' | 'blob';
}

/** Builds `/api` + path with the query string; absolute so it also works where fetch needs a full URL. */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') {
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(key, String(item));
    }
  }
  return url.toString();
}

const timeoutOf = (timeout: RequestOptions['timeout']) =>
  typeof timeout === 'number' ? timeout : TIMEOUTS[timeout ?? 'default'];

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutOf(options.timeout));
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort);
  const headers: Record<string, string> = { Accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) {
    headers['Content-Type'] = 'application/json';
  }
  if (accessToken) {
    headers.Authorization = `Bearer ${accessToken}`;
  }
  try {
    return await fetch(apiUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) {
      throw error;
    }
    throw networkError();
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
}

/**
 * The refresh on its way and the refresh token it spends. Only calls of that session join it: after a
 * sign-out or another sign-in, a refresh still on its way belongs to a session that has ended.
 */
let refreshing: { refreshToken: string; accessToken: Promise<string | null> } | null = null;

async function refreshSession(refreshToken: string): Promise<string | null> {
  const response = await send('/v1/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
  if (tokens.refreshToken() !== refreshToken) {
    // The session changed while the call was on its way: whatever it answered (a sign-out has revoked
    // the token it spent), it neither replaces the new session's tokens nor signs that session out.
    return tokens.accessToken();
  }
  if (!response.ok) {
    return null;
  }
  const pair = (await response.json()) as TokenPair;
  tokens.set(pair);
  return pair.accessToken;
}

/**
 * A fresh access token after a 401: one shared refresh however many calls of the session failed at
 * once. A call that failed with a token already replaced by someone else's refresh uses the new one.
 */
async function renewedAccessToken(usedToken: string | null): Promise<string | null> {
  const refreshToken = tokens.refreshToken();
  if (!refreshToken) {
    return null;
  }
  if (refreshing?.refreshToken === refreshToken) {
    return refreshing.accessToken;
  }
  const current = tokens.accessToken();
  if (current && current !== usedToken) {
    return current;
  }
  const pending = {
    refreshToken,
    accessToken: refreshSession(refreshToken).finally(() => {
      if (refreshing === pending) {
        refreshing = null;
      }
    }),
  };
  refreshing = pending;
  return pending.accessToken;
}

/** Clears the tokens and tells the app to sign out (spec 1 sections 4 and 7). */
export function forceLogout() {
  tokens.clear();
  window.dispatchEvent(new CustomEvent(FORCE_LOGOUT_EVENT));
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) {
    return undefined;
  }
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Sends one call with the session rule of spec 1 section 7: on a 401 with a refresh token stored,
 * one shared refresh and one retry; if the refresh fails, forced logout. Failures become ApiError.
 */
async function withSession(
  options: Pick<RequestOptions, 'auth' | 'area'>,
  attempt: (token: string | null) => Promise<Response>,
): Promise<Response> {
  const useAuth = options.auth !== false;
  const token = useAuth ? tokens.accessToken() : null;
  let response = await attempt(token);
  if (response.status === 401 && useAuth && tokens.refreshToken()) {
    let renewed: string | null;
    try {
      renewed = await renewedAccessToken(token);
    } catch (error) {
      throw error instanceof ApiError ? error : networkError();
    }
    if (!renewed) {
      forceLogout();
      throw normaliseError(401, await readBody(response), options.area);
    }
    response = await attempt(renewed);
  }
  if (!response.ok) {
    throw normaliseError(response.status, await readBody(response), options.area, response.headers.get('retry-after'));
  }
  return response;
}

/** One JSON call under /api. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await withSession(options, (token) => send(path, options, token));
  if (options.responseType === 'blob') {
    return (await response.blob()) as T;
  }
  return (await readBody(response)) as T;
}

/**
 * A file download under the same session rule: the body as a Blob (binary formats too) with the
 * answer's headers, which name the file and may say more about it. 600 s unless told.
 */
export async function download(
  path: string,
  options: Omit<RequestOptions, 'responseType'> = {},
): Promise<{ blob: Blob; headers: Headers }> {
  const sent = { timeout: 'long' as const, ...options, responseType: 'blob' as const };
  const response = await withSession(sent, (token) => send(path, sent, token));
  return { blob: await response.blob(), headers: response.headers };
}

export interface UploadOptions {
  area?: ErrorArea;
  onProgress?: (fraction: number) => void;
  method?: 'POST' | 'PUT';
}

function sendXhr(path: string, form: FormData, options: UploadOptions, accessToken: string | null): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', apiUrl(path));
    xhr.timeout = TIMEOUTS.upload;
    xhr.setRequestHeader('Accept', 'application/json');
    if (accessToken) {
      xhr.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        options.onProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const headers = new Headers();
      const type = xhr.getResponseHeader('content-type');
      const retryAfter = xhr.getResponseHeader('retry-after');
      if (type) {
        headers.set('content-type', type);
      }
      if (retryAfter) {
        headers.set('retry-after', retryAfter);
      }
      const noBody = xhr.status === 204 || xhr.status === 205;
      resolve(new Response(noBody ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(networkError());
    xhr.ontimeout = () => reject(networkError());
    xhr.send(form);
  });
}

/** A multipart upload with progress (300 s timeout), under the same session rule. */
export async function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const response = await withSession(options, (token) => sendXhr(path, form, options, token));
  return (await readBody(response)) as T;
}
