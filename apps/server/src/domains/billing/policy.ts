import { can, type Principal } from '../../access/principal.ts';

export type BillingAbility = 'read' | 'change';

/** Who may see or change a billing record (payment, customer, subscription): its owner, or a billing admin. */
export function billingAbilities(principal: Principal, record: { userId: string }): Record<BillingAbility, boolean> {
  const isOwner = principal.id === record.userId;
  return { read: isOwner || can(principal, 'BILLING_ADMIN'), change: isOwner };
}
