import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts', validation: 'src/validation.ts', desk: 'src/desk.ts', calendar: 'src/calendar.ts', 'identity/firebase/index': 'src/identity/firebase/index.ts',
    'payments/stripe/index': 'src/payments/stripe/index.ts',
    'payments/paypal/index': 'src/payments/paypal/index.ts',
  },
  format: ['esm'],
  // The tsconfig is a composite project for `tsc -b`; the declaration bundle is one plain program
  // (and tsup sets `baseUrl`, which TypeScript 6 deprecates).
  dts: { compilerOptions: { composite: false, incremental: false, ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['@estudio/core', 'firebase', /^firebase\//, 'ky', /^@stripe\/stripe-js/, '@paypal/paypal-js'],
});
