import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, errorBody, errorResponse, server } from '../test-support/server.ts';
import { ApiError, normaliseError, screenMessage } from './errors.ts';
import { FORCE_LOGOUT_EVENT, request, TIMEOUTS, upload } from './http.ts';
import { tokens } from './tokens.ts';
import { heldUntilReleased } from '../test-support/timers.ts';

const signIn = () => tokens.set({ accessToken: 'old-access', refreshToken: 'old-refresh' });

/** A protected endpoint that accepts only the renewed token. */
function protectedEndpoint(path: string, seen: string[]) {
  return http.get(api(path), ({ request: incoming }) => {
    const auth = incoming.headers.get('authorization') ?? '';
    seen.push(auth);
    return auth === 'Bearer new-access' ? HttpResponse.json({ path }) : errorResponse(401, 'Authentication required');
  });
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('session rule (spec 1 section 7)', () => {
  afterEach(() => vi.useRealTimers());

  it('shares one refresh between concurrent 401s and retries each call once with the new token', async () => {
    signIn();
    let refreshes = 0;
    const seen: string[] = [];
    server.use(
      http.post(api('/v1/auth/refresh'), async ({ request: incoming }) => {
        refreshes += 1;
        expect(await incoming.json()).toEqual({ refreshToken: 'old-refresh' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 });
      }),
      protectedEndpoint('/v1/a', seen),
      protectedEndpoint('/v1/b', seen),
      protectedEndpoint('/v1/c', seen),
    );
    const results = await Promise.all([request('/v1/a'), request('/v1/b'), request('/v1/c')]);
    expect(results).toEqual([{ path: '/v1/a' }, { path: '/v1/b' }, { path: '/v1/c' }]);
    expect(refreshes).toBe(1);
    expect(seen.filter((auth) => auth === 'Bearer old-access')).toHaveLength(3);
    expect(seen.filter((auth) => auth === 'Bearer new-access')).toHaveLength(3);
    expect(tokens.accessToken()).toBe('new-access');
    expect(tokens.refreshToken()).toBe('new-refresh');
  });

  it('a sign-in while the old session is being refreshed keeps the new session and never joins that refresh', async () => {
    signIn();
    const refresh = heldUntilReleased();
    const refreshed: unknown[] = [];
    server.use(
      http.post(api('/v1/auth/refresh'), async ({ request: incoming }) => {
        const body = (await incoming.json()) as { refreshToken: string };
        refreshed.push(body);
        if (body.refreshToken === 'old-refresh') {
          await refresh.held;
          return HttpResponse.json({ accessToken: 'stale-access', refreshToken: 'stale-refresh', expiresIn: 900 });
        }
        return HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 });
      }),
      protectedEndpoint('/v1/a', []),
      protectedEndpoint('/v1/b', []),
    );
    const oldSessionCall = request('/v1/a').catch(() => undefined);
    await vi.waitFor(() => expect(refreshed).toHaveLength(1));

    tokens.set({ accessToken: 'other-access', refreshToken: 'other-refresh' });
    await expect(request('/v1/b')).resolves.toEqual({ path: '/v1/b' });
    expect(refreshed).toEqual([{ refreshToken: 'old-refresh' }, { refreshToken: 'other-refresh' }]);

    refresh.release();
    await oldSessionCall;
    expect(tokens.accessToken()).toBe('new-access');
    expect(tokens.refreshToken()).toBe('new-refresh');
  });

  it('a refresh of the old session refused after a new sign-in does not sign the new session out', async () => {
    signIn();
    const refresh = heldUntilReleased();
    let refreshes = 0;
    const loggedOut = vi.fn();
    window.addEventListener(FORCE_LOGOUT_EVENT, loggedOut);
    server.use(
      http.post(api('/v1/auth/refresh'), async () => {
        refreshes += 1;
        await refresh.held;
        return errorResponse(401, 'Invalid or expired refresh token');
      }),
      protectedEndpoint('/v1/a', []),
    );
    const oldSessionCall = request('/v1/a').catch(() => undefined);
    await vi.waitFor(() => expect(refreshes).toBe(1));

    tokens.set({ accessToken: 'other-access', refreshToken: 'other-refresh' });
    refresh.release();
    await oldSessionCall;
    window.removeEventListener(FORCE_LOGOUT_EVENT, loggedOut);
    expect(loggedOut).not.toHaveBeenCalled();
    expect(tokens.accessToken()).toBe('other-access');
    expect(tokens.refreshToken()).toBe('other-refresh');
  });

  it('retries only once: a second 401 is returned as an error without another refresh', async () => {
    signIn();
    let refreshes = 0;
    let calls = 0;
    server.use(
      http.post(api('/v1/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 });
      }),
      http.get(api('/v1/always-401'), () => {
        calls += 1;
        return errorResponse(401, 'Authentication required');
      }),
    );
    const error = await errorOf(request('/v1/always-401'));
    expect(error.type).toBe('AUTHENTICATION_ERROR');
    expect(calls).toBe(2);
    expect(refreshes).toBe(1);
  });

  it('clears the tokens and fires auth:force-logout when the refresh fails', async () => {
    signIn();
    const forced = vi.fn();
    window.addEventListener(FORCE_LOGOUT_EVENT, forced);
    server.use(
      http.post(api('/v1/auth/refresh'), () => errorResponse(401, 'Invalid or expired refresh token')),
      http.get(api('/v1/x'), () => errorResponse(401, 'Authentication required')),
    );
    const [first, second] = await Promise.all([errorOf(request('/v1/x')), errorOf(request('/v1/x'))]);
    window.removeEventListener(FORCE_LOGOUT_EVENT, forced);
    expect(first.type).toBe('AUTHENTICATION_ERROR');
    expect(second.type).toBe('AUTHENTICATION_ERROR');
    expect(forced).toHaveBeenCalled();
    expect(tokens.accessToken()).toBeNull();
    expect(tokens.refreshToken()).toBeNull();
    expect(screenMessage(first, 'fallback')).toBeNull();
  });

  it('does not refresh for calls made without the session (login) or without a refresh token', async () => {
    let refreshes = 0;
    server.use(
      http.post(api('/v1/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({});
      }),
      http.post(api('/v1/auth/login'), () => errorResponse(401, 'Invalid username or password')),
    );
    signIn();
    const login = await errorOf(request('/v1/auth/login', { method: 'POST', body: {}, auth: false }));
    expect(login.serverMessage).toBe('Invalid username or password');
    tokens.clear();
    server.use(http.get(api('/v1/y'), () => errorResponse(401, 'Authentication required')));
    await errorOf(request('/v1/y'));
    expect(refreshes).toBe(0);
  });

  it('sends the bearer token, the JSON body and the query string', async () => {
    signIn();
    server.use(
      http.post(api('/v1/echo'), async ({ request: incoming }) =>
        HttpResponse.json({
          auth: incoming.headers.get('authorization'),
          type: incoming.headers.get('content-type'),
          body: await incoming.json(),
          query: new URL(incoming.url).searchParams.getAll('tag'),
          page: new URL(incoming.url).searchParams.get('page'),
        }),
      ),
    );
    const echoed = await request('/v1/echo', {
      method: 'POST',
      body: { a: 1 },
      query: { tag: ['x', 'y'], page: 0, empty: undefined },
    });
    expect(echoed).toEqual({
      auth: 'Bearer old-access',
      type: 'application/json',
      body: { a: 1 },
      query: ['x', 'y'],
      page: '0',
    });
  });

  it('uploads with progress under the same session rule', async () => {
    signIn();
    let refreshes = 0;
    server.use(
      http.post(api('/v1/auth/refresh'), () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh', expiresIn: 900 });
      }),
      http.post(api('/v1/upload'), ({ request: incoming }) =>
        incoming.headers.get('authorization') === 'Bearer new-access'
          ? HttpResponse.json({ uploaded: true }, { status: 201 })
          : errorResponse(401, 'Authentication required'),
      ),
    );
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await expect(upload('/v1/upload', form)).resolves.toEqual({ uploaded: true });
    expect(refreshes).toBe(1);
  });

  it('gives up after the 10 s default timeout with a network error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(api('/v1/slow'), () => new Promise<Response>(() => undefined)));
    const pending = errorOf(request('/v1/slow'));
    await vi.advanceTimersByTimeAsync(TIMEOUTS.default + 1);
    const error = await pending;
    expect(error).toMatchObject({ type: 'NETWORK_ERROR', status: null, message: 'Network error occurred' });
    expect(TIMEOUTS).toEqual({ default: 10_000, upload: 300_000, long: 600_000 });
  });
});

describe('error normalisation (spec 1 section 8)', () => {
  it('maps each status to its client type and message', () => {
    expect(normaliseError(400, errorBody(400, 'Validation error: Username is required'))).toMatchObject({
      type: 'VALIDATION_ERROR',
      message: 'Validation error: Username is required',
    });
    expect(normaliseError(400, errorBody(400, 'Invalid or expired reset token')).message).toBe(
      'Validation error: Invalid or expired reset token',
    );
    expect(normaliseError(401, {})).toMatchObject({ type: 'AUTHENTICATION_ERROR', message: 'Authentication required' });
    expect(normaliseError(401, {}, 'billing').message).toBe('Authentication failed');
    expect(normaliseError(403, {})).toMatchObject({ type: 'AUTHORIZATION_ERROR', message: 'Insufficient permissions' });
    expect(normaliseError(404, {}, 'users')).toMatchObject({ type: 'NOT_FOUND_ERROR', message: 'User not found' });
    expect(normaliseError(404, errorBody(404, 'Route not found'), 'billing').message).toBe(
      'Billing feature is not available',
    );
    expect(normaliseError(409, errorBody(409, 'Username already taken'), 'users')).toMatchObject({
      type: 'CONFLICT_ERROR',
      message: 'User operation conflict',
      serverMessage: 'Username already taken',
    });
    // Spec 3 section 8: 'Conflict: {message}' for attempts (shown on their screens), 'Quiz conflict occurred' for quizzes.
    const attemptConflict = normaliseError(409, errorBody(409, 'Question has already been answered'), 'attempts');
    expect(attemptConflict).toMatchObject({
      type: 'CONFLICT_ERROR',
      message: 'Conflict: Question has already been answered',
      serverMessage: 'Question has already been answered',
    });
    expect(screenMessage(attemptConflict, 'fallback')).toBe('Conflict: Question has already been answered');
    expect(normaliseError(409, {}, 'attempts').message).toBe('Attempt operation conflict');
    const quizConflict = normaliseError(409, {}, 'quizzes');
    expect(quizConflict).toMatchObject({
      type: 'CONFLICT_ERROR',
      message: 'Quiz conflict occurred',
      serverMessage: null,
    });
    expect(normaliseError(409, errorBody(409, 'Quiz is being edited'), 'quizzes')).toMatchObject({
      message: 'Quiz conflict occurred',
      serverMessage: 'Quiz is being edited',
    });
    expect(screenMessage(normaliseError(409, errorBody(409, 'Username already taken'), 'users'), 'fallback')).toBe(
      'Username already taken',
    );
    expect(normaliseError(429, {}, 'billing')).toMatchObject({
      type: 'RATE_LIMIT_ERROR',
      message: 'Too many requests. Please try again later.',
      retryAfter: 60,
    });
    expect(normaliseError(429, { retryAfter: 12 }).retryAfter).toBe(12);
    expect(normaliseError(429, {}, 'general', '30').retryAfter).toBe(30);
    for (const status of [500, 502, 503, 504]) {
      expect(normaliseError(status, errorBody(status, 'boom'))).toMatchObject({
        type: 'SERVER_ERROR',
        message: 'Server error occurred',
      });
    }
    expect(normaliseError(418, errorBody(418, 'Teapot'))).toMatchObject({ type: 'UNKNOWN_ERROR', message: 'Teapot' });
    expect(normaliseError(418, {}, 'users').message).toBe('User operation failed');
  });

  it('reports no response as a network error', async () => {
    server.use(http.get(api('/v1/down'), () => HttpResponse.error()));
    const error = await errorOf(request('/v1/down'));
    expect(error).toMatchObject({ type: 'NETWORK_ERROR', status: null, message: 'Network error occurred' });
  });

  it('keeps the details and field errors of the body', () => {
    const error = normaliseError(
      409,
      errorBody(409, 'Username already taken', {
        fieldErrors: [{ field: 'username', message: 'Username already taken' }],
      }),
    );
    expect(error.fieldErrors).toEqual([{ field: 'username', message: 'Username already taken' }]);
    expect(error.details).toEqual(['Username already taken']);
  });
});

describe('token storage (spec 1 section 3)', () => {
  it('keeps the tokens in local storage', () => {
    tokens.set({ accessToken: 'a', refreshToken: 'r' });
    expect(window.localStorage.getItem('qm-access-token')).toBe('a');
    expect(window.localStorage.getItem('qm-refresh-token')).toBe('r');
    tokens.clear();
    expect(window.localStorage.getItem('qm-access-token')).toBeNull();
  });

  it('falls back to memory when storage is unavailable', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    tokens.set({ accessToken: 'mem-a', refreshToken: 'mem-r' });
    expect(tokens.accessToken()).toBe('mem-a');
    expect(tokens.refreshToken()).toBe('mem-r');
    tokens.clear();
    expect(tokens.accessToken()).toBeNull();
    setItem.mockRestore();
    getItem.mockRestore();
  });
});
