// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The dependency rule (docs/architecture.md): core is pure. It imports no
 * framework, transport, Node built-in or identity SDK, and never reads the
 * clock, randomness or the browser directly: time, ids and storage come
 * through ports.
 */
const coreForbiddenImports = [
  { group: ['react', 'react-*', 'react/*', '@xstate/react'], message: 'core is framework-free: bind React in web-react.' },
  { group: ['ky', 'axios', 'node-fetch'], message: 'core has no transport: implement a port in adapters.' },
  { group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*'], message: 'Identity providers live in adapters.' },
  { group: ['@vanilla-extract/*'], message: 'Styles live in web-react.' },
  { group: ['hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg', 'jose'], message: 'Server code lives in packages/server.' },
  { group: ['node:*', 'fs', 'fs/*', 'path', 'crypto', 'os', 'http', 'https', 'url', 'util', 'child_process', 'stream', 'buffer'], message: 'core runs anywhere: no Node built-ins.' },
  { group: ['@estudio/adapters', '@estudio/web-react', '@estudio/server'], message: 'Dependencies point inward: core depends on nothing of ours.' },
];

const coreForbiddenSyntax = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Read the time through ClockPort.' },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Read the time through ClockPort.' },
  { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness comes through a port.' },
  { selector: "CallExpression[callee.object.name='DateTime'][callee.property.name='now']", message: 'Read the time through ClockPort.' },
  { selector: "CallExpression[callee.object.name='DateTime'][callee.property.name='local'][arguments.length=0]", message: 'Read the time through ClockPort.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'storybook-static/**',
      '.data/**',
      '.firebase-tools/**',
      'packages/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/testing/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: coreForbiddenImports }],
      'no-restricted-syntax': ['error', ...coreForbiddenSyntax],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'core never touches the browser.' },
        { name: 'document', message: 'core never touches the browser.' },
        { name: 'localStorage', message: 'Use StoragePort.' },
        { name: 'crypto', message: 'Ids and randomness come through ports.' },
        { name: 'fetch', message: 'core has no transport.' },
        { name: 'process', message: 'core reads no environment.' },
      ],
    },
  },
  {
    // The endpoint table is what browsers ship to call the API: it stays free of schemas (see endpoints.ts).
    files: ['packages/core/src/api/endpoint.ts', 'packages/core/src/api/endpoints.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...coreForbiddenImports,
            { group: ['zod', 'zod/*', './route.js', './routes.js', './openapi.js', './schemas/*'], message: 'Endpoints carry no schema: add it to routes.ts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web-react/**/*.tsx', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
