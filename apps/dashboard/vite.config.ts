import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { linguiMacroPlugin } from './build/linguiMacro';

export default defineConfig({
  // The router plugin must run before React's.
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    linguiMacroPlugin(),
    react(),
    lingui(),
    vanillaExtractPlugin(),
  ],
  resolve: { conditions: ['@paydesk/source', ...defaultClientConditions] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173) },
  build: { target: 'es2022', sourcemap: true },
});
