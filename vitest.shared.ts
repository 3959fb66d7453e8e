import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests run against the sources of the workspace packages, not their builds. */
export const workspaceAliases = [
  { find: /^@estudio\/core\/testing$/, replacement: here('./packages/core/src/testing/index.ts') },
  { find: /^@estudio\/core$/, replacement: here('./packages/core/src/index.ts') },
  { find: /^@estudio\/adapters\/validation$/, replacement: here('./packages/adapters/src/validation.ts') },
  { find: /^@estudio\/adapters\/desk$/, replacement: here('./packages/adapters/src/desk.ts') },
  { find: /^@estudio\/adapters\/calendar$/, replacement: here('./packages/adapters/src/calendar.ts') },
  { find: /^@estudio\/adapters\/firebase$/, replacement: here('./packages/adapters/src/identity/firebase/index.ts') },
  { find: /^@estudio\/adapters\/stripe$/, replacement: here('./packages/adapters/src/payments/stripe/index.ts') },
  { find: /^@estudio\/adapters\/paypal$/, replacement: here('./packages/adapters/src/payments/paypal/index.ts') },
  { find: /^@estudio\/adapters$/, replacement: here('./packages/adapters/src/index.ts') },
  { find: /^@estudio\/server$/, replacement: here('./packages/server/src/index.ts') },
];
