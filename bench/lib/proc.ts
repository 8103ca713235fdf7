import { readFileSync } from 'node:fs';

/** CPU time and memory of a process from /proc (Linux): what the server used, seen from outside. */

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time of the process (all its threads: event loop, libuv pool, workers), in ms. */
export function cpuTimeMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces; fields resume after the closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of the process (all threads, including worker threads), in MB. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Measures a process's CPU use over a window: cores busy on average (1.0 = one core fully used). */
export class CpuWindow {
  readonly #startCpu: number;
  readonly #startWall = performance.now();

  constructor(private readonly pid: number) {
    this.#startCpu = cpuTimeMs(pid);
  }

  read(): { cpuMs: number; wallMs: number; cores: number } {
    const cpuMs = cpuTimeMs(this.pid) - this.#startCpu;
    const wallMs = performance.now() - this.#startWall;
    return { cpuMs, wallMs, cores: cpuMs / wallMs };
  }
}

/** Samples RSS every `intervalMs` until stopped; returns the peak. */
export function sampleRss(pid: number, intervalMs = 25): { stop(): { peakMb: number; startMb: number } } {
  const startMb = rssMb(pid);
  let peakMb = startMb;
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now > peakMb) {
      peakMb = now;
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const now = rssMb(pid);
      return { peakMb: Math.max(peakMb, now), startMb };
    },
  };
}
