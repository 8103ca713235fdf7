// ESLint for the whole tree: typescript-eslint's strict type-checked rules everywhere, React hooks and jsx-a11y
// in the web app. Formatting is Prettier's job (`npm run format:check`); dependency rules are dependency-cruiser's
// (`.dependency-cruiser.cjs`); unused files and exports are knip's (`knip.jsonc`). All of them run in `npm run lint`.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Files outside every tsconfig are checked with the base options (strict), as the rest of the tree is.
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'scripts/*.test.ts'],
          defaultProject: 'tsconfig.base.json',
        },
      },
      globals: { ...globals.node },
    },
    rules: {
      // A number in a message ("3 questions") is what a template is for; objects and nullish values stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` says what it does; a void value used as a value is still an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // Plain JavaScript (start scripts, worker boots, configs) has no types to check against.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Tests read HTTP responses as untyped JSON on purpose: they assert the wire as a client sees it, with exact
    // values, rather than trusting the server's own types. Everything else stays strict in tests.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/server/faults/**', 'apps/server/src/test-support/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      // axe (scrollable-region-focusable) requires scroll boxes to be focusable: a named role="region" may take tabIndex.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
    },
  },
);
