import type { Role } from '@quizmaker/contracts';
import type { Selectable } from 'kysely';
import { dialectOf, prepared, toJson, type DbExecutor } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { containsLower } from '../../db/like-pattern.ts';
import { pageOfQuery } from '../../db/paging.ts';

/** A user as the domain reads it: the row without the lower-cased lookup copies of name and e-mail. */
export type UserRecord = Omit<Selectable<UsersTable>, 'usernameLower' | 'emailLower'>;

export interface NewUser {
  id: string;
  username: string;
  email: string;
  passwordHash: string;
  roles: Role[];
  isActive: boolean;
  now: Date;
}

const columns = [
  'id',
  'username',
  'email',
  'passwordHash',
  'roles',
  'isActive',
  'tokenVersion',
  'createdAt',
  'updatedAt',
  'lastLoginDate',
] as const;

// Every authenticated request looks its caller up: compiled once (db/database.ts `prepared`).
const findByIdQuery = prepared((db, id: string) => db.selectFrom('users').select(columns).where('id', '=', id));

/** SQL for the users table; lookups by name and e-mail go through lower-cased unique columns. */
export const usersRepository = {
  async insert(db: DbExecutor, user: NewUser): Promise<void> {
    await db
      .insertInto('users')
      .values({
        id: user.id,
        username: user.username,
        usernameLower: user.username.toLowerCase(),
        email: user.email,
        emailLower: user.email.toLowerCase(),
        passwordHash: user.passwordHash,
        roles: toJson(user.roles),
        isActive: user.isActive,
        tokenVersion: 0,
        createdAt: user.now,
        updatedAt: user.now,
        lastLoginDate: null,
      })
      .execute();
  },

  async findById(db: DbExecutor, id: string): Promise<UserRecord | undefined> {
    const row = (await findByIdQuery(db, id)).rows[0];
    return row;
  },

  async findByLogin(db: DbExecutor, usernameOrEmail: string): Promise<UserRecord | undefined> {
    const key = usernameOrEmail.trim().toLowerCase();
    const column = key.includes('@') ? 'emailLower' : 'usernameLower';
    const row = await db.selectFrom('users').select(columns).where(column, '=', key).executeTakeFirst();
    return row;
  },

  async findByEmail(db: DbExecutor, email: string): Promise<UserRecord | undefined> {
    const row = await db
      .selectFrom('users')
      .select(columns)
      .where('emailLower', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row;
  },

  /** Which of the given name and e-mail are already used by someone other than `exceptId`. */
  async findTaken(
    db: DbExecutor,
    username: string,
    email: string,
    exceptId?: string,
  ): Promise<{ username: boolean; email: boolean }> {
    let query = db
      .selectFrom('users')
      .select(['usernameLower', 'emailLower'])
      .where((eb) =>
        eb.or([eb('usernameLower', '=', username.toLowerCase()), eb('emailLower', '=', email.toLowerCase())]),
      );
    if (exceptId) {
      query = query.where('id', '!=', exceptId);
    }
    const rows = await query.execute();
    return {
      username: rows.some((row) => row.usernameLower === username.toLowerCase()),
      email: rows.some((row) => row.emailLower === email.toLowerCase()),
    };
  },

  async updateProfile(db: DbExecutor, id: string, profile: { username: string; email: string }, now: Date) {
    await db
      .updateTable('users')
      .set({
        username: profile.username,
        usernameLower: profile.username.toLowerCase(),
        email: profile.email,
        emailLower: profile.email.toLowerCase(),
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
  },

  /** Locks the user's row until the transaction ends (PostgreSQL); SQLite's one connection is already the transaction's. */
  async lockForUpdate(db: DbExecutor, id: string): Promise<void> {
    if (dialectOf(db) === 'postgres') {
      await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    }
  },

  async recordLogin(db: DbExecutor, id: string, now: Date): Promise<void> {
    await db.updateTable('users').set({ lastLoginDate: now }).where('id', '=', id).execute();
  },

  /** Changes the password and bumps the token version, which voids every access token issued before. */
  async replacePassword(db: DbExecutor, id: string, passwordHash: string, now: Date): Promise<void> {
    await db
      .updateTable('users')
      .set((eb) => ({ passwordHash, updatedAt: now, tokenVersion: eb('tokenVersion', '+', 1) }))
      .where('id', '=', id)
      .execute();
  },

  async setRoles(db: DbExecutor, id: string, roles: Role[], now: Date): Promise<void> {
    await db
      .updateTable('users')
      .set({ roles: toJson(roles), updatedAt: now })
      .where('id', '=', id)
      .execute();
  },

  /** Flips isActive for the given users; deactivation also voids their access tokens. Returns changed ids. */
  async setActive(db: DbExecutor, ids: readonly string[], active: boolean, now: Date): Promise<string[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await db
      .updateTable('users')
      .set((eb) => ({
        isActive: active,
        updatedAt: now,
        ...(active ? {} : { tokenVersion: eb('tokenVersion', '+', 1) }),
      }))
      .where('id', 'in', ids)
      .where('isActive', '=', !active)
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  },

  async existingIds(db: DbExecutor, ids: readonly string[]): Promise<string[]> {
    if (ids.length === 0) {
      return [];
    }
    const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id);
  },

  async list(
    db: DbExecutor,
    options: {
      search?: string;
      offset: number;
      limit: number;
      orderBy: 'createdAt' | 'username' | 'email';
      direction: 'asc' | 'desc';
    },
  ): Promise<{ rows: UserRecord[]; total: number }> {
    let query = db.selectFrom('users');
    if (options.search) {
      const pattern = containsLower(options.search);
      query = query.where((eb) => eb.or([eb('usernameLower', 'like', pattern), eb('emailLower', 'like', pattern)]));
    }
    const orderColumn =
      options.orderBy === 'username' ? 'usernameLower' : options.orderBy === 'email' ? 'emailLower' : 'createdAt';
    return pageOfQuery(
      query,
      (rows) => rows.select(columns).orderBy(orderColumn, options.direction).orderBy('id', 'asc'),
      options,
    );
  },

  async count(db: DbExecutor): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    return row.total;
  },
};
