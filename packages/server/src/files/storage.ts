import type { FileStorageKind } from '../db/schema/index.js';

/**
 * Where an upload's bytes are kept: the server's disk or S3-compatible
 * storage. Keys are the server's own random names (`newStorageKey`), never
 * a client's file name.
 */
export interface FileStorage {
  readonly kind: FileStorageKind;
  /**
   * Stores the file's bytes under a new key (random, so never one already
   * taken), with how they are served. The bytes are streamed from the
   * `Blob` the multipart reader made, never copied whole once more (a video
   * may be 200 MB).
   */
  put(key: string, file: Blob, meta: StoredFileMeta): Promise<void>;
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

/** The server's disk, which also serves the bytes back for GET /media/<key>. */
export interface DiskStorage extends FileStorage {
  readonly kind: 'server';
  /** How many bytes `key` holds, or null when it holds none (or the key is not one of ours). */
  size(key: string): Promise<number | null>;
  /**
   * The bytes under `key` from `start` to `end` (both included, within its
   * size), streamed from the disk: a video is never read whole into memory,
   * and a player's range request reads only its range.
   */
  stream(key: string, start: number, end: number): ReadableStream<Uint8Array>;
}

/** How long an image or a PDF may be cached: forever, since a key is never reused for other bytes. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * How long a video may be cached: a few minutes, by the viewer's browser
 * only. An admin may hide a video (`published` false): its record leaves
 * every list, but its bytes stay at their URL; a short private cache keeps
 * shared caches (a CDN, a proxy) from holding them on for a year.
 */
export const VIDEO_CACHE = 'private, max-age=300';

/** The Cache-Control a stored file of `type` is served with, from the disk and from S3 alike. */
export const cacheControlFor = (type: string): string => (type.startsWith('video/') ? VIDEO_CACHE : IMMUTABLE_CACHE);
