import type { Context, Hono } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files } from '../db/schema/index.js';
import { notFoundFailure } from '../http/errors.js';
import { contentDisposition } from './disposition.js';
import { isStorageKey } from './keys.js';
import { byteRange } from './range.js';
import { cacheControlFor, type DiskStorage } from './storage.js';

const notFound = (c: Context): Response => c.json(notFoundFailure().toBody(), 404);

/** The row of a file kept on the server's disk under `key`. */
const storedFile = async (db: Db, key: string) => {
  const [row] = await db.select({ type: files.type, name: files.name }).from(files)
    .where(and(eq(files.storage, 'server'), eq(files.storage_key, key)));
  return row;
};

/** What every answer of a stored file says, whole or in part. */
const fileHeaders = (row: { type: string; name: string }): Record<string, string> => ({
  'Content-Type': row.type,
  'Content-Disposition': contentDisposition(row.type, row.name),
  'Cache-Control': cacheControlFor(row.type),
  'Accept-Ranges': 'bytes',
  'X-Content-Type-Options': 'nosniff',
  // Nothing a file holds may run, even opened on its own; an image or a video still shows.
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
});

/**
 * GET /media/<key>: the bytes of an upload kept on the server's disk, with
 * the type found when it was uploaded, `nosniff` (a browser never guesses
 * another type), images and videos inline and PDFs as downloads, a year's
 * immutable cache for images and PDFs (a key never names other bytes) and
 * a few minutes' private cache for videos (`cacheControlFor`). No sign-in
 * is asked (a <video> element sends no Authorization header): hiding a
 * video hides its record and every list, while its bytes stay reachable at
 * their unguessable key to whoever already has the URL, like an unlisted
 * video on a video host. A Range request (a video player seeking) gets
 * its one range, 206, or 416 past the end; the bytes are streamed from the
 * disk, never read whole, and an empty file is an empty 200. Only a key of the
 * shape the server makes that names a file row is served: anything else
 * under /media, a traversal included, is 404. Mount before the web app's
 * fallback, which would answer the app's page instead.
 */
export const mountMedia = (app: Hono, options: { readonly db: Db; readonly disk: DiskStorage | null }): void => {
  app.get('/media/:key', async (c) => {
    const key = c.req.param('key');
    const disk = options.disk;
    if (!disk || !isStorageKey(key)) return notFound(c);
    const row = await storedFile(options.db, key);
    const size = row ? await disk.size(key) : null;
    if (!row || size === null) return notFound(c);
    const headers = fileHeaders(row);
    const range = byteRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    // An empty file (no upload makes one, but a disk may come to hold one) is an empty 200: a stream of 0 to -1 would throw.
    if (size === 0 && range === null) return c.body(null, 200, { ...headers, 'Content-Length': '0' });
    const { start, end } = range ?? { start: 0, end: size - 1 };
    const part: Record<string, string> = range ? { 'Content-Range': `bytes ${start}-${end}/${size}` } : {};
    const answer: Record<string, string> = { ...headers, ...part, 'Content-Length': String(end - start + 1) };
    const status = range ? 206 : 200;
    // HEAD (Hono answers it with this route) says the same headers, without opening the file.
    if (c.req.method === 'HEAD') return c.body(null, status, answer);
    return c.body(disk.stream(key, start, end), status, answer);
  });
  app.all('/media/*', notFound);
};
