import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every regular expression in the source of apps/ and packages/ must run in linear time on any
 * input (issue 15 H-2: one e-mail pattern held the server for a minute). recheck's automaton
 * checker decides it exactly, without fuzzing, so the verdict does not depend on the machine.
 * A pattern it cannot judge, or one built at run time, needs an entry below that says why it is safe.
 */

const root = resolve(import.meta.dirname, '..');

/** file (from the root) -> pattern text (the literal, or the first argument of new RegExp) -> why it is safe. */
const ALLOWED: Record<string, Record<string, string>> = {
  'apps/server/src/ai/offline/analysis/dates.ts': {
    '/\\s+\\./':
      'Run on an event of a statement (at most 320 characters) whose whitespace was collapsed to single spaces.',
    'String.raw`\\s*,?\\s*\\b(?:in|during|by|since|from|until|of|on)\\s+(?:the\\s+year\\s+)?(?:(?:early|late|mid)\\s+)?${year}\\b`':
      'year is four digits; run on a statement (at most 320 characters) with whitespace collapsed, so each \\s* reads at most one space.',
    'String.raw`\\b(?:in|by)\\s+\\w+\\s+${year}\\b`':
      'year is four digits; run on a statement of at most 320 characters with whitespace collapsed.',
  },
  'apps/server/src/ai/offline/analysis/definitions.ts': {
    '/^(.{8,200}?)\\s+(?:is|are)\\s+(?:called|known as|termed)\\s+(?:its\\s+|the\\s+|a\\s+|an\\s+)?["“\']?([\\p{L}][\\p{L}\\p{N} -]{1,40}?)["”\']?\\.?$/u':
      'Anchored, and only run on sentences of at most DEFINITION_TEXT_MAX (400) characters.',
    '/^([\\p{L}\\p{N}][\\p{L}\\p{N} _-]{0,30}?)[.:]\\s+(.{10,240})$/u':
      'Anchored, and only run on list items of at most DEFINITION_TEXT_MAX (400) characters.',
  },
  'apps/server/src/ai/offline/analysis/questions.ts': {
    'String.raw`(^|,? )(?:[Ii]n|[Oo]n|[Dd]uring) (?:(?:early|late|mid) )?(?:(?:\\d{1,2} )?[A-Z][a-z]+ (?:\\d{1,2}, )?)?${year}\\b(?! ?B\\.?C),?`':
      'year is four digits and every part is a fixed word or a bounded run; the lookahead reads at most four characters; measured: 0.2-5 ms on 400-500 KB adversarial texts (In July 12, repeated; In 1845 B repeated; long words; spaces); with a day before the month (session 21): 3.5-19 ms on 450-500 KB (On 12 repeated; on 12 May repeated; In 12 M and a 450,000-letter word; In 1820 B repeated).',
  },
  'apps/server/src/ai/offline/analysis/statements.ts': {
    '/\\b(?:see|refer to|described in|shown in)\\s+(?:the\\s+)?(?:\\w+\\s+){0,3}?(?:chapter|section|page|figure|table|appendix|note)s?\\b|^(?:table|figure|fig\\.)\\s*\\d|\\b(?:table|figure)\\s+\\d+(?:[.-]\\d+)?\\s+(?:lists|shows|gives)\\b/i':
      'Each alternative starts at a fixed word; (?:\\w+\\s+){0,3}? reads at most three words before it fails, so each start costs a bounded number of steps; measured: 0.5-3.5 ms on 400-500 KB adversarial texts (see repeated, see the word word ...).',
    '/[=<>^|{}\\\\]|\\b\\w+\\(\\w\\)|(?:^|\\s)[B-HJ-Z](?=[;:,]|$)/':
      'Linear: \\b\\w+ starts only at a word start and words do not overlap; the rest are single characters; measured: 0.8-5.7 ms on 400-500 KB adversarial texts (a 400,000-letter word then "(", ab( repeated).',
  },
  'apps/server/src/chunking/headings.ts': {
    'String.raw`^(chapter|part|book)\\s+${NUMERAL}\\b\\s*[.:\\-–—]?\\s*(.*)$`':
      'Anchored, built from fixed word lists, and matchHeading runs it only on lines of at most 120 characters.',
    'String.raw`^(section|§)\\s*${NUMERAL}\\b\\s*[.:\\-–—]?\\s*(.*)$`':
      'Anchored, built from fixed word lists, and matchHeading runs it only on lines of at most 120 characters.',
  },
  'apps/web/src/features/documents/DocumentViewerPage.tsx': {
    'escapeRegExp(needle.trim())': 'The search text escaped to a literal: no quantifier, nothing to backtrack.',
    '`(${escapeRegExp(needle.trim())})`': 'The search text escaped to a literal: no quantifier, nothing to backtrack.',
  },
  'apps/web/src/question-types/i18n/index.ts': {
    "`^${escapeRegExp(COUNTED_MESSAGES[key](SENTINEL)).split(String(SENTINEL)).join('(\\\\d+)')}$`":
      'Anchored: a fixed message with one (\\d+) between literals.',
  },
  'apps/server/src/security/test-support/schema-arbitrary.ts': {
    'schema.pattern':
      "Test data only: fast-check generates strings from our own schemas' patterns, which this check covers as literals.",
  },
};

interface FoundPattern {
  file: string;
  line: number;
  text: string;
  literal: { source: string; flags: string } | null;
}

function sourceFiles(): string[] {
  return ['apps', 'packages'].flatMap((top) =>
    readdirSync(join(root, top)).flatMap((workspace) => {
      const src = join(root, top, workspace, 'src');
      let entries: string[];
      try {
        entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
      } catch {
        return [];
      }
      return entries
        .filter((entry) => /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
        .map((entry) => join(src, entry));
    }),
  );
}

/** Every regex literal and every RegExp(...) construction of a file, found by the TypeScript parser. */
function patternsOf(path: string): FoundPattern[] {
  const file = relative(root, path);
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: FoundPattern[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf('/');
      found.push({
        file,
        line: lineOf(node),
        text: node.text,
        literal: { source: node.text.slice(1, slash), flags: node.text.slice(slash + 1) },
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = node.arguments ?? [];
      const literalPattern = pattern && ts.isStringLiteralLike(pattern) ? pattern.text : null;
      const literalFlags = flags === undefined ? '' : ts.isStringLiteralLike(flags) ? flags.text : null;
      found.push({
        file,
        line: lineOf(node),
        text: pattern ? pattern.getText(source) : '',
        literal:
          literalPattern !== null && literalFlags !== null ? { source: literalPattern, flags: literalFlags } : null,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('regular expressions in apps/ and packages/', () => {
  it('run in linear time, or are allowed with a reason', () => {
    // recheck in-process and in pure JavaScript: no native binary, no worker, the same verdicts everywhere.
    process.env.RECHECK_BACKEND = 'pure';
    process.env.RECHECK_SYNC_BACKEND = 'pure';
    const patterns = sourceFiles().flatMap(patternsOf);
    expect(patterns.length).toBeGreaterThan(100);
    const verdicts = new Map<string, string>();
    const used = new Set<string>();
    const problems: string[] = [];
    for (const pattern of patterns) {
      const reason = ALLOWED[pattern.file]?.[pattern.text];
      if (reason !== undefined) {
        used.add(`${pattern.file} ${pattern.text}`);
        continue;
      }
      if (pattern.literal === null) {
        problems.push(
          `${pattern.file}:${pattern.line} ${pattern.text}: built at run time; make it a literal or allow it with a reason`,
        );
        continue;
      }
      const key = `/${pattern.literal.source}/${pattern.literal.flags}`;
      let verdict = verdicts.get(key);
      if (verdict === undefined) {
        const diagnostics = checkSync(pattern.literal.source, pattern.literal.flags, {
          checker: 'automaton',
          timeout: 120_000,
        });
        verdict =
          diagnostics.status === 'safe'
            ? 'safe'
            : diagnostics.status === 'vulnerable'
              ? `${diagnostics.complexity.type} backtracking, e.g. on ${diagnostics.attack.pattern}`
              : `not decidable by the checker (${diagnostics.error.kind})`;
        verdicts.set(key, verdict);
      }
      if (verdict !== 'safe') {
        problems.push(`${pattern.file}:${pattern.line} ${pattern.text}: ${verdict}`);
      }
    }
    expect(problems).toEqual([]);
    const stale = Object.entries(ALLOWED).flatMap(([file, entries]) =>
      Object.keys(entries)
        .filter((text) => !used.has(`${file} ${text}`))
        .map((text) => `${file} ${text}`),
    );
    expect(stale, 'allow-list entries that match no pattern any more').toEqual([]);
  });
});
