import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config.ts';
import { assertStorageKey, type FileStorage } from './file-storage.ts';

/**
 * Parts of a multipart upload: S3's smallest part (5 MB), two in flight, so one upload holds about
 * 15 MB whatever the file's size.
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/**
 * Files in an S3-compatible bucket (S3_BUCKET and friends): every server process behind a load
 * balancer sees every upload. Streams go to the store as multipart uploads and come back as the
 * HTTP response body, so no whole file is held in memory.
 */
export class S3FileStorage implements FileStorage {
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(config: S3StorageConfig) {
    this.#bucket = config.bucket;
    this.#client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      // Unset: the SDK's own chain (environment, shared files, instance or container role).
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  async put(key: string, data: Uint8Array | Readable): Promise<void> {
    assertStorageKey(key);
    const upload = new Upload({
      client: this.#client,
      params: { Bucket: this.#bucket, Key: key, Body: data },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async open(key: string): Promise<Readable | null> {
    assertStorageKey(key);
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      // In Node the body is the response's IncomingMessage: a Readable that streams from the socket.
      if (!(object.Body instanceof Readable)) {
        throw new Error(`The object store answered ${key} without a body stream`);
      }
      return object.Body;
    } catch (error) {
      if (error instanceof NoSuchKey) {
        return null;
      }
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    // S3 answers 204 for a key that is not there.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }
}
