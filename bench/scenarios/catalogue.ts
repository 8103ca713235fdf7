import { HttpDriver } from '../lib/http.ts';
import { check, fmt, type Check } from '../lib/report.ts';
import { CREATOR_ROLES, seedCatalogue, seedUsers, type SeededCatalogue } from '../lib/seed.ts';
import { median, Recorder, round } from '../lib/stats.ts';
import { accessTokenFor, analyze, newTarget, startBenchServer, type Target } from '../lib/targets.ts';
import type { Scenario } from './context.ts';

/** The catalogue's SQLite database, kept for the web scenario (which shows its quiz list). */
export interface CatalogueData {
  target: Target;
  catalogue: SeededCatalogue;
  quizzes: number;
  /** A user who may read the catalogue. */
  readerId: string;
  dispose(): Promise<void>;
}

export const CATALOGUE_KEY = 'catalogue:sqlite';

const SORTS = ['', 'createdAt,desc', 'updatedAt,desc', 'title,asc', 'difficulty,asc', 'estimatedTime,asc'];
const PAGES = [0, 1, 2, 5, 20];

/** The four kinds of list page: each sort (and the default "recommended") on a few pages. */
function groups(catalogue: SeededCatalogue): Array<{ name: string; paths: string[] }> {
  const build = (filters: (i: number) => string) =>
    SORTS.flatMap((sort, s) =>
      PAGES.map(
        (page, p) =>
          `/api/v1/quizzes/public?size=20&page=${page}${sort ? `&sort=${sort}` : ''}${filters(s * PAGES.length + p)}`,
      ),
    );
  const term = (i: number) => (i % 3 === 2 ? catalogue.rareTerm : catalogue.commonTerm);
  const difficulty = (i: number) => ['EASY', 'MEDIUM', 'HARD'][i % 3] as string;
  const category = (i: number) => catalogue.categoryIds[i % catalogue.categoryIds.length] as string;
  const tag = (i: number) => catalogue.tagIds[(i * 7) % 40] as string;
  const twoFilters = (i: number) =>
    i % 2 === 0
      ? `&categoryId=${category(i)}&difficulty=${difficulty(i)}`
      : `&tagId=${tag(i)}&difficulty=${difficulty(i)}`;
  return [
    { name: 'browse (each sort)', paths: build(() => '') },
    { name: 'search term', paths: build((i) => `&search=${term(i)}`) },
    { name: 'two filters', paths: build(twoFilters) },
    { name: 'search + two filters', paths: build((i) => `&search=${term(i)}${twoFilters(i)}`) },
  ];
}

/**
 * 3. Catalogue: 100,000 quizzes (30 categories, 200 tags) seeded directly; the public list read
 * one page at a time (one connection, so the figure is the page's own latency) for four kinds of
 * page, each over every sort and several pages. p95 per kind: median of rounds.
 */
export const catalogue: Scenario = async (context) => {
  const quizzes = context.quick ? 20_000 : 100_000;
  const rounds = context.quick ? 1 : 3;
  const repeat = context.quick ? 2 : 4;
  const target = await newTarget(context.db);
  let keep = false;
  try {
    const database = await target.open();
    const seeding = performance.now();
    let seeded: SeededCatalogue;
    let reader: { id: string };
    try {
      const creators = await seedUsers(database.db, { prefix: 'creator', count: 500, roles: CREATOR_ROLES });
      reader = creators[0] as { id: string };
      seeded = await seedCatalogue(database.db, { quizzes, creators });
      if (context.db === 'postgres') {
        await analyze(database); // what autovacuum does on a live database
      }
    } finally {
      await database.close();
    }
    const seedSeconds = (performance.now() - seeding) / 1000;
    context.log(
      `seeded ${quizzes.toLocaleString('en')} quizzes (${seeded.publicCount.toLocaleString('en')} public) in ${fmt(seedSeconds)} s`,
    );

    const server = await startBenchServer(target);
    const driver = new HttpDriver(server.url, 1);
    const token = accessTokenFor(reader.id);
    const kinds = groups(seeded);
    const perRound = new Map<string, Array<{ p50: number; p95: number; p99: number; max: number }>>();
    let errors = 0;
    const totals = new Map<string, number[]>();
    try {
      // Warm-up: every path once.
      for (const kind of kinds) {
        for (const path of kind.paths) {
          const response = await driver.call<{ totalElements: number }>('GET', path, { token });
          if (response.status === 200) {
            totals.set(kind.name, [...(totals.get(kind.name) ?? []), response.json.totalElements]);
          }
        }
      }
      for (let r = 0; r < rounds; r += 1) {
        const recorder = new Recorder();
        for (let k = 0; k < repeat; k += 1) {
          for (const kind of kinds) {
            for (const path of kind.paths) {
              await driver.timed(recorder, kind.name, 200, 'GET', path, { token });
            }
          }
        }
        errors += recorder.totalErrors();
        for (const kind of kinds) {
          const s = recorder.summary(kind.name);
          perRound.set(kind.name, [
            ...(perRound.get(kind.name) ?? []),
            { p50: s.p50, p95: s.p95, p99: s.p99, max: s.max },
          ]);
        }
        context.log(
          `round ${r + 1}: ${kinds.map((kind) => `${kind.name} p95 ${fmt(recorder.summary(kind.name).p95)} ms`).join(', ')}`,
        );
      }
    } finally {
      await driver.close();
      await server.stop();
    }
    const checks: Check[] = [];
    const rows: string[][] = [['page kind', 'matching quizzes (median)', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms']];
    for (const kind of kinds) {
      const list = perRound.get(kind.name) ?? [];
      const p95 = median(list.map((x) => x.p95));
      checks.push(check(`p95 per page: ${kind.name}`, round(p95, 1), 'ms', '< 20 ms', p95 < 20));
      rows.push([
        kind.name,
        fmt(median(totals.get(kind.name) ?? []), 0),
        fmt(median(list.map((x) => x.p50)), 1),
        fmt(p95, 1),
        fmt(median(list.map((x) => x.p99)), 1),
        fmt(Math.max(...list.map((x) => x.max)), 0),
      ]);
    }
    checks.push(check('errors', errors, '', '0', errors === 0));
    if (context.db === 'sqlite') {
      keep = true;
      const data: CatalogueData = {
        target,
        catalogue: seeded,
        quizzes,
        readerId: reader.id,
        dispose: () => target.dispose(),
      };
      context.shared.set(CATALOGUE_KEY, data);
    }
    return {
      id: 'catalogue',
      title: '3. Catalogue',
      db: context.db,
      checks,
      tables: [
        {
          caption: `${quizzes.toLocaleString('en')} quizzes (${seeded.publicCount.toLocaleString('en')} public and published); ${rounds} round(s), each page kind ${SORTS.length} sorts x pages ${PAGES.join('/')} x ${repeat}, one connection; figures are medians over rounds`,
          rows,
        },
      ],
      notes: [
        `Seeded in ${fmt(seedSeconds)} s. Search terms: "${seeded.commonTerm}" (common) and "${seeded.rareTerm}" (rare); two filters: category + difficulty or tag + difficulty.`,
      ],
      figures: {
        quizzes,
        publicCount: seeded.publicCount,
        rounds: Object.fromEntries(perRound),
        seedSeconds,
        matching: Object.fromEntries(totals),
      },
    };
  } finally {
    if (!keep) {
      await target.dispose();
    }
  }
};
