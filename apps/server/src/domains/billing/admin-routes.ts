import {
  AdjustmentBodySchema,
  LedgerEntryResultSchema,
  ReconciliationQuerySchema,
  ReconciliationReportSchema,
  SessionIdParamsSchema,
  SubscriptionPeriodGrantSchema,
} from '@quizmaker/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { requirePermission } from '../../http/authentication.ts';
import { errorResponses, signedInRoutes } from '../../http/responses.ts';
import { gateBilling, idempotencyKeyOf } from './routes.ts';
import type { BillingServices } from './service.ts';

const route = signedInRoutes(['Billing admin']);
const adminOnly = 'Insufficient permissions - Billing admin role required';

function billingAdmin(request: FastifyRequest): Promise<void> {
  requirePermission(request, 'BILLING_ADMIN', adminOnly);
  return Promise.resolve();
}

/** /api/v1/admin/billing: adjustments, reconciliation and the local renewal hook (BILLING_ADMIN). */
export const billingAdminRoutes: FastifyPluginAsyncZod<{ billing: BillingServices }> = (app, { billing }) => {
  gateBilling(app, billing.config.enabled);
  const { ledger, subscriptions } = billing;

  app.post(
    '/adjustments',
    {
      ...route("Add or remove tokens on a user's balance (optional Idempotency-Key header)", {
        body: AdjustmentBodySchema,
        response: { 200: LedgerEntryResultSchema, 201: LedgerEntryResultSchema, ...errorResponses },
      }),
      preValidation: billingAdmin,
    },
    async (request, reply) => {
      const admin = requirePermission(request, 'BILLING_ADMIN', adminOnly);
      const result = await ledger.adjust(admin.id, request.body, idempotencyKeyOf(request) ?? randomUUID());
      return reply
        .status(result.replayed ? 200 : 201)
        .send({ transaction: result.transaction, balance: result.balance });
    },
  );

  app.get(
    '/reconciliation',
    {
      ...route('Check every balance (or one user) against the sum of its ledger', {
        querystring: ReconciliationQuerySchema,
        response: { 200: ReconciliationReportSchema, ...errorResponses },
      }),
      preValidation: billingAdmin,
    },
    async (request) => ledger.reconcile(request.query.userId),
  );

  app.post(
    '/subscriptions/:id/grant-period',
    {
      ...route("Local provider only: simulate the next month's paid invoice of a subscription", {
        params: SessionIdParamsSchema,
        response: { 200: SubscriptionPeriodGrantSchema, ...errorResponses },
      }),
      preValidation: billingAdmin,
    },
    async (request) => subscriptions.grantLocalPeriod(request.params.id),
  );
  return Promise.resolve();
};
