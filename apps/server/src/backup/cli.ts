import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { restrictNewFilesToOwner } from '../storage/owner-only.ts';
import { BackupError, backupDataDir } from './backup.ts';

/**
 * `npm run backup -- FILE`: an online backup of the SQLite database and local uploads the server
 * (same environment: DATA_DIR, DATABASE_URL) is using, as a .tar.gz. FILE is taken from where npm
 * was run; the archive holds secrets and is created readable by its owner only.
 */
async function main() {
  const target = process.argv[2];
  if (!target || process.argv.length > 3) {
    console.error(
      'Usage: npm run backup -- FILE   (for example npm run backup -- /var/backups/quizmaker-2026-11-26.tar.gz)',
    );
    process.exit(2);
  }
  restrictNewFilesToOwner();
  const config = loadConfig(process.env);
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const started = Date.now();
  const summary = await backupDataDir(config, file);
  const megabytes = (summary.databaseBytes / 1_048_576).toFixed(1);
  console.log(
    `Backup written to ${summary.file} in ${Date.now() - started} ms: database ${megabytes} MB, ${summary.uploadedFiles} uploaded files.`,
  );
  if (summary.uploadsElsewhere) {
    console.log(`Uploads are not in it: they are kept in the ${summary.uploadsElsewhere}; back that up on its own.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
  process.exit(1);
});
