import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The web package's own React plugin, the one its Vite build uses (JSX only: no Fast Refresh, which Preact has not). */
const reactPlugin = async () => {
  const resolve = createRequire(`${root}packages/web-react/package.json`).resolve;
  const module = (await import(pathToFileURL(resolve('@vitejs/plugin-react')).href)) as { default: (options: { refreshExclude: RegExp }) => unknown };
  return module.default({ refreshExclude: /./ });
};

/**
 * Storybook for the web app. Every story renders with in-memory fakes of
 * core's ports (see preview.tsx), so it runs offline and with no server.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../**/*.stories.@(ts|tsx)'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables from TypeScript cost a full type check per build; the stories document the states instead.
  typescript: { reactDocgen: false },
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin(), await reactPlugin()],
      // Workspace packages resolve to their sources, as in tests and in the app's dev server.
      // Storybook's React renderer imports react-dom/test-utils, which Preact's compat layer (the app's renderer:
      // docs/contexts/web.md, 'The renderer') has as preact/test-utils.
      resolve: {
        conditions: ['source', ...defaultClientConditions],
        alias: [{ find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' }],
      },
      // The root is stories/, whose public/ folder holds stories, not static files.
      publicDir: false,
      build: { chunkSizeWarningLimit: 2000 },
    });
  },
};

export default config;
