import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diskStorage } from './disk-storage.js';
import { newStorageKey } from './keys.js';

const META = { type: 'video/webm', name: 'clase.webm' };

/** A Blob whose bytes cannot be read whole at once: only its stream can be read, as a large upload's should be. */
class StreamOnly extends Blob {
  override arrayBuffer(): Promise<ArrayBuffer> {
    throw new Error('read whole');
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    throw new Error('read whole');
  }
}

/** A Blob whose stream gives `first` and then fails, as a disk filling up or a body cut short would. */
class FailsMidway extends Blob {
  constructor(private readonly first: Uint8Array) {
    super([first]);
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    const first = this.first;
    let sent = false;
    return new ReadableStream({
      pull(controller) {
        if (sent) return controller.error(new Error('cut short'));
        sent = true;
        controller.enqueue(Uint8Array.from(first));
      },
    });
  }
}

describe('diskStorage.put: a file streamed to the disk', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'estudio-disk-test-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the bytes from the Blob’s stream, never reading them whole, in the folder it makes', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 17);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = index % 253;
    const storage = diskStorage(join(dir, 'files'));
    const key = newStorageKey('video/webm');
    await storage.put(key, new StreamOnly([bytes]), META);
    // Buffer.equals: a deep equal of 3 MB, byte by byte, would take seconds.
    expect((await readFile(join(dir, 'files', key))).equals(bytes)).toBe(true);
    expect(await storage.size(key)).toBe(bytes.length);
  });

  it("refuses a key already taken, keeping the other file's bytes", async () => {
    const storage = diskStorage(dir);
    const key = newStorageKey('image/png');
    await writeFile(join(dir, key), 'primero');
    await expect(storage.put(key, new Blob(['segundo']), META)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(join(dir, key), 'utf8')).toBe('primero');
  });

  it('leaves no part of a file whose bytes fail midway', async () => {
    const storage = diskStorage(dir);
    const key = newStorageKey('video/mp4');
    await expect(storage.put(key, new FailsMidway(new Uint8Array(1024).fill(7)), META)).rejects.toThrow('cut short');
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a key of another shape before touching the disk', async () => {
    await expect(diskStorage(dir).put('../fuera.png', new Blob(['x']), META)).rejects.toThrow(/Not a storage key/);
    expect(await readdir(dir)).toEqual([]);
  });
});
