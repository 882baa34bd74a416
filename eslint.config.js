import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

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

// ---- Server feature folders (decision 023) --------------------------------------------------
// Each apps/server/src/features/<x> depends on the base layers beside features/ (db, crypto,
// domain, http, security, email, audit, plans, flowchartStore, ...) and on no other feature,
// except the one-way edges below. `auth` is the identity feature: every feature may use its
// guards (adminGuard/adminRoute included), and it uses no feature. The feature list is read from
// the folder, so a new feature is covered without touching this file.
const SERVER_FEATURES_DIR = 'apps/server/src/features';
const serverFeatureImportsAllowed = {
  // deleting an account cancels its subscription first
  account: ['auth', 'billing'],
  // the admin screens edit the coupons checkout applies
  commerce: ['auth', 'billing'],
};
const serverFeatureZones = readdirSync(new URL(`./${SERVER_FEATURES_DIR}`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => {
    const allowed = serverFeatureImportsAllowed[name] ?? ['auth'];
    return {
      target: `./${SERVER_FEATURES_DIR}/${name}`,
      from: `./${SERVER_FEATURES_DIR}`,
      except: [`./${name}`, ...allowed.filter((other) => other !== name).map((o) => `./${o}`)],
      message: `Server feature "${name}" may import only base layers (db, domain, plans, flowchartStore, audit, http, ...) and the features ${allowed.join(', ')} (eslint.config.js, decision 023).`,
    };
  });
// ---- end of server feature folders ------------------------------------------------------------

// ---- Web app layers (docs/architecture.md#web-app, decision 026) ----
// apps/web/src: routes and pages on top; features/<x> below them; the base layers session/,
// components/, lib/ and api/ at the bottom. A feature imports the base layers and itself, never
// another feature: what two features share moves down. One zone per feature folder, read from
// the disk, so a new feature is covered without editing this file.
const WEB_SRC = './apps/web/src';
/**
 * The only feature-to-feature imports: the editor screen is made of live editing, and the
 * Compare view uses the editor's engine worker and language tables. The export menu and the
 * export registry, which the editor, its views and the Compare view all use, are a component
 * (src/components/export).
 */
const webFeatureImportsAllowed = { editor: ['collab'], diff: ['editor'] };
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  ...webFeatures.map((feature) => ({
    target: `${WEB_SRC}/features/${feature}`,
    from: `${WEB_SRC}/features`,
    except: [feature, ...(webFeatureImportsAllowed[feature] ?? [])].map((name) => `./${name}`),
    message:
      'A web feature does not import another feature: move what they share to src/session, src/components or src/lib.',
  })),
  {
    target: [`${WEB_SRC}/session`, `${WEB_SRC}/components`, `${WEB_SRC}/lib`, `${WEB_SRC}/api`],
    from: [`${WEB_SRC}/features`, `${WEB_SRC}/pages`, `${WEB_SRC}/routes`],
    message:
      'The web base layers (session, components, lib, api) never import features, pages or routes.',
  },
  {
    target: [`${WEB_SRC}/lib`, `${WEB_SRC}/api`],
    from: [`${WEB_SRC}/session`, `${WEB_SRC}/components`],
    message: 'src/lib and src/api are the bottom of the web app: no session state, no components.',
  },
];
// ---- end of web app layers ----

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
        { basePath: import.meta.dirname, zones: [...layerZones, ...webLayerZones] },
      ],
    },
  },
  {
    // Server feature folders: the units' zones plus the feature rule above (one rule, so both
    // lists are passed together here; other files keep the units' zones alone).
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...serverFeatureZones] },
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
      'packages/engine/src/nodeHost.ts',
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
    // Fastify plugins are async functions whether or not they await (a route file registers its
    // routes synchronously), and so are hooks returning nothing: no inline disable in each.
    files: ['apps/server/src/features/*/routes.ts', 'apps/server/src/features/*/routes/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Components and hooks stay small enough to read (issue 20): split a longer one into hooks
    // and components rather than raising the limit.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
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
