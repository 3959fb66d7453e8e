import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../../src/db/client.js';

/** A migrated PGlite data directory dumped to a file, and how to delete it. */
export interface PgliteTemplate {
  readonly path: string;
  remove(): Promise<void>;
}

/**
 * Creates a PGlite cluster once, applies every migration and dumps it to a
 * temporary file. Loading that dump is several times faster than creating a
 * cluster, so every test database starts from it.
 */
export const buildPgliteTemplate = async (): Promise<PgliteTemplate> => {
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const dir = await mkdtemp(join(tmpdir(), 'estudio-pglite-'));
    const path = join(dir, 'template.tar');
    await writeFile(path, new Uint8Array(await dump.arrayBuffer()));
    return { path, remove: () => rm(dir, { recursive: true, force: true }) };
  } finally {
    await client.close();
  }
};

const loaded = new Map<string, Promise<Blob>>();

/** The template's dump, read once per test worker. */
export const loadPgliteTemplate = (path: string): Promise<Blob> => {
  let blob = loaded.get(path);
  if (!blob) {
    blob = readFile(path).then((bytes) => new Blob([bytes]));
    loaded.set(path, blob);
  }
  return blob;
};
