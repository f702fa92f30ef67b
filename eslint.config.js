// ESLint for the whole tree (`npm run lint`, part of `npm test`'s first step).
//
// TypeScript 7 ships a native `tsc` but no JavaScript compiler API, and typescript-eslint needs one
// (its parser builds the syntax tree with `ts.createSourceFile`, its typed rules ask a ts.Program).
// So package.json installs the two side by side, as Microsoft's TypeScript 7 notes advise:
// `@typescript/native` is TypeScript 7 (its `tsc` is the one `npm run typecheck` runs) and
// `typescript` is `@typescript/typescript6` (the compiler API, whose own binary is `tsc6`).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// Browser code: the web host, plugins' web parts, and React views anywhere (viz plugins' chart.tsx,
// the viz SDK's react/ views).
const WEB = ['web/**/*.{ts,tsx}', 'plugins/*/web/**/*.{ts,tsx}', 'viz-plugins/**/*.tsx', 'core/viz/react/**/*.tsx'];
const TESTS = ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx,js,cjs}'];

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'data/',
      'web/dist/',
      'test-results/',
      'tmp/',
      'tests/e2e/screenshots/',
      'tests/architecture/planted-violations/',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      // Server, CLI and core log through pino (or print through the CLI's views), never the console.
      'no-console': 'error',
      // An `any` hides what the code handles; where one is needed, a disable comment says why.
      '@typescript-eslint/no-explicit-any': 'error',
      // ARCHITECTURE §4: a DI token is an `I`-prefixed interface beside a same-named token, often
      // `interface ILoupeConfig extends LoupeConfig {}`: an interface naming one supertype is allowed.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // tsconfig has verbatimModuleSyntax, so tsc already refuses a type imported as a value; this
      // keeps the fix (`import type` / `type X`) automatic.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Rules that need the types: a promise nobody awaits loses its error (an unhandled rejection
    // kills the process), and a promise handed where a void callback is expected does the same.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: WEB,
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // The browser has no pino: a warning or an error the user can't act on goes to the console.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: TESTS,
    rules: {
      // A test may print what it measured.
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
