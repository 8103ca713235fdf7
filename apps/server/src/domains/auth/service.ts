import { randomUUID } from 'node:crypto';
import type { LoginBody, RegisterBody, ResetPasswordBody, TokenPair, User } from '@quizmaker/contracts';
import { DEFAULT_ROLES } from '../../access/permissions.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor, Tx } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, authenticationError, authorizationError, conflict, fieldError, rateLimited } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import type { Mailer } from '../../mail/mail-port.ts';
import { presentUser } from '../users/presenter.ts';
import { usersRepository, type UserRecord } from '../users/repository.ts';
import type { AccessTokens } from './access-tokens.ts';
import { authRepository } from './repository.ts';
import { dummyPasswordHash, hashOpaqueToken, hashPassword, newOpaqueToken, verifyPassword } from './secrets.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;

export const authMessages = {
  badCredentials: 'Invalid username or password',
  inactive: 'Account is deactivated',
  invalidRefresh: 'Invalid or expired refresh token',
  invalidReset: 'Invalid or expired reset token',
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already in use',
  tooManyLogins: 'Too many failed login attempts. Please try again later.',
} as const;

export interface AuthDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  mailer: Mailer;
  counters: CounterStore;
  publicUrl: string;
  refreshTokenTtlDays: number;
  loginThrottle: { maxFailures: number; windowMinutes: number };
  /** Runs in the transaction that inserts a new user (billing credits the registration bonus). */
  onRegistered?: (tx: Tx, userId: string) => Promise<void>;
}

/** Sign-up, sign-in, session rotation and password reset: the rules of api.md "Identity and tokens". */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  async register(body: RegisterBody): Promise<User> {
    const { db, clock } = this.deps;
    const taken = await usersRepository.findTaken(db, body.username, body.email);
    throwIfTaken(taken);
    const passwordHash = await hashPassword(body.password);
    const id = randomUUID();
    try {
      await db.transaction().execute(async (tx) => {
        await usersRepository.insert(tx, {
          id,
          username: body.username,
          email: body.email,
          passwordHash,
          roles: DEFAULT_ROLES,
          isActive: true,
          now: clock.now(),
        });
        await this.deps.onRegistered?.(tx, id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throwIfTaken(await usersRepository.findTaken(db, body.username, body.email));
      }
      throw error;
    }
    return presentUser(await this.#mustFind(id));
  }

  async login(body: LoginBody, ip: string): Promise<TokenPair> {
    const { db, clock, counters, loginThrottle } = this.deps;
    const windowSeconds = loginThrottle.windowMinutes * 60;
    const keys = [`login:user:${body.username.trim().toLowerCase()}`, `login:ip:${ip}`];
    for (const key of keys) {
      const { count, resetInSeconds } = await counters.get(key);
      if (count >= loginThrottle.maxFailures) {
        throw rateLimited(resetInSeconds, authMessages.tooManyLogins);
      }
    }
    const user = await usersRepository.findByLogin(db, body.username);
    const valid = user
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyPassword(await dummyPasswordHash(), body.password).then(() => false);
    if (!user || !valid) {
      await Promise.all(keys.map((key) => counters.hit(key, windowSeconds)));
      throw authenticationError(authMessages.badCredentials);
    }
    if (!user.isActive) {
      throw authorizationError(authMessages.inactive);
    }
    await counters.reset(keys[0] as string);
    const now = clock.now();
    await usersRepository.recordLogin(db, user.id, now);
    return this.#issuePair(user, randomUUID(), now);
  }

  /** Rotates a refresh token; a token presented twice revokes its whole login (reuse detection). */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const record = await authRepository.findRefreshToken(db, hashOpaqueToken(refreshToken));
    if (!record) {
      throw authenticationError(authMessages.invalidRefresh);
    }
    if (record.rotatedAt || record.revokedAt) {
      await authRepository.revokeFamily(db, record.familyId, now);
      throw authenticationError(authMessages.invalidRefresh);
    }
    if (record.expiresAt <= now) {
      throw authenticationError(authMessages.invalidRefresh);
    }
    const user = await usersRepository.findById(db, record.userId);
    if (!user || !user.isActive) {
      await authRepository.revokeFamily(db, record.familyId, now);
      throw authenticationError(authMessages.invalidRefresh);
    }
    return db.transaction().execute(async (tx) => {
      if (!(await authRepository.markRotated(tx, record.id, now))) {
        await authRepository.revokeFamily(tx, record.familyId, now);
        throw authenticationError(authMessages.invalidRefresh);
      }
      return this.#issuePair(user, record.familyId, now, tx);
    });
  }

  /** Ends the login the refresh token belongs to; unknown tokens are ignored (logout always succeeds). */
  async logout(refreshToken: string): Promise<void> {
    const { db, clock } = this.deps;
    const record = await authRepository.findRefreshToken(db, hashOpaqueToken(refreshToken));
    if (record) {
      await authRepository.revokeFamily(db, record.familyId, clock.now());
    }
  }

  async me(userId: string): Promise<User> {
    return presentUser(await this.#mustFind(userId));
  }

  /** Sends a single-use reset link when the address belongs to an active user; says nothing either way. */
  async forgotPassword(email: string): Promise<void> {
    const { db, clock, mailer, publicUrl } = this.deps;
    const user = await usersRepository.findByEmail(db, email);
    if (!user || !user.isActive) {
      return;
    }
    const token = newOpaqueToken();
    const now = clock.now();
    await authRepository.insertResetToken(db, {
      id: randomUUID(),
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      now,
    });
    const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Quizmaker password',
      text: [
        `Hello ${user.username},`,
        '',
        'Someone asked to reset the password of your Quizmaker account.',
        `Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new password:`,
        '',
        link,
        '',
        'If it was not you, ignore this message: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Sets a new password from a reset token and signs the user out everywhere. */
  async resetPassword(body: ResetPasswordBody): Promise<void> {
    const { db, clock } = this.deps;
    const passwordHash = await hashPassword(body.newPassword);
    const now = clock.now();
    await db.transaction().execute(async (tx) => {
      const userId = await authRepository.consumeResetToken(tx, hashOpaqueToken(body.token), now);
      if (!userId) {
        throw fieldError('token', authMessages.invalidReset);
      }
      await usersRepository.replacePassword(tx, userId, passwordHash, now);
      await authRepository.revokeAllOfUser(tx, userId, now);
      await authRepository.voidResetTokensOfUser(tx, userId, now);
    });
  }

  async #issuePair(user: UserRecord, familyId: string, now: Date, executor: DbExecutor = this.deps.db): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    await authRepository.insertRefreshToken(executor, {
      id: randomUUID(),
      userId: user.id,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(now.getTime() + this.deps.refreshTokenTtlDays * 86_400_000),
      now,
    });
    const accessToken = await this.deps.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { accessToken, refreshToken, expiresIn: this.deps.tokens.ttlSeconds };
  }

  async #mustFind(id: string): Promise<UserRecord> {
    const user = await usersRepository.findById(this.deps.db, id);
    if (!user) {
      throw new AppError(404, 'NOT_FOUND_ERROR', 'User not found');
    }
    return user;
  }
}

function throwIfTaken(taken: { username: boolean; email: boolean }): void {
  const fieldErrors = [
    ...(taken.username ? [{ field: 'username', message: authMessages.usernameTaken }] : []),
    ...(taken.email ? [{ field: 'email', message: authMessages.emailTaken }] : []),
  ];
  const first = fieldErrors[0];
  if (first) {
    throw conflict(first.message, fieldErrors);
  }
}
