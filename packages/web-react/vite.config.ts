import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:4174';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['source'] },
  server: {
    host: '127.0.0.1',
    port: 4173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser the app targets preloads modules natively; the polyfill would only cost the first load.
    modulePreload: { polyfill: false },
  },
});
