/** Percentiles, medians and latency summaries (milliseconds). */

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  // Nearest rank: the smallest value with at least p % of the samples at or below it.
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] as number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) {
    return Number.NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
  };
}

/** Latencies and failures per call kind. */
export class Recorder {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** A few failure descriptions per kind, for the report. */
  readonly examples = new Map<string, string[]>();

  ok(kind: string, ms: number): void {
    const list = this.samples.get(kind) ?? [];
    list.push(ms);
    this.samples.set(kind, list);
  }

  fail(kind: string, ms: number, description: string): void {
    this.ok(kind, ms);
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    const examples = this.examples.get(kind) ?? [];
    if (examples.length < 3) {
      examples.push(description);
    }
    this.examples.set(kind, examples);
  }

  totalErrors(): number {
    return [...this.errors.values()].reduce((sum, count) => sum + count, 0);
  }

  summary(kind: string): LatencySummary {
    return summarize(this.samples.get(kind) ?? []);
  }

  kinds(): string[] {
    return [...this.samples.keys()];
  }
}

export const round = (value: number, digits = 1): number =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : value;
