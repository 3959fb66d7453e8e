import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'adapters',
    // One module graph per worker (no module mocks; each suite starts its own
    // server): 74 s to 42 s (docs/testing.md, 'Where the time goes').
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starts a Firebase Auth emulator of the run's own (127.0.0.1:9199 or the next free port)
    // for the Firebase contract tests; the check fails a Firebase file early if it is not up.
    globalSetup: ['test/support/firebase-emulator.setup.ts'],
    setupFiles: ['test/support/firebase-emulator.check.ts'],
    // The in-process server seeds a demo studio before its first test.
    hookTimeout: 60_000,
    // Most files drive that server (PGlite): with two workers and PostgreSQL, Chromium
    // or the e2e server busy beside them, one test can take over Vitest's 5 s, as in the server project.
    testTimeout: 30_000,
  },
});
