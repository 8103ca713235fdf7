import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { DEFAULT_TOKEN_PACKS } from '../../config/billing.ts';
import { testConfig } from '../../test-support/test-app.ts';

describe('billing configuration', () => {
  it('defaults: enabled, 100-token bonus, three packs, 2-hour reservations, local provider', () => {
    const { billing } = testConfig();
    expect(billing).toEqual({
      enabled: true,
      signupBonusTokens: 100,
      packs: DEFAULT_TOKEN_PACKS,
      reservationTtlMinutes: 120,
      sweepIntervalSeconds: 60,
      checkoutRateLimitPerMinute: 5,
      refundAllowNegative: false,
    });
    expect(DEFAULT_TOKEN_PACKS.map((pack) => pack.tokens)).toEqual([1_000, 5_000, 10_000]);
  });

  it('reads BILLING_PACKS as JSON and names the bad field', () => {
    const { billing } = testConfig({
      BILLING_PACKS: '[{"id":"one","name":"One","tokens":10,"priceCents":99,"currency":"EUR"}]',
    });
    expect(billing.packs).toEqual([
      { id: 'one', name: 'One', tokens: 10, priceCents: 99, currency: 'eur', stripePriceId: null },
    ]);
    expect(() => testConfig({ BILLING_PACKS: 'not json' })).toThrow(/BILLING_PACKS: must be a JSON array of packs/);
    expect(() => testConfig({ BILLING_PACKS: '[{"id":"one","name":"One","tokens":0,"priceCents":99}]' })).toThrow(
      /BILLING_PACKS\.0\.tokens/,
    );
    expect(() =>
      testConfig({
        BILLING_PACKS:
          '[{"id":"a","name":"A","tokens":1,"priceCents":1},{"id":"a","name":"B","tokens":2,"priceCents":2}]',
      }),
    ).toThrow(/pack ids must be unique/);
  });

  it('uses Stripe only with both its secret key and webhook secret', () => {
    expect(() => testConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    const { billing } = testConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      BILLING_ENABLED: 'false',
      BILLING_SIGNUP_BONUS: '0',
    });
    expect(billing).toMatchObject({
      enabled: false,
      signupBonusTokens: 0,
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' },
    });
  });
});
