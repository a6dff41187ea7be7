import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

interface PackageJson {
  exports: Record<string, string | Record<string, string>>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const pkg = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as PackageJson;

// One build entry per public entry point: every export with a source condition (".", "./theme", ...).
const entries = Object.fromEntries(
  Object.values(pkg.exports).flatMap((target) => {
    const source = typeof target === 'object' ? target['@paydesk/source'] : undefined;
    return source ? [[source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, ''), source]] : [];
  }),
);

// Dependencies stay imports (the consumer's bundler dedupes and tree-shakes them), subpaths included.
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
];
const isExternal = (id: string) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));

/**
 * Library mode for npm: ES modules with the source tree preserved (so a consumer importing Button does not get
 * DataTable), and every vanilla-extract `.css.ts` extracted into one `dist/style.css`. Declarations come from
 * `tsc -p tsconfig.build.json` afterwards.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: { entry: entries, formats: ['es'], cssFileName: 'style' },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
});
