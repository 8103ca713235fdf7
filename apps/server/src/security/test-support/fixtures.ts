import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { GenerationSession, QuestionGenerator, SessionOptions } from '../../ai/generator.ts';
import { createGenerator } from '../../ai/index.ts';
import { waitForJob } from '../../domains/generation/test-support/generation.ts';
import { multipartBody, waitForDocument } from '../../domains/documents/test-support/documents.ts';
import type { Mailer, OutgoingMail } from '../../mail/mail-port.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import {
  buildAccount,
  buildAdmin,
  buildTestApp,
  buildUser,
  testConfig,
  type Method,
  type SignedIn,
  type TestApp,
} from '../../test-support/test-app.ts';

/** Shared by the security suites (imported by *.test.ts files only). */

/** The six callers of the authorization matrix, in the order of its columns. */
export const CALLERS = ['anonymous', 'student', 'otherCreator', 'owner', 'moderator', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<CallerName, 'anonymous'>;

/** A tiny but valid PNG by its magic bytes (the media domain decides by content). */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);

export const DOCUMENT_TEXT = [
  'Chapter 1: Cells',
  ...Array.from(
    { length: 30 },
    (_, i) => `Cells are the basic unit of life and sentence ${i + 1} explains one more plain fact about them.`,
  ),
  'Chapter 2: Energy',
  ...Array.from(
    { length: 30 },
    (_, i) => `Energy moves through living things and sentence ${i + 1} explains one more plain fact about it.`,
  ),
].join('\n');

/** Captures mail so tests can follow reset links (instead of the outbox table). */
export class CapturingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    return Promise.resolve();
  }
  /** The reset token of the last reset mail sent to `email`. */
  resetTokenFor(email: string): string {
    const mail = [...this.sent]
      .reverse()
      .find((candidate) => candidate.to === email && candidate.text.includes('reset-password?token='));
    const match = mail ? /reset-password\?token=([^\s]+)/.exec(mail.text) : null;
    if (!match?.[1]) {
      throw new Error(`no reset mail for ${email}`);
    }
    return decodeURIComponent(match[1]);
  }
}

/**
 * The offline generator, or (while `hold` is on) one whose sessions wait until the job is stopped:
 * jobs started meanwhile stay PROCESSING, so a test can cancel them and no generation runs beside it.
 */
export class HoldableGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;
  hold = false;
  readonly #inner = createGenerator(testConfig().generation);
  supports(type: Parameters<QuestionGenerator['supports']>[0]) {
    return this.#inner.supports(type);
  }
  unsupportedReason(type: Parameters<QuestionGenerator['unsupportedReason']>[0]) {
    return this.#inner.unsupportedReason(type);
  }
  async startSession(options: SessionOptions): Promise<GenerationSession> {
    if (!this.hold) {
      return this.#inner.startSession(options);
    }
    return {
      generate: (request) =>
        new Promise((_, reject) => {
          request.signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
        }),
      usage: () => ({ calls: 0, promptTokens: 0, completionTokens: 0 }),
    };
  }
}

/** A small generation request (a few tokens) over the kit's document text. */
export const GENERATION_BODY = { text: DOCUMENT_TEXT, questionsPerType: { MCQ_SINGLE: 1, TRUE_FALSE: 1 } };

export interface Request {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Sends a request as `who` (undefined: no Authorization header). */
export function send(test: TestApp, request: Request, who?: SignedIn): Promise<LightMyRequestResponse> {
  const payload = request.payload;
  return test.app.inject({
    method: request.method,
    url: request.url,
    headers: { ...(who ? who.auth : {}), ...request.headers },
    ...(payload === undefined ? {} : { payload: (Buffer.isBuffer(payload) ? payload : payload) as object }),
  });
}

/** Calls that must succeed while building fixtures. */
export async function must(
  test: TestApp,
  request: Request,
  who: SignedIn | undefined,
  status: number,
): Promise<LightMyRequestResponse> {
  const response = await send(test, request, who);
  expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(status);
  return response;
}

export async function login(
  test: TestApp,
  who: { username: string; password: string },
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await must(
    test,
    { method: 'POST', url: '/api/v1/auth/login', payload: { username: who.username, password: who.password } },
    undefined,
    200,
  );
  return response.json();
}

let counter = 0;
export const unique = (prefix: string) => `${prefix}${process.pid % 1000}x${(counter += 1)}`;

export interface QuizOptions {
  visibility?: 'PUBLIC' | 'PRIVATE';
  publish?: boolean;
  questions?: number;
  settings?: Record<string, unknown>;
}

/** The world of the matrix: six callers and resources owned by `owner` (or another creator where said). */
export interface World {
  test: TestApp;
  mailer: CapturingMailer;
  generator: HoldableGenerator;
  users: Record<SignedInCaller, SignedIn>;
  categoryId: string;
  tagId: string;
  /** PUBLIC, PUBLISHED, one TRUE_FALSE question, the tag and the category: readable by everyone signed in. */
  publicQuiz: { quizId: string; questionIds: string[] };
  /** PRIVATE DRAFT of the owner: hidden from everyone but its creator, moderators and admins. */
  privateQuiz: { quizId: string; questionIds: string[] };
  /** A PUBLIC PUBLISHED quiz of otherCreator that the owner takes (repetition on). */
  takenQuiz: { quizId: string; questionIds: string[] };
  /** The owner's attempts at takenQuiz: one completed, one in progress (ONE_BY_ONE). */
  completedAttemptId: string;
  activeAttemptId: string;
  imageId: string;
  /** A PROCESSED text document of the owner. */
  documentId: string;
  checkoutSessionId: string;
  customerId: string;
  subscriptionId: string;
  /** A PUBLIC PUBLISHED quiz of otherCreator on which scratch attempts of the owner run. */
  scratchTakeQuiz: { quizId: string; questionIds: string[] };
  /** A COMPLETED generation job of the owner, its quiz and one of its questions (which has a source). */
  generation: { jobId: string; quizId: string; questionId: string };
}

export async function createQuiz(
  test: TestApp,
  who: SignedIn,
  options: QuizOptions = {},
): Promise<{ quizId: string; questionIds: string[] }> {
  const created = await must(
    test,
    {
      method: 'POST',
      url: '/api/v1/quizzes',
      payload: { title: unique('Quiz '), visibility: options.visibility ?? 'PUBLIC', ...options.settings },
    },
    who,
    201,
  );
  const quizId: string = created.json<{ quizId: string }>().quizId;
  const questionIds: string[] = [];
  for (let index = 0; index < (options.questions ?? 1); index += 1) {
    const question = await must(
      test,
      {
        method: 'POST',
        url: '/api/v1/questions',
        payload: {
          type: 'TRUE_FALSE',
          questionText: `Statement ${index + 1} is true.`,
          content: { answer: true },
          explanation: 'It is.',
          quizIds: [quizId],
        },
      },
      who,
      201,
    );
    questionIds.push(question.json<{ questionId: string }>().questionId);
  }
  if (options.publish ?? true) {
    await must(
      test,
      { method: 'PATCH', url: `/api/v1/quizzes/${quizId}/status`, payload: { status: 'PUBLISHED' } },
      who,
      200,
    );
  }
  return { quizId, questionIds };
}

export async function createQuestion(test: TestApp, who: SignedIn): Promise<string> {
  const response = await must(
    test,
    {
      method: 'POST',
      url: '/api/v1/questions',
      payload: { type: 'TRUE_FALSE', questionText: unique('Loose statement '), content: { answer: false } },
    },
    who,
    201,
  );
  return response.json<{ questionId: string }>().questionId;
}

export async function createTag(test: TestApp, who: SignedIn): Promise<string> {
  return (await must(test, { method: 'POST', url: '/api/v1/tags', payload: { name: unique('tag-') } }, who, 201)).json<{
    tagId: string;
  }>().tagId;
}

export async function createCategory(test: TestApp, admin: SignedIn): Promise<string> {
  return (
    await must(test, { method: 'POST', url: '/api/v1/categories', payload: { name: unique('Category ') } }, admin, 201)
  ).json<{ categoryId: string }>().categoryId;
}

export async function startAttempt(test: TestApp, who: SignedIn, quizId: string, mode = 'ONE_BY_ONE'): Promise<string> {
  return (
    await must(test, { method: 'POST', url: `/api/v1/attempts/quizzes/${quizId}`, payload: { mode } }, who, 201)
  ).json<{ attemptId: string }>().attemptId;
}

export function uploadRequest(
  file: { data: Buffer; filename: string; contentType?: string },
  fields: Record<string, string> = {},
): Request {
  const body = multipartBody({ file, fields });
  return { method: 'POST', url: '/api/documents/upload', payload: body.payload, headers: body.headers };
}

export function imageRequest(): Request {
  const body = multipartBody({ file: { data: PNG, filename: 'dot.png', contentType: 'image/png' } });
  return { method: 'POST', url: '/api/v1/media/images', payload: body.payload, headers: body.headers };
}

export async function uploadDocument(test: TestApp, who: SignedIn, wait: boolean): Promise<string> {
  const response = await must(
    test,
    uploadRequest({ data: Buffer.from(DOCUMENT_TEXT), filename: 'cells.txt', contentType: 'text/plain' }),
    who,
    201,
  );
  const id: string = response.json<{ id: string }>().id;
  if (wait) {
    const done = await waitForDocument(test.app, who.auth, id);
    expect(done.status).toBe('PROCESSED');
  }
  return id;
}

/** Builds the app (background work running, files in memory) and the world of the matrix. */
export async function buildWorld(): Promise<World> {
  const mailer = new CapturingMailer();
  const generator = new HoldableGenerator();
  const test = await buildTestApp({ ports: { mailer, storage: new MemoryFileStorage(), generator } });
  await test.app.background.start();
  const users: Record<SignedInCaller, SignedIn> = {
    student: await buildAccount(test, { roles: ['ROLE_USER'] }),
    otherCreator: await buildUser(test.app),
    owner: await buildUser(test.app),
    moderator: await buildAccount(test, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] }),
    admin: await buildAdmin(test),
  };
  const { owner, otherCreator, admin } = users;
  const categoryId = await createCategory(test, admin);
  const tagId = await createTag(test, owner);
  const publicQuiz = await createQuiz(test, owner, { settings: { categoryId, tagIds: [tagId] } });
  const privateQuiz = await createQuiz(test, owner, { visibility: 'PRIVATE', publish: false });
  const takenQuiz = await createQuiz(test, otherCreator, { questions: 2, settings: { isRepetitionEnabled: true } });
  const scratchTakeQuiz = await createQuiz(test, otherCreator, {
    questions: 2,
    settings: { isRepetitionEnabled: true },
  });

  const completedAttemptId = await startAttempt(test, owner, takenQuiz.quizId, 'ALL_AT_ONCE');
  await must(
    test,
    {
      method: 'POST',
      url: `/api/v1/attempts/${completedAttemptId}/answers/batch`,
      payload: { answers: [{ questionId: takenQuiz.questionIds[0], response: true }] },
    },
    owner,
    200,
  );
  await must(test, { method: 'POST', url: `/api/v1/attempts/${completedAttemptId}/complete` }, owner, 200);
  const activeAttemptId = await startAttempt(test, owner, takenQuiz.quizId);

  const imageId: string = (await must(test, imageRequest(), owner, 201)).json<{ id: string }>().id;
  const documentId = await uploadDocument(test, owner, true);
  const checkoutSessionId: string = (
    await must(
      test,
      { method: 'POST', url: '/api/v1/billing/checkout-sessions', payload: { packId: 'starter' } },
      owner,
      201,
    )
  ).json<{ sessionId: string }>().sessionId;
  const customerId: string = (
    await must(test, { method: 'POST', url: '/api/v1/billing/create-customer', payload: {} }, owner, 200)
  ).json<{ id: string }>().id;
  const subscriptionId: string = (
    await must(
      test,
      { method: 'POST', url: '/api/v1/billing/create-subscription', payload: { priceId: 'starter' } },
      owner,
      200,
    )
  ).json<{ subscriptionId: string }>().subscriptionId;

  const started = await must(
    test,
    { method: 'POST', url: '/api/v1/quizzes/generate-from-text', payload: GENERATION_BODY },
    owner,
    202,
  );
  const job = await waitForJob(test.app, owner.auth, started.json<{ jobId: string }>().jobId);
  expect(job.status, JSON.stringify(job)).toBe('COMPLETED');
  const generatedQuestions = await must(
    test,
    { method: 'GET', url: `/api/v1/questions?quizId=${job.generatedQuizId}` },
    owner,
    200,
  );
  const [generatedQuestion] = generatedQuestions.json<{ content: Array<{ id: string }> }>().content;
  if (!generatedQuestion) {
    throw new Error('The generation job created no question');
  }
  const generation = {
    jobId: job.jobId,
    quizId: job.generatedQuizId as string,
    questionId: generatedQuestion.id,
  };
  // From here on, jobs wait (and are cancelled by the tests): no generation runs beside them.
  generator.hold = true;

  return {
    test,
    mailer,
    generator,
    generation,
    users,
    categoryId,
    tagId,
    publicQuiz,
    privateQuiz,
    takenQuiz,
    completedAttemptId,
    activeAttemptId,
    imageId,
    documentId,
    checkoutSessionId,
    customerId,
    subscriptionId,
    scratchTakeQuiz,
  };
}

/** The operations of the OpenAPI document as "METHOD /path" (path with {params}, no trailing slash). */
export async function openApiRoutes(test: TestApp): Promise<string[]> {
  const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const routes: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) {
      if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) {
        routes.push(`${method.toUpperCase()} ${normalisePath(path)}`);
      }
    }
  }
  return routes;
}

export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
