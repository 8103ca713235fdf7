import type { DbExecutor } from '../../db/database.ts';
import { usersRepository, type NewUser, type UserRecord } from './repository.ts';

export type { NewUser, UserRecord } from './repository.ts';

/** Name and address of an account, for the payment provider's customer record. */
export interface AccountContact {
  username: string;
  email: string;
}

/**
 * The users domain's accounts as the other domains use them: auth signs them up, in and through a
 * password reset; billing, results and the storage quota look them up or lock them. Every function
 * takes the caller's executor, so it runs inside the caller's transaction when there is one.
 */
export const userAccounts = {
  findById: (executor: DbExecutor, id: string): Promise<UserRecord | undefined> =>
    usersRepository.findById(executor, id),

  /** The account a sign-in names, by user name or (when it contains '@') e-mail, ignoring case. */
  findByLogin: (executor: DbExecutor, usernameOrEmail: string): Promise<UserRecord | undefined> =>
    usersRepository.findByLogin(executor, usernameOrEmail),

  findByEmail: (executor: DbExecutor, email: string): Promise<UserRecord | undefined> =>
    usersRepository.findByEmail(executor, email),

  async exists(executor: DbExecutor, id: string): Promise<boolean> {
    return (await usersRepository.findById(executor, id)) !== undefined;
  },

  async contactOf(executor: DbExecutor, id: string): Promise<AccountContact | undefined> {
    const user = await usersRepository.findById(executor, id);
    return user ? { username: user.username, email: user.email } : undefined;
  },

  /** Which of the given name and e-mail are already used by someone else. */
  findTaken: (executor: DbExecutor, username: string, email: string): Promise<{ username: boolean; email: boolean }> =>
    usersRepository.findTaken(executor, username, email),

  create: (executor: DbExecutor, user: NewUser): Promise<void> => usersRepository.insert(executor, user),

  recordLogin: (executor: DbExecutor, id: string, now: Date): Promise<void> =>
    usersRepository.recordLogin(executor, id, now),

  /** A new password; every access token issued before it stops working. */
  replacePassword: (executor: DbExecutor, id: string, passwordHash: string, now: Date): Promise<void> =>
    usersRepository.replacePassword(executor, id, passwordHash, now),

  /**
   * Holds the account's row until the transaction ends, so two uploads of one account check and
   * record their sizes one after the other.
   */
  lockForUpdate: (tx: DbExecutor, id: string): Promise<void> => usersRepository.lockForUpdate(tx, id),
};
