import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebStream } from 'node:stream/web';
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
  async put(key, file) {
    ensureKey(key);
    await mkdir(dir, { recursive: true });
    const path = join(dir, key);
    // 'wx': a key already taken fails here, before anything is written, instead of replacing another file's bytes.
    const handle = await open(path, 'wx');
    try {
      // Streamed from the Blob to the file: the bytes are never copied whole once more.
      await pipeline(Readable.fromWeb(file.stream() as WebStream), handle.createWriteStream());
    } catch (error) {
      // Ours since the open: a part written (a full disk) goes, so no key holds half a file.
      await handle.close().catch(() => undefined);
      await rm(path, { force: true });
      throw error;
    }
  },
  async remove(key) {
    ensureKey(key);
    await rm(join(dir, key), { force: true });
  },
  async size(key) {
    if (!isStorageKey(key)) return null;
    try {
      const found = await stat(join(dir, key));
      return found.isFile() ? found.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  },
  stream(key, start, end) {
    ensureKey(key);
    return Readable.toWeb(createReadStream(join(dir, key), { start, end })) as ReadableStream<Uint8Array>;
  },
  url: (key, origin) => `${origin}/media/${key}`,
});
