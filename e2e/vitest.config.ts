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
    // Under CI the journeys share two cores with every other project's tests,
    // and a screen that answers in 16 s instead of 2 fails a 15 s wait. A
    // journey that fails is run once more there (as Playwright's own CI
    // default does); its first failure still leaves its evidence in the log
    // ('[e2e] failed: …' with the screen's text, support/browser.ts), and a
    // journey that fails twice fails the run.
    retry: process.env.CI ? 1 : 0,
  },
});
