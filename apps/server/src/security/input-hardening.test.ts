import { describe, expect, it } from 'vitest';
import { multipartBody } from '../domains/documents/test-support/documents.ts';
import { errorOf, useAdmin, useTestApp } from '../test-support/test-app.ts';
import { PNG } from './test-support/fixtures.ts';

/** Regressions of the defects the fuzzer found (issue 11, item 3): each answered 500 or a foreign body before. */

const test = useTestApp();
const admin = useAdmin(test);

const inject = (
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: string | Buffer | object; headers?: Record<string, string> } = {},
) =>
  test.app.inject({
    method,
    url,
    headers: { ...admin.auth, ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

describe('URLs the router refuses', () => {
  it('answers a malformed percent-encoding with 400 in the error shape', async () => {
    const response = await inject('GET', '/api/v1/quizzes/%ff%fe');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Validation error: malformed URL' });
  });

  it('answers an over-long path parameter with 400 in the error shape (not 414 with Fastify’s body)', async () => {
    const response = await inject('GET', `/api/v1/attempts/${'f'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Validation error: a path parameter is too long',
    });
  });
});

describe('malformed multipart bodies', () => {
  const body = multipartBody({ file: { data: PNG, filename: 'dot.png', contentType: 'image/png' } });
  for (const [name, payload, contentType] of [
    ['truncated', body.payload.subarray(0, body.payload.length - 10), body.headers['content-type']],
    ['with another boundary', body.payload, 'multipart/form-data; boundary=wrong'],
    ['without a boundary', body.payload, 'multipart/form-data'],
  ] as const) {
    it(`answers ${name} with 400 on the image and document uploads`, async () => {
      for (const url of ['/api/v1/media/images', '/api/documents/upload']) {
        const response = await inject('POST', url, { payload, headers: { 'content-type': contentType } });
        expect(response.statusCode, url).toBe(400);
        expect(errorOf(response)).toMatchObject({
          code: 'VALIDATION_ERROR',
          message: 'Validation error: malformed multipart body',
        });
      }
    });
  }
});

describe('the NUL character (PostgreSQL cannot store it; both dialects refuse it alike)', () => {
  it('is refused in a JSON field with a field error', async () => {
    const response = await inject('POST', '/api/v1/tags', { payload: { name: 'a\u0000b' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ name: 'must not contain the NUL character' });
  });

  it('is refused in a nested field, a query parameter and a path parameter', async () => {
    const nested = await inject('POST', '/api/v1/auth/login', { payload: { username: 'admin\u0000', password: 'x' } });
    expect(errorOf(nested).fields).toEqual({ username: 'must not contain the NUL character' });
    const query = await inject('GET', '/api/v1/tags?search=a%00b');
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).fields).toEqual({ search: 'must not contain the NUL character' });
    const path = await inject('GET', '/api/v1/billing/customers/a%00b');
    expect(path.statusCode).toBe(400);
    expect(errorOf(path).fields).toEqual({ id: 'must not contain the NUL character' });
  });

  it('is refused in a free-form answer response stored as JSON', async () => {
    const response = await inject('POST', `/api/v1/attempts/00000000-0000-4000-8000-000000000000/answers`, {
      payload: { questionId: '00000000-0000-4000-8000-000000000000', response: { answer: 'x\u0000' } },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({ 'response.answer': 'must not contain the NUL character' });
  });

  it('is refused where no schema validates it (a header stored by billing)', async () => {
    const response = await inject('POST', '/api/v1/billing/create-subscription', {
      payload: { priceId: 'starter' },
      headers: { 'idempotency-key': 'key\u0000' },
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
