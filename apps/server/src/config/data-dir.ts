import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { OWNER_ONLY_DIRECTORY_MODE, OWNER_ONLY_FILE_MODE } from '../storage/owner-only.ts';

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** DATABASE_URL; unset: a SQLite file in DATA_DIR, so a bare start keeps its data across restarts. */
export function resolveDatabase(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) {
    return { kind: 'sqlite', file: resolve(dataDir, 'quizmaker.db') };
  }
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    return { kind: 'sqlite', file: path === ':memory:' ? path : resolve(path) };
  }
  return { kind: 'postgres', url };
}

/** Keeps a generated signing secret in DATA_DIR so restarts keep sessions valid. */
export function persistedSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIRECTORY_MODE });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: OWNER_ONLY_FILE_MODE });
  return secret;
}
