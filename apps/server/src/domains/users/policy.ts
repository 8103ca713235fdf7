import { can, type Principal } from '../../access/principal.ts';

export type UserAbility = 'read' | 'changeStatus';

/** Who may do what to a user record: themself for reading, user administrators for everything. */
export function userAbilities(principal: Principal, target: { id: string }): Record<UserAbility, boolean> {
  const isSelf = principal.id === target.id;
  const isUserAdmin = can(principal, 'USER_ADMIN');
  return { read: isSelf || isUserAdmin, changeStatus: isUserAdmin && !isSelf };
}
