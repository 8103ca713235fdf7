import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../test-support/test-app.ts';
import {
  buildWorld,
  CALLERS,
  createCategory,
  createQuestion,
  createQuiz,
  createTag,
  DOCUMENT_TEXT,
  GENERATION_BODY,
  imageRequest,
  login,
  must,
  normalisePath,
  openApiRoutes,
  send,
  startAttempt,
  unique,
  uploadDocument,
  uploadRequest,
  type CallerName,
  type Request,
  type World,
} from './test-support/fixtures.ts';

/**
 * The authorization matrix (issue 11, item 1): every operation of /api/openapi.json, called by six
 * callers on resources owned by `owner` (attempts: the owner's attempts at a quiz of otherCreator),
 * with the exact status expected in each cell. A route without a row fails the coverage test.
 *
 * Columns: anonymous, student (ROLE_USER only), otherCreator (a creator who owns nothing here),
 * owner, moderator (ROLE_MODERATOR), admin (every role).
 */

type Statuses = readonly [
  anonymous: number,
  student: number,
  otherCreator: number,
  owner: number,
  moderator: number,
  admin: number,
];
const e = (...statuses: Statuses): Statuses => statuses;
/** Everyone signed in: `ok`; anonymous 401. */
const signedIn = (ok: number) => e(401, ok, ok, ok, ok, ok);
const everyone = (ok: number) => e(ok, ok, ok, ok, ok, ok);
/** Reading an owner's private thing that moderators and admins may read. */
const ownerOrStaff = e(401, 403, 403, 200, 200, 200);
/** Changing an owner's thing that moderators may change too. */
const ownerOrModerator = e(401, 403, 403, 200, 200, 200);
/** Only the owner, nobody else (documents, attempt changes, subscriptions). */
const ownerOnly = (ok: number) => e(401, 403, 403, ok, 403, 403);
/** An owner's private draft: not found for the other signed-in callers, 200 for the owner and staff. */
const privateDraft = e(401, 404, 404, 200, 200, 200);
const adminOnly = (ok: number) => e(401, 403, 403, 403, 403, ok);

interface Row {
  /** "METHOD /path" exactly as the OpenAPI document names it (no trailing slash). */
  route: string;
  /** Distinguishes several rows of one route. */
  variant?: string;
  expect: Statuses;
  /** Builds the request for one cell; may create a fresh resource for calls that change or delete. */
  request: (w: World, caller: CallerName) => Request | Promise<Request>;
  /** Bulk calls answer 200 with per-item outcomes: the status of the (only) item. */
  statusOf?: (response: LightMyRequestResponse) => number;
  /** Extra assertions on a cell's response (e.g. what a non-editor sees). */
  check?: (response: LightMyRequestResponse, caller: CallerName, w: World) => void;
  /** Restores shared state after the row (e.g. re-activates the owner). */
  after?: (w: World) => Promise<void>;
}

/** A bulk update's status for its one item: the item's failure status, 200 when none failed. */
const firstFailureStatus = (response: LightMyRequestResponse) =>
  response.statusCode === 200
    ? ((response.json().failures[0]?.status as number | undefined) ?? 200)
    : response.statusCode;

const get = (url: string): Request => ({ method: 'GET', url });
const post = (url: string, payload?: unknown): Request => ({
  method: 'POST',
  url,
  ...(payload === undefined ? {} : { payload }),
});
const patch = (url: string, payload: unknown): Request => ({ method: 'PATCH', url, payload });
const put = (url: string, payload?: unknown): Request => ({
  method: 'PUT',
  url,
  ...(payload === undefined ? {} : { payload }),
});
const del = (url: string): Request => ({ method: 'DELETE', url });

/**
 * Two rows of one route asking the same of the owner's public quiz and of the private draft. The draft's
 * row expects `privateDraft` unless told otherwise; `check` reads the public quiz's responses only.
 */
function onPublicQuizAndDraft({
  request,
  variants = [undefined, 'a private draft'],
  draftExpect = privateDraft,
  check,
  ...row
}: Pick<Row, 'route' | 'expect' | 'statusOf' | 'check'> & {
  request: (quiz: World['publicQuiz']) => Request;
  variants?: readonly [publicQuiz: string | undefined, privateDraft: string];
  draftExpect?: Statuses;
}): [Row, Row] {
  const [publicVariant, draftVariant] = variants;
  return [
    { ...row, variant: publicVariant, check, request: (w) => request(w.publicQuiz) },
    { ...row, variant: draftVariant, expect: draftExpect, request: (w) => request(w.privateQuiz) },
  ];
}

const who = (w: World, caller: CallerName): SignedIn | undefined =>
  caller === 'anonymous' ? undefined : w.users[caller];
const userOf = (w: World, caller: CallerName): SignedIn => (caller === 'anonymous' ? w.users.owner : w.users[caller]);

/** A fresh owner attempt on the scratch quiz (a new start abandons the previous scratch attempt). */
const scratchAttempt = (w: World, mode = 'ONE_BY_ONE') =>
  startAttempt(w.test, w.users.owner, w.scratchTakeQuiz.quizId, mode);

/** A signed-in caller's list of attempts holds the owner's active attempt for the owner alone. */
const listsOnlyOwnAttempts: NonNullable<Row['check']> = (response, caller, w) => {
  if (caller === 'anonymous') return;
  const ids = (response.json().content as Array<{ attemptId: string }>).map((attempt) => attempt.attemptId);
  expect(ids.includes(w.activeAttemptId), caller).toBe(caller === 'owner');
};

/** A fresh live session the owner hosts on the public quiz: its id. */
async function ownerLiveSession(w: World): Promise<string> {
  const created = await must(
    w.test,
    post('/api/v1/live-sessions', { quizId: w.publicQuiz.quizId }),
    w.users.owner,
    201,
  );
  return created.json<{ id: string }>().id;
}

/** After a deactivation of the owner: active again and signed in again (deactivation voids tokens). */
async function restoreOwner(w: World): Promise<void> {
  await must(w.test, post(`/api/v1/users/${w.users.owner.id}/activate`), w.users.admin, 200);
  const tokens = await login(w.test, w.users.owner);
  Object.assign(w.users.owner, tokens, { auth: { authorization: `Bearer ${tokens.accessToken}` } });
}

/** Cancels every running generation job of the signed-in callers (jobs started by a row). */
async function cancelActiveJobs(w: World): Promise<void> {
  for (const user of Object.values(w.users)) {
    const jobs = await send(w.test, get('/api/v1/quizzes/generation-jobs?size=100'), user);
    if (jobs.statusCode !== 200) continue;
    for (const job of jobs.json().content as Array<{ jobId: string; status: string }>) {
      if (job.status === 'PENDING' || job.status === 'PROCESSING') {
        await must(w.test, del(`/api/v1/quizzes/generation-status/${job.jobId}`), user, 200);
      }
    }
  }
}

let heldJobId: string | undefined;
let resetVictim: { username: string; email: string; password: string } | undefined;

const rows: Row[] = [
  // Health
  { route: 'GET /api/health', expect: everyone(200), request: () => get('/api/health') },
  { route: 'GET /api/ready', expect: everyone(200), request: () => get('/api/ready') },
  // Loopback (app.inject) without METRICS_TOKEN: served to anyone there; the token and address rules are in operability.test.ts.
  { route: 'GET /metrics', expect: everyone(200), request: () => get('/metrics') },
  { route: 'GET /api/v1/config/features', expect: everyone(200), request: () => get('/api/v1/config/features') },

  // Auth: public calls; a refresh token or reset token is the credential itself
  {
    route: 'POST /api/v1/auth/register',
    expect: everyone(201),
    request: () => {
      const username = unique('reg_');
      return post('/api/v1/auth/register', { username, email: `${username}@example.com`, password: 'Passw0rd!' });
    },
  },
  {
    route: 'POST /api/v1/auth/login',
    expect: everyone(200),
    request: (w) => post('/api/v1/auth/login', { username: w.users.owner.username, password: w.users.owner.password }),
  },
  {
    route: 'POST /api/v1/auth/refresh',
    expect: everyone(200),
    request: async (w) =>
      post('/api/v1/auth/refresh', { refreshToken: (await login(w.test, w.users.owner)).refreshToken }),
  },
  {
    route: 'POST /api/v1/auth/logout',
    expect: everyone(204),
    request: async (w) =>
      post('/api/v1/auth/logout', { refreshToken: (await login(w.test, w.users.owner)).refreshToken }),
  },
  {
    route: 'GET /api/v1/auth/me',
    expect: signedIn(200),
    request: () => get('/api/v1/auth/me'),
    check: (response, caller, w) => caller !== 'anonymous' && expect(response.json().id).toBe(w.users[caller].id),
  },
  {
    route: 'POST /api/v1/auth/forgot-password',
    expect: everyone(202),
    request: (w) => post('/api/v1/auth/forgot-password', { email: w.users.owner.email }),
  },
  {
    route: 'POST /api/v1/auth/reset-password',
    expect: everyone(200),
    request: async (w) => {
      if (!resetVictim) {
        const username = unique('victim_');
        resetVictim = { username, email: `${username}@example.com`, password: 'Passw0rd!' };
        await must(w.test, post('/api/v1/auth/register', resetVictim), undefined, 201);
      }
      await must(w.test, post('/api/v1/auth/forgot-password', { email: resetVictim.email }), undefined, 202);
      return post('/api/v1/auth/reset-password', {
        token: w.mailer.resetTokenFor(resetVictim.email),
        newPassword: 'N3wPassw0rd!',
      });
    },
  },

  // Users: the own profile; user administration is for user administrators only
  {
    route: 'GET /api/v1/users/profile',
    expect: signedIn(200),
    request: () => get('/api/v1/users/profile'),
    check: (response, caller, w) => caller !== 'anonymous' && expect(response.json().id).toBe(w.users[caller].id),
  },
  {
    route: 'PUT /api/v1/users/profile',
    expect: signedIn(200),
    request: (w, caller) =>
      put('/api/v1/users/profile', { username: userOf(w, caller).username, email: userOf(w, caller).email }),
    check: (response, caller, w) => caller !== 'anonymous' && expect(response.json().id).toBe(w.users[caller].id),
  },
  { route: 'GET /api/v1/users', expect: adminOnly(200), request: () => get('/api/v1/users') },
  {
    route: 'GET /api/v1/users/{id}',
    expect: e(401, 403, 403, 200, 403, 200),
    request: (w) => get(`/api/v1/users/${w.users.owner.id}`),
  },
  {
    route: 'POST /api/v1/users/{id}/activate',
    expect: adminOnly(200),
    request: (w) => post(`/api/v1/users/${w.users.owner.id}/activate`),
  },
  {
    route: 'POST /api/v1/users/bulk-activate',
    expect: adminOnly(200),
    request: (w) => post('/api/v1/users/bulk-activate', { userIds: [w.users.owner.id] }),
  },
  {
    route: 'POST /api/v1/users/{id}/deactivate',
    expect: adminOnly(200),
    request: (w) => post(`/api/v1/users/${w.users.owner.id}/deactivate`),
    after: restoreOwner,
  },
  {
    route: 'POST /api/v1/users/bulk-deactivate',
    expect: adminOnly(200),
    request: (w) => post('/api/v1/users/bulk-deactivate', { userIds: [w.users.owner.id] }),
    after: restoreOwner,
  },

  // Settings: only ever the caller's own
  { route: 'GET /api/v1/users/me/settings', expect: signedIn(200), request: () => get('/api/v1/users/me/settings') },
  {
    route: 'PUT /api/v1/users/me/settings',
    expect: signedIn(200),
    request: () => put('/api/v1/users/me/settings', {}),
  },

  // Contact (public, rate limited per caller) and admin diagnostics
  {
    route: 'POST /api/v1/contact',
    expect: everyone(202),
    request: () =>
      post('/api/v1/contact', {
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A message long enough to be accepted.',
      }),
  },
  {
    route: 'POST /api/v1/ai-analysis/analyze',
    expect: adminOnly(200),
    request: () => post('/api/v1/ai-analysis/analyze'),
  },

  // Quizzes of the owner: public published (readable by all, editable by owner and moderators), private draft (hidden)
  {
    route: 'POST /api/v1/quizzes',
    expect: e(401, 403, 201, 201, 201, 201),
    request: () => post('/api/v1/quizzes', { title: unique('New quiz ') }),
  },
  {
    route: 'GET /api/v1/quizzes',
    variant: 'scope=all',
    expect: e(401, 403, 403, 403, 200, 200),
    request: () => get('/api/v1/quizzes?scope=all'),
  },
  {
    route: 'GET /api/v1/quizzes',
    variant: 'scope=me shows only the caller’s own',
    expect: signedIn(200),
    request: () => get('/api/v1/quizzes?scope=me&size=1000'),
    check: (response, caller, w) => {
      const ids = (response.json().content as Array<{ id: string }>).map((quiz) => quiz.id);
      expect(ids.includes(w.privateQuiz.quizId)).toBe(caller === 'owner');
    },
  },
  {
    route: 'DELETE /api/v1/quizzes',
    expect: e(401, 403, 403, 200, 403, 200),
    request: async (w) => del(`/api/v1/quizzes?ids=${(await createQuiz(w.test, w.users.owner)).quizId}`),
  },
  {
    route: 'DELETE /api/v1/quizzes',
    variant: 'a private draft',
    expect: e(401, 404, 404, 200, 403, 200),
    request: async (w) =>
      del(
        `/api/v1/quizzes?ids=${(await createQuiz(w.test, w.users.owner, { visibility: 'PRIVATE', publish: false })).quizId}`,
      ),
  },
  {
    route: 'GET /api/v1/quizzes/public',
    expect: signedIn(200),
    request: () => get('/api/v1/quizzes/public?size=1000'),
    check: (response, _caller, w) => {
      const ids = (response.json().content as Array<{ id: string }>).map((quiz) => quiz.id);
      expect(ids).toContain(w.publicQuiz.quizId);
      expect(ids).not.toContain(w.privateQuiz.quizId);
    },
  },
  ...onPublicQuizAndDraft({
    route: 'PATCH /api/v1/quizzes/bulk-update',
    expect: ownerOrModerator,
    request: (quiz) =>
      patch('/api/v1/quizzes/bulk-update', { quizIds: [quiz.quizId], update: { description: unique('bulk ') } }),
    statusOf: firstFailureStatus,
  }),
  ...onPublicQuizAndDraft({
    route: 'GET /api/v1/quizzes/{id}',
    expect: signedIn(200),
    request: (quiz) => get(`/api/v1/quizzes/${quiz.quizId}`),
  }),
  ...onPublicQuizAndDraft({
    route: 'PATCH /api/v1/quizzes/{id}',
    expect: ownerOrModerator,
    request: (quiz) => patch(`/api/v1/quizzes/${quiz.quizId}`, { description: unique('patched ') }),
  }),
  {
    route: 'DELETE /api/v1/quizzes/{id}',
    expect: e(401, 403, 403, 204, 403, 204),
    request: async (w) => del(`/api/v1/quizzes/${(await createQuiz(w.test, w.users.owner)).quizId}`),
  },
  {
    route: 'PATCH /api/v1/quizzes/{id}/status',
    expect: ownerOrModerator,
    request: (w) => patch(`/api/v1/quizzes/${w.publicQuiz.quizId}/status`, { status: 'PUBLISHED' }),
  },
  {
    route: 'PATCH /api/v1/quizzes/{id}/visibility',
    expect: ownerOrModerator,
    request: (w) => patch(`/api/v1/quizzes/${w.publicQuiz.quizId}/visibility`, { visibility: 'PUBLIC' }),
  },
  {
    route: 'PUT /api/v1/quizzes/{id}/questions',
    expect: ownerOrModerator,
    request: (w) => put(`/api/v1/quizzes/${w.publicQuiz.quizId}/questions`, { questionIds: w.publicQuiz.questionIds }),
  },
  {
    route: 'POST /api/v1/quizzes/{id}/questions/{questionId}',
    expect: ownerOrModerator,
    request: async (w) =>
      post(
        `/api/v1/quizzes/${(await createQuiz(w.test, w.users.owner)).quizId}/questions/${await createQuestion(w.test, w.users.owner)}`,
      ),
  },
  {
    route: 'POST /api/v1/quizzes/{id}/questions/{questionId}',
    variant: 'someone else’s question into the caller’s own quiz',
    expect: e(401, 403, 403, 200, 200, 200),
    request: async (w, caller) => {
      // The quiz is the caller's (the student has none: the owner's), the question the owner's loose one.
      const quizOwner = caller === 'anonymous' || caller === 'student' ? w.users.owner : w.users[caller];
      const quiz = await createQuiz(w.test, quizOwner);
      return post(`/api/v1/quizzes/${quiz.quizId}/questions/${await createQuestion(w.test, w.users.owner)}`);
    },
  },
  {
    route: 'DELETE /api/v1/quizzes/{id}/questions/{questionId}',
    expect: ownerOrModerator,
    request: async (w) => {
      const quiz = await createQuiz(w.test, w.users.owner, { questions: 2 });
      return del(`/api/v1/quizzes/${quiz.quizId}/questions/${quiz.questionIds[1]}`);
    },
  },
  {
    route: 'POST /api/v1/quizzes/{id}/tags/{tagId}',
    expect: ownerOrModerator,
    request: (w) => post(`/api/v1/quizzes/${w.publicQuiz.quizId}/tags/${w.tagId}`),
  },
  {
    route: 'DELETE /api/v1/quizzes/{id}/tags/{tagId}',
    expect: ownerOrModerator,
    request: (w) => del(`/api/v1/quizzes/${w.publicQuiz.quizId}/tags/${w.tagId}`),
  },
  {
    route: 'PUT /api/v1/quizzes/{id}/category/{categoryId}',
    expect: ownerOrModerator,
    request: (w) => put(`/api/v1/quizzes/${w.publicQuiz.quizId}/category/${w.categoryId}`),
  },

  // Questions: answers (content, explanation) only for their editors
  {
    route: 'POST /api/v1/questions',
    expect: e(401, 403, 201, 201, 201, 201),
    request: () =>
      post('/api/v1/questions', {
        type: 'TRUE_FALSE',
        questionText: unique('New statement '),
        content: { answer: true },
      }),
  },
  {
    route: 'POST /api/v1/questions',
    variant: 'into the owner’s quiz',
    expect: e(401, 403, 403, 201, 201, 201),
    request: (w) =>
      post('/api/v1/questions', {
        type: 'TRUE_FALSE',
        questionText: unique('Sneaked statement '),
        content: { answer: true },
        quizIds: [w.publicQuiz.quizId],
      }),
  },
  ...onPublicQuizAndDraft({
    route: 'GET /api/v1/questions',
    variants: ['a public quiz: safe content for takers', 'a private draft'],
    expect: signedIn(200),
    request: (quiz) => get(`/api/v1/questions?quizId=${quiz.quizId}`),
    check: (response, caller, w) => {
      for (const question of response.json().content as Array<Record<string, unknown>>) {
        const editor =
          ['moderator', 'admin'].includes(caller) ||
          (caller !== 'anonymous' && question.creatorId === w.users[caller].id);
        expect('content' in question, caller).toBe(editor);
        expect('explanation' in question, caller).toBe(editor);
      }
    },
  }),
  ...onPublicQuizAndDraft({
    route: 'GET /api/v1/questions/{id}',
    variants: [undefined, 'in a private draft'],
    expect: signedIn(200),
    request: (quiz) => get(`/api/v1/questions/${quiz.questionIds[0]}`),
    check: (response, caller) => {
      const editor = ['owner', 'moderator', 'admin'].includes(caller);
      expect('content' in response.json(), caller).toBe(editor);
      expect('explanation' in response.json(), caller).toBe(editor);
    },
  }),
  {
    route: 'PATCH /api/v1/questions/{id}',
    expect: ownerOrModerator,
    request: (w) => patch(`/api/v1/questions/${w.publicQuiz.questionIds[0]}`, { hint: unique('hint ') }),
  },
  {
    route: 'DELETE /api/v1/questions/{id}',
    variant: 'a question in no quiz',
    expect: e(401, 403, 404, 204, 204, 204),
    request: async (w) => del(`/api/v1/questions/${await createQuestion(w.test, w.users.owner)}`),
  },
  {
    route: 'DELETE /api/v1/questions/{id}',
    variant: 'a question in a public quiz',
    expect: e(401, 403, 403, 204, 204, 204),
    request: async (w) =>
      del(`/api/v1/questions/${(await createQuiz(w.test, w.users.owner, { questions: 2 })).questionIds[1]}`),
  },

  // Tags: the creator or a tag admin changes one
  { route: 'GET /api/v1/tags', expect: signedIn(200), request: () => get('/api/v1/tags') },
  {
    route: 'POST /api/v1/tags',
    expect: e(401, 403, 201, 201, 201, 201),
    request: () => post('/api/v1/tags', { name: unique('tag-') }),
  },
  { route: 'GET /api/v1/tags/{id}', expect: signedIn(200), request: (w) => get(`/api/v1/tags/${w.tagId}`) },
  {
    route: 'PATCH /api/v1/tags/{id}',
    expect: e(401, 403, 403, 200, 403, 200),
    request: (w) => patch(`/api/v1/tags/${w.tagId}`, { description: unique('about ') }),
  },
  {
    route: 'DELETE /api/v1/tags/{id}',
    expect: e(401, 403, 403, 204, 403, 204),
    request: async (w) => del(`/api/v1/tags/${await createTag(w.test, w.users.owner)}`),
  },
  {
    route: 'GET /api/v1/tags/{id}/analytics',
    expect: signedIn(200),
    request: (w) => get(`/api/v1/tags/${w.tagId}/analytics`),
  },

  // Categories: category administrators only change them
  { route: 'GET /api/v1/categories', expect: signedIn(200), request: () => get('/api/v1/categories') },
  {
    route: 'POST /api/v1/categories',
    expect: adminOnly(201),
    request: () => post('/api/v1/categories', { name: unique('Category ') }),
  },
  {
    route: 'GET /api/v1/categories/{id}',
    expect: signedIn(200),
    request: (w) => get(`/api/v1/categories/${w.categoryId}`),
  },
  {
    route: 'PATCH /api/v1/categories/{id}',
    expect: adminOnly(200),
    request: (w) => patch(`/api/v1/categories/${w.categoryId}`, { description: unique('about ') }),
  },
  {
    route: 'DELETE /api/v1/categories/{id}',
    expect: adminOnly(204),
    request: async (w) => del(`/api/v1/categories/${await createCategory(w.test, w.users.admin)}`),
  },
  {
    route: 'GET /api/v1/categories/{id}/analytics',
    expect: signedIn(200),
    request: (w) => get(`/api/v1/categories/${w.categoryId}/analytics`),
  },

  // Media: authors upload; images are served to anyone (they load in <img>)
  { route: 'POST /api/v1/media/images', expect: e(401, 403, 201, 201, 201, 201), request: () => imageRequest() },
  { route: 'GET /api/v1/storage/usage', expect: signedIn(200), request: () => get('/api/v1/storage/usage') },
  {
    route: 'GET /api/v1/media/images/{id}',
    expect: everyone(200),
    request: (w) => get(`/api/v1/media/images/${w.imageId}`),
  },
  {
    route: 'GET /api/v1/media/assets/{name}',
    expect: everyone(200),
    request: () => get('/api/v1/media/assets/solar-system.svg'),
  },

  // Documents: each is its uploader's alone, administrators included
  {
    route: 'POST /api/documents/upload',
    expect: e(401, 403, 201, 201, 201, 201),
    request: () =>
      uploadRequest({
        data: Buffer.from('A short text document about cells and energy.'),
        filename: 'note.txt',
        contentType: 'text/plain',
      }),
  },
  {
    route: 'GET /api/documents/config',
    expect: e(401, 403, 200, 200, 200, 200),
    request: () => get('/api/documents/config'),
  },
  {
    route: 'GET /api/documents',
    expect: e(401, 403, 200, 200, 200, 200),
    request: () => get('/api/documents?size=1000'),
    check: (response, caller, w) => {
      if (response.statusCode !== 200) return;
      const ids = (response.json().content as Array<{ id: string }>).map((document) => document.id);
      expect(ids.includes(w.documentId), caller).toBe(caller === 'owner');
    },
  },
  { route: 'GET /api/documents/{id}', expect: ownerOnly(200), request: (w) => get(`/api/documents/${w.documentId}`) },
  {
    route: 'DELETE /api/documents/{id}',
    expect: ownerOnly(204),
    request: async (w) => del(`/api/documents/${await uploadDocument(w.test, w.users.owner, false)}`),
  },
  {
    route: 'GET /api/documents/{id}/chunks',
    expect: ownerOnly(200),
    request: (w) => get(`/api/documents/${w.documentId}/chunks`),
  },
  {
    route: 'GET /api/documents/{id}/chunks/{index}',
    expect: ownerOnly(200),
    request: (w) => get(`/api/documents/${w.documentId}/chunks/0`),
  },
  {
    route: 'GET /api/documents/{id}/status',
    expect: ownerOnly(200),
    request: (w) => get(`/api/documents/${w.documentId}/status`),
  },

  // Attempts: the owner's, at otherCreator's quiz; only the taker changes one, staff may read
  ...onPublicQuizAndDraft({
    route: 'POST /api/v1/attempts/quizzes/{quizId}',
    expect: signedIn(201),
    draftExpect: e(401, 404, 404, 409, 409, 409),
    request: (quiz) => post(`/api/v1/attempts/quizzes/${quiz.quizId}`, { mode: 'ALL_AT_ONCE' }),
  }),
  {
    route: 'GET /api/v1/attempts/quizzes/{quizId}/questions/shuffled',
    expect: e(401, 404, 404, 200, 404, 404),
    request: (w) => get(`/api/v1/attempts/quizzes/${w.takenQuiz.quizId}/questions/shuffled`),
  },
  {
    route: 'GET /api/v1/attempts',
    variant: 'userId=owner',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts?userId=${w.users.owner.id}`),
  },
  {
    route: 'GET /api/v1/attempts',
    variant: 'no filter: own attempts only, staff too (a client resumes the first open one; issue 16)',
    expect: signedIn(200),
    request: () => get('/api/v1/attempts?size=1000'),
    check: listsOnlyOwnAttempts,
  },
  {
    route: 'GET /api/v1/attempts',
    variant: 'quizId: own attempts only, staff too',
    expect: signedIn(200),
    request: (w) => get(`/api/v1/attempts?quizId=${w.takenQuiz.quizId}&size=50`),
    check: listsOnlyOwnAttempts,
  },
  {
    route: 'GET /api/v1/attempts',
    variant: 'quizId and userId=owner',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts?quizId=${w.takenQuiz.quizId}&userId=${w.users.owner.id}`),
    check: (response, caller, w) => {
      if (response.statusCode !== 200) return;
      const ids = (response.json().content as Array<{ attemptId: string }>).map((attempt) => attempt.attemptId);
      expect(ids, caller).toContain(w.activeAttemptId);
    },
  },
  {
    route: 'GET /api/v1/quizzes/{id}/attempts/user',
    expect: signedIn(200),
    request: (w) => get(`/api/v1/quizzes/${w.takenQuiz.quizId}/attempts/user`),
    check: listsOnlyOwnAttempts,
  },
  {
    route: 'GET /api/v1/attempts/{id}',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts/${w.activeAttemptId}`),
  },
  {
    route: 'DELETE /api/v1/attempts/{id}',
    expect: ownerOnly(204),
    request: async (w) => del(`/api/v1/attempts/${await scratchAttempt(w)}`),
  },
  {
    route: 'GET /api/v1/attempts/{id}/current-question',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts/${w.activeAttemptId}/current-question`),
  },
  {
    route: 'GET /api/v1/attempts/{id}/questions',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts/${w.activeAttemptId}/questions`),
  },
  {
    route: 'POST /api/v1/attempts/{id}/answers',
    expect: ownerOnly(200),
    request: async (w) =>
      post(`/api/v1/attempts/${await scratchAttempt(w)}/answers`, {
        questionId: w.scratchTakeQuiz.questionIds[0],
        response: true,
      }),
  },
  {
    route: 'POST /api/v1/attempts/{id}/answers/batch',
    expect: ownerOnly(200),
    request: async (w) =>
      post(`/api/v1/attempts/${await scratchAttempt(w, 'ALL_AT_ONCE')}/answers/batch`, {
        answers: [{ questionId: w.scratchTakeQuiz.questionIds[1], response: false }],
      }),
  },
  {
    route: 'POST /api/v1/attempts/{id}/complete',
    expect: ownerOnly(200),
    request: async (w) => post(`/api/v1/attempts/${await scratchAttempt(w)}/complete`),
  },
  {
    route: 'GET /api/v1/attempts/{id}/stats',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts/${w.activeAttemptId}/stats`),
  },
  {
    route: 'POST /api/v1/attempts/{id}/pause',
    expect: ownerOnly(200),
    request: async (w) => post(`/api/v1/attempts/${await scratchAttempt(w)}/pause`),
  },
  {
    route: 'POST /api/v1/attempts/{id}/resume',
    expect: ownerOnly(200),
    request: async (w) => {
      const id = await scratchAttempt(w);
      await must(w.test, post(`/api/v1/attempts/${id}/pause`), w.users.owner, 200);
      return post(`/api/v1/attempts/${id}/resume`);
    },
  },

  // Results: an attempt's for its taker and staff; a quiz's statistics for its owner and staff
  {
    route: 'GET /api/v1/attempts/{id}/results',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts/${w.completedAttemptId}/results`),
  },
  {
    route: 'GET /api/v1/attempts/{id}/analysis',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/attempts/${w.completedAttemptId}/analysis`),
  },
  {
    route: 'GET /api/v1/quizzes/{id}/results/summary',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/quizzes/${w.publicQuiz.quizId}/results/summary`),
  },
  ...onPublicQuizAndDraft({
    route: 'GET /api/v1/quizzes/{id}/results',
    expect: ownerOrStaff,
    request: (quiz) => get(`/api/v1/quizzes/${quiz.quizId}/results`),
  }),
  ...onPublicQuizAndDraft({
    route: 'GET /api/v1/quizzes/{id}/leaderboard',
    expect: signedIn(200),
    request: (quiz) => get(`/api/v1/quizzes/${quiz.quizId}/leaderboard`),
  }),
  {
    route: 'GET /api/v1/quizzes/{id}/analytics',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/quizzes/${w.publicQuiz.quizId}/analytics`),
  },
  {
    route: 'GET /api/v1/results/quiz/{id}/analytics',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/results/quiz/${w.publicQuiz.quizId}/analytics`),
  },
  {
    route: 'GET /api/v1/results/user/{id}',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/results/user/${w.users.owner.id}`),
  },
  { route: 'GET /api/v1/results/statistics', expect: signedIn(200), request: () => get('/api/v1/results/statistics') },
  {
    route: 'GET /api/v1/results/export/{quizId}',
    expect: ownerOrStaff,
    request: (w) => get(`/api/v1/results/export/${w.publicQuiz.quizId}?format=json`),
  },
  {
    route: 'GET /api/v1/results/export/{quizId}',
    variant: 'includeUserDetails=true',
    expect: e(401, 403, 403, 200, 403, 200),
    request: (w) => get(`/api/v1/results/export/${w.publicQuiz.quizId}?format=json&includeUserDetails=true`),
  },

  // Billing: one's own balance, sessions, customer and subscription; billing admins read any and adjust
  { route: 'GET /api/v1/billing/config', expect: everyone(200), request: () => get('/api/v1/billing/config') },
  { route: 'GET /api/v1/billing/balance', expect: signedIn(200), request: () => get('/api/v1/billing/balance') },
  {
    route: 'GET /api/v1/billing/transactions',
    expect: signedIn(200),
    request: () => get('/api/v1/billing/transactions'),
  },
  {
    route: 'POST /api/v1/billing/estimate/quiz-generation',
    expect: signedIn(200),
    request: () =>
      post('/api/v1/billing/estimate/quiz-generation', {
        text: 'Cells are the unit of life. '.repeat(20),
        questionsPerType: { MCQ_SINGLE: 2 },
      }),
  },
  {
    route: 'POST /api/v1/billing/checkout-sessions',
    expect: signedIn(201),
    request: () => post('/api/v1/billing/checkout-sessions', { packId: 'starter' }),
  },
  {
    route: 'GET /api/v1/billing/checkout-sessions/{id}',
    expect: e(401, 403, 403, 200, 403, 200),
    request: (w) => get(`/api/v1/billing/checkout-sessions/${w.checkoutSessionId}`),
  },
  {
    route: 'POST /api/v1/billing/create-customer',
    expect: signedIn(200),
    request: () => post('/api/v1/billing/create-customer', {}),
  },
  {
    route: 'GET /api/v1/billing/customers/{id}',
    expect: e(401, 403, 403, 200, 403, 200),
    request: (w) => get(`/api/v1/billing/customers/${w.customerId}`),
  },
  {
    route: 'POST /api/v1/billing/create-subscription',
    expect: signedIn(200),
    request: () => post('/api/v1/billing/create-subscription', { priceId: 'starter' }),
  },
  {
    route: 'POST /api/v1/billing/update-subscription',
    expect: ownerOnly(200),
    request: (w) =>
      post('/api/v1/billing/update-subscription', { subscriptionId: w.subscriptionId, newPriceId: 'growth' }),
  },
  {
    route: 'POST /api/v1/billing/stripe/webhook',
    expect: everyone(404),
    request: () => post('/api/v1/billing/stripe/webhook', { id: 'evt_1', type: 'checkout.session.completed' }),
  },
  {
    route: 'POST /api/v1/admin/billing/adjustments',
    expect: adminOnly(201),
    request: (w) =>
      post('/api/v1/admin/billing/adjustments', { userId: w.users.owner.id, amountTokens: 5, reason: 'matrix' }),
  },
  {
    route: 'GET /api/v1/admin/billing/reconciliation',
    expect: adminOnly(200),
    request: () => get('/api/v1/admin/billing/reconciliation'),
  },
  {
    route: 'POST /api/v1/admin/billing/subscriptions/{id}/grant-period',
    expect: adminOnly(200),
    request: (w) => post(`/api/v1/admin/billing/subscriptions/${w.subscriptionId}/grant-period`),
  },
  // Last: it ends the owner's subscription, which the rows above use.
  {
    route: 'POST /api/v1/billing/cancel-subscription',
    expect: ownerOnly(200),
    request: (w) => post('/api/v1/billing/cancel-subscription', { subscriptionId: w.subscriptionId }),
  },

  // Generation: jobs are their starter's alone; jobs started here wait (the world's generator holds them) and are cancelled after the row
  {
    route: 'POST /api/v1/quizzes/generate-from-text',
    expect: e(401, 403, 202, 202, 202, 202),
    request: () => post('/api/v1/quizzes/generate-from-text', GENERATION_BODY),
    after: cancelActiveJobs,
  },
  {
    route: 'POST /api/v1/quizzes/import',
    variant: 'dry run into a new quiz',
    expect: e(401, 403, 200, 200, 200, 200),
    request: () => {
      const upload = uploadRequest(
        { data: Buffer.from('Is water wet? {T}\n'), filename: 'water.gift', contentType: 'text/plain' },
        { dryRun: 'true' },
      );
      return { ...upload, url: '/api/v1/quizzes/import' };
    },
  },
  {
    route: 'POST /api/v1/quizzes/import',
    variant: "into the owner's public quiz",
    expect: ownerOrModerator,
    request: (w) => {
      const upload = uploadRequest(
        { data: Buffer.from('Is water wet? {T}\n'), filename: 'water.gift', contentType: 'text/plain' },
        { quizId: w.publicQuiz.quizId, dryRun: 'true' },
      );
      return { ...upload, url: '/api/v1/quizzes/import' };
    },
  },
  {
    route: 'GET /api/v1/quizzes/{id}/export',
    variant: 'public quiz: readers who may not edit get 403 (the answers are in the file)',
    expect: ownerOrModerator,
    request: (w) => get(`/api/v1/quizzes/${w.publicQuiz.quizId}/export?format=gift`),
  },
  {
    route: 'GET /api/v1/quizzes/{id}/export',
    variant: 'private quiz',
    expect: privateDraft,
    request: (w) => get(`/api/v1/quizzes/${w.privateQuiz.quizId}/export?format=json`),
  },
  // Live sessions (issue 22): hosting needs QUIZ_CREATE and a published quiz the host may see; a session is its host's alone; reports its quiz owner's
  ...onPublicQuizAndDraft({
    route: 'POST /api/v1/live-sessions',
    variants: ['public published quiz', 'private draft quiz: not published (409) where it is visible'],
    expect: e(401, 403, 201, 201, 201, 201),
    draftExpect: e(401, 403, 404, 409, 409, 409),
    request: (quiz) => post('/api/v1/live-sessions', { quizId: quiz.quizId }),
  }),
  {
    route: 'GET /api/v1/live-sessions/{id}',
    variant: "the owner's session: others, staff included, do not find it",
    expect: e(401, 404, 404, 200, 404, 404),
    request: async (w) => get(`/api/v1/live-sessions/${await ownerLiveSession(w)}`),
  },
  ...onPublicQuizAndDraft({
    route: 'GET /api/v1/quizzes/{id}/live-sessions',
    variants: ['public quiz', 'private quiz'],
    expect: e(401, 403, 403, 200, 403, 403),
    draftExpect: e(401, 404, 404, 200, 403, 403),
    request: (quiz) => get(`/api/v1/quizzes/${quiz.quizId}/live-sessions`),
  }),
  {
    route: 'GET /api/v1/live-sessions/{id}/report',
    variant: "a session of the owner's public quiz: its file for the owner alone",
    expect: e(401, 403, 403, 200, 403, 403),
    request: async (w) => get(`/api/v1/live-sessions/${await ownerLiveSession(w)}/report?format=csv`),
  },
  {
    route: 'POST /api/v1/quizzes/generate-from-upload',
    expect: e(401, 403, 202, 202, 202, 202),
    request: () => {
      const upload = uploadRequest(
        { data: Buffer.from(DOCUMENT_TEXT), filename: 'cells.txt', contentType: 'text/plain' },
        { questionsPerType: JSON.stringify(GENERATION_BODY.questionsPerType) },
      );
      return { ...upload, url: '/api/v1/quizzes/generate-from-upload' };
    },
    after: cancelActiveJobs,
  },
  {
    route: 'POST /api/v1/quizzes/generate-from-document',
    variant: 'the owner’s document',
    expect: ownerOnly(202),
    request: (w) =>
      post('/api/v1/quizzes/generate-from-document', {
        documentId: w.documentId,
        questionsPerType: GENERATION_BODY.questionsPerType,
      }),
    after: cancelActiveJobs,
  },
  {
    route: 'GET /api/v1/quizzes/generation-status/{jobId}',
    expect: ownerOnly(200),
    request: (w) => get(`/api/v1/quizzes/generation-status/${w.generation.jobId}`),
  },
  {
    route: 'DELETE /api/v1/quizzes/generation-status/{jobId}',
    variant: 'a running job',
    expect: ownerOnly(200),
    request: async (w) => {
      heldJobId ??= (
        await must(w.test, post('/api/v1/quizzes/generate-from-text', GENERATION_BODY), w.users.owner, 202)
      ).json().jobId as string;
      return del(`/api/v1/quizzes/generation-status/${heldJobId}`);
    },
    after: cancelActiveJobs,
  },
  {
    route: 'POST /api/v1/quizzes/generation-jobs/{jobId}/retry',
    variant: 'a failed job',
    expect: ownerOnly(202),
    request: async (w) => {
      await cancelActiveJobs(w);
      const jobId = (
        await must(w.test, post('/api/v1/quizzes/generate-from-text', GENERATION_BODY), w.users.owner, 202)
      ).json().jobId as string;
      await must(w.test, del(`/api/v1/quizzes/generation-status/${jobId}`), w.users.owner, 200);
      await w.test.database.db
        .updateTable('generationJobs')
        .set({ status: 'FAILED' })
        .where('id', '=', jobId)
        .execute();
      return post(`/api/v1/quizzes/generation-jobs/${jobId}/retry`);
    },
    after: cancelActiveJobs,
  },
  {
    route: 'GET /api/v1/quizzes/generated-quiz/{jobId}',
    expect: ownerOnly(200),
    request: (w) => get(`/api/v1/quizzes/generated-quiz/${w.generation.jobId}`),
  },
  {
    route: 'GET /api/v1/quizzes/generation-jobs',
    expect: e(401, 403, 200, 200, 200, 200),
    request: () => get('/api/v1/quizzes/generation-jobs?size=100'),
    check: (response, caller, w) => {
      const ids = (response.json().content as Array<{ jobId: string }>).map((job) => job.jobId);
      expect(ids.includes(w.generation.jobId), caller).toBe(caller === 'owner');
    },
  },
  {
    route: 'GET /api/v1/quizzes/generation-jobs/statistics',
    expect: e(401, 403, 200, 200, 200, 200),
    request: () => get('/api/v1/quizzes/generation-jobs/statistics'),
  },
  {
    route: 'GET /api/v1/questions/{id}/source',
    variant: 'a generated question',
    expect: ownerOnly(200),
    request: (w) => get(`/api/v1/questions/${w.generation.questionId}/source`),
  },
  {
    route: 'POST /api/v1/billing/estimate/quiz-generation',
    variant: 'for the owner’s document',
    expect: e(401, 404, 404, 200, 404, 404),
    request: (w) =>
      post('/api/v1/billing/estimate/quiz-generation', {
        documentId: w.documentId,
        questionsPerType: { MCQ_SINGLE: 2 },
      }),
  },

  // Documents, last: reprocessing puts the owner's document back in the queue.
  {
    route: 'POST /api/documents/{id}/reprocess',
    expect: ownerOnly(200),
    request: (w) => post(`/api/documents/${w.documentId}/reprocess`, {}),
  },
];

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'AUTHENTICATION_ERROR',
  403: 'AUTHORIZATION_ERROR',
  404: 'NOT_FOUND_ERROR',
  409: 'CONFLICT_ERROR',
};

/** True when `url` (without query) is an instance of the route's path template. */
function matchesRoute(route: string, request: Request): boolean {
  const [method, template] = route.split(' ') as [string, string];
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return method === request.method && pattern.test(normalisePath(request.url.split('?')[0] ?? ''));
}

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);
afterAll(async () => {
  await w.test.close();
});

describe('authorization matrix', () => {
  it('has a row for every operation of the OpenAPI document, and every row names one', async () => {
    const documented = await openApiRoutes(w.test);
    const covered = new Set(rows.map((row) => row.route));
    expect(
      documented.filter((route) => !covered.has(route)),
      'routes without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !documented.includes(route)),
      'rows of unknown routes',
    ).toEqual([]);
  });

  it.each(rows.map((row) => [`${row.route}${row.variant ? ` (${row.variant})` : ''}`, row] as const))(
    '%s',
    async (_name, row) => {
      const actual: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const [index, caller] of CALLERS.entries()) {
        const request = await row.request(w, caller);
        expect(matchesRoute(row.route, request), `${request.method} ${request.url} is not ${row.route}`).toBe(true);
        const response = await send(w.test, request, who(w, caller));
        const status = row.statusOf ? row.statusOf(response) : response.statusCode;
        actual[caller] = status;
        expected[caller] = row.expect[index] as number;
        expect(response.statusCode, `${caller}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400 && CODE_BY_STATUS[response.statusCode]) {
          expect(response.json().code, `${caller}: error shape`).toBe(CODE_BY_STATUS[response.statusCode]);
        }
        if (status === expected[caller] && response.statusCode < 300) {
          row.check?.(response, caller, w);
        }
      }
      await row.after?.(w);
      expect(actual).toEqual(expected);
    },
  );
});
