import { storageMessages, type StorageUsage } from '@quizmaker/contracts';
import { can, type Principal } from '../../access/principal.ts';
import type { UploadsConfig } from '../../config.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { payloadTooLarge, rateLimited, type AppError } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import { userAccounts } from '../users/accounts-service.ts';

const MEGABYTE = 1024 * 1024;

/**
 * What a multipart request may carry besides the file (boundaries, part headers, small text
 * fields): a declared length within this much of the room left is streamed and measured instead
 * of refused unread.
 */
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** How many bytes of file an upload may still bring, and the answer once it brings more. */
export interface StorageRoom {
  bytes: number;
  exceeded(): AppError;
}

/** Bytes an account has stored in one domain (documents, images), read inside the caller's transaction. */
export type StoredBytes = (executor: DbExecutor, ownerId: string) => Promise<number>;

export interface UploadsDeps {
  db: Db;
  counters: CounterStore;
  config: UploadsConfig;
  /** Every domain that stores files for an account: the quota counts them all (app.ts wires documents and media). */
  storedBytes: readonly StoredBytes[];
}

/**
 * The per-account storage quota over documents and images together (STORAGE_QUOTA_MB; holders of
 * STORAGE_UNLIMITED have none) and the per-account upload rate. Usage is what the stored records
 * say, so it cannot drift from what is on disk.
 */
export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {}

  async #usedBytes(executor: DbExecutor, ownerId: string): Promise<number> {
    let used = 0;
    // One after the other: inside a transaction they share its one connection.
    for (const bytesOf of this.deps.storedBytes) {
      used += await bytesOf(executor, ownerId);
    }
    return used;
  }

  #limitBytes(principal: Principal): number | null {
    return can(principal, 'STORAGE_UNLIMITED') ? null : this.deps.config.quotaMegabytes * MEGABYTE;
  }

  /** GET /v1/storage/usage. */
  async usage(principal: Principal): Promise<StorageUsage> {
    return {
      usedBytes: await this.#usedBytes(this.deps.db, principal.id),
      limitBytes: this.#limitBytes(principal),
    };
  }

  /**
   * Before an upload's bytes are read: 429 past the upload rate, 413 when the account is full or the
   * declared request length cannot fit. The room it returns caps the streamed file, so an upload
   * past the quota is cut off, not written out; null when the caller has no quota.
   */
  async admitUpload(principal: Principal, declaredLength: number | null): Promise<StorageRoom | null> {
    const { counters, config } = this.deps;
    const { count, resetInSeconds } = await counters.hit(`uploads:${principal.id}`, config.rateLimit.windowSeconds);
    if (count > config.rateLimit.max) {
      throw rateLimited(Math.max(1, resetInSeconds), storageMessages.uploadRateLimited);
    }
    const limit = this.#limitBytes(principal);
    if (limit === null) {
      return null;
    }
    const used = await this.#usedBytes(this.deps.db, principal.id);
    const exceeded = () => payloadTooLarge(storageMessages.quotaExceeded(used, limit));
    const room = Math.max(0, limit - used);
    if (room === 0 || (declaredLength !== null && declaredLength - MULTIPART_ENVELOPE_BYTES > room)) {
      throw exceeded();
    }
    return { bytes: room, exceeded };
  }

  /**
   * Inside the transaction that records a stored file, before the record is written: the owner's
   * usage is locked and read again, so concurrent uploads of one account cannot together pass the
   * quota; 413 when this file would.
   */
  async claim(tx: DbExecutor, principal: Principal, bytes: number): Promise<void> {
    const limit = this.#limitBytes(principal);
    if (limit === null) {
      return;
    }
    // Two uploads of one account check and record their sizes one after the other.
    await userAccounts.lockForUpdate(tx, principal.id);
    const used = await this.#usedBytes(tx, principal.id);
    if (used + bytes > limit) {
      throw payloadTooLarge(storageMessages.quotaExceeded(used, limit));
    }
  }
}

/** The request's declared body length, or null when it streams without one (chunked). */
export function declaredLengthOf(headers: { 'content-length'?: string | undefined }): number | null {
  const value = Number(headers['content-length']);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}
