import type { BulkUserResult, Page, ProfileUpdateBody, User, UserListQuery } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authorizationError, conflict, notFound } from '../../errors.ts';
import { pageRequest, toPage } from '../../http/pagination.ts';
import { authMessages } from '../auth/service.ts';
import { userAbilities } from './policy.ts';
import { presentUser } from './presenter.ts';
import { usersRepository, type UserRecord } from './repository.ts';

export const userMessages = {
  notFound: 'User not found',
  selfDeactivation: 'You cannot deactivate your own account',
} as const;

const USER_SORTS = ['createdAt', 'username', 'email'] as const;

/** Profile upkeep and user administration (spec 1 section 7 "Users"). */
export class UsersService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async profile(principal: Principal): Promise<User> {
    return presentUser(await this.#mustFind(principal.id));
  }

  async updateProfile(principal: Principal, body: ProfileUpdateBody): Promise<User> {
    const { db, clock } = this.deps;
    const taken = await usersRepository.findTaken(db, body.username, body.email, principal.id);
    throwIfProfileTaken(taken);
    try {
      await usersRepository.updateProfile(db, principal.id, body, clock.now());
    } catch (error) {
      if (isUniqueViolation(error)) {
        throwIfProfileTaken(await usersRepository.findTaken(db, body.username, body.email, principal.id));
      }
      throw error;
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
    await usersRepository.setActive(this.deps.db, [id], active, this.deps.clock.now());
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
      const changed = await usersRepository.setActive(tx, ids, active, this.deps.clock.now());
      return { updated: changed.length, userIds: changed };
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
