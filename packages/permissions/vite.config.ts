import { defineConfig } from 'vite';

// Library mode: one ES module; declarations come from `tsc -p tsconfig.build.json`.
export default defineConfig({
  build: {
    target: 'es2022',
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
  },
});
