import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { linguiMacroPlugin } from './apps/dashboard/build/linguiMacro';
import { chromiumLaunchOptions } from './scripts/chromium';

// Vitest mutates the browser object, so each project builds its own.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
});

// Pre-bundle browser dependencies up front: a mid-run re-optimisation reloads the page and fails the run.
// Add a dependency here when a story or browser test starts importing it.
const browserDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@paydesk/ui > react-aria',
  '@paydesk/ui > react-aria-components',
  '@paydesk/ui > react-stately',
  '@paydesk/ui > @internationalized/date',
  '@paydesk/ui > @internationalized/number',
  '@paydesk/ui > @tanstack/react-table',
  '@paydesk/ui > @tanstack/react-virtual',
  '@paydesk/ui > lucide-react',
  '@paydesk/ui > @vanilla-extract/recipes/createRuntimeFn',
  '@paydesk/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@paydesk/ui > @vanilla-extract/dynamic',
  'storybook/test',
  '@storybook/react-vite',
  '@storybook/addon-a11y/preview',
];

export default defineConfig({
  plugins: [linguiMacroPlugin(), vanillaExtractPlugin(), react()],
  optimizeDeps: { include: browserDependencies },
  resolve: { conditions: ['@paydesk/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@paydesk/source', ...defaultServerConditions] } },
  test: {
    // A hang guard, not a budget: user-event tests are slow on 2 busy cores (budgets live in `pnpm bench`).
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{packages,apps}/*/{src,test}/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**', 'apps/emulator/test/security/**'],
        },
      },
      {
        extends: true,
        test: {
          // `pnpm test:security`: the emulator attacked as every role (matrix, foreign ids); reports its figures.
          name: 'security',
          environment: 'node',
          include: ['apps/emulator/test/security/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{packages,apps}/*/src/**/*.test.tsx'],
          exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
          setupFiles: ['./scripts/vitest.setup.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['{packages,apps}/*/src/**/*.browser.test.{ts,tsx}'],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
