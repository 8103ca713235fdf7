import type { Role } from '@quizmaker/contracts';
import { permissionsOf, type Permission } from './permissions.ts';

/** The signed-in caller as every service sees it: identity plus what they may do. */
export interface Principal {
  id: string;
  username: string;
  roles: Role[];
  permissions: ReadonlySet<Permission>;
}

export function principalOf(user: { id: string; username: string; roles: Role[] }): Principal {
  return { id: user.id, username: user.username, roles: user.roles, permissions: permissionsOf(user.roles) };
}

export const can = (principal: Principal | null | undefined, permission: Permission): boolean =>
  principal?.permissions.has(permission) ?? false;
