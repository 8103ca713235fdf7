import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { check, fmt } from '../lib/report.ts';
import { CREATOR_ROLES, itemAt, seedCatalogue, seedUsers } from '../lib/seed.ts';
import { median, round } from '../lib/stats.ts';
import { accessTokenFor, newTarget, ROOT, startBenchServer, type Target } from '../lib/targets.ts';
import { CATALOGUE_KEY, type CatalogueData } from './catalogue.ts';
import type { Scenario } from './context.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KB = 1024;

interface Loaded {
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
  /** Each JS file loaded: name and gzip bytes. */
  scripts?: Array<{ name: string; gzip: number }>;
}

/** The first load of `page` keeps its JavaScript under 200 KB gzip. */
const javaScriptUnderBudget = (page: string, loaded: Loaded) =>
  check(
    `first load ${page}: JavaScript gzip`,
    round(loaded.js.gzip / KB, 1),
    'KB',
    '< 200 KB',
    loaded.js.gzip < 200 * KB,
  );

/** Builds apps/web for production into a temporary directory (apps/web/dist is left alone). */
function buildWeb(outDir: string): number {
  const started = performance.now();
  execFileSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', 'apps/web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  return (performance.now() - started) / 1000;
}

/** Every .js and .css file of the build, gzip-sized. */
function buildSizes(dir: string): Loaded {
  const sizes: Loaded = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) {
        walk(file);
      } else if (/\.(js|css)$/.test(name)) {
        const bytes = readFileSync(file);
        const bucket = name.endsWith('.js') ? sizes.js : sizes.css;
        bucket.raw += bytes.length;
        bucket.gzip += gzipSync(bytes).length;
        bucket.files += 1;
      }
    }
  };
  walk(dir);
  return sizes;
}

/**
 * Opens `path` in a fresh browser context (empty cache), optionally signed in (access token in
 * local storage, as the app keeps it), and measures the JavaScript and CSS the page loads (gzip
 * sizes of the bodies) and, when `waitFor` is given, Largest Contentful Paint and the moment the
 * first element matching it was in the DOM (plus one frame).
 */
async function visit(
  browser: Browser,
  url: string,
  options: { token?: string; waitFor?: string },
): Promise<Loaded & { lcpMs: number | null; visibleMs: number | null }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    await context.addInitScript(
      ({ token, selector }) => {
        if (token) window.localStorage.setItem('qm-access-token', token);
        const marks = window as unknown as { __lcp: number | null; __visible: number | null };
        marks.__lcp = null;
        marks.__visible = null;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) marks.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        if (selector) {
          const observer = new MutationObserver(() => {
            if (marks.__visible === null && document.querySelector(selector)) {
              requestAnimationFrame(() => {
                marks.__visible ??= performance.now();
              });
              observer.disconnect();
            }
          });
          document.addEventListener('DOMContentLoaded', () =>
            observer.observe(document.body, { childList: true, subtree: true }),
          );
        }
      },
      { token: options.token ?? null, selector: options.waitFor ?? null },
    );
    const page = await context.newPage();
    const bodies: Array<Promise<{ type: string; url: string; bytes: Buffer } | null>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        bodies.push(
          response
            .body()
            .then((bytes) => ({ type, url: response.url(), bytes }))
            .catch(() => null),
        );
      }
    });
    await page.goto(url, { waitUntil: 'load' });
    if (options.waitFor) {
      await page.locator(options.waitFor).first().waitFor({ state: 'visible', timeout: 30_000 });
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const marks = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number | null; __visible: number | null };
      return { lcp: w.__lcp, visible: w.__visible };
    });
    const loaded: Loaded = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 }, scripts: [] };
    for (const body of await Promise.all(bodies)) {
      if (!body) continue;
      const bucket = body.type === 'script' ? loaded.js : loaded.css;
      const gzip = gzipSync(body.bytes).length;
      bucket.raw += body.bytes.length;
      bucket.gzip += gzip;
      bucket.files += 1;
      if (body.type === 'script')
        loaded.scripts?.push({ name: new URL(body.url).pathname.split('/').pop() ?? body.url, gzip });
    }
    return { ...loaded, lcpMs: marks.lcp, visibleMs: marks.visible };
  } finally {
    await context.close();
  }
}

/**
 * 8. Web weight: the production build of apps/web; the JavaScript and CSS a first visit loads for
 * /login and for /quizzes (signed in), gzip; and on /quizzes, with the catalogue's 100,000
 * quizzes behind it, Largest Contentful Paint and the time the first quiz card is shown, in
 * headless Chromium on loopback (fresh context each run, so nothing is cached).
 */
export const webWeight: Scenario = async (context) => {
  const runs = context.quick ? 3 : 5;
  const outDir = mkdtempSync(join(tmpdir(), 'quizmaker-bench-web-'));
  let own: Target | undefined;
  try {
    const buildSeconds = buildWeb(outDir);
    const built = buildSizes(outDir);
    context.log(
      `built apps/web in ${fmt(buildSeconds)} s: ${built.js.files} JS files, ${fmt(built.js.gzip / KB)} KB gzip in all`,
    );

    let data = context.shared.get(CATALOGUE_KEY) as CatalogueData | undefined;
    if (!data) {
      // Run alone (--only web): a smaller catalogue of its own.
      own = await newTarget('sqlite');
      const database = await own.open();
      try {
        const creators = await seedUsers(database.db, { prefix: 'creator', count: 50, roles: CREATOR_ROLES });
        const catalogue = await seedCatalogue(database.db, { quizzes: 5_000, creators });
        data = {
          target: own,
          catalogue,
          quizzes: 5_000,
          readerId: itemAt(creators, 0).id,
          dispose: () => Promise.resolve(),
        };
      } finally {
        await database.close();
      }
    }
    const server = await startBenchServer(data.target, { WEB_DIST_DIR: outDir });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const token = accessTokenFor(data.readerId);
      // Warm-up (server start, first compile of the list query).
      await visit(browser, `${server.url}/quizzes`, { token, waitFor: 'article' });
      const login = await visit(browser, `${server.url}/login`, { waitFor: 'form' });
      const lists: Array<Awaited<ReturnType<typeof visit>>> = [];
      for (let i = 0; i < runs; i += 1) {
        lists.push(await visit(browser, `${server.url}/quizzes`, { token, waitFor: 'article' }));
      }
      const list = lists[0] as Loaded;
      const lcp = median(lists.map((run) => run.lcpMs ?? Number.NaN));
      const visible = median(lists.map((run) => run.visibleMs ?? Number.NaN));
      return {
        id: 'web',
        title: '8. Web weight',
        db: null,
        checks: [
          javaScriptUnderBudget('/login', login),
          javaScriptUnderBudget('/quizzes', list),
          check('first load /login: CSS gzip', round(login.css.gzip / KB, 1), 'KB', '', null),
          check('first load /quizzes: CSS gzip', round(list.css.gzip / KB, 1), 'KB', '', null),
          check('/quizzes Largest Contentful Paint (median)', round(lcp, 0), 'ms', '< 1,000 ms', lcp < 1000),
          check('/quizzes first quiz card shown (median)', round(visible, 0), 'ms', '', null),
        ],
        tables: [
          {
            caption:
              'Loaded on a first visit (fresh browser context), gzip = zlib default level over each response body',
            rows: [
              ['route', 'JS files', 'JS raw KB', 'JS gzip KB', 'CSS files', 'CSS raw KB', 'CSS gzip KB'],
              ...[
                ['/login', login],
                ['/quizzes', list],
                ['whole build', built],
              ].map(([name, x]) => {
                const l = x as Loaded;
                return [
                  name as string,
                  String(l.js.files),
                  fmt(l.js.raw / KB),
                  fmt(l.js.gzip / KB),
                  String(l.css.files),
                  fmt(l.css.raw / KB),
                  fmt(l.css.gzip / KB),
                ];
              }),
            ],
          },
          {
            caption: 'Largest JavaScript files of the first load of /login (gzip KB)',
            rows: [
              ['file', 'gzip KB'],
              ...[...(login.scripts ?? [])]
                .sort((a, b) => b.gzip - a.gzip)
                .slice(0, 8)
                .map((file) => [file.name, fmt(file.gzip / KB)]),
            ],
          },
          {
            caption: `/quizzes with ${data.quizzes.toLocaleString('en')} quizzes in the catalogue, ${runs} runs`,
            rows: [
              ['run', 'LCP ms', 'first card ms'],
              ...lists.map((run, i) => [
                String(i + 1),
                fmt(run.lcpMs ?? Number.NaN, 0),
                fmt(run.visibleMs ?? Number.NaN, 0),
              ]),
            ],
          },
        ],
        notes: [
          `Build: vite build in ${fmt(buildSeconds)} s into a temporary directory; Chromium ${browser.version()} headless (--no-sandbox --disable-gpu), 1280x900.`,
        ],
        figures: { buildSeconds, built, login, lists },
      };
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    await own?.dispose();
  }
};
