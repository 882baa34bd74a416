import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Which unit may import which (docs/architecture.md#the-units, decision 013). Paths are from the
// repository root; a zone forbids `target` to import anything under `from`.
const layerZones = [
  {
    target: './packages',
    from: './apps',
    message: 'packages/ are used by the apps, never the other way round.',
  },
  {
    target: './packages/contracts',
    from: './packages/engine',
    message: 'contracts hold schemas and constants only and import nothing of ours.',
  },
  {
    target: './apps/web',
    from: './apps/server',
    message:
      'The web app talks to the server over HTTP only; shared shapes live in packages/contracts.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server never imports web code; shared shapes live in packages/contracts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      '**/fixtures/**',
      '**/corpus/**',
      'apps/server/drizzle/**',
      // the web build's server-side bundle (apps/web/scripts/prerender.ts), generated JavaScript
      '**/.generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Architecture: no import cycles, and the dependency direction of the units.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // resolves extensionless .ts imports and the @codeflow/* workspace packages to their source
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: layerZones },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
  {
    // The engine core runs in browsers and Web Workers: only its Node entry and CLI may use node:.
    files: ['packages/engine/src/**/*.ts'],
    ignores: [
      'packages/engine/src/node.ts',
      'packages/engine/src/cli/**',
      'packages/engine/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'The engine core must stay isomorphic.' }] },
      ],
    },
  },
  {
    // the programs the JavaScript trace checker steps through are test input, written as people
    // write them (a rethrow without `cause` included)
    files: ['packages/engine/test/js-trace/programs/**'],
    rules: { 'preserve-caught-error': 'off' },
  },
  {
    // The rules of hooks only: eslint-plugin-react-hooks 7's recommended set adds the React
    // Compiler's rules (refs, set-state-in-effect, immutability, ...), a separate change
    // (docs/decisions/022-node-24-and-dependencies.md).
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
