import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../test-support/test-app.ts';

// Issue 16 item 8: after a checkout the browser went to PUBLIC_URL, whatever page started it. It now
// returns to the origin that started the checkout when that origin is an allowed one (CORS_ORIGINS,
// or the server's own); any other origin is ignored, so the return is never an open redirect.

const CLIENT = 'http://client.test';

const test = useTestApp({ env: { CORS_ORIGINS: `http://quiz.test,${CLIENT}` } });
const user = useUser(test);

const startCheckout = async (origin?: string) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/v1/billing/checkout-sessions',
    payload: { packId: 'starter' },
    headers: { ...user.auth, ...(origin ? { origin } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string; sessionId: string }>();
};
const submit = (url: string) =>
  test.app.inject({
    method: 'POST',
    url,
    payload: 'cardholder=Ada',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const pagePath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe('local checkout returns to the origin that started it', () => {
  it('sends the browser back to an allowed client origin after paying', async () => {
    const session = await startCheckout(CLIENT);
    expect(session.url).toBe(
      `http://quiz.test/billing/checkout/${session.sessionId}?return=${encodeURIComponent(CLIENT)}`,
    );
    const page = await test.app.inject({ url: pagePath(session.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' http://quiz.test ${CLIENT}`);
    expect(page.body).toContain(
      `action="/billing/checkout/${session.sessionId}/pay?return=${encodeURIComponent(CLIENT)}"`,
    );
    const paid = await submit(`/billing/checkout/${session.sessionId}/pay?return=${encodeURIComponent(CLIENT)}`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${CLIENT}/profile?checkout=success&session_id=${session.sessionId}`);
  });

  it('sends the browser back to an allowed client origin after cancelling', async () => {
    const session = await startCheckout(CLIENT);
    const cancelled = await submit(
      `/billing/checkout/${session.sessionId}/cancel?return=${encodeURIComponent(CLIENT)}`,
    );
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${CLIENT}/profile?checkout=cancelled`);
  });

  it('ignores an origin that is not allowed, at the start and at the return', async () => {
    const session = await startCheckout('http://evil.test');
    expect(session.url).toBe(`http://quiz.test/billing/checkout/${session.sessionId}`);
    const paid = await submit(
      `/billing/checkout/${session.sessionId}/pay?return=${encodeURIComponent('http://evil.test')}`,
    );
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://quiz.test/profile?checkout=success&session_id=${session.sessionId}`);
  });

  it('returns to PUBLIC_URL when the checkout was started without an Origin', async () => {
    const session = await startCheckout();
    expect(session.url).toBe(`http://quiz.test/billing/checkout/${session.sessionId}`);
  });
});
