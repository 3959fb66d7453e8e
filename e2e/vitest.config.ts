import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.ts';

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'e2e',
    environment: 'node',
    // Journeys (*.e2e.test.ts) and the non-browser checks of the built app (budget.test.ts).
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
