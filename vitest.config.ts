import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // An empty run is a broken run: never pass when nothing was collected.
    passWithNoTests: false,
    // Vitest's default is one worker fewer than the cores: one worker on the
    // 2-core CI machine, idle half the time while PostgreSQL, Chromium or the
    // e2e server work. Two workers there took the whole `npm test` from
    // 21 min 21 s to 17 min 20 s (docs/testing.md, "Where the time goes").
    // Bigger machines keep the default. The browser journeys still run one
    // file at a time (e2e/vitest.config.ts: fileParallelism false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
