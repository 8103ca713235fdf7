import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ATTEMPT_SWEEP_INTERVAL_MS, ATTEMPT_SWEEP_TASK, attemptSweep } from '../domains/attempts/sweeper.ts';
import type { ServerMetrics } from '../http/metrics.ts';
import type { BackgroundWork } from '../jobs/background.ts';
import { purgeDeliveredMail } from '../mail/mail-port.ts';
import type { AppServices } from './services.ts';

/** The periodic task that releases expired token reservations (every BILLING_SWEEP_INTERVAL_SECONDS). */
export const RESERVATION_SWEEP_TASK = 'billing.expire-reservations';
/** The periodic task that reveals live questions at their deadline and closes expired live sessions. */
const LIVE_SWEEP_TASK = 'live.sweep';
/** The periodic task that deletes delivered mail older than MAIL_OUTBOX_RETENTION_DAYS (hourly). */
export const MAIL_PURGE_TASK = 'mail.purge-delivered';

/**
 * Adds the sweepers every server process runs and the start-up recovery of generation jobs. They run in
 * this order when the background work starts.
 */
export function scheduleBackgroundTasks(
  background: BackgroundWork,
  { config, database, clock, services, metrics, log }: BackgroundTaskDependencies,
): void {
  background.periodic.add('documents.sweep-stale', 60_000, async () => {
    await services.documents.processing.sweepStale();
  });
  background.periodic.add(
    ATTEMPT_SWEEP_TASK,
    ATTEMPT_SWEEP_INTERVAL_MS,
    attemptSweep({ attempts: services.attempts, clock, log, activity: metrics }),
  );

  background.periodic.add(MAIL_PURGE_TASK, 3_600_000, async () => {
    const purged = await purgeDeliveredMail(
      database.db,
      new Date(clock.now().getTime() - config.mailOutbox.retentionDays * 86_400_000),
    );
    if (purged > 0) {
      log.info({ purged }, 'delivered mail purged from the outbox');
    }
  });

  // Token reservations whose time is up (a job that died without releasing them) go back to their owners.
  background.periodic.add(RESERVATION_SWEEP_TASK, config.billing.sweepIntervalSeconds * 1000, async () => {
    const expired = await services.billing.ledger.expireReservations();
    if (expired > 0) {
      log.info({ expired }, 'expired token reservations released');
    }
  });
  // Live sessions: questions whose deadline passed are revealed (once, whichever process sees it first), expired sessions closed.
  background.periodic.add(LIVE_SWEEP_TASK, 500, () => services.live.sweep());
  background.onStart(() => services.generation.recovery.recoverInterrupted({ startup: true }));
  background.periodic.add('generation.recover-interrupted', 30_000, async () => {
    await services.generation.recovery.recoverInterrupted();
  });
}

interface BackgroundTaskDependencies {
  config: Config;
  database: Database;
  clock: Clock;
  services: AppServices;
  metrics: ServerMetrics;
  log: FastifyBaseLogger;
}
