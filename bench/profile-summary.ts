/**
 * Reads a V8 .cpuprofile (from BENCH_CPU_PROF=<dir> npm run bench ...) and prints where the time
 * went: self time by function and by package/file, heaviest first.
 *
 *   node --import tsx bench/profile-summary.ts <file.cpuprofile> [top]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const file = process.argv[2];
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(process.argv[3] ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((sum, value) => sum + value, 0);

const where = (url: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1] as string;
  const local = /\/work\/main\/(.*)$/.exec(url);
  return local ? (local[1] as string) : url || '(native)';
};
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const node = byId.get(id);
  if (!node) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'}  ${where(url)}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  byPlace.set(where(url), (byPlace.get(where(url)) ?? 0) + ms);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * ms) / total).toFixed(1).padStart(6)} %  ${ms.toFixed(0).padStart(7)} ms  ${key}`);
  }
};
console.log(`total sampled: ${total.toFixed(0)} ms`);
print('self time by package / file', byPlace);
print('self time by function', byFunction);

// Inclusive time of the functions whose name matches the optional third argument (a regular expression).
const pattern = process.argv[4] ? new RegExp(process.argv[4]) : null;
if (pattern) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const node = byId.get(current);
      if (!node) break;
      const { functionName, url, lineNumber } = node.callFrame;
      const key = `${functionName || '(anonymous)'}  ${where(url)}:${lineNumber + 1}`;
      if (pattern.test(key) && !seen.has(key)) {
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    }
  }
  print(`inclusive time of functions matching ${pattern}`, inclusive);
}
