import { z } from 'zod';

const MEGABYTE = 1024 * 1024;

/** Bytes as megabytes with at most one decimal ("12.3 MB", "500 MB"), as the quota message and the usage line show them. */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.round((bytes / MEGABYTE) * 10) / 10;
  return `${tenths} MB`;
}

export const storageMessages = {
  /** 413 when an upload would not fit in the owner's storage quota (documents and images together). */
  quotaExceeded: (usedBytes: number, limitBytes: number): string =>
    `Storage quota exceeded: ${formatMegabytes(usedBytes)} of ${formatMegabytes(limitBytes)} used`,
  uploadRateLimited: 'Too many uploads. Please try again later.',
} as const;

/** GET /api/v1/storage/usage: what the caller's documents and images take; limitBytes null when they have no quota. */
export const StorageUsageSchema = z
  .object({
    usedBytes: z.number().int().min(0),
    limitBytes: z.number().int().min(0).nullable(),
  })
  .meta({ id: 'StorageUsage' });
export type StorageUsage = z.infer<typeof StorageUsageSchema>;
