import { describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, errorOf, type SignedIn, useTestApp } from '../../test-support/test-app.ts';

const test = useTestApp({
  env: {
    BILLING_PACKS: JSON.stringify([
      { id: 'starter', name: 'Starter Pack', tokens: 1000, priceCents: 500 },
      {
        id: 'growth',
        name: 'Growth Pack',
        tokens: 5000,
        priceCents: 2000,
        currency: 'EUR',
        stripePriceId: 'price_growth',
      },
    ]),
  },
});

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });
const submitForm = (url: string) =>
  test.app.inject({
    method: 'POST',
    url,
    payload: 'cardholder=Ada+Lovelace',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

async function startCheckout(
  user: SignedIn,
  body: object = { packId: 'starter' },
): Promise<{ url: string; sessionId: string }> {
  const response = await post('/api/v1/billing/checkout-sessions', body, user.auth);
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('GET /api/v1/billing/config', () => {
  it('is public and lists the configured packs and the provider', async () => {
    const response = await get('/api/v1/billing/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider: 'local',
      prices: [
        { id: 'starter', name: 'Starter Pack', currency: 'usd', priceCents: 500, tokens: 1000, stripePriceId: null },
        {
          id: 'growth',
          name: 'Growth Pack',
          currency: 'eur',
          priceCents: 2000,
          tokens: 5000,
          stripePriceId: 'price_growth',
        },
      ],
    });
  });
});

describe('POST /api/v1/billing/checkout-sessions', () => {
  const url = '/api/v1/billing/checkout-sessions';

  it('answers 401, 400, 404 and 409 with the spec texts', async () => {
    const user = await buildUser(test.app);
    expect((await post(url, { packId: 'starter' })).statusCode).toBe(401);
    const empty = await post(url, {}, user.auth);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ packId: 'Select a token pack' });
    const gone = await post(url, { packId: 'mega' }, user.auth);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toMatchObject({
      code: 'NOT_FOUND_ERROR',
      message: 'The selected token pack is no longer available. Please try again.',
    });
    const goneByPrice = await post(url, { priceId: 'price_unknown' }, user.auth);
    expect(goneByPrice.statusCode).toBe(404);
    const mismatch = await post(url, { packId: 'starter', priceId: 'price_growth' }, user.auth);
    expect(mismatch.statusCode).toBe(409);
    expect(errorOf(mismatch).message).toBe('The selected pack and price do not match');
  });

  it('accepts packId with its priceId, or the priceId alone, or a null priceId', async () => {
    const user = await buildUser(test.app);
    const both = await post(url, { packId: 'growth', priceId: 'price_growth' }, user.auth);
    expect(both.statusCode).toBe(201);
    expect(both.json()).toEqual({
      sessionId: expect.stringMatching(/^lcs_[0-9a-f]{32}$/),
      url: expect.stringMatching(/^http:\/\/quiz\.test\/billing\/checkout\/lcs_/),
    });
    expect((await post(url, { priceId: 'price_growth' }, user.auth)).statusCode).toBe(201);
    expect((await post(url, { packId: 'starter', priceId: null }, user.auth)).statusCode).toBe(201);
  });

  it('limits checkout starts to 5 a minute per user with 429 and Retry-After', async () => {
    const user = await buildUser(test.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await post(url, { packId: 'starter' }, user.auth)).statusCode).toBe(201);
    }
    const limited = await post(url, { packId: 'starter' }, user.auth);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const someoneElse = await buildUser(test.app);
    expect((await post(url, { packId: 'starter' }, someoneElse.auth)).statusCode).toBe(201);
  });
});

describe('local checkout, end to end through HTTP', () => {
  it('shows a labelled test-payment page, credits once on Pay and returns to /profile', async () => {
    const user = await buildUser(test.app);
    const session = await startCheckout(user);
    const pending = await get(`/api/v1/billing/checkout-sessions/${session.sessionId}`, user.auth);
    expect(pending.json()).toEqual({
      sessionId: session.sessionId,
      status: 'PENDING',
      credited: false,
      creditedTokens: 0,
    });

    const page = await get(new URL(session.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://quiz.test");
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Test payment — no card is charged.');
    expect(html).toContain('<dd>Starter Pack</dd>');
    expect(html).toContain('<dd>1,000 tokens</dd>');
    expect(html).toContain('<dd>$5.00</dd>');
    expect(html).toContain('<label for="cardholder">');
    expect(html).toContain('id="cardholder"');
    expect(html).toContain(':focus-visible');
    expect(html).toContain(`action="/billing/checkout/${session.sessionId}/pay"`);
    expect(html).toContain('Pay $5.00 (test payment)</button>');
    expect(html).toContain(`action="/billing/checkout/${session.sessionId}/cancel"`);

    const paid = await submitForm(`/billing/checkout/${session.sessionId}/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://quiz.test/profile?checkout=success&session_id=${session.sessionId}`);
    const again = await submitForm(`/billing/checkout/${session.sessionId}/pay`);
    expect(again.statusCode).toBe(303);

    const status = await get(`/api/v1/billing/checkout-sessions/${session.sessionId}`, user.auth);
    expect(status.json()).toEqual({
      sessionId: session.sessionId,
      status: 'SUCCEEDED',
      credited: true,
      creditedTokens: 1000,
    });
    const balance = await get('/api/v1/billing/balance', user.auth);
    expect(balance.json()).toMatchObject({ availableTokens: 1100, reservedTokens: 0 });
    const purchases = (await get('/api/v1/billing/transactions?type=PURCHASE', user.auth)).json();
    expect(purchases.content).toEqual([
      expect.objectContaining({
        type: 'PURCHASE',
        source: 'LOCAL_CHECKOUT',
        amountTokens: 1000,
        idempotencyKey: `checkout-session:${session.sessionId}`,
        meta: { packId: 'starter', sessionId: session.sessionId, amountCents: 500, currency: 'usd' },
      }),
    ]);
    const after = await get(`/billing/checkout/${session.sessionId}`);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('This test payment is complete');
    expect(after.body).not.toContain('<form');
    expect((await test.app.services.billing.ledger.reconcile(user.id)).mismatches).toEqual([]);
  });

  it('Cancel ends the session without tokens; paying afterwards changes nothing', async () => {
    const user = await buildUser(test.app);
    const session = await startCheckout(user, { packId: 'growth' });
    const page = await get(`/billing/checkout/${session.sessionId}`);
    expect(page.body).toContain('<dd>€20.00</dd>');
    const cancelled = await submitForm(`/billing/checkout/${session.sessionId}/cancel`);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe('http://quiz.test/profile?checkout=cancelled');
    await submitForm(`/billing/checkout/${session.sessionId}/pay`);
    const status = await get(`/api/v1/billing/checkout-sessions/${session.sessionId}`, user.auth);
    expect(status.json()).toEqual({
      sessionId: session.sessionId,
      status: 'CANCELLED',
      credited: false,
      creditedTokens: 0,
    });
    expect((await get('/api/v1/billing/balance', user.auth)).json().availableTokens).toBe(100);
    expect((await get(`/billing/checkout/${session.sessionId}`)).body).toContain('This checkout has ended');
  });

  it('answers 404 pages for unknown sessions', async () => {
    const page = await get('/billing/checkout/lcs_nope');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Checkout not found');
    expect((await submitForm('/billing/checkout/lcs_nope/pay')).statusCode).toBe(404);
    expect((await submitForm('/billing/checkout/lcs_nope/cancel')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/billing/checkout-sessions/{id}', () => {
  it('answers 401, 404 for an unknown session, 403 for someone else’s, and lets billing admins read any', async () => {
    const owner = await buildUser(test.app);
    const stranger = await buildUser(test.app);
    const session = await startCheckout(owner);
    const url = `/api/v1/billing/checkout-sessions/${session.sessionId}`;
    expect((await get(url)).statusCode).toBe(401);
    const unknown = await get('/api/v1/billing/checkout-sessions/lcs_unknown', owner.auth);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Checkout session not found');
    const foreign = await get(url, stranger.auth);
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).message).toBe('You do not have access to this checkout session');
    const admin = await buildAdmin(test);
    expect((await get(url, admin.auth)).statusCode).toBe(200);
  });
});
