import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './pglite-template.js';
import { findPostgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL the tests may create databases in; null when there is none. */
    postgresAdminUrl: string | null;
    /** A dump of a migrated PGlite database that test databases start from. */
    pgliteTemplatePath: string;
  }
}

const WARNING = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '!! PostgreSQL is not available: the PostgreSQL tests are SKIPPED.      !!',
  '!! Install it (initdb and pg_ctl) or set TEST_DATABASE_URL to run them. !!',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');

const startPostgres = async (): Promise<{ url: string | null; cluster: PostgresCluster | null }> => {
  const given = process.env.TEST_DATABASE_URL;
  if (given) return { url: given, cluster: null };
  const binaries = findPostgresBinaries();
  if (!binaries) return { url: null, cluster: null };
  const cluster = await startPostgresCluster(binaries);
  return { url: cluster.url, cluster };
};

/**
 * vitest globalSetup of the server project. Finds a PostgreSQL for the tests
 * (TEST_DATABASE_URL, else a throwaway cluster from the installed binaries) and
 * provides its admin URL; without one it warns loudly, or fails under CI=true.
 * Also builds the migrated PGlite template that test databases start from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [postgres, template] = await Promise.all([startPostgres(), buildPgliteTemplate()]);
  const teardown = async () => {
    await Promise.all([postgres.cluster?.stop(), template.remove()]);
  };
  if (!postgres.url) {
    if (process.env.CI === 'true') {
      await teardown();
      throw new Error('PostgreSQL is required under CI=true: install it or set TEST_DATABASE_URL.');
    }
    console.warn(WARNING);
  }
  project.provide('postgresAdminUrl', postgres.url);
  project.provide('pgliteTemplatePath', template.path);
  return teardown;
}
