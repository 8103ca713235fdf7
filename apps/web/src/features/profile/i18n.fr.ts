import type { Catalogue } from '../../i18n/catalogue.ts';
import type { BillingTexts } from './i18n.ts';

/** French (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when French is shown. */
export const billingFr: Catalogue<BillingTexts> = {
  billing: {
    balance: {
      title: 'Solde de jetons',
      available: 'Jetons disponibles',
      reserved: 'Jetons réservés',
      lastUpdated: 'Dernière mise à jour',
      refresh: 'Actualiser le solde',
      status: 'État du solde :',
      statuses: { low: 'Faible', medium: 'Moyen', high: 'Élevé' },
    },
    topUp: {
      title: 'Recharger des jetons',
      intro:
        'Les jetons servent à payer la génération de quiz par IA. Ils s’achètent en toute sécurité via notre prestataire de paiement par carte ; nous ne voyons jamais les données de votre carte.',
      reload: 'Recharger les packs',
      choose: 'Choisissez un pack de jetons',
      tokens: '{{tokens}} jetons',
      submit: 'Recharger des jetons',
      redirecting: 'Redirection…',
      stripeNote:
        'Vous allez être redirigé vers Stripe Checkout pour finaliser votre achat. Les jetons sont disponibles dès la confirmation du paiement.',
      localNote:
        'Il s’agit d’un paiement de test : vous allez être dirigé vers la page de paiement intégrée et aucune carte ne sera débitée. Les jetons sont disponibles dès la confirmation du paiement.',
    },
    checkout: {
      success: 'Paiement reçu. Vos jetons ont été ajoutés à votre solde.',
      cancelled: 'Le paiement a été annulé. Aucun montant n’a été débité.',
    },
    history: {
      title: 'Historique des transactions',
      date: 'Date',
      type: 'Type',
      source: 'Origine',
      change: 'Variation',
      balanceAfter: 'Solde après',
      empty: 'Aucune transaction pour le moment.',
    },
    types: {
      PURCHASE: 'Achat',
      RESERVE: 'Réservation',
      COMMIT: 'Dépense',
      RELEASE: 'Libération',
      REFUND: 'Remboursement',
      ADJUSTMENT: 'Ajustement',
      BONUS: 'Bonus',
    },
    sources: {
      REGISTRATION: 'Bonus de bienvenue',
      ADMIN: 'Administrateur',
      STRIPE: 'Paiement par carte',
      LOCAL_CHECKOUT: 'Paiement de test',
      QUIZ_GENERATION: 'Génération de quiz',
      SYSTEM: 'Système',
    },
  },
};
