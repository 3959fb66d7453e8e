import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm'],
  // The composite project settings are for `tsc -b`; the d.ts build is a plain one.
  dts: { compilerOptions: { composite: false, incremental: false, ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
