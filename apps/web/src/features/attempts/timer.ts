import { useEffect, useRef, useState } from 'react';

/** Timer thresholds of spec 3 section 9: warning at 5 minutes or less, critical at 1 minute or less. */
export const WARNING_SECONDS = 5 * 60;
export const CRITICAL_SECONDS = 60;
export const TICK_MS = 1000;

export type TimerLevel = 'normal' | 'warning' | 'critical';

export function timerLevel(remainingSeconds: number): TimerLevel {
  if (remainingSeconds <= CRITICAL_SECONDS) {
    return 'critical';
  }
  return remainingSeconds <= WARNING_SECONDS ? 'warning' : 'normal';
}

/** 'm:ss' under an hour, 'h:mm:ss' above. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Seconds left on the server's clock: `remainingSeconds` as the server last said it, counted down
 * from the moment it arrived with the browser's monotonic clock (so a wrong wall clock on the device
 * does not matter). While `running` is false it shows the server's value as it is (a paused attempt's
 * clock is stopped); `onExpire` fires once when it reaches zero.
 */
export function useCountdown(
  serverRemaining: number | null,
  receivedAt: number,
  running: boolean,
  onExpire: () => void,
): number | null {
  const [now, setNow] = useState(() => performance.now());
  const expired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (serverRemaining === null || !running) {
      return undefined;
    }
    // No reading of the clock here: a new server value arrives with a later `receivedAt`, and the
    // elapsed time is never counted below zero, so the last tick's `now` shows it as it is until the next.
    const timer = setInterval(() => setNow(performance.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [serverRemaining, receivedAt, running]);

  const remaining =
    serverRemaining === null
      ? null
      : running
        ? Math.max(0, serverRemaining - Math.floor(Math.max(0, now - receivedAt) / 1000))
        : Math.max(0, serverRemaining);

  useEffect(() => {
    if (remaining !== null && remaining > 0) {
      expired.current = false;
    }
    if (running && remaining === 0 && !expired.current) {
      expired.current = true;
      expire.current();
    }
  }, [running, remaining]);

  return remaining;
}
