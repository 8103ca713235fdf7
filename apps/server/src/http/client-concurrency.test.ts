import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { errorOf, useTestApp } from '../test-support/test-app.ts';

const test = useTestApp({ env: { CLIENT_MAX_CONCURRENT_REQUESTS: '2' } });

/** A request whose body never finishes until `finish()`: it stays in flight, as a trickling client's would. */
function slowRequest(headers: Record<string, string> = {}, remoteAddress?: string) {
  const body = new PassThrough();
  body.write('{"username":"slow');
  const answer = test.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return {
    answer,
    finish: async () => {
      body.end('","password":"wrong-password"}');
      return answer;
    },
  };
}

const health = (headers: Record<string, string> = {}, remoteAddress?: string) =>
  test.app.inject({ method: 'GET', url: '/api/health', headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** Lets the injected requests reach the server's hooks before the next one is sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('concurrent requests per client address (CLIENT_MAX_CONCURRENT_REQUESTS=2)', () => {
  it('answers 429 at once past the cap, serves other addresses meanwhile, and frees the slots when requests end', async () => {
    const held = [slowRequest(), slowRequest()];
    await settle();
    const started = Date.now();
    const refused = await health();
    // At once: a request queued behind the held two would wait until they finish (never, here).
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(errorOf(refused)).toMatchObject({
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many requests in progress from your address. Please wait for them to finish.',
    });
    expect((await health({}, '10.0.0.8')).statusCode).toBe(200);

    const finished = await Promise.all(held.map((request) => request.finish()));
    expect(finished.map((response) => response.statusCode)).toEqual([401, 401]);
    expect((await health()).statusCode).toBe(200);
  });

  it('takes the address from X-Forwarded-For only when a trusted proxy sends it (TRUST_PROXY)', async () => {
    // From the loopback proxy, each forwarded client has its own budget.
    const viaProxy = [
      slowRequest({ 'x-forwarded-for': '203.0.113.5' }),
      slowRequest({ 'x-forwarded-for': '203.0.113.5' }),
    ];
    await settle();
    expect((await health({ 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(429);
    expect((await health({ 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(200);
    await Promise.all(viaProxy.map((request) => request.finish()));

    // A client on the Internet cannot spread its requests over made-up addresses.
    const direct = [
      slowRequest({ 'x-forwarded-for': '192.0.2.1' }, '198.51.100.7'),
      slowRequest({ 'x-forwarded-for': '192.0.2.2' }, '198.51.100.7'),
    ];
    await settle();
    expect((await health({ 'x-forwarded-for': '192.0.2.3' }, '198.51.100.7')).statusCode).toBe(429);
    await Promise.all(direct.map((request) => request.finish()));
    expect((await health({}, '198.51.100.7')).statusCode).toBe(200);
  });

  it('does not count open WebSockets: one address opens more than the cap and its requests are still served', async () => {
    const origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/api/v1/live`);
        socket.once('open', () => resolve(socket));
        socket.once('unexpected-response', (_request, response) =>
          reject(new Error(`upgrade refused: ${String(response.statusCode)}`)),
        );
        socket.once('error', reject);
      });
    const sockets = [await open(), await open(), await open()];
    expect(sockets.map((socket) => socket.readyState)).toEqual([WebSocket.OPEN, WebSocket.OPEN, WebSocket.OPEN]);
    expect((await health({}, '127.0.0.1')).statusCode).toBe(200);
    for (const socket of sockets) {
      socket.terminate();
    }
  });
});
