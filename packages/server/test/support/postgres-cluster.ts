import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { chown, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The two PostgreSQL programs a throwaway cluster needs. */
export interface PostgresBinaries {
  readonly initdb: string;
  readonly pgCtl: string;
}

/** A running throwaway cluster: its superuser URL and how to stop and delete it. */
export interface PostgresCluster {
  readonly url: string;
  stop(): Promise<void>;
}

const onPath = (name: string): string | null => {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    if (dir && existsSync(candidate)) return realpathSync(candidate);
  }
  return null;
};

const versionDirs = (): string[] => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
};

/** initdb and pg_ctl from PATH, else from the newest /usr/lib/postgresql/N/bin (Debian keeps them off PATH). */
export const findPostgresBinaries = (): PostgresBinaries | null => {
  const initdb = onPath('initdb');
  const pgCtl = onPath('pg_ctl');
  if (initdb && pgCtl) return { initdb, pgCtl };
  for (const dir of versionDirs()) {
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) {
      return { initdb: join(dir, 'initdb'), pgCtl: join(dir, 'pg_ctl') };
    }
  }
  return null;
};

const isRoot = (): boolean => process.getuid?.() === 0;

/** initdb refuses to run as root: as root every PostgreSQL program runs as the `postgres` user. */
const asPostgres = (program: string, args: string[]): [string, string[]] =>
  isRoot() ? ['runuser', ['-u', 'postgres', '--', program, ...args]] : [program, args];

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const postgresIds = async (): Promise<{ uid: number; gid: number }> => {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
};

/** Durability is worth nothing in a cluster deleted after the run; speed is. */
const SERVER_OPTIONS = '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200';

/**
 * Creates a cluster in a temporary folder, starts it on a free port of
 * 127.0.0.1 and returns its URL. `stop()` stops it and deletes the folder; an
 * exit without `stop()` (a crashed run) still stops it.
 */
export const startPostgresCluster = async (binaries: PostgresBinaries): Promise<PostgresCluster> => {
  const dir = await mkdtemp(join(tmpdir(), 'estudio-pg-'));
  const dataDir = join(dir, 'data');
  if (isRoot()) {
    const { uid, gid } = await postgresIds();
    await chown(dir, uid, gid);
  }
  // cwd in the folder the postgres user owns: it may not be allowed to read the caller's.
  const exec = (program: string, args: string[]) => {
    const [command, commandArgs] = asPostgres(program, args);
    return run(command, commandArgs, { cwd: dir });
  };
  await exec(binaries.initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} ${SERVER_OPTIONS}`;
  await exec(binaries.pgCtl, ['-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);

  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    try {
      const [command, args] = asPostgres(binaries.pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      execFileSync(command, args, { cwd: dir, stdio: 'ignore' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  process.once('exit', stopSync);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      process.removeListener('exit', stopSync);
      stopSync();
    },
  };
};
