import { describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, errorOf, useTestApp } from '../../test-support/test-app.ts';

const test = useTestApp({ env: { BILLING_ENABLED: 'false' } });

describe('BILLING_ENABLED=false', () => {
  it('answers 404 "Billing feature is not available" on every billing call, signed in or not', async () => {
    const user = await buildUser(test.app);
    const admin = await buildAdmin(test);
    const calls: Array<[string, string, Record<string, string>]> = [
      ['GET', '/api/v1/billing/config', {}],
      ['GET', '/api/v1/billing/balance', user.auth],
      ['GET', '/api/v1/billing/balance', {}],
      ['GET', '/api/v1/billing/transactions', user.auth],
      ['POST', '/api/v1/billing/estimate/quiz-generation', user.auth],
      ['POST', '/api/v1/billing/checkout-sessions', user.auth],
      ['GET', '/api/v1/billing/checkout-sessions/lcs_x', user.auth],
      ['POST', '/api/v1/billing/create-customer', user.auth],
      ['GET', '/api/v1/billing/customers/lcus_x', user.auth],
      ['POST', '/api/v1/billing/create-subscription', user.auth],
      ['POST', '/api/v1/billing/update-subscription', user.auth],
      ['POST', '/api/v1/billing/cancel-subscription', user.auth],
      ['POST', '/api/v1/billing/stripe/webhook', {}],
      ['POST', '/api/v1/admin/billing/adjustments', admin.auth],
      ['GET', '/api/v1/admin/billing/reconciliation', admin.auth],
      ['POST', '/api/v1/admin/billing/subscriptions/lsub_x/grant-period', admin.auth],
    ];
    for (const [method, url, headers] of calls) {
      const response = await test.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response)).toMatchObject({ code: 'NOT_FOUND_ERROR', message: 'Billing feature is not available' });
    }
    expect((await test.app.inject({ method: 'GET', url: '/billing/checkout/lcs_x' })).statusCode).toBe(404);
  });

  it('grants no registration bonus and tells generation it is free', async () => {
    const user = await buildUser(test.app);
    const { ledger } = test.app.services.billing;
    expect(ledger.isEnabled()).toBe(false);
    expect(await ledger.balanceOf(user.id)).toEqual({ availableTokens: 0, reservedTokens: 0, updatedAt: null });
  });
});
