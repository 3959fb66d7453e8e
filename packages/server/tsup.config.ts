import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts', index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: false,
  sourcemap: true,
  clean: true,
  // core's sources are bundled in; everything from npm stays external.
  noExternal: [/^@estudio\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
