import { describe, expect, it } from 'vitest';
import { buildUser, errorOf, type SignedIn, useAdmin, useTestApp } from '../../test-support/test-app.ts';

const test = useTestApp();
const admin = useAdmin(test);

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });
const balanceOf = async (user: SignedIn) => (await get('/api/v1/billing/balance', user.auth)).json();

describe('customers (local provider)', () => {
  it('creates one customer per user and shows it to its owner only', async () => {
    const user = await buildUser(test.app);
    const stranger = await buildUser(test.app);
    expect((await post('/api/v1/billing/create-customer', {})).statusCode).toBe(401);
    const invalid = await post('/api/v1/billing/create-customer', { email: 'not-an-email' }, user.auth);
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fields).toEqual({ email: 'Please enter a valid email address' });
    const created = await post('/api/v1/billing/create-customer', { name: 'Ada' }, user.auth);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.stringMatching(/^lcus_/), email: user.email, name: 'Ada' });
    const again = await post('/api/v1/billing/create-customer', {}, user.auth);
    expect(again.json()).toEqual(created.json());

    const url = `/api/v1/billing/customers/${created.json().id}`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, stranger.auth)).statusCode).toBe(403);
    expect(errorOf(await get(url, stranger.auth)).message).toBe('You do not have access to this customer');
    const unknown = await get('/api/v1/billing/customers/lcus_nobody', user.auth);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Customer not found');
    expect((await get(url, user.auth)).json()).toEqual(created.json());
  });
});

describe('subscriptions (local provider)', () => {
  it('subscribes with the first month of tokens, idempotently', async () => {
    const user = await buildUser(test.app);
    expect((await post('/api/v1/billing/create-subscription', { priceId: 'starter' })).statusCode).toBe(401);
    const missing = await post('/api/v1/billing/create-subscription', {}, user.auth);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ priceId: 'priceId is required' });
    const unknown = await post('/api/v1/billing/create-subscription', { priceId: 'price_nope' }, user.auth);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('The selected price is not available');

    const created = await post('/api/v1/billing/create-subscription', { priceId: 'starter' }, user.auth);
    expect(created.statusCode).toBe(200);
    const subscription = created.json();
    expect(subscription).toMatchObject({
      subscriptionId: expect.stringMatching(/^lsub_/),
      customerId: expect.stringMatching(/^lcus_/),
      status: 'ACTIVE',
      packId: 'starter',
      priceId: 'starter',
      tokensPerPeriod: 1000,
      currentPeriodStart: test.clock.now().toISOString(),
      currentPeriodEnd: new Date(test.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      clientSecret: null,
    });
    expect(await balanceOf(user)).toMatchObject({ availableTokens: 1100 });
    const again = await post('/api/v1/billing/create-subscription', { priceId: 'starter' }, user.auth);
    expect(again.json().subscriptionId).toBe(subscription.subscriptionId);
    expect(await balanceOf(user)).toMatchObject({ availableTokens: 1100 });
  });

  it('switches packs, cancels once, and checks ownership', async () => {
    const user = await buildUser(test.app);
    const stranger = await buildUser(test.app);
    const { subscriptionId } = (
      await post('/api/v1/billing/create-subscription', { priceId: 'starter' }, user.auth)
    ).json();

    const foreign = await post(
      '/api/v1/billing/update-subscription',
      { subscriptionId, newPriceId: 'pro' },
      stranger.auth,
    );
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).message).toBe('You do not have access to this subscription');
    const nowhere = await post(
      '/api/v1/billing/update-subscription',
      { subscriptionId: 'lsub_nope', newPriceId: 'pro' },
      user.auth,
    );
    expect(nowhere.statusCode).toBe(404);
    expect(errorOf(nowhere).message).toBe('Subscription not found');
    const badBody = await post('/api/v1/billing/update-subscription', { subscriptionId }, user.auth);
    expect(badBody.statusCode).toBe(400);
    expect(errorOf(badBody).fields).toEqual({ newPriceId: 'newPriceId is required' });

    const switched = await post(
      '/api/v1/billing/update-subscription',
      { subscriptionId, newPriceId: 'pro' },
      user.auth,
    );
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      subscriptionId,
      packId: 'pro',
      priceId: 'pro',
      tokensPerPeriod: 10000,
      status: 'ACTIVE',
    });
    const same = await post('/api/v1/billing/update-subscription', { subscriptionId, newPriceId: 'pro' }, user.auth);
    expect(same.json()).toMatchObject({ packId: 'pro' });

    expect((await post('/api/v1/billing/cancel-subscription', { subscriptionId }, stranger.auth)).statusCode).toBe(403);
    const canceled = await post('/api/v1/billing/cancel-subscription', { subscriptionId }, user.auth);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe('CANCELED');
    const twice = await post('/api/v1/billing/cancel-subscription', { subscriptionId }, user.auth);
    expect(twice.statusCode).toBe(200);
    expect(twice.json().status).toBe('CANCELED');
  });

  it('answers 409 to one of two concurrent changes of the same subscription', async () => {
    const user = await buildUser(test.app);
    const { subscriptionId } = (
      await post('/api/v1/billing/create-subscription', { priceId: 'starter' }, user.auth)
    ).json();
    const results = await Promise.all([
      post('/api/v1/billing/update-subscription', { subscriptionId, newPriceId: 'growth' }, user.auth),
      post('/api/v1/billing/update-subscription', { subscriptionId, newPriceId: 'pro' }, user.auth),
    ]);
    const statuses = results.map((response) => response.statusCode).sort();
    expect(statuses[0]).toBe(200);
    const loser = results.find((response) => response.statusCode === 409);
    if (loser) {
      expect(errorOf(loser).message).toBe('The subscription was changed by another request. Please try again.');
    } else {
      // SQLite serialises the two requests completely; then both simply apply in turn.
      expect(statuses[1]).toBe(200);
    }
  });

  it('the admin hook grants the next month once per call, only for active local subscriptions', async () => {
    const user = await buildUser(test.app);
    const { subscriptionId } = (
      await post('/api/v1/billing/create-subscription', { priceId: 'growth' }, user.auth)
    ).json();
    const url = `/api/v1/admin/billing/subscriptions/${subscriptionId}/grant-period`;
    expect((await post(url, {})).statusCode).toBe(401);
    expect((await post(url, {}, user.auth)).statusCode).toBe(403);
    expect((await post('/api/v1/admin/billing/subscriptions/lsub_nope/grant-period', {}, admin.auth)).statusCode).toBe(
      404,
    );
    const granted = await post(url, {}, admin.auth);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({
      creditedTokens: 5000,
      balance: { availableTokens: 10100 },
      subscription: { status: 'ACTIVE' },
    });
    const periodEnd = new Date(granted.json().subscription.currentPeriodEnd).getTime();
    expect(periodEnd - test.clock.now().getTime()).toBe(60 * 86_400_000);
    const transactions = (await get('/api/v1/billing/transactions?type=PURCHASE', user.auth)).json();
    expect(transactions.totalElements).toBe(2);
    await post('/api/v1/billing/cancel-subscription', { subscriptionId }, user.auth);
    const afterCancel = await post(url, {}, admin.auth);
    expect(afterCancel.statusCode).toBe(409);
    expect(errorOf(afterCancel).message).toBe('Subscription is not active');
    expect((await test.app.services.billing.ledger.reconcile(user.id)).mismatches).toEqual([]);
  });
});
