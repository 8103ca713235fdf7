import type { ScenarioResult } from '../lib/report.ts';
import type { DbKind } from '../lib/targets.ts';

/** What every scenario gets: the scale, the database, and the baseline measured earlier in this run. */
export interface Context {
  quick: boolean;
  db: DbKind;
  /** Baseline throughput (requests/s) per database, filled by scenario 1. */
  baseline: Map<DbKind, number>;
  /** Shared between scenarios of one run (e.g. the catalogue's data for the web scenario). */
  shared: Map<string, unknown>;
  log(message: string): void;
}

export type Scenario = (
  context: Context,
) => Promise<Omit<ScenarioResult, 'durationSeconds' | 'status'> & { status?: ScenarioResult['status'] }>;

/** Connections the saturating (closed-loop) measurements use, the baseline and the answer capacity alike. */
export const SATURATION_CONNECTIONS = 16;
