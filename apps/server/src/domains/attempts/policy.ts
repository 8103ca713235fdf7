import { can, type Principal } from '../../access/principal.ts';

export type AttemptAbility = 'read' | 'change';

/** Only the taker changes an attempt; the taker and whoever may read every attempt (moderators, admins) read it. */
export function mayOnAttempt(principal: Principal, attempt: { userId: string }, ability: AttemptAbility): boolean {
  const owner = principal.id === attempt.userId;
  return ability === 'change' ? owner : owner || can(principal, 'ATTEMPT_READ_ANY');
}

/** Listing someone else's attempts needs the same permission as reading them. */
export const mayListAttemptsOf = (principal: Principal, userId: string): boolean =>
  principal.id === userId || can(principal, 'ATTEMPT_READ_ANY');
