import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';

/** The benchmarks' own checks: the busy studio's plan, the bare SQL against the route, the write invariants. */
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'bench',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One test file seeds the busy studio into PGlite: several seconds, more on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
