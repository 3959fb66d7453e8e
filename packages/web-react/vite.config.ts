import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:4174';

/**
 * React Router 7 publishes a production build beside its development one but
 * exports only the development one (remix-run/react-router#14753): a build
 * would ship its dev-only warnings. The build takes the production files.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    conditions: ['source'],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    host: '127.0.0.1',
    port: 4173,
    // /media: uploaded files the API serves from DATA_DIR (the profile photo, a receipt).
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/media': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser the app targets preloads modules natively; the polyfill would only cost the first load.
    modulePreload: { polyfill: false },
    // The entry lists every lazy chunk's file name (its preload map): seven hash characters instead of eight
    // keep ~140 gzipped bytes off the first load. Rolldown refuses the build if the chunks outgrow seven.
    rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:7].js' } },
  },
}));
