import { findPostgresBinaries, startPostgresCluster } from '../../packages/server/test/support/postgres-cluster.js';

/**
 * Runs `work` against a throwaway PostgreSQL cluster, made the way the server
 * tests make theirs (initdb and pg_ctl from PATH or /usr/lib/postgresql/N/bin,
 * as the postgres user when run as root, 127.0.0.1 only, fsync off), and
 * always stops and deletes it. Answers what `work` answers, or null, running
 * nothing, when PostgreSQL is not installed.
 */
export const withPostgres = async <T>(work: (url: string) => Promise<T>): Promise<T | null> => {
  const binaries = findPostgresBinaries();
  if (!binaries) return null;
  process.stderr.write('[bench] starting a throwaway PostgreSQL cluster…\n');
  const cluster = await startPostgresCluster(binaries);
  try {
    return await work(cluster.url);
  } finally {
    await cluster.stop();
  }
};
