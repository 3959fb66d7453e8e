/**
 * The test projects, one per package plus the end-to-end journeys and the benchmarks' own checks.
 * The root vitest.config.ts imports this list into `test.projects`
 * (Vitest 4 no longer reads a workspace file by itself).
 */
export default [
  'packages/core/vitest.config.ts',
  'packages/adapters/vitest.config.ts',
  'packages/server/vitest.config.ts',
  'packages/web-react/vitest.config.ts',
  'e2e/vitest.config.ts',
  'scripts/bench/vitest.config.ts',
];
