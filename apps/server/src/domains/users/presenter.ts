import type { User } from '@quizmaker/contracts';
import type { UserRecord } from './repository.ts';

/** The public shape of a user: never the password hash or token version. */
export function presentUser(user: UserRecord): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    roles: user.roles,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    lastLoginDate: user.lastLoginDate ? user.lastLoginDate.toISOString() : null,
  };
}
