import { inArray } from 'drizzle-orm';
import { fileDestination, type FileDestination } from '@estudio/core';
import type { Db } from '../db/client.js';
import { settings, type FileStorageKind } from '../db/schema/index.js';
import { diskStorage } from './disk-storage.js';
import { s3Storage, type S3Credentials, type S3Location } from './s3-storage.js';
import type { DiskStorage, FileStorage } from './storage.js';

/** Where uploads may be kept, as the server is started (AppDeps.files). */
export interface FilesOptions {
  /** The folder of files kept on the server (DATA_DIR/files); null or absent: none, and uploads there answer 412. */
  readonly dir?: string | null | undefined;
  /** What S3 requests are signed with (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY); absent: S3 is not configured. */
  readonly s3Credentials?: S3Credentials | null | undefined;
}

/** The storages the files routes and GET /media use. */
export interface FileStores {
  /** The server's disk, when the server has a files folder. */
  readonly disk: DiskStorage | null;
  /** Where POST /files goes now: the setting files_location ('server' or other). */
  destination(db: Db): Promise<FileDestination>;
  /** The storage of a kind as the settings describe it now; null when it is not configured. */
  storage(db: Db, kind: FileStorageKind): Promise<FileStorage | null>;
}

const S3_KEYS = ['files_location', 'S3_ENDPOINT', 'bucket', 'region'];

const readFileSettings = async (db: Db): Promise<Map<string, string>> => {
  const rows = await db.select().from(settings).where(inArray(settings.key, S3_KEYS));
  return new Map(rows.map((row) => [row.key, (row.value ?? '').trim()]));
};

/** The bucket the settings name, when they name one on an http(s) endpoint. */
const s3LocationOf = (values: Map<string, string>): S3Location | null => {
  const endpoint = (values.get('S3_ENDPOINT') ?? '').replace(/\/+$/, '');
  const bucket = values.get('bucket') ?? '';
  if (!/^https?:\/\/[^/]/.test(endpoint) || bucket === '') return null;
  // Any region signs for most S3-compatible services; AWS's default when none is set.
  return { endpoint, bucket, region: values.get('region') || 'us-east-1' };
};

/**
 * The server's file storages: its disk (when it has a folder) and the S3
 * bucket the settings name (when they name one and the server has
 * credentials). S3 clients are kept per bucket, so a settings change takes
 * effect on the next upload without a restart.
 */
export const fileStores = (options: FilesOptions = {}): FileStores => {
  const disk = options.dir ? diskStorage(options.dir) : null;
  const buckets = new Map<string, FileStorage>();
  const s3 = (location: S3Location): FileStorage | null => {
    if (!options.s3Credentials) return null;
    const id = `${location.endpoint}|${location.bucket}|${location.region}`;
    const known = buckets.get(id) ?? s3Storage(location, options.s3Credentials);
    buckets.set(id, known);
    return known;
  };
  return {
    disk,
    destination: async (db) => fileDestination((await readFileSettings(db)).get('files_location')),
    storage: async (db, kind) => {
      if (kind === 'server') return disk;
      const location = s3LocationOf(await readFileSettings(db));
      return location ? s3(location) : null;
    },
  };
};
