import {
  billingMessages,
  BillingConfigSchema,
  CancelSubscriptionBodySchema,
  CheckoutSessionBodySchema,
  CheckoutSessionCreatedSchema,
  CheckoutSessionStatusSchema,
  CreateCustomerBodySchema,
  CreateSubscriptionBodySchema,
  CustomerSchema,
  pageOf,
  QuizGenerationEstimateBodySchema,
  QuizGenerationEstimateSchema,
  SessionIdParamsSchema,
  SubscriptionSchema,
  TokenBalanceSchema,
  TokenTransactionSchema,
  TransactionListQuerySchema,
  UpdateSubscriptionBodySchema,
} from '@quizmaker/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticationError, fieldError, notFound } from '../../errors.ts';
import { requirePrincipal } from '../../http/authentication.ts';
import { allowedOrigin } from '../../http/cors.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import { WebhookSignatureError } from '../../payments/payment-provider.ts';
import type { BillingServices } from './service.ts';

const tags = ['Billing'];
const route = signedInRoutes(tags);
const WebhookAnswerSchema = z
  .object({ received: z.boolean(), outcome: z.string() })
  .meta({ id: 'BillingWebhookAnswer' });
const withUnavailable = { ...errorResponses, 503: errorResponses[400] } as const;

/** 401 comes before 400: a signed-out caller learns nothing about the body. */
export function signedIn(request: FastifyRequest): Promise<void> {
  requirePrincipal(request);
  return Promise.resolve();
}

/** Every billing call answers 404 'Billing feature is not available' when BILLING_ENABLED=false. */
export function gateBilling(app: FastifyInstance, enabled: boolean): void {
  app.addHook('onRequest', () => (enabled ? Promise.resolve() : Promise.reject(notFound(billingMessages.disabled))));
}

/** The optional Idempotency-Key header of the subscription calls. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) {
    return undefined;
  }
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
    throw fieldError('Idempotency-Key', 'Idempotency-Key must be 1 to 200 characters');
  }
  return value;
}

/** /api/v1/billing: HTTP only; the rules live in the billing services. */
export const billingRoutes: FastifyPluginAsyncZod<{
  billing: BillingServices;
  allowedOrigins: readonly string[];
}> = async (app, { billing, allowedOrigins }) => {
  const allowed = new Set(allowedOrigins);
  gateBilling(app, billing.config.enabled);
  const { ledger, checkout, subscriptions, estimates, events, provider } = billing;

  app.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'Token packs for sale and the payment provider',
        response: { 200: BillingConfigSchema, ...errorResponses },
      },
    },
    () => Promise.resolve(checkout.config()),
  );

  app.get(
    '/balance',
    route('My token balance', { response: { 200: TokenBalanceSchema, ...errorResponses } }),
    async (request) => ledger.balanceOf(requirePrincipal(request).id),
  );

  app.get(
    '/transactions',
    {
      ...route('My token transactions (filter by type, source, dateFrom, dateTo)', {
        querystring: TransactionListQuerySchema,
        response: { 200: pageOf(TokenTransactionSchema), ...errorResponses },
      }),
      preValidation: signedIn,
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return ledger.listTransactions(principal.id, request.query);
    },
  );

  app.post(
    '/estimate/quiz-generation',
    {
      ...route('Token cost of a generation request (same body as the request)', {
        body: QuizGenerationEstimateBodySchema,
        response: { 200: QuizGenerationEstimateSchema, ...errorResponses },
      }),
      preValidation: signedIn,
    },
    async (request) => estimates.estimate(requirePrincipal(request), request.body),
  );

  app.post(
    '/checkout-sessions',
    {
      ...route('Start buying a token pack; open the returned url', {
        body: CheckoutSessionBodySchema,
        response: { 201: CheckoutSessionCreatedSchema, ...withUnavailable },
      }),
      preValidation: signedIn,
    },
    async (request, reply) => {
      // The browser comes back to the page that started the checkout, when that page's origin is allowed.
      const returnOrigin = allowedOrigin(request.headers.origin, request, allowed);
      return reply
        .status(201)
        .send(await checkout.createSession(requirePrincipal(request), request.body, returnOrigin));
    },
  );

  app.get(
    '/checkout-sessions/:id',
    {
      ...route('State of one of my checkout sessions', {
        params: SessionIdParamsSchema,
        response: { 200: CheckoutSessionStatusSchema, ...errorResponses },
      }),
      preValidation: signedIn,
    },
    async (request) => checkout.status(requirePrincipal(request), request.params.id),
  );

  app.post(
    '/create-customer',
    {
      ...route('My customer at the payment provider (created once)', {
        body: CreateCustomerBodySchema.optional(),
        response: { 200: CustomerSchema, ...withUnavailable },
      }),
      preValidation: signedIn,
    },
    async (request) => subscriptions.createCustomer(requirePrincipal(request), request.body ?? {}),
  );

  app.get(
    '/customers/:id',
    {
      ...route('One of my customers', {
        params: SessionIdParamsSchema,
        response: { 200: CustomerSchema, ...errorResponses },
      }),
      preValidation: signedIn,
    },
    async (request) => subscriptions.customer(requirePrincipal(request), request.params.id),
  );

  app.post(
    '/create-subscription',
    {
      ...route('Subscribe to a pack: its tokens every month', {
        body: CreateSubscriptionBodySchema,
        response: { 200: SubscriptionSchema, ...withUnavailable },
      }),
      preValidation: signedIn,
    },
    async (request) => subscriptions.create(requirePrincipal(request), request.body.priceId, idempotencyKeyOf(request)),
  );

  app.post(
    '/update-subscription',
    {
      ...route('Switch my subscription to another pack', {
        body: UpdateSubscriptionBodySchema,
        response: { 200: SubscriptionSchema, ...withUnavailable },
      }),
      preValidation: signedIn,
    },
    async (request) => subscriptions.update(requirePrincipal(request), request.body, idempotencyKeyOf(request)),
  );

  app.post(
    '/cancel-subscription',
    {
      ...route('Cancel my subscription', {
        body: CancelSubscriptionBodySchema,
        response: { 200: SubscriptionSchema, ...withUnavailable },
      }),
      preValidation: signedIn,
    },
    async (request) =>
      subscriptions.cancel(requirePrincipal(request), request.body.subscriptionId, idempotencyKeyOf(request)),
  );

  // The Stripe webhook reads the raw body (the signature covers the exact bytes).
  await app.register((webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/stripe/webhook',
      {
        schema: { tags, summary: 'Stripe webhook (signed)', response: { 200: WebhookAnswerSchema, ...errorResponses } },
      },
      async (request) => {
        if (provider.name !== 'stripe') {
          throw notFound(billingMessages.stripeNotConfigured);
        }
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = provider.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, 'stripe webhook rejected');
            throw authenticationError(billingMessages.invalidSignature);
          }
          throw error;
        }
        const applied = await events.apply(event);
        request.log.info({ eventId: event.id, type: event.type, outcome: applied.outcome }, 'stripe webhook');
        return { received: true, outcome: applied.outcome };
      },
    );
    return Promise.resolve();
  });
};
