import { z } from 'zod';
import { accountMessages, EMAIL_MAX, isEmailAddress } from './accounts.ts';
import { DifficultySchema, QUESTION_TYPES, QuestionTypeSchema, type QuestionType } from './enums.ts';
import { ErrorBodySchema } from './errors.ts';
import { PageQuerySchema } from './pagination.ts';

/** Messages the server sends for billing (spec 1 section 8 where it names them). */
export const billingMessages = {
  disabled: 'Billing feature is not available',
  packGone: 'The selected token pack is no longer available. Please try again.',
  packPriceMismatch: 'The selected pack and price do not match',
  packRequired: 'Select a token pack',
  checkoutNotFound: 'Checkout session not found',
  checkoutForbidden: 'You do not have access to this checkout session',
  customerNotFound: 'Customer not found',
  customerForbidden: 'You do not have access to this customer',
  subscriptionNotFound: 'Subscription not found',
  subscriptionForbidden: 'You do not have access to this subscription',
  subscriptionInactive: 'Subscription is not active',
  subscriptionBusy: 'The subscription was changed by another request. Please try again.',
  priceUnknown: 'The selected price is not available',
  insufficientTokens: 'Not enough tokens for this request',
  idempotencyConflict: 'Idempotency key was already used for a different operation',
  reservationNotFound: 'Reservation not found',
  reservationNotActive: 'Reservation is no longer active',
  commitExceedsReserved: 'Committed tokens exceed the reserved amount',
  adjustmentBelowZero: 'Adjustment would make the available balance negative',
  adjustmentZero: 'Amount must not be zero',
  providerUnavailable: 'The payment provider is unavailable. Please try again later.',
  invalidSignature: 'Invalid Stripe signature',
  stripeNotConfigured: 'Stripe is not configured',
  localOnly: 'Only the local payment provider simulates subscription renewals',
  documentNotFound: 'Document not found',
  textOrDocument: 'Provide either text or documentId',
  noQuestionTypes: 'Select at least one question type',
  rateLimited: 'Too many requests. Please try again later.',
  dateRange: 'dateFrom must not be after dateTo',
} as const;

// ---------------------------------------------------------------------------------------------
// Ledger

export const TOKEN_TRANSACTION_TYPES = [
  'PURCHASE',
  'RESERVE',
  'COMMIT',
  'RELEASE',
  'REFUND',
  'ADJUSTMENT',
  'BONUS',
] as const;
export const TokenTransactionTypeSchema = z.enum(TOKEN_TRANSACTION_TYPES);
export type TokenTransactionType = z.infer<typeof TokenTransactionTypeSchema>;

export const TOKEN_TRANSACTION_SOURCES = [
  'REGISTRATION',
  'ADMIN',
  'STRIPE',
  'LOCAL_CHECKOUT',
  'QUIZ_GENERATION',
  'SYSTEM',
] as const;
export const TokenTransactionSourceSchema = z.enum(TOKEN_TRANSACTION_SOURCES);
export type TokenTransactionSource = z.infer<typeof TokenTransactionSourceSchema>;

/**
 * How one ledger row moves the balance: `available += amountTokens * available`, and the same for
 * reserved. `amountTokens` is a magnitude for every type except ADJUSTMENT, which is signed. The
 * balance of a user always equals the sum of their rows weighted by this table.
 */
export const TOKEN_TRANSACTION_EFFECTS: Record<TokenTransactionType, { available: -1 | 0 | 1; reserved: -1 | 0 | 1 }> =
  {
    PURCHASE: { available: 1, reserved: 0 },
    BONUS: { available: 1, reserved: 0 },
    ADJUSTMENT: { available: 1, reserved: 0 },
    REFUND: { available: -1, reserved: 0 },
    RESERVE: { available: -1, reserved: 1 },
    COMMIT: { available: 0, reserved: -1 },
    RELEASE: { available: 1, reserved: -1 },
  };

export const TokenBalanceSchema = z
  .object({
    availableTokens: z.number().int(),
    reservedTokens: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'TokenBalance' });
export type TokenBalance = z.infer<typeof TokenBalanceSchema>;

export const TokenTransactionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    type: TokenTransactionTypeSchema,
    source: TokenTransactionSourceSchema,
    amountTokens: z.number().int(),
    refId: z.string().nullable(),
    idempotencyKey: z.string(),
    balanceAfterAvailable: z.number().int(),
    balanceAfterReserved: z.number().int(),
    meta: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TokenTransaction' });
export type TokenTransaction = z.infer<typeof TokenTransactionSchema>;

const DateOrDateTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'must be a date (YYYY-MM-DD) or an ISO date-time',
});

export const TransactionListQuerySchema = PageQuerySchema.extend({
  type: TokenTransactionTypeSchema.optional(),
  source: TokenTransactionSourceSchema.optional(),
  dateFrom: DateOrDateTimeSchema.optional(),
  dateTo: DateOrDateTimeSchema.optional(),
});
export type TransactionListQuery = z.infer<typeof TransactionListQuerySchema>;

/** The 409 a reservation answers when available tokens fall short (generation start uses it too). */
export const InsufficientTokensErrorSchema = ErrorBodySchema.extend({
  estimatedTokens: z.number().int(),
  availableTokens: z.number().int(),
  shortfall: z.number().int(),
  reservationTtlSeconds: z.number().int(),
}).meta({ id: 'InsufficientTokensError' });
export type InsufficientTokensError = z.infer<typeof InsufficientTokensErrorSchema>;

export const AdjustmentBodySchema = z
  .object({
    userId: z.uuid('must be a user id'),
    amountTokens: z
      .number({ error: 'Amount is required' })
      .int('Amount must be a whole number of tokens')
      .min(-1_000_000_000)
      .max(1_000_000_000)
      .refine((value) => value !== 0, billingMessages.adjustmentZero),
    reason: z
      .string({ error: 'Reason is required' })
      .trim()
      .min(1, 'Reason is required')
      .max(500, 'Reason must be no more than 500 characters'),
  })
  .meta({ id: 'BillingAdjustmentBody' });
export type AdjustmentBody = z.infer<typeof AdjustmentBodySchema>;

export const LedgerEntryResultSchema = z
  .object({ transaction: TokenTransactionSchema, balance: TokenBalanceSchema })
  .meta({ id: 'LedgerEntryResult' });
export type LedgerEntryResult = z.infer<typeof LedgerEntryResultSchema>;

export const ReconciliationQuerySchema = z.object({ userId: z.uuid('must be a user id').optional() });

export const ReconciliationReportSchema = z
  .object({
    checkedUsers: z.number().int(),
    mismatches: z.array(
      z.object({
        userId: z.string(),
        availableTokens: z.number().int(),
        reservedTokens: z.number().int(),
        ledgerAvailableTokens: z.number().int(),
        ledgerReservedTokens: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'BillingReconciliationReport' });
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;

// ---------------------------------------------------------------------------------------------
// Packs and checkout

export const PaymentProviderNameSchema = z.enum(['stripe', 'local']);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

export const TokenPackSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    priceCents: z.number().int(),
    tokens: z.number().int(),
    stripePriceId: z.string().nullable(),
  })
  .meta({ id: 'TokenPack' });
export type TokenPack = z.infer<typeof TokenPackSchema>;

/** `provider` tells the client whether to name Stripe Checkout or say it is a test payment (api.md decision 14). */
export const BillingConfigSchema = z
  .object({ provider: PaymentProviderNameSchema, prices: z.array(TokenPackSchema) })
  .meta({ id: 'BillingConfig' });
export type BillingConfig = z.infer<typeof BillingConfigSchema>;

/** packId, priceId (the provider's price id) or both; when both are given they must name the same pack. */
export const CheckoutSessionBodySchema = z
  .object({
    packId: z.string().trim().min(1).max(100).optional(),
    priceId: z.string().trim().min(1).max(200).nullable().optional(),
  })
  .meta({ id: 'CheckoutSessionBody' });
export type CheckoutSessionBody = z.infer<typeof CheckoutSessionBodySchema>;

export const CheckoutSessionCreatedSchema = z
  .object({ url: z.string(), sessionId: z.string() })
  .meta({ id: 'CheckoutSessionCreated' });
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreatedSchema>;

export const PAYMENT_STATUSES = [
  'PENDING',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const CheckoutSessionStatusSchema = z
  .object({
    sessionId: z.string(),
    status: PaymentStatusSchema,
    credited: z.boolean(),
    creditedTokens: z.number().int(),
  })
  .meta({ id: 'CheckoutSessionStatus' });
export type CheckoutSessionStatus = z.infer<typeof CheckoutSessionStatusSchema>;

export const SessionIdParamsSchema = z.object({ id: z.string().min(1).max(255) });

// ---------------------------------------------------------------------------------------------
// Customers and subscriptions

export const CreateCustomerBodySchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, { abort: true })
      .refine(isEmailAddress, accountMessages.emailInvalid)
      .optional(),
    name: z.string().trim().max(200).optional(),
  })
  .meta({ id: 'CreateCustomerBody' });
export type CreateCustomerBody = z.infer<typeof CreateCustomerBodySchema>;

export const CustomerSchema = z
  .object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() })
  .meta({ id: 'BillingCustomer' });
export type Customer = z.infer<typeof CustomerSchema>;

export const SUBSCRIPTION_STATUSES = ['INCOMPLETE', 'ACTIVE', 'PAST_DUE', 'CANCELED'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const SubscriptionSchema = z
  .object({
    subscriptionId: z.string(),
    customerId: z.string(),
    status: SubscriptionStatusSchema,
    packId: z.string(),
    priceId: z.string(),
    tokensPerPeriod: z.number().int(),
    currentPeriodStart: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    clientSecret: z.string().nullable(),
  })
  .meta({ id: 'BillingSubscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** priceId is a pack's provider price id or the pack id itself. */
export const CreateSubscriptionBodySchema = z
  .object({ priceId: z.string({ error: 'priceId is required' }).trim().min(1, 'priceId is required').max(200) })
  .meta({ id: 'CreateSubscriptionBody' });
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBodySchema>;

export const UpdateSubscriptionBodySchema = z
  .object({
    subscriptionId: z
      .string({ error: 'subscriptionId is required' })
      .trim()
      .min(1, 'subscriptionId is required')
      .max(255),
    newPriceId: z.string({ error: 'newPriceId is required' }).trim().min(1, 'newPriceId is required').max(200),
  })
  .meta({ id: 'UpdateSubscriptionBody' });
export type UpdateSubscriptionBody = z.infer<typeof UpdateSubscriptionBodySchema>;

export const CancelSubscriptionBodySchema = z
  .object({
    subscriptionId: z
      .string({ error: 'subscriptionId is required' })
      .trim()
      .min(1, 'subscriptionId is required')
      .max(255),
  })
  .meta({ id: 'CancelSubscriptionBody' });
export type CancelSubscriptionBody = z.infer<typeof CancelSubscriptionBodySchema>;

export const SubscriptionPeriodGrantSchema = z
  .object({ subscription: SubscriptionSchema, creditedTokens: z.number().int(), balance: TokenBalanceSchema })
  .meta({ id: 'SubscriptionPeriodGrant' });
export type SubscriptionPeriodGrant = z.infer<typeof SubscriptionPeriodGrantSchema>;

// ---------------------------------------------------------------------------------------------
// Generation estimate (the pricing fields of spec 2 section 3's generation requests)

export const GENERATION_QUESTIONS_PER_TYPE_MAX = 10;
export const GENERATION_TEXT_MAX = 300_000;
export const GENERATION_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const QUIZ_SCOPES = ['ENTIRE_DOCUMENT', 'SPECIFIC_CHUNKS', 'SPECIFIC_CHAPTER', 'SPECIFIC_SECTION'] as const;
export const QuizScopeSchema = z.enum(QUIZ_SCOPES);
export type QuizScope = z.infer<typeof QuizScopeSchema>;

/** Count per question type (0 means none of that type); unknown type names are a 400. */
export const QuestionsPerTypeSchema = z
  .partialRecord(
    QuestionTypeSchema,
    z
      .number()
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(GENERATION_QUESTIONS_PER_TYPE_MAX, `must be no more than ${GENERATION_QUESTIONS_PER_TYPE_MAX}`),
  )
  .meta({ id: 'QuestionsPerType' });
export type QuestionsPerType = Partial<Record<QuestionType, number>>;

/**
 * What the estimate reads of a generation request: pasted `text`, or a stored `documentId` with its
 * scope (whole document, chunks, chapter or section), plus the counts per type (`questionsPerType`,
 * or `questionTypes` as the stored-document call sends it). Other request fields are accepted so the
 * client can send the same body it will send to generation; they do not change the price.
 */
export const QuizGenerationEstimateBodySchema = z
  .object({
    text: z.string().max(GENERATION_TEXT_MAX, `Text must be no more than ${GENERATION_TEXT_MAX} characters`).optional(),
    documentId: z.uuid('must be a document id').optional(),
    quizScope: QuizScopeSchema.default('ENTIRE_DOCUMENT'),
    chunkIndices: z.array(z.number().int().min(0)).max(10_000).optional(),
    chapterTitle: z.string().max(500).optional(),
    chapterNumber: z.number().int().min(0).optional(),
    sectionTitle: z.string().max(500).optional(),
    sectionNumber: z.number().int().min(0).optional(),
    questionsPerType: QuestionsPerTypeSchema.optional(),
    questionTypes: QuestionsPerTypeSchema.optional(),
    difficulty: DifficultySchema.default('MEDIUM'),
    language: z.enum(GENERATION_LANGUAGES).default('en'),
    chunkingStrategy: z.string().max(50).optional(),
    maxChunkSize: z.number().int().min(1).optional(),
    quizTitle: z.string().max(1000).optional(),
    quizDescription: z.string().max(5000).optional(),
    estimatedTimePerQuestion: z.number().int().min(0).optional(),
    categoryId: z.string().nullable().optional(),
    tagIds: z.array(z.string()).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.text === undefined) === (body.documentId === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: billingMessages.textOrDocument });
    }
    const counts = { ...body.questionTypes, ...body.questionsPerType };
    if (!Object.values(counts).some((count) => count > 0)) {
      ctx.addIssue({ code: 'custom', path: ['questionsPerType'], message: billingMessages.noQuestionTypes });
    }
  })
  .meta({ id: 'QuizGenerationEstimateBody' });
export type QuizGenerationEstimateBody = z.infer<typeof QuizGenerationEstimateBodySchema>;

export const QuizGenerationEstimateSchema = z
  .object({
    estimatedBillingTokens: z.number().int(),
    quotedCharacters: z.number().int(),
    questionCount: z.number().int(),
    questionTypeCount: z.number().int(),
    humanizedEstimate: z.string(),
    tariffVersion: z.string(),
  })
  .meta({ id: 'QuizGenerationEstimate' });
export type QuizGenerationEstimate = z.infer<typeof QuizGenerationEstimateSchema>;

/** The counts of a request, merging the two field names the generation calls use. */
export function questionCountsOf(body: {
  questionsPerType?: QuestionsPerType | undefined;
  questionTypes?: QuestionsPerType | undefined;
}): QuestionsPerType {
  const merged: QuestionsPerType = { ...body.questionTypes, ...body.questionsPerType };
  return Object.fromEntries(QUESTION_TYPES.flatMap((type) => ((merged[type] ?? 0) > 0 ? [[type, merged[type]]] : [])));
}
