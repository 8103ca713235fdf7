import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const base = {
  DATA_DIR: '/tmp/quizmaker-storage-config',
  JWT_SECRET: 'storage-config-secret-0123456789abcdef',
  LOG_LEVEL: 'silent',
};
const s3 = { S3_BUCKET: 'quiz-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' };
const storageOf = (env: Record<string, string>) => loadConfig({ ...base, ...env }).storage;
const failureOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('storage configuration (S3_*)', () => {
  it('keeps files under DATA_DIR/files without S3_BUCKET', () => {
    expect(storageOf({})).toEqual({ kind: 'local', directory: '/tmp/quizmaker-storage-config/files' });
  });

  it('switches to S3 with S3_BUCKET: region us-east-1 and virtual-host style by default', () => {
    expect(storageOf(s3)).toEqual({
      kind: 's3',
      bucket: 'quiz-uploads',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret-example' },
      forcePathStyle: false,
    });
    expect(
      storageOf({
        ...s3,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it("leaves credentials to the AWS SDK's own chain when neither key is set", () => {
    expect(storageOf({ S3_BUCKET: 'quiz-uploads' })).toEqual({
      kind: 's3',
      bucket: 'quiz-uploads',
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('names the variable and the reason for each bad value', () => {
    expect(failureOf({ ...s3, S3_BUCKET: 'Quiz_Uploads' })).toBe(
      'Invalid configuration:\n  S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
    );
    for (const endpoint of ['minio:9000', 'not a url', 'ftp://s3.example.com']) {
      expect(failureOf({ ...s3, S3_ENDPOINT: endpoint }), endpoint).toBe(
        'Invalid configuration:\n  S3_ENDPOINT: must be an http:// or https:// URL such as https://s3.example.com',
      );
    }
    expect(failureOf({ ...s3, S3_REGION: 'EU Central' })).toBe(
      'Invalid configuration:\n  S3_REGION: must be a region name such as us-east-1',
    );
    expect(failureOf({ ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(
      /^Invalid configuration:\n {2}S3_FORCE_PATH_STYLE: /,
    );
  });

  it('refuses one key without the other, and S3 settings without a bucket', () => {
    expect(failureOf({ S3_BUCKET: 'quiz-uploads', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toBe(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK's own credentials)",
    );
    expect(failureOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'Invalid configuration:\n  S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3',
    );
    expect(failureOf({ S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' })).toBe(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not: set S3_BUCKET to store uploads in S3',
    );
  });
});
