import type { FileStorageKind } from '../db/schema/index.js';

/**
 * Where an upload's bytes are kept: the server's disk or S3-compatible
 * storage. Keys are the server's own random names (`newStorageKey`), never
 * a client's file name.
 */
export interface FileStorage {
  readonly kind: FileStorageKind;
  /** Stores the bytes under a new key (random, so never one already taken), with how they are served. */
  put(key: string, bytes: Uint8Array, meta: StoredFileMeta): Promise<void>;
  /** Removes the bytes; a key that holds nothing is not an error. */
  remove(key: string): Promise<void>;
  /** The absolute URL the browser loads the file from. */
  url(key: string, origin: string): string;
}

/** What a stored file is served as: its type, and the name a download takes. */
export interface StoredFileMeta {
  readonly type: string;
  readonly name: string;
}

/** The server's disk, which also reads the bytes back for GET /media/<key>. */
export interface DiskStorage extends FileStorage {
  readonly kind: 'server';
  /** The bytes under `key`, or null when there are none (or the key is not one of ours). */
  read(key: string): Promise<Uint8Array | null>;
}

/** How long a stored file may be cached: forever, since a key is never reused for other bytes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
