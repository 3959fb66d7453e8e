/**
 * The environment for the programs the e2e run starts (the build, the
 * server), without what vitest sets for its own workers: under
 * NODE_ENV=test, Vite would bundle React's development build and the server
 * would not run as `npm start` does.
 */
export const cleanEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'NODE_ENV' || key === 'TEST' || key === 'VITEST' || key.startsWith('VITEST_')) delete env[key];
  }
  return { ...env, ...extra };
};
