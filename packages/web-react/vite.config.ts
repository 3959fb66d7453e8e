import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { clientModuleIds } from './vite.client-modules.js';

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

/**
 * The browser build the server render is made beside: the SHA-256 (hex) of
 * the manifest the first step just wrote, given to entry-server.tsx as its
 * `clientBuild`. The server (render.ts `loadBuildServerSide`) hashes the
 * manifest it serves the same way and renders only when the two agree.
 */
const clientBuildId = (): string => {
  const manifest = join(dirname(fileURLToPath(import.meta.url)), 'dist', '.vite', 'manifest.json');
  return existsSync(manifest) ? createHash('sha256').update(readFileSync(manifest)).digest('hex') : 'none';
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // JSX for React's API; no Fast Refresh, which patches React's renderer and not Preact's (the app's: docs/contexts/web.md,
    // 'The renderer'): under `npm run dev` an edit reloads the page.
    vanillaExtractPlugin(), react({ refreshExclude: /./ }), clientModuleIds(),
    // Each script and stylesheet also as .br and .gz, which the server sends to a browser that takes them
    // (serveStatic's `precompressed`): a phone downloads about a third, and nothing is compressed per request.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/, /\.map$/], threshold: 1024 })]),
  ],
  resolve: {
    // 'source' reads the workspace packages' TypeScript; the defaults after it keep the packages' ES module
    // builds: alone, 'source' made XState resolve to its CommonJS build, which cannot be tree-shaken.
    conditions: ['source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  // The server render (src/entry-server.tsx, `npm run build`'s second step, into dist-server): one
  // self-contained bundle that imports nothing (it runs wherever it is copied beside the build), the workspace
  // packages from their sources as the browser build takes them, and the libraries' production builds whatever
  // NODE_ENV the server runs under (there it names a deployment, not a build).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] }, noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production'), __ESTUDIO_CLIENT_BUILD__: JSON.stringify(clientBuildId()) } } : {}),
  server: {
    host: '127.0.0.1',
    port: 4173,
    // /media: uploaded files the API serves from DATA_DIR (the profile photo, a receipt).
    proxy: { '/api': { target: apiTarget, changeOrigin: false }, '/media': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // The server render's bundle (dist-server) needs neither the browser's manifest nor its public files.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    // Every browser the app targets preloads modules natively; the polyfill would only cost the first load.
    modulePreload: { polyfill: false },
    // The entry lists every lazy chunk's file name (its preload map): seven hash characters instead of eight
    // keep ~140 gzipped bytes off the first load. Rolldown refuses the build if the chunks outgrow seven.
    rollupOptions: {
      // React Router's data router uses React's useOptimistic when React has it and works without it otherwise
      // (useOptimisticSafe); Preact's compat has none, which the build would report on every run.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        chunkFileNames: 'assets/[name]-[hash:7].js',
        // Chunks by hand where the automatic split made many small files (issue 18: `/calendario` loaded 52).
        // Every group takes what its modules import as well, except what an earlier group took.
        codeSplitting: {
          groups: [
            // The first load in one file: the entry, React and the app's shared components were six.
            { name: 'index', tags: ['$initial'], priority: 30 },
            // XState with its React binding: every screen that runs a machine needs all three.
            { name: 'xstate', test: /node_modules[\\/](?:xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/, priority: 20 },
            // luxon with core's date rules that every calendar reads (a week, a time in the studio's zone).
            {
              name: 'dates',
              test: /node_modules[\\/]luxon[\\/]|core[\\/]src[\\/](?:format[\\/](?:format|zone)\.rules|schedule[\\/]week\.rules|reservations[\\/]class-time\.rules|messages[\\/](?:fill|groups[\\/](?:dates|schedule)))\.ts$/,
              priority: 20,
            },
            // The texts and rules of a class card's places: reservations, waitlist, capacity, cancelling.
            {
              name: 'booking',
              test: /core[\\/]src[\\/](?:messages[\\/]groups[\\/](?:reservations|waitlist|booking)|reservations[\\/]cancel\.rules|schedule[\\/]capacity\.rules|api[\\/]errors[\\/]reservation\.codes)\.ts$/,
              priority: 20,
            },
            // The room picker, shared by the reserve dialog and the admin's spot-map preview (one chunk, not three).
            { name: 'spots', test: /(?:web-react[\\/]src[\\/]features[\\/]schedule[\\/]spots[\\/](?:SpotPicker|spotMap\.rules)|core[\\/]src[\\/]schedule[\\/]spots\.rules)\.(?:tsx?|css\.ts)/, priority: 20 },
            // The small form fields and layout pieces that most screens after the first share.
            { name: 'ui', test: /web-react[\\/]src[\\/]ui[\\/](?:Field|SelectField|TextField|PasswordField|Checkbox|EmptyState|useMediaQuery|Card|Entries)[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
}));
