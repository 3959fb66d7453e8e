import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'web-react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
