import { randomUUID } from 'node:crypto';
import {
  authMessages,
  userMessages,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type TokenPair,
  type User,
} from '@quizmaker/contracts';
import { DEFAULT_ROLES } from '../../access/permissions.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor, Tx } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { authenticationError, authorizationError, conflict, fieldError, notFound, rateLimited } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import type { Mailer } from '../../mail/mail-port.ts';
import { presentUser } from '../users/presenter.ts';
import { userAccounts, type UserRecord } from '../users/accounts-service.ts';
import type { AccessTokens } from './access-tokens.ts';
import { authRepository } from './repository.ts';
import { dummyPasswordHash, hashOpaqueToken, hashPassword, newOpaqueToken, verifyPassword } from './secrets.ts';

export const RESET_TOKEN_TTL_MINUTES = 60;

const HOUR_SECONDS = 3600;

export interface AuthDeps {
  db: Db;
  clock: Clock;
  tokens: AccessTokens;
  mailer: Mailer;
  counters: CounterStore;
  publicUrl: string;
  refreshTokenTtlDays: number;
  loginThrottle: { maxFailures: number; windowMinutes: number };
  /** Per hour: registrations per client address; reset mails per address and per client address. */
  accountLimits: {
    registrationsPerHourPerIp: number;
    resetMailsPerHourPerAddress: number;
    resetMailsPerHourPerIp: number;
  };
  /** Runs in the transaction that inserts a new user (billing credits the registration bonus). */
  onRegistered?: (tx: Tx, userId: string) => Promise<void>;
}

/** Sign-up, sign-in, session rotation and password reset: the rules of api.md "Identity and tokens". */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  /** Creates an account; each client address gets a few per hour, so the sign-up bonus cannot be farmed. */
  async register(body: RegisterBody, ip: string): Promise<User> {
    const { db, clock, counters, accountLimits } = this.deps;
    // Counted before anything else (a taken name counts too): a burst of parallel requests cannot slip past a check.
    const registrations = await counters.hit(`register:ip:${ip}`, HOUR_SECONDS);
    if (registrations.count > accountLimits.registrationsPerHourPerIp) {
      throw rateLimited(registrations.resetInSeconds, authMessages.tooManyRegistrations);
    }
    const taken = await userAccounts.findTaken(db, body.username, body.email);
    throwIfTaken(taken);
    const passwordHash = await hashPassword(body.password);
    const id = randomUUID();
    try {
      await db.transaction().execute(async (tx) => {
        await userAccounts.create(tx, {
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
        throwIfTaken(await userAccounts.findTaken(db, body.username, body.email));
      }
      throw error;
    }
    return presentUser(await this.#mustFind(id));
  }

  /**
   * Failures count per typed name, per client address and per account the name resolves to, so a
   * locked username cannot go on guessing through its e-mail (or the reverse).
   */
  async login(body: LoginBody, ip: string): Promise<TokenPair> {
    const { db, clock, counters, loginThrottle } = this.deps;
    const windowSeconds = loginThrottle.windowMinutes * 60;
    const typedKey = `login:user:${body.username.trim().toLowerCase()}`;
    await this.#refuseIfThrottled([typedKey, `login:ip:${ip}`]);
    const user = await userAccounts.findByLogin(db, body.username);
    const keys = [typedKey, `login:ip:${ip}`, ...(user ? [accountThrottleKey(user.id)] : [])];
    if (user) {
      await this.#refuseIfThrottled([accountThrottleKey(user.id)]);
    }
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
    await Promise.all([counters.reset(typedKey), counters.reset(accountThrottleKey(user.id))]);
    const now = clock.now();
    await userAccounts.recordLogin(db, user.id, now);
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
    const user = await userAccounts.findById(db, record.userId);
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

  /**
   * Sends a single-use reset link when the address belongs to an active user and neither the address
   * nor the asking client has had its mails for this hour; says nothing either way.
   */
  async forgotPassword(email: string, ip: string): Promise<void> {
    const { db, clock, mailer, publicUrl, counters, accountLimits } = this.deps;
    const [forAddress, fromClient] = await Promise.all([
      counters.hit(`reset:address:${email.trim().toLowerCase()}`, HOUR_SECONDS),
      counters.hit(`reset:ip:${ip}`, HOUR_SECONDS),
    ]);
    if (
      forAddress.count > accountLimits.resetMailsPerHourPerAddress ||
      fromClient.count > accountLimits.resetMailsPerHourPerIp
    ) {
      return;
    }
    const user = await userAccounts.findByEmail(db, email);
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
      secrets: [token],
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
      await userAccounts.replacePassword(tx, userId, passwordHash, now);
      await authRepository.revokeAllOfUsers(tx, [userId], now);
      await authRepository.voidResetTokensOfUser(tx, userId, now);
    });
  }

  /**
   * Checks the caller's own password before a change to the account's e-mail: a wrong one counts as a
   * failed login of that account (so a stolen session cannot guess it without limit).
   */
  async confirmPassword(userId: string, password: string): Promise<void> {
    const { counters, loginThrottle } = this.deps;
    await this.#refuseIfThrottled([accountThrottleKey(userId)]);
    const user = await this.#mustFind(userId);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await counters.hit(accountThrottleKey(userId), loginThrottle.windowMinutes * 60);
      throw authorizationError(authMessages.wrongCurrentPassword, [
        { field: 'currentPassword', message: authMessages.wrongCurrentPassword },
      ]);
    }
  }

  /** Ends every login of these users (deactivation); `executor` is the caller's transaction. */
  async revokeSessions(executor: DbExecutor, userIds: readonly string[], now: Date): Promise<void> {
    await authRepository.revokeAllOfUsers(executor, userIds, now);
  }

  async #refuseIfThrottled(keys: string[]): Promise<void> {
    for (const key of keys) {
      const { count, resetInSeconds } = await this.deps.counters.get(key);
      if (count >= this.deps.loginThrottle.maxFailures) {
        throw rateLimited(resetInSeconds, authMessages.tooManyLogins);
      }
    }
  }

  async #issuePair(
    user: UserRecord,
    familyId: string,
    now: Date,
    executor: DbExecutor = this.deps.db,
  ): Promise<TokenPair> {
    const refreshToken = newOpaqueToken();
    await authRepository.insertRefreshToken(executor, {
      id: randomUUID(),
      userId: user.id,
      familyId,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: new Date(now.getTime() + this.deps.refreshTokenTtlDays * 86_400_000),
      now,
    });
    const accessToken = this.deps.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion });
    return { accessToken, refreshToken, expiresIn: this.deps.tokens.ttlSeconds };
  }

  async #mustFind(id: string): Promise<UserRecord> {
    const user = await userAccounts.findById(this.deps.db, id);
    if (!user) {
      throw notFound(userMessages.notFound);
    }
    return user;
  }
}

const accountThrottleKey = (userId: string) => `login:account:${userId}`;

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
