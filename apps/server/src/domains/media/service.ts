import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { mediaMessages, type ImageUploaded } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { notFound, unsupportedMediaType } from '../../errors.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { sniffImageType } from './image-type.ts';
import { mediaRepository } from './repository.ts';

/** Path under which the app serves uploaded images; the absolute URL is what HOTSPOT content stores. */
export const IMAGES_PATH = '/api/v1/media/images';

/** Images for questions (HOTSPOT, attachments) stored through the storage port and served by the app. */
export class MediaService {
  constructor(private readonly deps: { db: Db; clock: Clock; storage: FileStorage; publicUrl: string }) {}

  /** Caller holds MEDIA_UPLOAD (checked by the route); the size limit is enforced while reading the upload. */
  async uploadImage(principal: Principal, bytes: Buffer): Promise<ImageUploaded> {
    const kind = sniffImageType(bytes);
    if (!kind) {
      throw unsupportedMediaType(mediaMessages.unsupported);
    }
    const id = randomUUID();
    const storageKey = `images/${id}.${kind.extension}`;
    await this.deps.storage.put(storageKey, bytes);
    await mediaRepository.insert(this.deps.db, {
      id,
      ownerId: principal.id,
      storageKey,
      contentType: kind.contentType,
      byteSize: bytes.length,
      createdAt: this.deps.clock.now(),
    });
    return { id, url: `${this.deps.publicUrl}${IMAGES_PATH}/${id}`, contentType: kind.contentType, size: bytes.length };
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
