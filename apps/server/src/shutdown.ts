/** What the shutdown logs through (the app's logger once it exists). */
export interface ShutdownLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * On SIGTERM or SIGINT runs `close` once: the caller stops taking connections, finishes the
 * requests in flight, lets jobs checkpoint and closes its pools, and the process exits with 0. Past
 * `deadlineMs` (a request or job that will not end) it exits with 1 all the same.
 */
export function closeOnSignals(close: () => Promise<void>, options: { deadlineMs: number; log: ShutdownLog }): void {
  const { deadlineMs, log } = options;
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A terminal's Ctrl-C or systemd's stop signals the whole process group, and `npm start` passes
    // the signal on too: the same stop may arrive twice, and must not cut the shutdown short.
    if (closing) {
      return;
    }
    closing = true;
    log.info({ signal, deadlineSeconds: deadlineMs / 1000 }, 'shutting down: finishing requests in flight and jobs');
    const deadline = setTimeout(() => {
      log.error({ deadlineSeconds: deadlineMs / 1000 }, 'shutdown deadline passed: exiting with work unfinished');
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    close().then(
      () => {
        log.info({}, 'shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
