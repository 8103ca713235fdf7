/**
 * The role -> permission table lives in `@quizmaker/contracts` (permissions.ts) so the web's Role
 * Management page shows exactly what the server enforces; this module keeps the server's import path.
 */
export { DEFAULT_ROLES, ROLE_PERMISSIONS, permissionsOf, type Permission } from '@quizmaker/contracts';
