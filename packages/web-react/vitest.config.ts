import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { alias: workspaceAliases },
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
  },
});
