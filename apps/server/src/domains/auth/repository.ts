import type { Selectable } from 'kysely';
import type { DbExecutor } from '../../db/database.ts';
import type { RefreshTokensTable } from '../../db/schema.ts';

/** A refresh token as sign-in reads it: everything but its hash and when it was made. */
export type RefreshTokenRecord = Omit<Selectable<RefreshTokensTable>, 'tokenHash' | 'createdAt'>;

/** SQL for login sessions (refresh-token families) and password-reset tokens. */
export const authRepository = {
  async insertRefreshToken(
    db: DbExecutor,
    token: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await db
      .insertInto('refreshTokens')
      .values({
        id: token.id,
        userId: token.userId,
        familyId: token.familyId,
        tokenHash: token.tokenHash,
        expiresAt: token.expiresAt,
        createdAt: token.now,
        rotatedAt: null,
        revokedAt: null,
      })
      .execute();
  },

  async findRefreshToken(db: DbExecutor, tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    return db
      .selectFrom('refreshTokens')
      .select(['id', 'userId', 'familyId', 'expiresAt', 'rotatedAt', 'revokedAt'])
      .where('tokenHash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Marks a token used; false when another request already rotated it (a reuse). */
  async markRotated(db: DbExecutor, id: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('refreshTokens')
      .set({ rotatedAt: now })
      .where('id', '=', id)
      .where('rotatedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async revokeFamily(db: DbExecutor, familyId: string, now: Date): Promise<void> {
    await db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is', null)
      .execute();
  },

  async revokeAllOfUsers(db: DbExecutor, userIds: readonly string[], now: Date): Promise<void> {
    if (userIds.length === 0) {
      return;
    }
    await db
      .updateTable('refreshTokens')
      .set({ revokedAt: now })
      .where('userId', 'in', userIds)
      .where('revokedAt', 'is', null)
      .execute();
  },

  async insertResetToken(
    db: DbExecutor,
    token: { id: string; userId: string; tokenHash: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await db
      .insertInto('passwordResetTokens')
      .values({
        id: token.id,
        userId: token.userId,
        tokenHash: token.tokenHash,
        expiresAt: token.expiresAt,
        createdAt: token.now,
        usedAt: null,
      })
      .execute();
  },

  /** Claims an unused, unexpired reset token exactly once; returns its user or undefined. */
  async consumeResetToken(db: DbExecutor, tokenHash: string, now: Date): Promise<string | undefined> {
    const row = await db
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst();
    return row?.userId;
  },

  async voidResetTokensOfUser(db: DbExecutor, userId: string, now: Date): Promise<void> {
    await db
      .updateTable('passwordResetTokens')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
  },
};
