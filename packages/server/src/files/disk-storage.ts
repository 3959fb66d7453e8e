import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStorageKey } from './keys.js';
import type { DiskStorage } from './storage.js';

const ensureKey = (key: string): void => {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${key}`);
};

const isMissing = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'ENOENT';

/**
 * Files on the server's disk, one per key in `dir` (DATA_DIR/files), served
 * at `${origin}/media/<key>`. Every key is checked against the shape
 * `newStorageKey` makes before it reaches a path, so nothing outside `dir`
 * is ever read, written or removed.
 */
export const diskStorage = (dir: string): DiskStorage => ({
  kind: 'server',
  async put(key, bytes) {
    ensureKey(key);
    await mkdir(dir, { recursive: true });
    // 'wx': a key already taken fails instead of replacing another file's bytes.
    await writeFile(join(dir, key), bytes, { flag: 'wx' });
  },
  async remove(key) {
    ensureKey(key);
    await rm(join(dir, key), { force: true });
  },
  async read(key) {
    if (!isStorageKey(key)) return null;
    try {
      return new Uint8Array(await readFile(join(dir, key)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
  url: (key, origin) => `${origin}/media/${key}`,
});
