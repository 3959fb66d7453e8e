import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file opens its own database (PGlite starts in seconds, more on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Starts a throwaway PostgreSQL (or reads TEST_DATABASE_URL) for the PostgreSQL tests.
    globalSetup: [fileURLToPath(new URL('./test/support/global-setup.ts', import.meta.url))],
  },
});
