import { ErrorBodySchema } from '@quizmaker/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { contentArbitraries } from '../../../../packages/question-types/src/test-support/content-arbitraries.ts';
import { NINE_TYPES } from '../domains/attempts/test-support/taking.ts';
import { multipartBody } from '../domains/documents/test-support/documents.ts';
import { MemoryFileStorage } from '../storage/test-support/memory-file-storage.ts';
import {
  buildAdmin,
  buildTestApp,
  buildUser,
  MISSING_ID,
  type Method,
  type SignedIn,
} from '../test-support/test-app.ts';
import { testDialect } from '../test-support/test-database.ts';
import {
  deepJsonText,
  fuzzedArbitrary,
  hostileValue,
  longStrings,
  NASTY_STRINGS,
  stringLeafPaths,
  validArbitrary,
  withLeaf,
  type ArbitraryContext,
  type JsonSchema,
} from './test-support/schema-arbitrary.ts';
import {
  createCategory,
  createQuiz,
  createTag,
  imageRequest,
  login,
  must,
  PNG,
  uploadDocument,
} from './test-support/fixtures.ts';

/**
 * The fuzzer (issue 11, item 3): for every operation of /api/openapi.json, requests generated from
 * its schemas — valid ones, ones broken in one field, hostile values (NUL, lone surrogates, 1 MB
 * strings, deep nesting, huge and negative numbers, invalid UUIDs, prototype keys), wrong content
 * types and broken bodies — sent as an admin (deepest reach), the resources' owner, anonymous or
 * with a forged token. No answer may be a 5xx, every 4xx has the api.md error shape, no request
 * may block the server for long, and health and readiness hold after every operation. Every string
 * field of every operation (body fields at any depth, query parameters) also gets adversarial long
 * strings (100 KB to 1 MB of '.', '@', '_', spaces, 'a' and "a@....@"; the length rotates): answered within
 * LONG_STRING_MS while a health check sent with it is answered as fast (issue 15 H-2).
 *
 * Seeded and bounded: a fixed list of edge cases per operation on both dialects, plus RANDOM_RUNS
 * generated requests per operation (more on SQLite, a smaller sample on PostgreSQL).
 */

const dialect = testDialect();
const RANDOM_RUNS = dialect === 'sqlite' ? 10 : 3;
const SEED = 11_011;
/** A request slower than this blocks the event loop (a ReDoS or an unbounded loop). */
const SLOW_MS = 10_000;
/**
 * A request carrying one adversarial long string, and a health check sent with it, answer within this: a
 * pattern that rescans 100,000 characters takes tens of seconds; a loaded 2-core CI machine, a second or two.
 */
const LONG_STRING_MS = 3_000;
/** Query strings stay below this (a URL, not a body). */
const LONG_QUERY_LENGTH = 100_000;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: Method;
  /** OpenAPI path with {params}. */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
}

interface FuzzRequest {
  caller: 'admin' | 'owner' | 'anonymous' | 'forged';
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  /** undefined: no body. */
  body?: unknown;
  /** Text sent as is (broken JSON, deep nesting), instead of body. */
  raw?: string | Buffer;
  contentType?: string;
  /** Replaces the Authorization header of the caller. */
  authorization?: string;
  /** Carries an adversarial long string: timed against LONG_STRING_MS, with a health check beside it. */
  long?: true;
}

// ---------------------------------------------------------------------------------------------
// The world: two users and one of every resource, addressed by symbols resolved at send time.

const storage = new MemoryFileStorage();
const test = await buildTestApp({ ports: { storage } });
const admin = await buildAdmin(test);
const owner = await buildUser(test.app);

async function buildPool() {
  const quiz = await must(
    test,
    {
      method: 'POST',
      url: '/api/v1/quizzes',
      payload: { title: 'Fuzz quiz', visibility: 'PUBLIC', isRepetitionEnabled: true },
    },
    owner,
    201,
  );
  const quizId: string = quiz.json().quizId;
  const questionIds: string[] = [];
  for (const item of NINE_TYPES) {
    const created = await must(
      test,
      {
        method: 'POST',
        url: '/api/v1/questions',
        payload: { type: item.type, questionText: item.questionText, content: item.content, quizIds: [quizId] },
      },
      owner,
      201,
    );
    questionIds.push(created.json().questionId);
  }
  await must(
    test,
    { method: 'PATCH', url: `/api/v1/quizzes/${quizId}/status`, payload: { status: 'PUBLISHED' } },
    owner,
    200,
  );
  const completed = (
    await must(
      test,
      { method: 'POST', url: `/api/v1/attempts/quizzes/${quizId}`, payload: { mode: 'ALL_AT_ONCE' } },
      admin,
      201,
    )
  ).json().attemptId as string;
  await must(test, { method: 'POST', url: `/api/v1/attempts/${completed}/complete` }, admin, 200);
  /** The JSON body of a POST by the owner that must answer `status`. */
  const ownerPosts = async (url: string, payload: object, status: number) =>
    (await must(test, { method: 'POST', url, payload }, owner, status)).json();
  const symbols: Record<string, string> = {
    '@quiz': quizId,
    '@privateQuiz': (await createQuiz(test, owner, { visibility: 'PRIVATE', publish: false })).quizId,
    '@tag': await createTag(test, owner),
    '@category': await createCategory(test, admin),
    '@image': (await must(test, imageRequest(), owner, 201)).json().id,
    '@document': await uploadDocument(test, owner, false),
    '@completedAttempt': completed,
    '@admin': admin.id,
    '@owner': owner.id,
    '@session': (await ownerPosts('/api/v1/billing/checkout-sessions', { packId: 'starter' }, 201)).sessionId,
    '@customer': (await ownerPosts('/api/v1/billing/create-customer', {}, 200)).id,
    '@subscription': (await ownerPosts('/api/v1/billing/create-subscription', { priceId: 'starter' }, 200))
      .subscriptionId,
  };
  questionIds.forEach((id, index) => {
    symbols[`@q${index}`] = id;
  });
  return { quizId, questionIds, symbols };
}
const pool = await buildPool();
const SYMBOLS = [...Object.keys(pool.symbols), '@attempt'];

afterAll(async () => {
  await test.close();
});

/** A fresh in-progress attempt of the admin at the fuzz quiz (republished and refilled if the fuzzer changed it). */
async function freshAttempt(): Promise<string> {
  for (let tries = 0; tries < 2; tries += 1) {
    const started = await test.app.inject({
      method: 'POST',
      url: `/api/v1/attempts/quizzes/${pool.quizId}`,
      payload: { mode: 'ALL_AT_ONCE' },
      headers: admin.auth,
    });
    if (started.statusCode === 201) return started.json().attemptId;
    await test.app.inject({
      method: 'PUT',
      url: `/api/v1/quizzes/${pool.quizId}/questions`,
      payload: { questionIds: pool.questionIds },
      headers: admin.auth,
    });
    await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/quizzes/${pool.quizId}/status`,
      payload: { status: 'PUBLISHED' },
      headers: admin.auth,
    });
  }
  return MISSING_ID;
}

/** Replaces symbols (exact string values) by the ids they stand for, anywhere in a value. */
async function resolveSymbols(value: unknown, attempt: () => Promise<string>): Promise<unknown> {
  if (typeof value === 'string') {
    if (value === '@attempt') return attempt();
    return pool.symbols[value] ?? value;
  }
  if (Array.isArray(value)) return Promise.all(value.map((inner) => resolveSymbols(inner, attempt)));
  if (typeof value === 'object' && value !== null) {
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, inner]) => [key, await resolveSymbols(inner, attempt)] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Operations and their arbitraries.

const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> }; summary?: string }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
}>();

const context: ArbitraryContext = {
  resolve: (ref) => document.components.schemas[ref.replace('#/components/schemas/', '')] ?? {},
  hint(name, schema) {
    const idLike = schema.format === 'uuid' || /^(id|ids)$|Ids?$/.test(name);
    if (idLike && (schema.type === 'string' || schema.format === 'uuid')) {
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...SYMBOLS) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: fc.constant(MISSING_ID) },
      );
    }
    if (name === 'content') {
      return fc.oneof(
        ...Object.values(contentArbitraries).map((arbitrary) => arbitrary as fc.Arbitrary<unknown>),
        fc.jsonValue({ maxDepth: 3 }),
        hostileValue,
      );
    }
    if (name === 'response') {
      return fc.oneof(
        fc.constantFrom(...NINE_TYPES.flatMap((item) => [item.right, item.wrong, item.partial])),
        fc.jsonValue({ maxDepth: 4 }),
        hostileValue,
      );
    }
    if (name === 'email' && schema.type === 'string') {
      return fc.oneof(fc.constantFrom(admin.email, owner.email), fc.emailAddress());
    }
    return undefined;
  },
};

function operationsOf(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const json = operation.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as Method,
        path: path.length > 1 ? path.replace(/\/$/, '') : path,
        parameters: operation.parameters ?? [],
        ...(json ? { body: json } : {}),
        multipart: /multipart/i.test(operation.summary ?? ''),
      });
    }
  }
  // Deleting and deactivating last, so the other operations still find the world in place.
  const destructive = (operation: Operation) => operation.method === 'DELETE' || /deactivate/.test(operation.path);
  return [...operations.filter((operation) => !destructive(operation)), ...operations.filter(destructive)];
}

const FORGED = [
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiJ4IiwidmVyIjowLCJpc3MiOiJxdWl6bWFrZXIifQ.',
  'Bearer not.a.jwt',
  `Bearer ${'a'.repeat(10_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer',
  'bearer \u0000',
];

const HOSTILE_PATH_VALUES = [
  'not-a-uuid',
  '%00',
  'a%00b',
  'f'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  '%ED%A0%80',
  '%ff%fe',
  '-1',
  '1e309',
  '%20',
  "'%20or%201=1--",
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

const fileArbitrary = fc.record({
  data: fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(
      PNG,
      Buffer.from('%PDF-1.7\n%garbage'),
      Buffer.from('PK\u0003\u0004garbage'),
      Buffer.from('{\\rtf1 hello}'),
      Buffer.from('Plain text about cells.'),
      Buffer.alloc(0),
    ),
  ),
  filename: fc.oneof(
    fc.constantFrom(
      'note.txt',
      '../../../../etc/passwd',
      '..\\..\\boot.ini',
      'a\u0000.txt',
      'con',
      'x'.repeat(1000),
      'ü 🧪.pdf',
      'a"b.txt',
    ),
    fc.string({ maxLength: 40 }),
  ),
  contentType: fc.constantFrom('text/plain', 'application/pdf', 'image/png', 'application/octet-stream', 'text/html'),
});

function requestArbitrary(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of pathParams) {
    path[parameter.name] = fc.oneof(
      { weight: 6, arbitrary: validArbitrary(parameter.schema, context, 0, parameter.name) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PATH_VALUES) },
    );
  }
  const query: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of queryParams) {
    query[parameter.name] = fc.oneof(
      { weight: 5, arbitrary: validArbitrary(parameter.schema, context, 0, parameter.name) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  const requiredQuery = queryParams.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  const body: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'raw' | 'contentType'>> = operation.multipart
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .record({
              file: fc.option(fileArbitrary, { nil: undefined }),
              fields: fc.dictionary(
                fc.constantFrom('chunkingStrategy', 'maxChunkSize', 'title', 'x'),
                fc.constantFrom(...NASTY_STRINGS.slice(0, 20), 'AUTO', '1000'),
              ),
            })
            .map((parts) => {
              const built = multipartBody({ ...(parts.file ? { file: parts.file } : {}), fields: parts.fields });
              return { raw: built.payload, contentType: built.headers['content-type'] };
            }),
        },
        { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ body: value, contentType: 'application/json' })) },
      )
    : operation.body
      ? fc.record({
          body: fuzzedArbitrary(operation.body, context),
          contentType: fc.oneof(
            { weight: 12, arbitrary: fc.constant('application/json') },
            { weight: 1, arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES) },
          ),
        })
      : fc.oneof(
          { weight: 8, arbitrary: fc.constant({}) },
          { weight: 1, arbitrary: fc.record({ body: hostileValue, contentType: fc.constant('application/json') }) },
        );
  return fc
    .record({
      caller: fc.constantFrom<FuzzRequest['caller']>(
        'admin',
        'admin',
        'admin',
        'admin',
        'owner',
        'owner',
        'anonymous',
        'forged',
      ),
      authorization: fc.constantFrom(...FORGED),
      path: fc.record(path),
      query: fc.record(query, { requiredKeys: requiredQuery }),
      body,
    })
    .map(({ body: sent, ...rest }) => ({ ...rest, ...sent }));
}

/** The fixed edge cases of one operation, sent as the admin. */
function edgeCases(operation: Operation): FuzzRequest[] {
  const [base] = fc.sample(
    requestArbitrary(operation).map((request) => ({ ...request, caller: 'admin' as const })),
    { numRuns: 1, seed: SEED },
  );
  const valid = fc.sample(validArbitrary(operation.body ?? {}, context), { numRuns: 1, seed: SEED })[0];
  const baseRequest: FuzzRequest = {
    caller: 'admin',
    path: Object.fromEntries(
      operation.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, fc.sample(validArbitrary(p.schema, context, 0, p.name), { numRuns: 1, seed: SEED })[0]]),
    ),
    query: base?.query ?? {},
    ...(operation.body ? { body: valid, contentType: 'application/json' } : {}),
  };
  const cases: FuzzRequest[] = [baseRequest];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      for (const value of HOSTILE_PATH_VALUES)
        cases.push({ ...baseRequest, path: { ...baseRequest.path, [parameter.name]: value } });
    }
    if (parameter.in === 'query') {
      for (const value of ['-1', '1e309', '9007199254740991', '99999999999999999999', 'a\u0000b', '', '\ud800']) {
        cases.push({ ...baseRequest, query: { ...baseRequest.query, [parameter.name]: value } });
      }
    }
  }
  const queryNames = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  if (queryNames.includes('page') && queryNames.includes('size')) {
    cases.push({
      ...baseRequest,
      query: { ...baseRequest.query, page: String(Number.MAX_SAFE_INTEGER), size: '1000' },
    });
    cases.push({ ...baseRequest, query: { ...baseRequest.query, pageNumber: '4503599627370496', size: '1000' } });
  }
  if (queryNames[0]) {
    cases.push({ ...baseRequest, query: { ...baseRequest.query, [queryNames[0]]: 'q'.repeat(1_048_576) } });
  }
  let rotation = operation.method.length + operation.path.length;
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    for (const text of longStrings(rotation++, LONG_QUERY_LENGTH))
      cases.push({ ...baseRequest, query: { ...baseRequest.query, [parameter.name]: text }, long: true });
  }
  if (operation.body) {
    const object =
      typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? (valid as Record<string, unknown>) : {};
    const resolved = operation.body.$ref ? context.resolve(operation.body.$ref) : operation.body;
    for (const [key, schema] of Object.entries(resolved.properties ?? {})) {
      const field = schema.$ref ? context.resolve(schema.$ref) : schema;
      if (field.type === 'string' || field.type === undefined) {
        for (const nasty of ['a\u0000b', '\ud800']) cases.push({ ...baseRequest, body: { ...object, [key]: nasty } });
        for (const text of longStrings(rotation++))
          cases.push({ ...baseRequest, body: { ...object, [key]: text }, long: true });
      }
    }
    // Strings deeper in the body (question content, settings) get the long strings too.
    for (const path of stringLeafPaths(object).filter((leaf) => leaf.length > 1)) {
      for (const text of longStrings(rotation++))
        cases.push({ ...baseRequest, body: withLeaf(object, path, text), long: true });
    }
    for (const raw of [
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      deepJsonText(10_000, 'array'),
      deepJsonText(10_000, 'object'),
      JSON.stringify({ ...object, padding: 'p'.repeat(1_100_000) }),
      '\uFEFF{}',
    ]) {
      cases.push({ ...baseRequest, body: undefined, raw, contentType: 'application/json' });
    }
    for (const contentType of WRONG_CONTENT_TYPES)
      cases.push({ ...baseRequest, body: undefined, raw: JSON.stringify(valid ?? {}), contentType });
    cases.push({ ...baseRequest, body: undefined, raw: JSON.stringify(valid ?? {}) });
  } else if (operation.multipart) {
    for (const filename of [
      '../../../../tmp/escaped.txt',
      'a\u0000b.txt',
      'x'.repeat(2000),
      'evil"\r\nContent-Type: text/html',
    ]) {
      const built = multipartBody({
        file: { data: Buffer.from('Plain text about cells and energy.'), filename, contentType: 'text/plain' },
      });
      cases.push({ ...baseRequest, raw: built.payload, contentType: built.headers['content-type'] });
    }
    const truncated = multipartBody({ file: { data: PNG, filename: 'a.png' } });
    cases.push({
      ...baseRequest,
      raw: truncated.payload.subarray(0, truncated.payload.length - 10),
      contentType: truncated.headers['content-type'],
    });
    cases.push({ ...baseRequest, raw: truncated.payload, contentType: 'multipart/form-data; boundary=wrong' });
    cases.push({ ...baseRequest, raw: truncated.payload, contentType: 'multipart/form-data' });
    cases.push({ ...baseRequest, body: { file: 'not a file' }, contentType: 'application/json' });
  } else if (operation.method !== 'GET') {
    cases.push({ ...baseRequest, raw: '{', contentType: 'application/json' });
    cases.push({ ...baseRequest, raw: deepJsonText(10_000, 'array'), contentType: 'application/json' });
  }
  // Forged tokens once per operation (two kinds); the generated requests draw from all of them.
  for (const authorization of FORGED.slice(0, 2)) cases.push({ ...baseRequest, caller: 'forged', authorization });
  return cases;
}

// ---------------------------------------------------------------------------------------------
// Sending and judging.

function encodePathValue(value: unknown): string {
  const text = String(value);
  if (HOSTILE_PATH_VALUES.includes(text)) return text; // already percent-encoded on purpose
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: its (invalid) UTF-8 bytes
  }
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function sendFuzz(
  operation: Operation,
  request: FuzzRequest,
): Promise<{ response: LightMyRequestResponse; url: string; ms: number }> {
  let attemptId: string | undefined;
  const attempt = async () => (attemptId ??= await freshAttempt());
  const path = (await resolveSymbols(request.path, attempt)) as Record<string, unknown>;
  const query = (await resolveSymbols(request.query, attempt)) as Record<string, unknown>;
  const body = await resolveSymbols(request.body, attempt);
  const url =
    operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodePathValue(path[name] ?? 'missing')) +
    queryString(query);
  const who: SignedIn | undefined = request.caller === 'admin' ? admin : request.caller === 'owner' ? owner : undefined;
  const headers: Record<string, string> = { ...(who ? who.auth : {}) };
  if (request.caller === 'forged' && request.authorization) headers.authorization = request.authorization;
  if (request.contentType) headers['content-type'] = request.contentType;
  const payload = request.raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const started = performance.now();
  const response = await test.app.inject({
    method: operation.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { response, url, ms: performance.now() - started };
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'AUTHENTICATION_ERROR',
  403: 'AUTHORIZATION_ERROR',
  404: 'NOT_FOUND_ERROR',
  405: 'NOT_FOUND_ERROR',
  409: 'CONFLICT_ERROR',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMIT_ERROR',
};

/** What is wrong with a response, or null. */
function problemOf(response: LightMyRequestResponse, ms: number): string | null {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (ms > SLOW_MS) return `took ${Math.round(ms)} ms`;
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return `${response.statusCode} without a JSON body: ${response.body.slice(0, 120)}`;
    }
    const parsed = ErrorBodySchema.safeParse(body);
    if (!parsed.success) return `${response.statusCode} body is not the error shape: ${response.body.slice(0, 200)}`;
    if (parsed.data.status !== response.statusCode)
      return `${response.statusCode} but body.status ${parsed.data.status}`;
    if (CODE_BY_STATUS[response.statusCode] !== parsed.data.code)
      return `${response.statusCode} with code ${parsed.data.code}`;
    if (/\bat .+\.(ts|js):\d+|SQLITE_|syntax error|relation "|duplicate key|violates/i.test(parsed.data.message))
      return `${response.statusCode} leaks internals: ${parsed.data.message}`;
  }
  return null;
}

/** How long a health check takes that is sent while another request is in the server. */
async function timedHealth(): Promise<number> {
  const started = performance.now();
  const health = await test.app.inject({ method: 'GET', url: '/api/health' });
  return health.statusCode === 200 ? performance.now() - started : Number.POSITIVE_INFINITY;
}

function longStringProblemOf(ms: number, healthMs: number): string | null {
  if (ms > LONG_STRING_MS) return `a long string took ${Math.round(ms)} ms`;
  if (healthMs > LONG_STRING_MS) return `health waited ${Math.round(healthMs)} ms beside a long string`;
  return null;
}

/** The owner may have been deactivated by a fuzzed admin call: active again and signed in again. */
async function restoreOwner(): Promise<void> {
  const me = await test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: owner.auth });
  if (me.statusCode === 200) return;
  await test.app.inject({ method: 'POST', url: `/api/v1/users/${owner.id}/activate`, headers: admin.auth });
  const tokens = await login(test, owner).catch(() => undefined);
  if (tokens) Object.assign(owner, tokens, { auth: { authorization: `Bearer ${tokens.accessToken}` } });
}

const operations = operationsOf();

describe(`fuzzing every OpenAPI operation (${dialect}: edge cases + ${RANDOM_RUNS} generated requests each)`, () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBe(
      Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0),
    );
  });

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s',
    { timeout: 120_000 },
    async (_name, operation) => {
      const problems: string[] = [];
      const requests = [
        ...edgeCases(operation),
        ...fc.sample(requestArbitrary(operation), { numRuns: RANDOM_RUNS, seed: SEED + operation.path.length }),
      ];
      for (const request of requests) {
        const [{ response, url, ms }, healthMs] = await Promise.all([
          sendFuzz(operation, request),
          request.long ? timedHealth() : 0,
        ]);
        const problem = problemOf(response, ms) ?? (request.long ? longStringProblemOf(ms, healthMs) : null);
        if (problem)
          problems.push(
            `${operation.method} ${url.slice(0, 160)} as ${request.caller} [${request.contentType ?? '-'}]: ${problem}`,
          );
      }
      await restoreOwner();
      const health = await test.app.inject({ method: 'GET', url: '/api/health' });
      const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
      expect([health.statusCode, ready.statusCode]).toEqual([200, 200]);
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('leaves a server that still serves an ordinary request', async () => {
    const me = await test.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: admin.auth });
    expect(me.statusCode).toBe(200);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
