import type { Role } from './enums.ts';

/**
 * Every permission the server checks. Route guards ask for these, never for role names; the web's
 * Role Management page lists them from this same table.
 */
export const PERMISSIONS = [
  'QUIZ_CREATE',
  'QUIZ_MODERATE',
  'QUIZ_MANAGE_ANY',
  'QUIZ_READ_ANY',
  'QUESTION_CREATE',
  'QUESTION_UPDATE',
  'QUESTION_DELETE',
  'QUESTION_MANAGE_ANY',
  'MEDIA_UPLOAD',
  'TAG_CREATE',
  'TAG_ADMIN',
  'CATEGORY_ADMIN',
  'DOCUMENT_CREATE',
  'DOCUMENT_READ',
  'DOCUMENT_DELETE',
  'AI_GENERATE',
  'ATTEMPT_READ_ANY',
  'RESULTS_READ_ANY',
  'RESULTS_USER_DETAILS',
  'USER_ADMIN',
  'BILLING_ADMIN',
  'STORAGE_UNLIMITED',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const AUTHOR: Permission[] = [
  'QUIZ_CREATE',
  'QUESTION_CREATE',
  'QUESTION_UPDATE',
  'QUESTION_DELETE',
  'MEDIA_UPLOAD',
  'TAG_CREATE',
  'DOCUMENT_CREATE',
  'DOCUMENT_READ',
  'DOCUMENT_DELETE',
  'AI_GENERATE',
];

const MODERATOR: Permission[] = [
  ...AUTHOR,
  'QUIZ_MODERATE',
  'QUIZ_READ_ANY',
  'QUESTION_MANAGE_ANY',
  'ATTEMPT_READ_ANY',
  'RESULTS_READ_ANY',
];

const ADMIN: Permission[] = [
  ...MODERATOR,
  'QUIZ_MANAGE_ANY',
  'QUESTION_MANAGE_ANY',
  'TAG_ADMIN',
  'CATEGORY_ADMIN',
  'USER_ADMIN',
  'BILLING_ADMIN',
  // Takers' e-mails in result exports (a quiz owner sees usernames only), and names in exports of quizzes they do not own.
  'RESULTS_USER_DETAILS',
  // No storage quota on uploaded documents and images (STORAGE_QUOTA_MB).
  'STORAGE_UNLIMITED',
];

/** The one table of who may do what (api.md "Identity and tokens"), shared by the server's guards and the web. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  ROLE_USER: [],
  ROLE_QUIZ_CREATOR: AUTHOR,
  ROLE_MODERATOR: MODERATOR,
  ROLE_ADMIN: ADMIN,
  ROLE_SUPER_ADMIN: ADMIN,
};

/** Roles every new account gets (api.md "Identity and tokens"). */
export const DEFAULT_ROLES: Role[] = ['ROLE_USER', 'ROLE_QUIZ_CREATOR'];

/** The permissions a set of roles grants together, without repeats. */
export function permissionsOf(roles: readonly Role[]): Set<Permission> {
  // Roles come from stored tokens and rows: one this build no longer knows grants nothing.
  const table: Partial<Record<string, readonly Permission[]>> = ROLE_PERMISSIONS;
  return new Set(roles.flatMap((role) => table[role] ?? []));
}
