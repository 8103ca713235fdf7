import {
  accountMessages,
  authMessages,
  userMessages,
  type BulkUserResult,
  type Page,
  type ProfileUpdateBody,
  type User,
  type UserListQuery,
} from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorizationError, conflict, fieldError, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import type { Mailer } from '../../mail/mail-port.ts';
import { userAbilities } from './policy.ts';
import { presentUser } from './presenter.ts';
import { usersRepository, type UserRecord } from './repository.ts';

const USER_SORTS = ['createdAt', 'username', 'email'] as const;

/** What the users domain needs of auth (app.ts hands it the AuthService). */
export interface AccountSecurity {
  /** Resolves when `password` is the user's own; 403 (or 429 once locked) otherwise. */
  confirmPassword(userId: string, password: string): Promise<void>;
  /** Ends every login of these users, in the caller's transaction. */
  revokeSessions(executor: DbExecutor, userIds: readonly string[], now: Date): Promise<void>;
}

export interface UsersDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  accountSecurity: AccountSecurity;
  publicUrl: string;
}

/** Profile upkeep and user administration (spec 1 section 7 "Users"). */
export class UsersService {
  constructor(private readonly deps: UsersDeps) {}

  async profile(principal: Principal): Promise<User> {
    return presentUser(await this.#mustFind(principal.id));
  }

  /**
   * Changes the caller's name and e-mail. A new e-mail needs the current password (a stolen session
   * must not become a stolen account through forgot-password), and the old address is told.
   */
  async updateProfile(principal: Principal, body: ProfileUpdateBody): Promise<User> {
    const { db, clock } = this.deps;
    const before = await this.#mustFind(principal.id);
    // Another case of the same address reaches the same mailbox (lookups ignore case): no password needed.
    const emailChanges = body.email.toLowerCase() !== before.email.toLowerCase();
    if (emailChanges) {
      if (!body.currentPassword) {
        throw fieldError('currentPassword', accountMessages.currentPasswordRequired);
      }
      await this.deps.accountSecurity.confirmPassword(principal.id, body.currentPassword);
    }
    const taken = await usersRepository.findTaken(db, body.username, body.email, principal.id);
    throwIfProfileTaken(taken);
    const now = clock.now();
    try {
      await usersRepository.updateProfile(db, principal.id, body, now);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throwIfProfileTaken(await usersRepository.findTaken(db, body.username, body.email, principal.id));
      }
      throw error;
    }
    if (emailChanges) {
      await this.#tellOldAddress(before.email, body, now);
    }
    return presentUser(await this.#mustFind(principal.id));
  }

  async list(query: UserListQuery): Promise<Page<User>> {
    const request = pageRequest(query, USER_SORTS, { field: 'createdAt', direction: 'desc' });
    const sort = request.sort[0] ?? { field: 'createdAt' as const, direction: 'desc' as const };
    const { rows, total } = await usersRepository.list(this.deps.db, {
      ...(query.search ? { search: query.search } : {}),
      offset: request.offset,
      limit: request.size,
      orderBy: sort.field,
      direction: sort.direction,
    });
    return toPage(rows.map(presentUser), total, request);
  }

  async get(principal: Principal, id: string): Promise<User> {
    if (!userAbilities(principal, { id }).read) {
      throw authorizationError();
    }
    return presentUser(await this.#mustFind(id));
  }

  async setActive(principal: Principal, id: string, active: boolean): Promise<User> {
    await this.#mustFind(id);
    if (!active && principal.id === id) {
      throw conflict(userMessages.selfDeactivation);
    }
    await this.deps.db.transaction().execute((tx) => this.#setActive(tx, [id], active));
    return presentUser(await this.#mustFind(id));
  }

  /** Activates or deactivates many users at once, all or nothing. */
  async setActiveInBulk(principal: Principal, userIds: string[], active: boolean): Promise<BulkUserResult> {
    const ids = [...new Set(userIds)];
    if (!active && ids.includes(principal.id)) {
      throw conflict(userMessages.selfDeactivation);
    }
    return this.deps.db.transaction().execute(async (tx) => {
      const existing = new Set(await usersRepository.existingIds(tx, ids));
      const missing = ids.filter((id) => !existing.has(id));
      if (missing.length > 0) {
        throw notFound(`${userMessages.notFound}: ${missing.join(', ')}`);
      }
      const changed = await this.#setActive(tx, ids, active);
      return { updated: changed.length, userIds: changed };
    });
  }

  /** A deactivation also ends every login, so a reactivation does not bring old refresh tokens back. */
  async #setActive(tx: DbExecutor, ids: readonly string[], active: boolean): Promise<string[]> {
    const now = this.deps.clock.now();
    const changed = await usersRepository.setActive(tx, ids, active, now);
    if (!active) {
      await this.deps.accountSecurity.revokeSessions(tx, changed, now);
    }
    return changed;
  }

  async #tellOldAddress(oldEmail: string, body: ProfileUpdateBody, now: Date): Promise<void> {
    await this.deps.mailer.send({
      to: oldEmail,
      subject: 'Your Quizmaker e-mail address was changed',
      text: [
        `Hello ${body.username},`,
        '',
        `The e-mail address of your Quizmaker account was changed from ${oldEmail} to ${body.email} on ${now.toISOString()}.`,
        'Messages about the account, password reset links included, now go to the new address.',
        '',
        `If you did not make this change, tell an administrator at once: ${this.deps.publicUrl}/contact`,
      ].join('\n'),
    });
  }

  async #mustFind(id: string): Promise<UserRecord> {
    const user = await usersRepository.findById(this.deps.db, id);
    if (!user) {
      throw notFound(userMessages.notFound);
    }
    return user;
  }
}

function throwIfProfileTaken(taken: { username: boolean; email: boolean }): void {
  const fieldErrors = [
    ...(taken.username ? [{ field: 'username', message: authMessages.usernameTaken }] : []),
    ...(taken.email ? [{ field: 'email', message: authMessages.emailTaken }] : []),
  ];
  if (fieldErrors[0]) {
    throw conflict(fieldErrors[0].message, fieldErrors);
  }
}
