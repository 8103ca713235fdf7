/** Texts of the profile's token balance, top-up and transaction history. Loaded with its routes under `billing`. */
const en = {
  billing: {
    balance: {
      title: 'Token Balance',
      available: 'Available Tokens',
      reserved: 'Reserved Tokens',
      lastUpdated: 'Last Updated',
      refresh: 'Refresh balance',
      status: 'Balance status:',
      statuses: { low: 'Low', medium: 'Medium', high: 'High' },
    },
    topUp: {
      title: 'Top up tokens',
      intro:
        'Tokens pay for AI quiz generation. They are bought securely through our card-checkout provider; we never see your card details.',
      reload: 'Reload packs',
      choose: 'Choose a token pack',
      tokens: '{{tokens}} tokens',
      submit: 'Top up tokens',
      redirecting: 'Redirecting…',
      stripeNote:
        'You will be redirected to Stripe Checkout to complete your purchase. Tokens become available immediately after payment confirmation.',
      localNote:
        'This is a test payment: you will be taken to the built-in checkout page and no card is charged. Tokens become available immediately after payment confirmation.',
    },
    checkout: {
      success: 'Payment received. Your tokens have been added to your balance.',
      cancelled: 'Checkout was cancelled. No payment was taken.',
    },
    history: {
      title: 'Transaction history',
      date: 'Date',
      type: 'Type',
      source: 'Source',
      change: 'Change',
      balanceAfter: 'Balance after',
      empty: 'No transactions yet.',
    },
    types: {
      PURCHASE: 'Purchase',
      RESERVE: 'Reserved',
      COMMIT: 'Spent',
      RELEASE: 'Released',
      REFUND: 'Refund',
      ADJUSTMENT: 'Adjustment',
      BONUS: 'Bonus',
    },
    sources: {
      REGISTRATION: 'Welcome bonus',
      ADMIN: 'Administrator',
      STRIPE: 'Card payment',
      LOCAL_CHECKOUT: 'Test checkout',
      QUIZ_GENERATION: 'Quiz generation',
      SYSTEM: 'System',
    },
  },
} as const;

/** The English texts of this part; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type BillingTexts = typeof en;

/** English, under the top-level key `billing` (loaded with the routes that show it). */
export const billingEn = en;
