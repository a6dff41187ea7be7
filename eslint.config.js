import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { climbing, restrictedImportsByDepth } from './scripts/eslint/restrictedImportsByDepth.js';

/**
 * `@paydesk/ui` is published on its own: it may not import the API client, the permission lists or an app, by
 * name or by a relative path out of `packages/ui`. A relative path escapes when it climbs more directories than
 * the file sits below `packages/ui` (see scripts/eslint/restrictedImportsByDepth.js).
 */
const uiForbiddenImports = [
  {
    group: [
      '@paydesk/api-client',
      '@paydesk/api-client/*',
      '@paydesk/permissions',
      '@paydesk/permissions/*',
      '@paydesk/dashboard',
      '@paydesk/dashboard/*',
      '@paydesk/emulator',
      '@paydesk/emulator/*',
    ],
    message: 'The design system does not depend on the API client, permissions or an app.',
  },
  { regex: '(^|/)apps/', message: 'The design system does not depend on an app.' },
];
const uiImportBoundary = [
  ...restrictedImportsByDepth({
    dir: 'packages/ui',
    extensions: '{ts,tsx,js,jsx,mjs,cjs}',
    maxDepth: 8,
    patternsAt: (depth) => [
      ...uiForbiddenImports,
      {
        regex: `^(\\.\\.(/|$)){${depth + 1}}`,
        message: 'This path leaves packages/ui: the design system imports only its own files.',
      },
    ],
  }),
  {
    // Files small enough to read in one sitting: a component that outgrows this is split into parts.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // The package's tooling (the bench) runs in the repository and shares its Chromium options; it is not published.
    files: ['packages/ui/scripts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: uiForbiddenImports }] },
  },
];

/**
 * The dashboard's three homes (apps/dashboard/README.md): `routes/` may import anything; a feature imports
 * `shared/` and another feature only through that feature's `index.ts`, never a route; `shared/` imports no
 * feature and no route.
 */
const DASHBOARD_SRC = 'apps/dashboard/src';
const dashboardRoutes = '(routes(/|$)|routeTree\\.gen$|router$|main$)';
const dashboardBoundary = [
  ...restrictedImportsByDepth({
    dir: `${DASHBOARD_SRC}/shared`,
    extensions: '{ts,tsx}',
    maxDepth: 4,
    patternsAt: (depth) => [
      {
        regex: `${climbing(depth + 1)}(features(/|$)|${dashboardRoutes})`,
        message: 'shared/ is what every feature uses: it imports no feature and no route.',
      },
    ],
  }),
  ...restrictedImportsByDepth({
    dir: `${DASHBOARD_SRC}/features/*`,
    extensions: '{ts,tsx}',
    maxDepth: 4,
    patternsAt: (depth) => [
      {
        regex: `${climbing(depth + 2)}${dashboardRoutes}`,
        message: 'A feature does not import routes: the route imports the feature.',
      },
      {
        regex: `${climbing(depth + 2)}features/|${climbing(depth + 1)}[^./][^/]*/(?!index(\\.tsx?)?$)`,
        message:
          "Another feature's internals: import what it offers from '../<feature>' (its index.ts).",
      },
    ],
  }),
  {
    // A route is a search schema, a guard, a loader and a component from a feature.
    files: [`${DASHBOARD_SRC}/routes/**/*.{ts,tsx}`],
    rules: { 'max-lines': ['error', { max: 60 }] },
  },
];

/**
 * The emulator's layers (apps/emulator/README.md, "Layers"): http → actions → domain → infra, with realtime and
 * seed beside them. Each folder names what it may not import.
 */
const EMULATOR_SRC = 'apps/emulator/src';
const emulatorLayers = {
  infra: ['domain', 'realtime', 'seed', 'actions', 'http'],
  domain: ['realtime', 'seed', 'actions', 'http'],
  realtime: ['domain', 'seed', 'actions', 'http'],
  seed: ['realtime', 'actions', 'http'],
  actions: ['seed', 'http'],
  http: ['seed'],
};
/** The composition root: main.ts and emulator.ts build everything; config.ts is read by http/ only. */
const emulatorRootModules = (layer) =>
  layer === 'http' ? ['emulator', 'main'] : ['config', 'emulator', 'main'];
/** Only http/ and realtime/ speak HTTP or sockets. */
const serverWiring = (layer) =>
  layer === 'http' || layer === 'realtime'
    ? []
    : [
        {
          group: ['fastify', '@fastify/*', 'ws'],
          message: `${layer}/ knows no HTTP server or socket: that wiring lives in http/ and realtime/.`,
        },
      ];
const emulatorLayerBoundary = Object.entries(emulatorLayers).flatMap(([layer, forbidden]) => {
  const roots = emulatorRootModules(layer);
  return restrictedImportsByDepth({
    dir: `${EMULATOR_SRC}/${layer}`,
    extensions: 'ts',
    maxDepth: 4,
    patternsAt: (depth) => [
      {
        regex: `${climbing(depth + 1)}(${forbidden.join('|')})/`,
        message: `${layer}/ may not import ${forbidden.join('/, ')}/: dependencies point down (apps/emulator/README.md, "Layers").`,
      },
      {
        regex: `${climbing(depth + 1)}(${roots.join('|')})(\\.js)?$`,
        message: `${layer}/ may not import the composition root (${roots.join(', ')}).`,
      },
      ...serverWiring(layer),
    ],
  });
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/*RouteTree.gen.ts',
      '**/routeTree.gen.ts',
      '**/locales/**/*.js',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended-strict'],
  {
    // The app's user-visible strings go through lingui; the design system localizes through react-aria.
    files: ['apps/dashboard/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.gen.ts', '**/*.css.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$'],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|^(id|key|type|to|href|name|variant|size|tone|role|as|slot|target|rel|method|autoComplete|inputMode|icon|testId|data-.*|aria-hidden)$',
              },
            },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'URL',
            'URLSearchParams',
            'new Date',
            'redirect',
            'createFileRoute',
            'createRoute',
            'createRootRoute',
            'createRootRouteWithContext',
            'useNavigate',
            'fetch',
            'document.querySelector',
            'localStorage.*',
            'setCookie',
            'getCookie',
            'Symbol',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
    },
  },
  ...uiImportBoundary,
  ...dashboardBoundary,
  ...emulatorLayerBoundary,
);
