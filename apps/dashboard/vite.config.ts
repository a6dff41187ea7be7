import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter, tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { ariaLocalesPlugin } from './build/ariaLocales';
import { bootShellPlugin } from './build/bootShell';
import { catalogPartsPlugin } from './build/catalogParts';
import { browserNoticePlugin } from './build/browserNotice';
import { linguiMacroPlugin } from './build/linguiMacro';
import { precompressPlugin } from './build/precompress';

export default defineConfig({
  // The router plugin must run before React's.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders, components and fallbacks are split: the route tree in the entry holds only what the router needs
      // to match and guard (search schemas, permission checks), so the sign-in page loads no API client.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    // The tree of the pages that need no sign-in (no `_dashboard` routes): what the sign-in page's entry carries.
    tanstackRouterGenerator({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/publicRouteTree.gen.ts',
      routeFileIgnorePattern: '_dashboard',
    }),
    linguiMacroPlugin(),
    react(),
    catalogPartsPlugin(),
    lingui(),
    vanillaExtractPlugin(),
    ariaLocalesPlugin(),
    browserNoticePlugin(),
    bootShellPlugin(),
    precompressPlugin(),
  ],
  resolve: { conditions: ['@paydesk/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173) },
  build: {
    target: 'es2022',
    // Maps are written for error tooling but not referenced from the bundles (the server never serves them).
    sourcemap: 'hidden',
    // Every browser the app supports (es2022) preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically goes into the entry chunk: one request instead of dozens of
            // small shared chunks before the first page can render.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The guard's one module (routes/-guardModules.ts: session, organization scope, query cache) with what it
            // imports (the API client and contract, the push channel, the query core; a group takes its modules' imports).
            // The chunk imports no other but the entry's, so a returning user's session requests go out as soon as it is
            // evaluated, not after the frame and the route tree are.
            // Declared before the route tree's group, which shares the contract: rolldown compares priorities as
            // whole numbers, and between equals the group declared first takes the shared modules.
            {
              name: 'session',
              test: /[\\/]src[\\/]routes[\\/]-guardModules\.ts$/,
              priority: 0.75,
            },
            // The whole route tree (src/router.tsx loads it for any page but the public ones) with what its routes'
            // schemas and guards import, in one chunk: the shell's loaders import the same schema modules from here.
            {
              name: 'routes',
              test: /[\\/]src[\\/]routeTree\.gen\.ts$/,
              priority: 0.75,
            },
            // The signed-in frame (layout, sidebar, organization menu, session watch), the routes' loaders and the home
            // page (where sign-in lands) with everything they import: a page opened cold loads a few chunks for it
            // instead of some seventy, and the home page's small pieces (card, select, link, formats…) come inside
            // them instead of as twenty requests of their own, each costing the main thread more than its bytes.
            // Split by size, so that no chunk exceeds the lazy-chunk budget (50 KB gzip): maxSize counts the modules before
            // minification, and 650 KB makes five chunks (the largest ~43 KB gzip); 450 KB made seven, two requests more
            // before a page renders.
            {
              name: 'shell',
              test: /[\\/]src[\\/](routes[\\/].*\?tsr-split=loader|routes[\\/]_dashboard(\.tsx|[\\/]index\.tsx)\?tsr-split=component)/,
              priority: 0.5,
              maxSize: 650_000,
            },
            // react-aria's string tables (English and German, ariaLocales) in a chunk that imports nothing: the shell's
            // parts import each other, and a table evaluated inside such a cycle is read before it is filled (a
            // search field then fails on 'Clear search').
            {
              name: 'aria-strings',
              test: /[\\/]react-aria(?:-components)?[\\/]dist[\\/]private[\\/]intl[\\/]/,
              priority: 1.5,
            },
            // The sign-in page with the fields and form it uses: /login then loads a single route chunk.
            {
              name: 'login',
              test: /[\\/]src[\\/](routes[\\/]_auth(\.tsx|[\\/]login[\\/]index\.tsx)|features[\\/]auth[\\/](AuthLayout|AuthHeading|LoginPage|completeSignIn))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
