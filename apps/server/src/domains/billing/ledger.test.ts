import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAdmin,
  buildUser,
  errorOf,
  type SignedIn,
  useTestApp,
  withTestApp,
} from '../../test-support/test-app.ts';
import { RESERVATION_SWEEP_TASK } from '../../app/background-tasks.ts';
import type { LedgerService } from './ledger.ts';

let ledger: LedgerService;
let admin: SignedIn;
const test = useTestApp();
beforeAll(async () => {
  ledger = test.app.services.billing.ledger;
  admin = await buildAdmin(test);
});

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** Fails the test when any balance differs from the sum of its ledger. */
async function expectReconciled(userId?: string) {
  const report = await ledger.reconcile(userId);
  expect(report.mismatches).toEqual([]);
}

describe('registration bonus', () => {
  it('credits 100 tokens in the registration transaction, once, as a BONUS row', async () => {
    const user = await buildUser(test.app);
    const balance = await get('/api/v1/billing/balance', user.auth);
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toEqual({
      availableTokens: 100,
      reservedTokens: 0,
      updatedAt: test.clock.now().toISOString(),
    });
    const list = await get('/api/v1/billing/transactions', user.auth);
    expect(list.json().content).toEqual([
      expect.objectContaining({
        type: 'BONUS',
        source: 'REGISTRATION',
        amountTokens: 100,
        idempotencyKey: `registration-bonus:${user.id}`,
        balanceAfterAvailable: 100,
        balanceAfterReserved: 0,
      }),
    ]);
    await expectReconciled(user.id);
  });

  it('gives nothing to accounts created outside registration (balance 0, never updated)', async () => {
    const account = await buildAccount(test, { roles: ['ROLE_USER'] });
    const balance = await get('/api/v1/billing/balance', account.auth);
    expect(balance.json()).toEqual({ availableTokens: 0, reservedTokens: 0, updatedAt: null });
  });
});

describe('GET /api/v1/billing/balance and /transactions', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/v1/billing/balance')).statusCode).toBe(401);
    expect((await get('/api/v1/billing/transactions')).statusCode).toBe(401);
  });

  it('answers 400 for a bad filter', async () => {
    const user = await buildUser(test.app);
    const badType = await get('/api/v1/billing/transactions?type=GIFT', user.auth);
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(errorOf(badType).fields)).toEqual(['type']);
    const badDate = await get('/api/v1/billing/transactions?dateFrom=yesterday', user.auth);
    expect(badDate.statusCode).toBe(400);
    expect(errorOf(badDate).fields).toEqual({ dateFrom: 'must be a date (YYYY-MM-DD) or an ISO date-time' });
    const reversed = await get('/api/v1/billing/transactions?dateFrom=2026-02-01&dateTo=2026-01-01', user.auth);
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).message).toBe('dateFrom must not be after dateTo');
  });

  it('filters by type, source and dates, pages, and shows only my rows', async () => {
    const user = await buildUser(test.app);
    const other = await buildUser(test.app);
    test.clock.advance(60_000);
    const reserved = await ledger.reserve({ userId: user.id, amountTokens: 30, idempotencyKey: `filter-${user.id}` });
    test.clock.advance(60_000);
    await ledger.commit({ reservationId: reserved.reservation.id, actualTokens: 20 });
    const all = (await get('/api/v1/billing/transactions?sort=createdAt,asc', user.auth)).json();
    expect(all.totalElements).toBe(4);
    expect(all.content.map((row: { type: string }) => row.type).slice(0, 2)).toEqual(['BONUS', 'RESERVE']);
    expect(all.content.every((row: { userId: string }) => row.userId === user.id)).toBe(true);
    const commits = (await get('/api/v1/billing/transactions?type=COMMIT', user.auth)).json();
    expect(commits.content).toEqual([
      expect.objectContaining({
        type: 'COMMIT',
        amountTokens: 20,
        source: 'QUIZ_GENERATION',
        refId: reserved.reservation.id,
      }),
    ]);
    const generation = (await get('/api/v1/billing/transactions?source=QUIZ_GENERATION', user.auth)).json();
    expect(generation.totalElements).toBe(3);
    const since = new Date(test.clock.now().getTime() - 30_000).toISOString();
    const recent = (await get(`/api/v1/billing/transactions?dateFrom=${encodeURIComponent(since)}`, user.auth)).json();
    expect(recent.content.map((row: { type: string }) => row.type).sort()).toEqual(['COMMIT', 'RELEASE']);
    const paged = (await get('/api/v1/billing/transactions?size=1&page=1', user.auth)).json();
    expect(paged).toMatchObject({
      pageNumber: 1,
      pageSize: 1,
      totalElements: 4,
      totalPages: 4,
      first: false,
      last: false,
    });
    const otherList = (await get('/api/v1/billing/transactions', other.auth)).json();
    expect(otherList.totalElements).toBe(1);
  });
});

describe('ledger operations', () => {
  it('reserve moves tokens to reserved; commit charges the actual amount and returns the rest', async () => {
    const user = await buildUser(test.app);
    const reserved = await ledger.reserve({
      userId: user.id,
      amountTokens: 40,
      idempotencyKey: `job-1-${user.id}`,
      refId: 'job-1',
    });
    expect(reserved.replayed).toBe(false);
    expect(reserved.reservation).toMatchObject({
      state: 'ACTIVE',
      estimatedTokens: 40,
      committedTokens: 0,
      refId: 'job-1',
    });
    expect(reserved.balance).toMatchObject({ availableTokens: 60, reservedTokens: 40 });
    const committed = await ledger.commit({ reservationId: reserved.reservation.id, actualTokens: 25 });
    expect(committed.reservation).toMatchObject({ state: 'COMMITTED', committedTokens: 25 });
    expect(committed.balance).toMatchObject({ availableTokens: 75, reservedTokens: 0 });
    const again = await ledger.commit({ reservationId: reserved.reservation.id, actualTokens: 25 });
    expect(again.replayed).toBe(true);
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 75, reservedTokens: 0 });
    await expect(ledger.commit({ reservationId: reserved.reservation.id, actualTokens: 30 })).rejects.toMatchObject({
      status: 409,
      message: 'Reservation is no longer active',
    });
    await expect(ledger.release({ reservationId: reserved.reservation.id })).rejects.toMatchObject({ status: 409 });
    await expectReconciled(user.id);
  });

  it('never commits more than reserved (409) and releases a whole reservation once', async () => {
    const user = await buildUser(test.app);
    const { reservation } = await ledger.reserve({
      userId: user.id,
      amountTokens: 10,
      idempotencyKey: `over-${user.id}`,
    });
    await expect(ledger.commit({ reservationId: reservation.id, actualTokens: 11 })).rejects.toMatchObject({
      status: 409,
      message: 'Committed tokens exceed the reserved amount',
    });
    const released = await ledger.release({ reservationId: reservation.id, reason: 'job failed' });
    expect(released.reservation.state).toBe('RELEASED');
    expect(released.balance).toMatchObject({ availableTokens: 100, reservedTokens: 0 });
    expect((await ledger.release({ reservationId: reservation.id })).replayed).toBe(true);
    await expect(ledger.commit({ reservationId: reservation.id, actualTokens: 1 })).rejects.toMatchObject({
      status: 409,
    });
    await expect(ledger.release({ reservationId: '00000000-0000-4000-8000-000000000000' })).rejects.toMatchObject({
      status: 404,
      message: 'Reservation not found',
    });
    await expectReconciled(user.id);
  });

  it('refuses a reservation larger than available with 409 and the shortfall', async () => {
    const user = await buildUser(test.app);
    const attempt = ledger.reserve({ userId: user.id, amountTokens: 130, idempotencyKey: `big-${user.id}` });
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT_ERROR',
      message: 'Not enough tokens for this request',
      extra: { estimatedTokens: 130, availableTokens: 100, shortfall: 30, reservationTtlSeconds: 7200 },
    });
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 100, reservedTokens: 0 });
  });

  it('is idempotent by key: the same key twice is one effect, the same key with another amount is 409', async () => {
    const user = await buildUser(test.app);
    const key = `purchase-${user.id}`;
    const first = await ledger.credit({
      userId: user.id,
      type: 'PURCHASE',
      source: 'STRIPE',
      amountTokens: 500,
      idempotencyKey: key,
    });
    const second = await ledger.credit({
      userId: user.id,
      type: 'PURCHASE',
      source: 'STRIPE',
      amountTokens: 500,
      idempotencyKey: key,
    });
    expect(second.replayed).toBe(true);
    expect(second.transaction.id).toBe(first.transaction.id);
    expect(second.balance.availableTokens).toBe(600);
    await expect(
      ledger.credit({ userId: user.id, type: 'PURCHASE', source: 'STRIPE', amountTokens: 501, idempotencyKey: key }),
    ).rejects.toMatchObject({ status: 409, message: 'Idempotency key was already used for a different operation' });
    await expect(ledger.reserve({ userId: user.id, amountTokens: 500, idempotencyKey: key })).rejects.toMatchObject({
      status: 409,
    });

    const reserveKey = `reserve-${user.id}`;
    const r1 = await ledger.reserve({ userId: user.id, amountTokens: 50, idempotencyKey: reserveKey });
    const r2 = await ledger.reserve({ userId: user.id, amountTokens: 50, idempotencyKey: reserveKey });
    expect(r2).toMatchObject({ replayed: true, reservation: { id: r1.reservation.id } });
    await expect(
      ledger.reserve({ userId: user.id, amountTokens: 60, idempotencyKey: reserveKey }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Idempotency key was already used for a different operation',
    });
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 550, reservedTokens: 50 });
    await expect(
      ledger.commit({ reservationId: r1.reservation.id, actualTokens: 10, idempotencyKey: key }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Idempotency key was already used for a different operation',
    });
    await expect(ledger.release({ reservationId: r1.reservation.id, idempotencyKey: key })).rejects.toMatchObject({
      status: 409,
    });
    const commitKey = `commit-${user.id}`;
    await ledger.commit({ reservationId: r1.reservation.id, actualTokens: 10, idempotencyKey: commitKey });
    expect(
      (await ledger.commit({ reservationId: r1.reservation.id, actualTokens: 10, idempotencyKey: commitKey })).replayed,
    ).toBe(true);
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 590, reservedTokens: 0 });
    await expectReconciled(user.id);
  });

  it('applies the same key sent 20 times at once exactly once', async () => {
    const user = await buildUser(test.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ledger.reserve({ userId: user.id, amountTokens: 5, idempotencyKey: `same-${user.id}` }),
      ),
    );
    expect(new Set(results.map((result) => result.reservation.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 95, reservedTokens: 5 });
    await expectReconciled(user.id);
  });

  it('refunds take at most what is available unless negative balances are allowed', async () => {
    const user = await buildUser(test.app);
    const capped = await ledger.refund({
      userId: user.id,
      source: 'STRIPE',
      amountTokens: 150,
      idempotencyKey: `refund-a-${user.id}`,
    });
    expect(capped.removedTokens).toBe(100);
    expect(capped.transaction).toMatchObject({ type: 'REFUND', amountTokens: 100, meta: { requestedTokens: 150 } });
    expect(capped.balance.availableTokens).toBe(0);
    const replay = await ledger.refund({
      userId: user.id,
      source: 'STRIPE',
      amountTokens: 150,
      idempotencyKey: `refund-a-${user.id}`,
    });
    expect(replay).toMatchObject({ replayed: true, removedTokens: 100 });
    const negative = await ledger.refund({
      userId: user.id,
      source: 'STRIPE',
      amountTokens: 40,
      idempotencyKey: `refund-b-${user.id}`,
      allowNegative: true,
    });
    expect(negative.balance.availableTokens).toBe(-40);
    await expect(
      ledger.reserve({ userId: user.id, amountTokens: 1, idempotencyKey: `after-${user.id}` }),
    ).rejects.toMatchObject({
      status: 409,
      extra: { availableTokens: -40, shortfall: 41 },
    });
    await expectReconciled(user.id);
  });
});

describe('concurrency', () => {
  it('50 parallel reservations against a balance that covers 10 leave exactly 10 reserved', async () => {
    const user = await buildUser(test.app);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        ledger.reserve({ userId: user.id, amountTokens: 10, idempotencyKey: `race-${user.id}-${index}` }),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const failure of lost) {
      expect(failure.reason).toMatchObject({ status: 409, message: 'Not enough tokens for this request' });
    }
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 0, reservedTokens: 100 });
    const reserves = (await get('/api/v1/billing/transactions?type=RESERVE&size=100', user.auth)).json();
    expect(reserves.totalElements).toBe(10);
    await expectReconciled(user.id);
  });

  it('parallel commits, releases and new reservations keep the balance equal to the ledger', async () => {
    const user = await buildUser(test.app);
    const held = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        ledger.reserve({ userId: user.id, amountTokens: 10, idempotencyKey: `mix-${user.id}-${index}` }),
      ),
    );
    await Promise.allSettled([
      ...held.map((result, index) =>
        index % 2 === 0
          ? ledger.commit({ reservationId: result.reservation.id, actualTokens: 3 })
          : ledger.release({ reservationId: result.reservation.id }),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        ledger.reserve({ userId: user.id, amountTokens: 15, idempotencyKey: `mix2-${user.id}-${index}` }),
      ),
    ]);
    const balance = await ledger.balanceOf(user.id);
    expect(balance.availableTokens).toBeGreaterThanOrEqual(0);
    expect(balance.availableTokens + balance.reservedTokens).toBe(100 - 4 * 3);
    await expectReconciled(user.id);
  });
});

describe('reservation expiry', () => {
  it('the sweeper releases reservations older than the TTL (2 hours by default) and only those', async () => {
    // Let the reservations earlier tests left behind run out first, so the counts below are this test's.
    test.clock.advance(3 * 60 * 60_000);
    await ledger.expireReservations();
    const user = await buildUser(test.app);
    const old = await ledger.reserve({ userId: user.id, amountTokens: 30, idempotencyKey: `old-${user.id}` });
    test.clock.advance(60 * 60_000);
    const young = await ledger.reserve({ userId: user.id, amountTokens: 20, idempotencyKey: `young-${user.id}` });
    expect(old.reservation.expiresAt).toBe(new Date(test.clock.now().getTime() + 60 * 60_000).toISOString());
    test.clock.advance(60 * 60_000 - 1);
    expect(await ledger.expireReservations()).toBe(0);
    test.clock.advance(1);
    expect(await ledger.expireReservations()).toBe(1);
    expect((await ledger.reservation(old.reservation.id)).state).toBe('EXPIRED');
    expect((await ledger.reservation(young.reservation.id)).state).toBe('ACTIVE');
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 80, reservedTokens: 20 });
    await expect(ledger.commit({ reservationId: old.reservation.id, actualTokens: 1 })).rejects.toMatchObject({
      status: 409,
    });
    expect(await ledger.expireReservations()).toBe(0);

    const renewed = await ledger.renew(young.reservation.id);
    test.clock.advance(60 * 60_000 + 1);
    expect(await ledger.expireReservations()).toBe(0);
    expect(renewed.state).toBe('ACTIVE');
    test.clock.advance(60 * 60_000);
    expect(await ledger.expireReservations()).toBe(1);
    expect(await ledger.balanceOf(user.id)).toMatchObject({ availableTokens: 100, reservedTokens: 0 });
    const expiredRows = (await ledger.listTransactions(user.id, { size: 20, type: 'RELEASE' })).content;
    expect(expiredRows.map((row) => [row.source, row.meta])).toEqual([
      ['SYSTEM', { reason: 'expired' }],
      ['SYSTEM', { reason: 'expired' }],
    ]);
    await expectReconciled(user.id);
  });
});

describe('the reservation sweeper (periodic task of the app)', () => {
  it(`${RESERVATION_SWEEP_TASK} releases an expired reservation, and only once it has expired`, async () => {
    const user = await buildUser(test.app);
    const held = await ledger.reserve({ userId: user.id, amountTokens: 40, idempotencyKey: `sweep-${user.id}` });
    expect((await get('/api/v1/billing/balance', user.auth)).json()).toMatchObject({
      availableTokens: 60,
      reservedTokens: 40,
    });
    test.clock.advance(2 * 60 * 60_000 - 1);
    await test.app.background.periodic.runNow(RESERVATION_SWEEP_TASK);
    expect((await ledger.reservation(held.reservation.id)).state).toBe('ACTIVE');
    test.clock.advance(1);
    await test.app.background.periodic.runNow(RESERVATION_SWEEP_TASK);
    expect((await ledger.reservation(held.reservation.id)).state).toBe('EXPIRED');
    expect((await get('/api/v1/billing/balance', user.auth)).json()).toMatchObject({
      availableTokens: 100,
      reservedTokens: 0,
    });
    const released = (await get('/api/v1/billing/transactions?type=RELEASE', user.auth)).json().content;
    expect(
      released.map((row: { source: string; amountTokens: number; meta: unknown }) => [
        row.source,
        row.amountTokens,
        row.meta,
      ]),
    ).toEqual([['SYSTEM', 40, { reason: 'expired' }]]);
    await expectReconciled(user.id);
  });

  it('runs on its own every BILLING_SWEEP_INTERVAL_SECONDS once the background work has started', async () => {
    await withTestApp({ env: { BILLING_SWEEP_INTERVAL_SECONDS: '1' }, workers: true }, async (app) => {
      const user = await buildUser(app.app);
      const held = await app.app.services.billing.ledger.reserve({
        userId: user.id,
        amountTokens: 25,
        idempotencyKey: `auto-sweep-${user.id}`,
      });
      app.clock.advance(2 * 60 * 60_000);
      const deadline = Date.now() + 5_000;
      while ((await app.app.services.billing.ledger.reservation(held.reservation.id)).state === 'ACTIVE') {
        expect(Date.now(), 'the sweeper never ran').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await app.app.services.billing.ledger.reservation(held.reservation.id)).state).toBe('EXPIRED');
      expect((await app.app.inject({ url: '/api/v1/billing/balance', headers: user.auth })).json()).toMatchObject({
        availableTokens: 100,
        reservedTokens: 0,
      });
    });
  });
});

describe('POST /api/v1/admin/billing/adjustments', () => {
  const url = '/api/v1/admin/billing/adjustments';

  it('answers 401, 400, 403 and 404 in that order', async () => {
    const user = await buildUser(test.app);
    expect((await post(url, { userId: user.id, amountTokens: 5, reason: 'x' })).statusCode).toBe(401);
    const invalid = await post(url, { userId: 'nope', amountTokens: 0, reason: '' }, admin.auth);
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid).fields).toEqual({
      userId: 'must be a user id',
      amountTokens: 'Amount must not be zero',
      reason: 'Reason is required',
    });
    const forbidden = await post(url, { userId: user.id, amountTokens: 5, reason: 'x' }, user.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(errorOf(forbidden).message).toBe('Insufficient permissions - Billing admin role required');
    const missing = await post(
      url,
      { userId: '00000000-0000-4000-8000-000000000000', amountTokens: 5, reason: 'x' },
      admin.auth,
    );
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('User not found');
  });

  it('credits and debits with an ADJUSTMENT row, never below zero, idempotent by Idempotency-Key', async () => {
    const user = await buildUser(test.app);
    const credit = await post(
      url,
      { userId: user.id, amountTokens: 250, reason: 'Goodwill' },
      { ...admin.auth, 'idempotency-key': `adj-${user.id}` },
    );
    expect(credit.statusCode).toBe(201);
    expect(credit.json()).toMatchObject({
      transaction: {
        type: 'ADJUSTMENT',
        source: 'ADMIN',
        amountTokens: 250,
        meta: { reason: 'Goodwill', adminId: admin.id },
      },
      balance: { availableTokens: 350, reservedTokens: 0 },
    });
    const replay = await post(
      url,
      { userId: user.id, amountTokens: 250, reason: 'Goodwill' },
      { ...admin.auth, 'idempotency-key': `adj-${user.id}` },
    );
    expect(replay.statusCode).toBe(200);
    expect(replay.json().transaction.id).toBe(credit.json().transaction.id);
    const debit = await post(url, { userId: user.id, amountTokens: -300, reason: 'Correction' }, admin.auth);
    expect(debit.statusCode).toBe(201);
    expect(debit.json().balance.availableTokens).toBe(50);
    const tooMuch = await post(url, { userId: user.id, amountTokens: -51, reason: 'Correction' }, admin.auth);
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).message).toBe('Adjustment would make the available balance negative');
    await expectReconciled(user.id);
  });
});

describe('GET /api/v1/admin/billing/reconciliation', () => {
  it('is for billing admins and finds a balance that drifted from its ledger', async () => {
    const user = await buildUser(test.app);
    expect((await get('/api/v1/admin/billing/reconciliation')).statusCode).toBe(401);
    expect((await get('/api/v1/admin/billing/reconciliation', user.auth)).statusCode).toBe(403);
    const clean = await get('/api/v1/admin/billing/reconciliation', admin.auth);
    expect(clean.statusCode).toBe(200);
    expect(clean.json().mismatches).toEqual([]);
    expect(clean.json().checkedUsers).toBeGreaterThan(1);
    await test.database.db
      .updateTable('tokenBalances')
      .set({ availableTokens: 99 })
      .where('userId', '=', user.id)
      .execute();
    const drifted = await get(`/api/v1/admin/billing/reconciliation?userId=${user.id}`, admin.auth);
    expect(drifted.json()).toEqual({
      checkedUsers: 1,
      mismatches: [
        {
          userId: user.id,
          availableTokens: 99,
          reservedTokens: 0,
          ledgerAvailableTokens: 100,
          ledgerReservedTokens: 0,
        },
      ],
    });
    await test.database.db
      .updateTable('tokenBalances')
      .set({ availableTokens: 100 })
      .where('userId', '=', user.id)
      .execute();
  });
});
