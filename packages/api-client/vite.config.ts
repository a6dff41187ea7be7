import { defineConfig } from 'vite';

// Library mode: ES modules for the main entry and the TanStack Query helpers; declarations come from
// `tsc -p tsconfig.build.json`. Dependencies and peers stay external.
export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', query: 'src/query.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: [/^valibot/, /^pusher-js/, /^@tanstack\//, /^@paydesk\//],
    },
  },
});
