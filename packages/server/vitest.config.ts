import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'server',
    // One module graph per worker, not per file: no suite here mocks a module or
    // keeps state between files (each builds its own app and database), and
    // re-importing the server for each of ~120 files cost 105 s of imports;
    // the project went from 398 s to 248 s (docs/testing.md, 'Where the time goes').
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each test file opens its own database (PGlite starts in seconds, more on a busy machine).
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // Starts a throwaway PostgreSQL (or reads TEST_DATABASE_URL) for the PostgreSQL tests.
    globalSetup: [fileURLToPath(new URL('./test/support/global-setup.ts', import.meta.url))],
  },
});
