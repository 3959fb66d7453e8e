import type { Context, Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { notFoundFailure } from '../http/errors.js';
import { contentDisposition } from './disposition.js';
import { isStorageKey } from './keys.js';
import { IMMUTABLE_CACHE, type DiskStorage } from './storage.js';

const notFound = (c: Context): Response => c.json(notFoundFailure().toBody(), 404);

/** The row of a file kept on the server's disk under `key`. */
const storedFile = async (db: Db, key: string) => {
  const [row] = await db.select({ type: files.type, name: files.name }).from(files)
    .where(and(eq(files.storage, 'server'), eq(files.storage_key, key)));
  return row;
};

/**
 * GET /media/<key>: the bytes of an upload kept on the server's disk, with
 * the type found when it was uploaded, `nosniff` (a browser never guesses
 * another type), images inline and PDFs as downloads, and a year's
 * immutable cache (a key never names other bytes). Only a key of the shape
 * the server makes that names a file row is served: anything else under
 * /media, a traversal included, is 404. Mount before the web app's
 * fallback, which would answer the app's page instead.
 */
export const mountMedia = (app: Hono, options: { readonly db: Db; readonly disk: DiskStorage | null }): void => {
  app.get('/media/:key', async (c) => {
    const key = c.req.param('key');
    if (!options.disk || !isStorageKey(key)) return notFound(c);
    const row = await storedFile(options.db, key);
    const bytes = row ? await options.disk.read(key) : null;
    if (!row || !bytes) return notFound(c);
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(row.type, row.name),
      'Cache-Control': IMMUTABLE_CACHE,
      'X-Content-Type-Options': 'nosniff',
      // Nothing a file holds may run, even opened on its own.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    });
  });
  app.all('/media/*', notFound);
};
