import { permissionsOf, type Permission, type Role, type User } from '@quizmaker/contracts';

/** Roles that see the Documents link and routes (spec 1 section 6). */
export const CREATOR_ROLES: readonly Role[] = ['ROLE_QUIZ_CREATOR', 'ROLE_MODERATOR', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];
/** Roles that administer users. */
export const ADMIN_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'];

/** True when the user holds at least one of `roles`; an empty list asks for nothing. */
export function hasAnyRole(user: Pick<User, 'roles'> | null | undefined, roles: readonly Role[]): boolean {
  if (roles.length === 0) {
    return true;
  }
  return Boolean(user && roles.some((role) => user.roles.includes(role)));
}

/** True when the user's roles grant `permission`, by the one table the server's guards use (ROLE_PERMISSIONS). */
export function hasPermission(user: Pick<User, 'roles'> | null | undefined, permission: Permission): boolean {
  return Boolean(user && permissionsOf(user.roles).has(permission));
}
