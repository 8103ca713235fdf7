import type { LightMyRequestResponse } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { buildApp, type AppPorts } from '../app.ts';
import { ManualClock } from './manual-clock.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ADMIN_ROLES, ensureAccount, type AccountSpec } from '../seed/accounts.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: Config;
  close(): Promise<void>;
}

/** Config for tests: quiet, fixed secret, generous global and account limits (the tests of those limits set their own). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    PUBLIC_URL: 'http://quiz.test',
    REGISTRATIONS_PER_HOUR_PER_IP: '100000',
    PASSWORD_RESETS_PER_HOUR_PER_ADDRESS: '100000',
    PASSWORD_RESETS_PER_HOUR_PER_IP: '100000',
    DATA_DIR: '/tmp/quizmaker-test-unused',
    // Uploads answer at once (most test apps run no job workers); upload-wait.test.ts sets its own.
    UPLOAD_PROCESSING_WAIT_SECONDS: '0',
    // The type fixtures show images on example hosts; image-sources.test.ts turns the restriction on.
    IMAGES_FROM_OWN_STORE_ONLY: 'false',
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  ports?: AppPorts;
  /** Start the background job workers once the app is ready (most test apps run none). */
  workers?: boolean;
}

/** Boots the real app on a fresh database with a manual clock; close() tears both down. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const clock = new ManualClock(new Date());
  const config = testConfig(options.env);
  const app = await buildApp(config, database, { clock, ...options.ports });
  await app.ready();
  if (options.workers === true) {
    await app.background.start();
  }
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A test's own app (its own settings or ports) for the length of `body`, closed however `body` ends. */
export async function withTestApp<T>(options: TestAppOptions, body: (test: TestApp) => Promise<T>): Promise<T> {
  const test = await buildTestApp(options);
  try {
    return await body(test);
  } finally {
    await test.close();
  }
}

export interface SignedIn {
  id: string;
  username: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  auth: { authorization: string };
}

let sequence = 0;

/** Registers a new user through the API and signs them in. */
export async function buildUser(
  app: FastifyInstance,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<SignedIn> {
  sequence += 1;
  const username = overrides.username ?? `user_${process.pid % 1000}_${sequence}`;
  const email = overrides.email ?? `${username}@example.com`;
  const password = overrides.password ?? 'Passw0rd!';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { username, email, password },
  });
  if (registered.statusCode !== 201) {
    throw new Error(`register failed: ${registered.body}`);
  }
  return signIn(app, { username, email, password, id: registered.json().id });
}

/** Creates an account with the given roles directly (like the config bootstrap) and signs in. */
export async function buildAccount(
  test: TestApp,
  account: Partial<AccountSpec> & { roles: AccountSpec['roles'] },
): Promise<SignedIn> {
  sequence += 1;
  const username = account.username ?? `acct_${sequence}`;
  const spec: AccountSpec = {
    username,
    email: account.email ?? `${username}@example.com`,
    password: account.password ?? 'Passw0rd!',
    roles: account.roles,
  };
  await ensureAccount(test.database.db, test.clock, spec);
  const me = await signIn(test.app, { ...spec, id: '' });
  const profile = await test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: me.auth });
  return { ...me, id: profile.json().id };
}

export const buildAdmin = (test: TestApp) => buildAccount(test, { roles: ADMIN_ROLES });

/** The accounts the authoring route tests check permissions with, signed up in this order. */
export interface Cast {
  admin: SignedIn;
  moderator: SignedIn;
  author: SignedIn;
  other: SignedIn;
  student: SignedIn;
}

/** An administrator, a moderator, two registered users (an author and someone else) and a plain ROLE_USER student. */
export async function buildCast(test: TestApp): Promise<Cast> {
  const admin = await buildAdmin(test);
  const moderator = await buildAccount(test, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
  const author = await buildUser(test.app);
  const other = await buildUser(test.app);
  const student = await buildAccount(test, { roles: ['ROLE_USER'] });
  return { admin, moderator, author, other, student };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** inject() as a signed-in caller (or signed out without `who`), with a JSON payload when one is given. */
export function caller(test: TestApp) {
  return (method: Method, url: string, who?: SignedIn, payload?: unknown) =>
    test.app.inject({
      method,
      url,
      headers: who ? who.auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Calls each route signed out (with `body` where the method takes one): every one answers 401 "Authentication required". */
export async function expectSignedOutRefused(
  test: TestApp,
  routes: ReadonlyArray<readonly [Method, string]>,
  body: object = {},
): Promise<void> {
  const call = caller(test);
  for (const [method, url] of routes) {
    const response = await call(method, url, undefined, method === 'POST' || method === 'PATCH' ? body : undefined);
    expect(response.statusCode, `${method} ${url}`).toBe(401);
    expect(errorOf(response).message, `${method} ${url}`).toBe('Authentication required');
  }
}

/** A well-formed id nothing has: the 404 cases. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Signs in an account that is there already (a seeded one), sending `headers` with the login. */
export const signInAs = (test: TestApp, username: string, password: string, headers: Record<string, string> = {}) =>
  signIn(test.app, { username, password, email: '', id: '' }, headers);

async function signIn(
  app: FastifyInstance,
  who: { username: string; email: string; password: string; id: string },
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: who.username, password: who.password },
    headers,
  });
  if (login.statusCode !== 200) {
    throw new Error(`login failed: ${login.body}`);
  }
  const { accessToken, refreshToken } = login.json();
  return { ...who, accessToken, refreshToken, auth: { authorization: `Bearer ${accessToken}` } };
}

/** The error body's message and field errors, for exact assertions. */
export function errorOf(response: LightMyRequestResponse): {
  status: number;
  code: string;
  message: string;
  fields: Record<string, string>;
} {
  const body = response.json();
  return {
    status: body.status,
    code: body.code,
    message: body.message,
    fields: Object.fromEntries(
      (body.fieldErrors ?? []).map((e: { field: string; message: string }) => [e.field, e.message]),
    ),
  };
}

/*
 * A test file's shared set-up in one line each. Every `use…` registers a beforeAll (they run in the
 * order they are called) and returns an object that is empty until that hook has run, so read it
 * inside tests and hooks, never at module level: `const test = useTestApp(); const call = caller(test);`.
 */

/**
 * One app for the whole file: built before its first test, closed after its last. Options known
 * only once an earlier hook has run (a fake server's address) come from a function, called then.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {}): TestApp {
  const test = {} as TestApp;
  beforeAll(async () => {
    Object.assign(test, await buildTestApp(typeof options === 'function' ? await options() : options));
  });
  afterAll(async () => {
    await test.close();
  });
  return test;
}

/** Apps each test builds for itself (its own settings), every one closed once that test has ended. */
export function useAppsPerTest(): (options?: TestAppOptions) => Promise<TestApp> {
  const open: TestApp[] = [];
  afterEach(async () => {
    for (const test of open.splice(0)) {
      await test.close();
    }
  });
  return async (options = {}) => {
    const test = await buildTestApp(options);
    open.push(test);
    return test;
  };
}

/** A signed-in account that `build` makes before the file's tests. */
export function useSignedIn(build: () => Promise<SignedIn>): SignedIn {
  const who = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(who, await build());
  });
  return who;
}

/** A user registered through the API before the file's tests. */
export const useUser = (test: TestApp) => useSignedIn(() => buildUser(test.app));

/** An account with these roles, made before the file's tests. */
export const useAccount = (test: TestApp, account: Parameters<typeof buildAccount>[1]) =>
  useSignedIn(() => buildAccount(test, account));

/** An administrator made before the file's tests. */
export const useAdmin = (test: TestApp) => useSignedIn(() => buildAdmin(test));

/** buildCast's five accounts, made (in its order) before the file's tests. */
export function useCast(test: TestApp): Cast {
  const cast: Cast = {
    admin: {} as SignedIn,
    moderator: {} as SignedIn,
    author: {} as SignedIn,
    other: {} as SignedIn,
    student: {} as SignedIn,
  };
  beforeAll(async () => {
    const built = await buildCast(test);
    for (const role of Object.keys(cast) as (keyof Cast)[]) Object.assign(cast[role], built[role]);
  });
  return cast;
}
