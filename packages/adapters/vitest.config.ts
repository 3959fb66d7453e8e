import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'adapters',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starts (or finds) the Firebase Auth emulator for the Firebase contract tests.
    globalSetup: ['test/support/firebase-emulator.setup.ts'],
    // The in-process server seeds a demo studio before its first test.
    hookTimeout: 60_000,
  },
});
