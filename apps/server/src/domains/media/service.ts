import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MEDIA_IMAGES_PATH, mediaMessages, type ImageUploaded } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db, DbExecutor } from '../../db/database.ts';
import { notFound, unsupportedMediaType } from '../../errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UploadsService } from '../uploads/service.ts';
import { sniffImageType } from './image-type.ts';
import { mediaRepository } from './repository.ts';

/** Images for questions (HOTSPOT, attachments) stored through the storage port and served by the app. */
export class MediaService {
  constructor(
    private readonly deps: { db: Db; clock: Clock; storage: FileStorage; quota: Pick<UploadsService, 'claim'> },
  ) {}

  /**
   * Caller holds MEDIA_UPLOAD (checked by the route); the size limit is enforced while reading the
   * upload. The size is claimed against the quota with the record, before the bytes are stored.
   */
  async uploadImage(principal: Principal, bytes: Buffer): Promise<ImageUploaded> {
    const kind = sniffImageType(bytes);
    if (!kind) {
      throw unsupportedMediaType(mediaMessages.unsupported);
    }
    const id = randomUUID();
    const storageKey = `images/${id}.${kind.extension}`;
    const { db, storage, quota, clock } = this.deps;
    await db.transaction().execute(async (tx) => {
      await quota.claim(tx, principal, bytes.length);
      await mediaRepository.insert(tx, {
        id,
        ownerId: principal.id,
        storageKey,
        contentType: kind.contentType,
        byteSize: bytes.length,
        createdAt: clock.now(),
      });
    });
    try {
      await storage.put(storageKey, bytes);
    } catch (error) {
      await mediaRepository.delete(db, id);
      throw error;
    }
    return { id, url: `${MEDIA_IMAGES_PATH}/${id}`, contentType: kind.contentType, size: bytes.length };
  }

  /** Bytes of the owner's images, for the storage quota (inside the caller's transaction when it passes one). */
  bytesStoredBy(executor: DbExecutor, ownerId: string): Promise<number> {
    return mediaRepository.bytesOwnedBy(executor, ownerId);
  }

  /** A stored image's bytes (quiz exports that carry images), or null when there is none. */
  async readImage(id: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const asset = await mediaRepository.findById(this.deps.db, id);
    const stream = asset ? await this.deps.storage.open(asset.storageKey) : null;
    if (!asset || !stream) {
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of stream) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
    }
    return { bytes: Buffer.concat(chunks), contentType: asset.contentType };
  }

  /** The stored image for anyone with its URL (an <img> sends no bearer token); ids are unguessable. */
  async openImage(id: string): Promise<{ stream: Readable; contentType: string; size: number }> {
    const asset = await mediaRepository.findById(this.deps.db, id);
    const stream = asset ? await this.deps.storage.open(asset.storageKey) : null;
    if (!asset || !stream) {
      throw notFound(mediaMessages.notFound);
    }
    return { stream, contentType: asset.contentType, size: asset.byteSize };
  }
}
