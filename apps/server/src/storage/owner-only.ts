import { statSync } from 'node:fs';

/**
 * The process umask that makes everything the server creates its own alone (directories 0700, files
 * 0600): the database holds password hashes and mail, DATA_DIR the signing secret and uploads.
 * Set at start-up before anything is created; the explicit modes in config, database and storage
 * say the same for the paths that matter most.
 */
export const OWNER_ONLY_UMASK = 0o077;

export const OWNER_ONLY_DIRECTORY_MODE = 0o700;
export const OWNER_ONLY_FILE_MODE = 0o600;

/** Makes every file and directory this process creates from now on owner-only. */
export function restrictNewFilesToOwner(): void {
  process.umask(OWNER_ONLY_UMASK);
}

interface WarningLog {
  warn(details: object, message: string): void;
}

/**
 * Warns once per existing path that group or others may read, write or enter (a data directory
 * made by an older version, or by hand); it changes nothing, the operator decides.
 */
export function warnAboutExposedPaths(paths: readonly string[], log: WarningLog): void {
  for (const path of new Set(paths)) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      continue;
    }
    const mode = stats.mode & 0o777;
    if ((mode & 0o077) === 0) {
      continue;
    }
    const wanted = stats.isDirectory() ? OWNER_ONLY_DIRECTORY_MODE : OWNER_ONLY_FILE_MODE;
    log.warn(
      { path, mode: octal(mode) },
      `${path} is open to group or others (mode ${octal(mode)}); it holds private data: chmod ${octal(wanted)} ${path}`,
    );
  }
}

const octal = (mode: number) => mode.toString(8).padStart(4, '0');
