import { randomUUID } from 'node:crypto';
import type { Role } from '@quizmaker/contracts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../domains/auth/secrets.ts';
import { usersRepository } from '../domains/users/repository.ts';

export interface AccountSpec {
  username: string;
  email: string;
  password: string;
  roles: Role[];
}

export const ADMIN_ROLES: Role[] = [
  'ROLE_USER',
  'ROLE_QUIZ_CREATOR',
  'ROLE_MODERATOR',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
];

/** The demo accounts `npm start` creates on a new database; README lists the same logins. */
export const DEMO_ACCOUNTS: AccountSpec[] = [
  { username: 'admin', email: 'admin@quizmaker.local', password: 'Admin123!', roles: ADMIN_ROLES },
  {
    username: 'creator',
    email: 'creator@quizmaker.local',
    password: 'Creator123!',
    roles: ['ROLE_USER', 'ROLE_QUIZ_CREATOR'],
  },
  { username: 'student', email: 'student@quizmaker.local', password: 'Student123!', roles: ['ROLE_USER'] },
];

/**
 * Makes sure an account exists with at least the given roles; an existing account keeps its
 * password (so restarts do not undo a password change) but gains missing roles and is activated.
 */
export async function ensureAccount(
  db: Db,
  clock: Clock,
  account: AccountSpec,
): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await usersRepository.findByLogin(db, account.username);
  if (!existing) {
    const emailOwner = await usersRepository.findByEmail(db, account.email);
    if (emailOwner) {
      throw new Error(
        `Cannot create the account '${account.username}': the e-mail ${account.email} already belongs to the user '${emailOwner.username}'. Use another e-mail, or that user's name.`,
      );
    }
    await usersRepository.insert(db, {
      id: randomUUID(),
      username: account.username,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      roles: account.roles,
      isActive: true,
      now: clock.now(),
    });
    return 'created';
  }
  const missing = account.roles.filter((role) => !existing.roles.includes(role));
  if (missing.length === 0 && existing.isActive) {
    return 'unchanged';
  }
  await usersRepository.setRoles(db, existing.id, [...existing.roles, ...missing], clock.now());
  await usersRepository.setActive(db, [existing.id], true, clock.now());
  return 'updated';
}
