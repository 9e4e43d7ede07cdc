// One lint configuration for every workspace. Boundaries between teams are
// enforced here: apps import packages, never each other; packages never import apps.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const apps = [
  'shell',
  'mf-catalog',
  'mf-cart-checkout',
  'mf-profile-auth',
  'mf-certificates',
  'mf-favorites',
];

const boundaryZones = [
  ...apps.map((app) => ({
    target: `./${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./${other}`),
    message:
      'Remotes never import each other at build time: use the event bus or a federated module.',
  })),
  {
    target: './packages',
    from: apps.map((app) => `./${app}`),
    message: 'Packages must not depend on apps.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.runtime/**',
      '.deploy/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      '.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The data layer is @shop/data, the federation singleton that carries TanStack Query
    // (ADR 23): a direct import would bundle a second copy into the importing container.
    files: ['shell/**', 'mf-*/**', 'packages/*/src/**'],
    ignores: ['packages/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@tanstack/*'], message: 'Import the data layer from @shop/data (ADR 23).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'scripts/**', '**/testing/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  prettier,
);
