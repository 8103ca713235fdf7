import type { BillingConfig, Page, Settings, TokenBalance, TokenTransaction, User } from '@quizmaker/contracts';
import { defaultSettings } from '@quizmaker/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Absolute URL of an API path, as the client builds it under jsdom. */
export const api = (path: string) => `${window.location.origin}/api${path}`;

export const student: User = {
  id: '11111111-1111-4111-8111-111111111111',
  username: 'student',
  email: 'student@example.com',
  roles: ['ROLE_USER'],
  isActive: true,
  createdAt: '2026-01-15T10:00:00.000Z',
  lastLoginDate: '2026-03-01T09:30:00.000Z',
};

export const creator: User = {
  ...student,
  id: '22222222-2222-4222-8222-222222222222',
  username: 'creator',
  email: 'creator@example.com',
  roles: ['ROLE_USER', 'ROLE_QUIZ_CREATOR'],
};

export const admin: User = {
  ...student,
  id: '33333333-3333-4333-8333-333333333333',
  username: 'admin',
  email: 'admin@example.com',
  roles: ['ROLE_USER', 'ROLE_QUIZ_CREATOR', 'ROLE_MODERATOR', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
};

export const packs: BillingConfig = {
  provider: 'local',
  prices: [
    { id: 'starter', name: 'Starter Pack', currency: 'usd', priceCents: 500, tokens: 1000, stripePriceId: null },
    {
      id: 'growth',
      name: 'Growth Pack',
      currency: 'usd',
      priceCents: 2000,
      tokens: 5000,
      stripePriceId: 'price_growth',
    },
  ],
};

export const balance: TokenBalance = {
  availableTokens: 1250,
  reservedTokens: 40,
  updatedAt: '2026-03-02T12:00:00.000Z',
};

export const errorBody = (status: number, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  code: 'X',
  message,
  details: [message],
  fieldErrors: [],
  path: '/',
  timestamp: new Date(0).toISOString(),
  traceId: 't',
  ...extra,
});

/** The API's error answer: errorBody(status, message, extra) with that status. */
export const errorResponse = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(errorBody(status, message, extra), { status });

export const pageOf = <T>(content: T[], page = 0, size = 20, total = content.length): Page<T> => ({
  content,
  pageNumber: page,
  pageSize: size,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  first: page === 0,
  last: (page + 1) * size >= total,
});

/** The signed-in user the default handlers answer with; tests change it with `signInAs`. */
let currentUser: User = student;
export const setCurrentUser = (user: User) => {
  currentUser = user;
};

/** Handlers every test starts with: a working account, settings and billing. */
export const defaultHandlers = [
  http.get(api('/v1/auth/me'), () => HttpResponse.json(currentUser)),
  http.get(api('/v1/users/profile'), () => HttpResponse.json(currentUser)),
  http.get(api('/v1/users/me/settings'), () => HttpResponse.json<Settings>(defaultSettings())),
  http.put(api('/v1/users/me/settings'), async ({ request }) => HttpResponse.json(await request.json())),
  http.get(api('/v1/billing/balance'), () => HttpResponse.json(balance)),
  http.get(api('/v1/billing/config'), () => HttpResponse.json(packs)),
  http.get(api('/v1/billing/transactions'), () => HttpResponse.json(pageOf<TokenTransaction>([], 0, 10))),
  http.get(api('/v1/storage/usage'), () => HttpResponse.json({ usedBytes: 0, limitBytes: 500 * 1024 * 1024 })),
  http.post(api('/v1/auth/logout'), () => new HttpResponse(null, { status: 204 })),
];

export const server = setupServer(...defaultHandlers);

/**
 * A GET handler for `url` (a job's status, polled) that gives `answers` in turn and the last one to every later
 * call; `calls()` tells how many calls came.
 */
export function answersInTurn(url: string, answers: Array<() => Response>) {
  let calls = 0;
  const handler = http.get(url, () => {
    calls += 1;
    return (answers[Math.min(calls, answers.length) - 1] as () => Response)();
  });
  return { handler, calls: () => calls };
}
