import type { Catalogue } from '../../i18n/catalogue.ts';
import type { BillingTexts } from './i18n.ts';

/** Spanish (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when Spanish is shown. */
export const billingEs: Catalogue<BillingTexts> = {
  billing: {
    balance: {
      title: 'Saldo de tokens',
      available: 'Tokens disponibles',
      reserved: 'Tokens reservados',
      lastUpdated: 'Última actualización',
      refresh: 'Actualizar saldo',
      status: 'Estado del saldo:',
      statuses: { low: 'Bajo', medium: 'Medio', high: 'Alto' },
    },
    topUp: {
      title: 'Recargar tokens',
      intro:
        'Los tokens pagan la generación de cuestionarios con IA. Se compran de forma segura a través de nuestro proveedor de pago con tarjeta; nunca vemos los datos de tu tarjeta.',
      reload: 'Recargar paquetes',
      choose: 'Elige un paquete de tokens',
      tokens: '{{tokens}} tokens',
      submit: 'Recargar tokens',
      redirecting: 'Redirigiendo…',
      stripeNote:
        'Se te redirigirá a Stripe Checkout para completar la compra. Los tokens estarán disponibles en cuanto se confirme el pago.',
      localNote:
        'Es un pago de prueba: irás a la página de pago integrada y no se cobra ninguna tarjeta. Los tokens estarán disponibles en cuanto se confirme el pago.',
    },
    checkout: {
      success: 'Pago recibido. Tus tokens se han añadido a tu saldo.',
      cancelled: 'Se canceló el pago. No se ha cobrado nada.',
    },
    history: {
      title: 'Historial de transacciones',
      date: 'Fecha',
      type: 'Tipo',
      source: 'Origen',
      change: 'Cambio',
      balanceAfter: 'Saldo después',
      empty: 'Todavía no hay transacciones.',
    },
    types: {
      PURCHASE: 'Compra',
      RESERVE: 'Reserva',
      COMMIT: 'Gasto',
      RELEASE: 'Liberación',
      REFUND: 'Reembolso',
      ADJUSTMENT: 'Ajuste',
      BONUS: 'Bonificación',
    },
    sources: {
      REGISTRATION: 'Bono de bienvenida',
      ADMIN: 'Administrador',
      STRIPE: 'Pago con tarjeta',
      LOCAL_CHECKOUT: 'Pago de prueba',
      QUIZ_GENERATION: 'Generación de cuestionarios',
      SYSTEM: 'Sistema',
    },
  },
};
