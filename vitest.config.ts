import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    // An empty run is a broken run: never pass when nothing was collected.
    passWithNoTests: false,
  },
});
