import { storageMessages, type StorageUsage } from '@quizmaker/contracts';
import { can, type Principal } from '../../access/principal.ts';
import type { UploadsConfig } from '../../config.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { payloadTooLarge, rateLimited, type AppError } from '../../errors.ts';
import type { CounterStore } from '../../http/counters.ts';
import { uploadsRepository } from './repository.ts';

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

/**
 * The per-account storage quota over documents and images together (STORAGE_QUOTA_MB; holders of
 * STORAGE_UNLIMITED have none) and the per-account upload rate. Usage is what the stored records
 * say, so it cannot drift from what is on disk.
 */
export class UploadsService {
  constructor(private readonly deps: { db: Db; counters: CounterStore; config: UploadsConfig }) {}

  #limitBytes(principal: Principal): number | null {
    return can(principal, 'STORAGE_UNLIMITED') ? null : this.deps.config.quotaMegabytes * MEGABYTE;
  }

  /** GET /v1/storage/usage. */
  async usage(principal: Principal): Promise<StorageUsage> {
    return {
      usedBytes: await uploadsRepository.usedBytes(this.deps.db, principal.id),
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
    const used = await uploadsRepository.usedBytes(this.deps.db, principal.id);
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
    await uploadsRepository.lockOwner(tx, principal.id);
    const used = await uploadsRepository.usedBytes(tx, principal.id);
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
