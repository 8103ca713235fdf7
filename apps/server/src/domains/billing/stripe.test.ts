import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, errorOf, type SignedIn, useTestApp } from '../../test-support/test-app.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_billing_tests';

interface FakeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** A tiny stand-in for api.stripe.com: records requests and answers what our adapter reads. */
class FakeStripe {
  readonly requests: FakeRequest[] = [];
  failNext = false;
  #subscriptions = 0;
  #server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const recorded: FakeRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        form: new URLSearchParams(body || url.search),
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
      };
      this.requests.push(recorded);
      response.setHeader('content-type', 'application/json');
      if (this.failNext) {
        this.failNext = false;
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such price' } }));
        return;
      }
      response.end(JSON.stringify(this.#answer(recorded)));
    });
  });

  #answer(request: FakeRequest): object {
    const count = this.requests.length;
    const period = { current_period_start: 1_800_000_000, current_period_end: 1_802_592_000 };
    if (request.path === '/v1/checkout/sessions') {
      const id = `cs_test_${count}`;
      return { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` };
    }
    if (request.path === '/v1/customers') {
      return { id: `cus_test_${count}`, object: 'customer', email: request.form.get('email') };
    }
    if (request.path === '/v1/subscriptions') {
      return {
        id: `sub_test_${++this.#subscriptions}`,
        object: 'subscription',
        status: 'incomplete',
        items: { object: 'list', data: [{ id: 'si_test_1', object: 'subscription_item', ...period }] },
        latest_invoice: {
          id: 'in_test_0',
          object: 'invoice',
          confirmation_secret: { client_secret: 'pi_secret_123', type: 'payment_intent' },
        },
      };
    }
    if (request.path.startsWith('/v1/subscriptions/')) {
      const status = request.method === 'DELETE' ? 'canceled' : 'active';
      return {
        id: request.path.split('/')[3],
        object: 'subscription',
        status,
        items: { object: 'list', data: [{ id: 'si_test_1', ...period }] },
      };
    }
    return { error: { message: 'unknown path' } };
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}

const fake = new FakeStripe();
let eventSequence = 0;

// Registered before the app's: after-all hooks run last first, so the fake stops once the app is closed.
afterAll(async () => {
  await fake.stop();
});
const test = useTestApp(async () => ({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_fake_key',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: await fake.start(),
    BILLING_PACKS: JSON.stringify([
      { id: 'starter', name: 'Starter Pack', tokens: 1000, priceCents: 500 },
      { id: 'pro', name: 'Pro Pack', tokens: 10000, priceCents: 3500, stripePriceId: 'price_pro_monthly' },
    ]),
  },
}));

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });

function eventOf(type: string, object: object, id = `evt_test_${++eventSequence}`): string {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: 1_800_000_000,
    data: { object },
  });
}

/** Sends a webhook signed with the official helper (or with another secret). */
function sendWebhook(payload: string, secret = WEBHOOK_SECRET) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/billing/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

/** Starts a Stripe checkout for `packId` and returns the session with the metadata Stripe would echo back. */
async function checkout(user: SignedIn, packId = 'starter') {
  const response = await post('/api/v1/billing/checkout-sessions', { packId }, user.auth);
  expect(response.statusCode).toBe(201);
  const { sessionId, url } = response.json();
  const sent = fake.requests.at(-1);
  if (!sent) {
    throw new Error('no request reached the fake Stripe');
  }
  const metadata = {
    paymentId: sent.form.get('metadata[paymentId]'),
    userId: sent.form.get('metadata[userId]'),
    packId: sent.form.get('metadata[packId]'),
    tokens: sent.form.get('metadata[tokens]'),
  };
  return { sessionId: sessionId as string, url: url as string, sent, metadata };
}

function paidSession(session: { sessionId: string; metadata: object }, user: SignedIn, overrides: object = {}) {
  return {
    id: session.sessionId,
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    status: 'complete',
    amount_total: 500,
    currency: 'usd',
    client_reference_id: user.id,
    metadata: session.metadata,
    payment_intent: `pi_for_${session.sessionId}`,
    ...overrides,
  };
}

const balanceOf = async (user: SignedIn) => (await get('/api/v1/billing/balance', user.auth)).json();
const statusOf = async (user: SignedIn, sessionId: string) =>
  (await get(`/api/v1/billing/checkout-sessions/${sessionId}`, user.auth)).json();

describe('Stripe checkout sessions', () => {
  it('creates a payment-mode Checkout Session with client_reference_id, metadata and /profile return urls', async () => {
    const user = await buildUser(test.app);
    expect((await get('/api/v1/billing/config')).json().provider).toBe('stripe');
    const session = await checkout(user);
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.test/c/pay/${session.sessionId}`);
    const { sent } = session;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.authorization).toBe('Bearer sk_test_fake_key');
    expect(sent.idempotencyKey).toBe(`checkout:${session.metadata.paymentId}`);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      mode: 'payment',
      client_reference_id: user.id,
      customer_email: user.email,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '500',
      'line_items[0][price_data][product_data][name]': 'Starter Pack',
      'line_items[0][quantity]': '1',
      'metadata[userId]': user.id,
      'metadata[packId]': 'starter',
      'metadata[tokens]': '1000',
      success_url: 'http://quiz.test/profile?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://quiz.test/profile?checkout=cancelled',
    });
    const priced = await checkout(user, 'pro');
    expect(priced.sent.form.get('line_items[0][price]')).toBe('price_pro_monthly');
    expect(await statusOf(user, session.sessionId)).toEqual({
      sessionId: session.sessionId,
      status: 'PENDING',
      credited: false,
      creditedTokens: 0,
    });
  });

  it('answers 503 when Stripe refuses, and records the payment as failed', async () => {
    const user = await buildUser(test.app);
    fake.failNext = true;
    const response = await post('/api/v1/billing/checkout-sessions', { packId: 'starter' }, user.auth);
    expect(response.statusCode).toBe(503);
    expect(errorOf(response)).toMatchObject({
      code: 'SERVER_ERROR',
      message: 'The payment provider is unavailable. Please try again later.',
    });
  });

  it('serves no local checkout page with Stripe', async () => {
    const user = await buildUser(test.app);
    const session = await checkout(user);
    expect((await get(`/billing/checkout/${session.sessionId}`)).statusCode).toBe(404);
  });
});

describe('POST /api/v1/billing/stripe/webhook', () => {
  it('credits a paid session exactly once; a replayed event is a 200 no-op', async () => {
    const user = await buildUser(test.app);
    const session = await checkout(user);
    const payload = eventOf('checkout.session.completed', paidSession(session, user));
    const first = await sendWebhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'credited' });
    expect(await balanceOf(user)).toMatchObject({ availableTokens: 1100, reservedTokens: 0 });
    expect(await statusOf(user, session.sessionId)).toEqual({
      sessionId: session.sessionId,
      status: 'SUCCEEDED',
      credited: true,
      creditedTokens: 1000,
    });

    const replay = await sendWebhook(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const another = await sendWebhook(eventOf('checkout.session.async_payment_succeeded', paidSession(session, user)));
    expect(another.json().outcome).toBe('already-settled');
    expect((await balanceOf(user)).availableTokens).toBe(1100);
    const purchases = (await get('/api/v1/billing/transactions?type=PURCHASE', user.auth)).json();
    expect(purchases.content).toEqual([
      expect.objectContaining({
        source: 'STRIPE',
        amountTokens: 1000,
        idempotencyKey: `checkout-session:${session.sessionId}`,
      }),
    ]);
  });

  it('answers 401 for a bad, missing or stale signature and changes nothing', async () => {
    const user = await buildUser(test.app);
    const session = await checkout(user);
    const payload = eventOf('checkout.session.completed', paidSession(session, user));
    const forged = await sendWebhook(payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged)).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: 'Invalid Stripe signature' });
    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/api/v1/billing/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await test.app.inject({
      method: 'POST',
      url: '/api/v1/billing/stripe/webhook',
      payload: payload.replace('"amount_total":500', '"amount_total":5'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(401);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const old = await test.app.inject({
      method: 'POST',
      url: '/api/v1/billing/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stale },
    });
    expect(old.statusCode).toBe(401);
    expect((await balanceOf(user)).availableTokens).toBe(100);
    // The genuine event still works afterwards: nothing was recorded for the rejected ones.
    expect((await sendWebhook(payload)).json().outcome).toBe('credited');
  });

  it('does not credit when the amount, currency or pack differ from the pending payment', async () => {
    const user = await buildUser(test.app);
    for (const overrides of [{ amount_total: 499 }, { currency: 'eur' }, { metadata: { packId: 'pro' } }]) {
      const session = await checkout(user);
      const response = await sendWebhook(eventOf('checkout.session.completed', paidSession(session, user, overrides)));
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome).toBe('rejected-mismatch');
      expect(await statusOf(user, session.sessionId)).toMatchObject({
        status: 'FAILED',
        credited: false,
        creditedTokens: 0,
      });
    }
    const unknown = await sendWebhook(
      eventOf('checkout.session.completed', { ...paidSession({ sessionId: 'cs_not_ours', metadata: {} }, user) }),
    );
    expect(unknown.json().outcome).toBe('unknown-session');
    expect((await balanceOf(user)).availableTokens).toBe(100);
  });

  it('waits for asynchronous payments: unpaid stays pending, then succeeded credits or failed fails', async () => {
    const user = await buildUser(test.app);
    const later = await checkout(user);
    const pending = await sendWebhook(
      eventOf('checkout.session.completed', paidSession(later, user, { payment_status: 'unpaid' })),
    );
    expect(pending.json().outcome).toBe('pending');
    expect((await statusOf(user, later.sessionId)).status).toBe('PENDING');
    const succeeded = await sendWebhook(eventOf('checkout.session.async_payment_succeeded', paidSession(later, user)));
    expect(succeeded.json().outcome).toBe('credited');
    const failing = await checkout(user);
    const failed = await sendWebhook(
      eventOf('checkout.session.async_payment_failed', paidSession(failing, user, { payment_status: 'unpaid' })),
    );
    expect(failed.json().outcome).toBe('failed');
    expect((await statusOf(user, failing.sessionId)).status).toBe('FAILED');
    expect((await balanceOf(user)).availableTokens).toBe(1100);
    const ignored = await sendWebhook(eventOf('payment_intent.created', { id: 'pi_x', object: 'payment_intent' }));
    expect(ignored.json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('takes refunded tokens back in proportion, never below zero by default', async () => {
    const user = await buildUser(test.app);
    const session = await checkout(user);
    await sendWebhook(eventOf('checkout.session.completed', paidSession(session, user)));
    const charge = {
      id: `ch_for_${session.sessionId}`,
      object: 'charge',
      payment_intent: `pi_for_${session.sessionId}`,
      amount: 500,
    };
    const partial = await sendWebhook(eventOf('charge.refunded', { ...charge, amount_refunded: 200 }));
    expect(partial.json().outcome).toBe('refunded');
    expect(await balanceOf(user)).toMatchObject({ availableTokens: 700 });
    expect((await statusOf(user, session.sessionId)).status).toBe('PARTIALLY_REFUNDED');

    // Spend most of what is left, then refund the rest of the charge: only what is available goes.
    const ledger = test.app.services.billing.ledger;
    const { reservation } = await ledger.reserve({
      userId: user.id,
      amountTokens: 650,
      idempotencyKey: `spend-${user.id}`,
    });
    await ledger.commit({ reservationId: reservation.id, actualTokens: 650 });
    const full = await sendWebhook(eventOf('charge.refunded', { ...charge, amount_refunded: 500 }));
    expect(full.json().outcome).toBe('refunded');
    expect(await balanceOf(user)).toMatchObject({ availableTokens: 0, reservedTokens: 0 });
    expect((await statusOf(user, session.sessionId)).status).toBe('REFUNDED');
    const refunds = (await get('/api/v1/billing/transactions?type=REFUND&sort=createdAt,asc', user.auth)).json()
      .content;
    expect(
      refunds
        .map((row: { amountTokens: number; meta: { requestedTokens: number } }) => [
          row.amountTokens,
          row.meta.requestedTokens,
        ])
        .sort(),
    ).toEqual([
      [400, 400],
      [50, 600],
    ]);
    const again = await sendWebhook(eventOf('charge.refunded', { ...charge, amount_refunded: 500 }));
    expect(again.json().outcome).toBe('refund-nothing-to-take');
    expect((await test.app.services.billing.ledger.reconcile(user.id)).mismatches).toEqual([]);
  });
});

describe('Stripe customers and subscriptions', () => {
  it('creates the customer once, subscribes, credits each paid invoice once and ends on deletion', async () => {
    const user = await buildUser(test.app);
    const customer = await post('/api/v1/billing/create-customer', {}, user.auth);
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual({
      id: expect.stringMatching(/^cus_test_/),
      email: user.email,
      name: user.username,
    });
    expect(fake.requests.at(-1)?.idempotencyKey).toBe(`customer:${user.id}`);
    const twice = await post('/api/v1/billing/create-customer', {}, user.auth);
    expect(twice.json().id).toBe(customer.json().id);
    expect((await get(`/api/v1/billing/customers/${customer.json().id}`, user.auth)).json()).toEqual(customer.json());

    const created = await post('/api/v1/billing/create-subscription', { priceId: 'price_pro_monthly' }, user.auth);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      subscriptionId: 'sub_test_1',
      customerId: customer.json().id,
      status: 'INCOMPLETE',
      packId: 'pro',
      priceId: 'price_pro_monthly',
      tokensPerPeriod: 10000,
      clientSecret: 'pi_secret_123',
    });
    const sent = fake.requests.at(-1);
    expect(sent?.path).toBe('/v1/subscriptions');
    expect(sent?.form.get('customer')).toBe(customer.json().id);
    expect(sent?.form.get('items[0][price]')).toBe('price_pro_monthly');
    expect(sent?.form.get('payment_behavior')).toBe('default_incomplete');

    const invoice = {
      id: 'in_test_1',
      object: 'invoice',
      parent: { subscription_details: { subscription: 'sub_test_1' } },
      period_start: 1_800_000_000,
      period_end: 1_802_592_000,
    };
    const paid = await sendWebhook(eventOf('invoice.paid', invoice));
    expect(paid.json().outcome).toBe('credited');
    expect((await sendWebhook(eventOf('invoice.paid', invoice))).json().outcome).toBe('already-credited');
    expect((await balanceOf(user)).availableTokens).toBe(10100);

    const deleted = await sendWebhook(
      eventOf('customer.subscription.deleted', { id: 'sub_test_1', object: 'subscription', status: 'canceled' }),
    );
    expect(deleted.json().outcome).toBe('canceled');
    const update = await post(
      '/api/v1/billing/update-subscription',
      { subscriptionId: 'sub_test_1', newPriceId: 'starter' },
      user.auth,
    );
    expect(update.statusCode).toBe(409);
    expect(errorOf(update).message).toBe('Subscription is not active');
  });
});

describe('invoice.paid of a subscription that ended, belongs to someone else or is not a period', () => {
  const PERIOD = { start: 1_800_000_000, end: 1_802_592_000 };
  const invoiceOf = (
    id: string,
    subscriptionId: string,
    customerId: string,
    period: { start: number; end: number },
    billingReason = 'subscription_cycle',
  ) => ({
    id,
    object: 'invoice',
    billing_reason: billingReason,
    customer: customerId,
    parent: { subscription_details: { subscription: subscriptionId } },
    lines: { object: 'list', data: [{ object: 'line_item', period }] },
  });
  /** A user with a Stripe subscription to the Pro pack (10,000 tokens a period), not paid yet. */
  async function subscriber() {
    const user = await buildUser(test.app);
    const created = await post('/api/v1/billing/create-subscription', { priceId: 'price_pro_monthly' }, user.auth);
    expect(created.statusCode, created.body).toBe(200);
    return {
      user,
      subscriptionId: created.json().subscriptionId as string,
      customerId: created.json().customerId as string,
    };
  }
  const subscriptionOf = async (user: SignedIn, subscriptionId: string) => {
    const row = await test.database.db
      .selectFrom('billingSubscriptions')
      .select(['status', 'periodsGranted', 'currentPeriodEnd'])
      .where('providerSubscriptionId', '=', subscriptionId)
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    return row;
  };

  it('credits the invoice of the last period paid after the cancellation, but not an invoice for a period after the end', async () => {
    const { user, subscriptionId, customerId } = await subscriber();
    const canceled = await post('/api/v1/billing/cancel-subscription', { subscriptionId }, user.auth);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().status).toBe('CANCELED');
    expect((await balanceOf(user)).availableTokens).toBe(100);

    // The period the subscription was live in is paid late (or its event comes after the deletion): the tokens are due.
    const late = await sendWebhook(
      eventOf('invoice.paid', invoiceOf(`in_late_${subscriptionId}`, subscriptionId, customerId, PERIOD)),
    );
    expect(late.statusCode).toBe(200);
    expect(late.json().outcome).toBe('credited');
    expect((await balanceOf(user)).availableTokens).toBe(10_100);
    expect(await subscriptionOf(user, subscriptionId)).toMatchObject({ status: 'CANCELED', periodsGranted: 1 });
    expect((await get('/api/v1/billing/transactions?type=PURCHASE', user.auth)).json().content).toEqual([
      expect.objectContaining({
        source: 'STRIPE',
        amountTokens: 10_000,
        idempotencyKey: `invoice:in_late_${subscriptionId}`,
      }),
    ]);

    // A period starting when (or after) the subscription ended is no period of it: nothing is credited.
    const after = await sendWebhook(
      eventOf(
        'invoice.paid',
        invoiceOf(`in_after_${subscriptionId}`, subscriptionId, customerId, {
          start: PERIOD.end,
          end: PERIOD.end + 2_592_000,
        }),
      ),
    );
    expect(after.statusCode).toBe(200);
    expect(after.json().outcome).toBe('rejected-after-end');
    expect((await balanceOf(user)).availableTokens).toBe(10_100);
    expect(await subscriptionOf(user, subscriptionId)).toMatchObject({
      status: 'CANCELED',
      periodsGranted: 1,
      currentPeriodEnd: new Date(PERIOD.end * 1000),
    });
  });

  it('does not credit an invoice billed to another customer, for a subscription we never knew, or for no whole period', async () => {
    const { user, subscriptionId, customerId } = await subscriber();
    const other = await subscriber();
    const foreign = await sendWebhook(
      eventOf('invoice.paid', invoiceOf(`in_foreign_${subscriptionId}`, subscriptionId, other.customerId, PERIOD)),
    );
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().outcome).toBe('rejected-customer-mismatch');
    const unknown = await sendWebhook(
      eventOf('invoice.paid', invoiceOf('in_unknown_sub', 'sub_nobody_knows', customerId, PERIOD)),
    );
    expect(unknown.json().outcome).toBe('unknown-subscription');
    for (const who of [user, other.user]) {
      expect(await balanceOf(who)).toMatchObject({ availableTokens: 100 });
    }
    expect(await subscriptionOf(user, subscriptionId)).toMatchObject({ status: 'INCOMPLETE', periodsGranted: 0 });

    // A proration (a plan changed mid-period) or a manual invoice is no period's payment.
    for (const reason of ['subscription_update', 'manual']) {
      const partial = await sendWebhook(
        eventOf(
          'invoice.paid',
          invoiceOf(`in_${reason}_${subscriptionId}`, subscriptionId, customerId, PERIOD, reason),
        ),
      );
      expect(partial.json().outcome).toBe('not-a-period-invoice');
    }
    expect(await balanceOf(user)).toMatchObject({ availableTokens: 100 });

    // The subscription's own invoice is credited, once.
    const own = eventOf('invoice.paid', invoiceOf(`in_own_${subscriptionId}`, subscriptionId, customerId, PERIOD));
    expect((await sendWebhook(own)).json().outcome).toBe('credited');
    expect((await sendWebhook(own)).json().outcome).toBe('duplicate');
    expect((await balanceOf(user)).availableTokens).toBe(10_100);
    expect(await subscriptionOf(user, subscriptionId)).toMatchObject({ status: 'ACTIVE', periodsGranted: 1 });
  });
});
