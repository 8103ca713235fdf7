import type { Catalogue } from '../../i18n/catalogue.ts';
import type { BillingTexts } from './i18n.ts';

/** German (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when German is shown. */
export const billingDe: Catalogue<BillingTexts> = {
  billing: {
    balance: {
      title: 'Token-Guthaben',
      available: 'Verfügbare Tokens',
      reserved: 'Reservierte Tokens',
      lastUpdated: 'Zuletzt aktualisiert',
      refresh: 'Guthaben aktualisieren',
      status: 'Guthabenstatus:',
      statuses: { low: 'Niedrig', medium: 'Mittel', high: 'Hoch' },
    },
    topUp: {
      title: 'Tokens aufladen',
      intro:
        'Mit Tokens bezahlen Sie die KI-Generierung von Quizzen. Sie werden sicher über unseren Anbieter für Kartenzahlungen gekauft; Ihre Kartendaten sehen wir nie.',
      reload: 'Pakete neu laden',
      choose: 'Token-Paket auswählen',
      tokens: '{{tokens}} Tokens',
      submit: 'Tokens aufladen',
      redirecting: 'Weiterleitung…',
      stripeNote:
        'Sie werden zu Stripe Checkout weitergeleitet, um den Kauf abzuschließen. Die Tokens sind sofort nach der Zahlungsbestätigung verfügbar.',
      localNote:
        'Dies ist eine Testzahlung: Sie gelangen zur integrierten Bezahlseite, und es wird keine Karte belastet. Die Tokens sind sofort nach der Zahlungsbestätigung verfügbar.',
    },
    checkout: {
      success: 'Zahlung eingegangen. Ihre Tokens wurden Ihrem Guthaben gutgeschrieben.',
      cancelled: 'Der Bezahlvorgang wurde abgebrochen. Es wurde nichts abgebucht.',
    },
    history: {
      title: 'Transaktionsverlauf',
      date: 'Datum',
      type: 'Art',
      source: 'Quelle',
      change: 'Änderung',
      balanceAfter: 'Guthaben danach',
      empty: 'Noch keine Transaktionen.',
    },
    types: {
      PURCHASE: 'Kauf',
      RESERVE: 'Reserviert',
      COMMIT: 'Verbraucht',
      RELEASE: 'Freigegeben',
      REFUND: 'Erstattung',
      ADJUSTMENT: 'Korrektur',
      BONUS: 'Bonus',
    },
    sources: {
      REGISTRATION: 'Willkommensbonus',
      ADMIN: 'Administrator',
      STRIPE: 'Kartenzahlung',
      LOCAL_CHECKOUT: 'Test-Bezahlvorgang',
      QUIZ_GENERATION: 'Quiz-Generierung',
      SYSTEM: 'System',
    },
  },
};
