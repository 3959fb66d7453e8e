import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceAliases } from '../../vitest.shared.ts';

const testingLibraryModule = join(
  dirname(createRequire(import.meta.url).resolve('@testing-library/react/package.json')),
  'dist/@testing-library/react.esm.js',
);

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: {
    alias: [
      ...workspaceAliases,
      // Testing Library as an ES module, run through Vite (below), so that its act is Preact's test
      // utilities' with React's semantics (src/testing/act.ts): `react-dom` is Preact's compat layer, which has none.
      { find: /^@testing-library\/react$/, replacement: testingLibraryModule },
      { find: /^react-dom\/test-utils$/, replacement: fileURLToPath(new URL('./src/testing/act.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'web-react',
    // One module graph per worker: React, Testing Library and core imported once,
    // not once per file (86 s of imports). Each test still renders into a
    // cleaned document (test-setup.ts), and the suite passes with its files
    // shuffled; 230 s to 78 s (docs/testing.md, 'Where the time goes').
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // Run through Vite, so that its import of react-dom/test-utils takes the alias above.
    server: { deps: { inline: [/@testing-library[\\/]react/] } },
  },
});
