import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { LatencySummary } from './stats.ts';
import type { DbKind } from './targets.ts';

/** One figure compared with its target. */
export interface Check {
  measure: string;
  value: number;
  unit: string;
  /** Human-readable target ("< 50 ms"); empty when the figure is informative only. */
  target: string;
  pass: boolean | null;
}

/** A scenario's outcome: checks with PASS/MISS, tables of figures, and notes. */
export interface ScenarioResult {
  id: string;
  title: string;
  db: DbKind | null;
  status: 'PASS' | 'MISS' | 'ERROR';
  durationSeconds: number;
  checks: Check[];
  /** Tables for the Markdown report (first row = header). */
  tables: Array<{ caption: string; rows: string[][] }>;
  notes: string[];
  /** Everything measured, for latest.json. */
  figures: Record<string, unknown>;
}

export function check(measure: string, value: number, unit: string, target: string, pass: boolean | null): Check {
  return { measure, value, unit, target, pass };
}

export const statusOf = (checks: Check[]): 'PASS' | 'MISS' => (checks.every((c) => c.pass !== false) ? 'PASS' : 'MISS');

export function fmt(value: number, digits = 1): string {
  if (!Number.isFinite(value)) {
    return String(value);
  }
  if (Math.abs(value) >= 1000) {
    return Math.round(value).toLocaleString('en');
  }
  return value.toFixed(digits);
}

/** A latency summary's cells in a report table: count, p50, p95 and p99 to 0.1 ms, max to `maxDigits`. */
export const latencyCells = (s: LatencySummary, maxDigits = 1): string[] => [
  String(s.count),
  fmt(s.p50, 1),
  fmt(s.p95, 1),
  fmt(s.p99, 1),
  fmt(s.max, maxDigits),
];

/** Prints a scenario's figures and verdicts as it finishes. */
export function printResult(result: ScenarioResult): void {
  const where = result.db ? ` [${result.db}]` : '';
  console.log(`\n== ${result.title}${where}: ${result.status} (${result.durationSeconds.toFixed(0)} s)`);
  for (const c of result.checks) {
    const verdict = c.pass === null ? '    ' : c.pass ? 'PASS' : 'MISS';
    console.log(
      `  ${verdict}  ${c.measure.padEnd(46)} ${`${fmt(c.value)} ${c.unit}`.padStart(16)}  ${c.target ? `target ${c.target}` : ''}`,
    );
  }
  for (const table of result.tables) {
    console.log(`  ${table.caption}`);
    const widths = (table.rows[0] ?? []).map((_, column) =>
      Math.max(...table.rows.map((row) => (row[column] ?? '').length)),
    );
    for (const row of table.rows) {
      console.log(
        `    ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')}`,
      );
    }
  }
  for (const note of result.notes) {
    console.log(`  note: ${note}`);
  }
}

export interface RunInfo {
  startedAt: string;
  finishedAt: string;
  quick: boolean;
  databases: DbKind[];
  node: string;
  cpus: string;
  memoryGb: number;
  commit: string;
  loadAverage: number[];
}

export function machine(): Pick<RunInfo, 'node' | 'cpus' | 'memoryGb'> {
  const list = cpus();
  return {
    node: process.version,
    cpus: `${list.length} x ${list[0]?.model ?? 'unknown'}`,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
  };
}

const mdCell = (text: string) => text.replace(/\|/g, '\\|');

function markdownTable(rows: string[][]): string {
  const [header, ...body] = rows;
  if (!header) {
    return '';
  }
  const lines = [
    `| ${header.map(mdCell).join(' | ')} |`,
    `|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`,
  ];
  for (const row of body) {
    lines.push(`| ${row.map(mdCell).join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Writes bench/results/latest.json (everything) and latest.md (the readable table). */
export function writeReport(dir: string, info: RunInfo, results: ScenarioResult[]): { json: string; md: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'latest.json');
  const md = join(dir, 'latest.md');
  writeFileSync(json, `${JSON.stringify({ info, results }, null, 2)}\n`);

  const out: string[] = [];
  out.push('# Benchmark results', '');
  out.push(
    `Run ${info.startedAt} – ${info.finishedAt}${info.quick ? ' — **quick run (scaled-down counts, see bench/README.md)**' : ''}; ` +
      `databases: ${info.databases.join(', ')}; ${info.cpus}, ${info.memoryGb} GB, Node ${info.node}; commit ${info.commit}; ` +
      `load average at start ${info.loadAverage.map((value) => value.toFixed(2)).join(' / ')}.`,
    '',
  );
  out.push(
    'The machine is shared and noisy: throughput figures are medians over repeated rounds, and compared with the baseline measured in the same run.',
    '',
  );
  out.push('## Summary', '');
  const summary: string[][] = [['Scenario', 'DB', 'Measure', 'Value', 'Target', 'Result']];
  for (const result of results) {
    if (result.status === 'ERROR') {
      summary.push([result.title, result.db ?? '–', 'scenario failed', '–', '–', 'ERROR']);
    }
    for (const c of result.checks) {
      summary.push([
        result.title,
        result.db ?? '–',
        c.measure,
        `${fmt(c.value)} ${c.unit}`.trim(),
        c.target || '–',
        c.pass === null ? 'info' : c.pass ? 'PASS' : 'MISS',
      ]);
    }
  }
  out.push(markdownTable(summary), '');
  out.push('## Details', '');
  for (const result of results) {
    out.push(`### ${result.title}${result.db ? ` (${result.db})` : ''} — ${result.status}`, '');
    for (const table of result.tables) {
      out.push(table.caption, '', markdownTable(table.rows), '');
    }
    for (const note of result.notes) {
      out.push(`- ${note}`);
    }
    if (result.notes.length > 0) {
      out.push('');
    }
  }
  writeFileSync(md, `${out.join('\n').trimEnd()}\n`);
  return { json, md };
}
