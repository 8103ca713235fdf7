import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PART_KEYS, type CataloguePart } from './parts.ts';
import { CATALOGUE_PARTS } from './test-support/catalogue-parts.ts';

/**
 * The shell bundles only the core catalogue; every other part loads with the routes that declare
 * it (router.tsx). This reads the sources: each page, with everything it imports (lazily too),
 * must declare every part whose keys it names, and the shell must name none.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = (file: string) => readFileSync(file, 'utf8');
/** The part of each top-level key that is not in the core. */
const partOfKey = new Map<string, CataloguePart>(
  CATALOGUE_PARTS.flatMap((part) => PART_KEYS[part].map((key) => [key, part] as const)),
);
const keyPattern = new RegExp(`['"\`](${[...partOfKey.keys()].join('|')})\\.[A-Za-z$]`, 'g');

/** The names of an import or export list: `a, type B, c as d` gives a, B and c. */
const namesOf = (list: string) =>
  list
    .split(',')
    .map(
      (entry) =>
        entry
          .trim()
          .replace(/^type\s+/, '')
          .split(' ')[0] ?? '',
    )
    .filter(Boolean);

/**
 * What a file imports by name from each feature's public entry (`features/<f>/index.ts`, which only
 * re-exports): the bundle takes just the modules behind those names, and so does this test.
 */
function entryImports(file: string): Map<string, Set<string>> {
  const imports = new Map<string, Set<string>>();
  for (const match of source(file).matchAll(
    /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+\/index\.ts)'/g,
  )) {
    const entry = resolve(dirname(file), match[2] ?? '');
    imports.set(entry, new Set([...(imports.get(entry) ?? []), ...namesOf(match[1] ?? '')]));
  }
  return imports;
}

/** The modules of a public entry that export any of `names`. */
function entryModules(entry: string, names: Set<string>): string[] {
  return [...source(entry).matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.\/[^']+)'/g)]
    .filter((match) => namesOf(match[1] ?? '').some((name) => names.has(name)))
    .map((match) => resolve(dirname(entry), match[2] ?? ''));
}

/** Source files reachable from `file` through relative imports (dynamic ones too when asked); catalogues themselves are not followed. */
function reachable(file: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) {
    return seen;
  }
  seen.add(file);
  if (file.startsWith(resolve(SRC, 'i18n'))) {
    return seen;
  }
  const fromEntries = entryImports(file);
  for (const match of source(file).matchAll(/(from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
    if (!dynamic && match[1]?.includes('(')) {
      continue;
    }
    const target = resolve(dirname(file), match[2] ?? '');
    const names = match[1]?.includes('(') ? undefined : fromEntries.get(target);
    if (names) {
      seen.add(target);
      for (const module of entryModules(target, names)) {
        reachable(module, dynamic, seen);
      }
    } else if (/\.tsx?$/.test(target) && existsSync(target)) {
      reachable(target, dynamic, seen);
    }
  }
  return seen;
}

/** The parts whose keys these files use, each with the files that use it. */
function partsUsed(files: Iterable<string>): Map<CataloguePart, string[]> {
  const used = new Map<CataloguePart, string[]>();
  const note = (part: CataloguePart, file: string) => used.set(part, [...(used.get(part) ?? []), relative(SRC, file)]);
  for (const file of files) {
    if (
      file.startsWith(resolve(SRC, 'i18n')) ||
      /\/i18n(\.es)?\.ts$/.test(file) ||
      file.includes('/question-types/i18n/')
    ) {
      continue;
    }
    for (const part of new Set(
      [...source(file).matchAll(keyPattern)].map((match) => partOfKey.get(match[1] ?? '') as CataloguePart),
    )) {
      note(part, file);
    }
    // The question-type widgets read their texts below `questionTypes` (useQuestionTypesT).
    if (file.includes('/question-types/')) {
      note('questionTypes', file);
    }
  }
  return used;
}

const routes = [
  ...source(resolve(SRC, 'app/router.tsx')).matchAll(
    /page\(\s*\(\) => import\('([^']+)'\)(?:,\s*\[([^\]]*)\])?,?\s*\)/g,
  ),
].map((match) => ({
  page: match[1] ?? '',
  parts: (match[2] ?? '')
    .split(',')
    .map((part) => part.trim().replace(/'/g, ''))
    .filter(Boolean),
}));

describe('catalogue parts of the routes', () => {
  it('finds the lazy pages of router.tsx', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.find((route) => route.page.endsWith('AllQuizzesPage.tsx'))?.parts).toEqual(['quizzes']);
  });

  it('the shell (everything main.tsx imports eagerly) uses only the core catalogue', () => {
    const shell = reachable(resolve(SRC, 'main.tsx'), false);
    expect(Object.fromEntries(partsUsed(shell))).toEqual({});
  });

  it.each(routes)('$page declares every part its screens use', ({ page, parts }) => {
    const files = reachable(resolve(SRC, 'app', page), true);
    const missing = Object.fromEntries([...partsUsed(files)].filter(([part]) => !parts.includes(part)));
    expect(missing).toEqual({});
    for (const part of parts) {
      expect(CATALOGUE_PARTS).toContain(part);
    }
  });
});
