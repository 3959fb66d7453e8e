import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_ERRORS, REQUEST_ERRORS, limits, uploadLimitFor, type Role, type RouteDef } from '@estudio/core';
import { failure } from './errors.js';

/** Room for the multipart envelope around the file: boundaries, part headers and the `data` field. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Matches the request paths of one route (`/api/files/:id` → any one segment in place of `:id`). */
const pathMatcher = (route: RouteDef): RegExp =>
  new RegExp(`^/api${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);

/**
 * The most an upload body of a caller of `role` (null: not known yet) may
 * be: the largest file core's `uploadLimitFor` lets her send, and its
 * envelope. 10 MB and a little for anyone, 200 MB and a little for the admin.
 */
export const uploadBodyBytes = (role: Role | null | undefined): number => uploadLimitFor(role) + MULTIPART_OVERHEAD;

/** The most an upload body of a caller other than an admin may be: an image or a PDF and its envelope. */
export const SMALL_UPLOAD_BYTES = uploadBodyBytes(null);

/** The declared length of a body, or null when it is streamed without one (chunked). */
export const declaredLength = (c: Context): number | null => {
  if (c.req.raw.headers.has('transfer-encoding')) return null;
  const header = c.req.raw.headers.get('content-length');
  return header === null ? null : Number.parseInt(header, 10);
};

/**
 * The raw size limits of /api bodies: `limits.bodyBytes` (64 KB) for every
 * JSON body, refused with the request's 413; and for the routes whose body
 * is a file (`bodyKind: 'multipart'`), the largest upload anyone may send,
 * an admin's video (`uploadBodyBytes('admin')`: 200 MB plus the multipart
 * envelope), judged by the declared Content-Length before a byte is read.
 * An upload streamed without a length is read only up to what anyone may
 * send (`SMALL_UPLOAD_BYTES`, 10 MB), so no one who is not known yet makes
 * the server hold 200 MB. Browsers always send a length with a file, the
 * admin's video field included: only scripts stream an upload, and theirs
 * is held to 10 MB, whoever sends it, with the images' message (which then
 * says that limit). Once the caller is known, a body declared larger than
 * `uploadBodyBytes(role)` is refused (`bindRoutes`), and the upload route
 * holds each type to core's `maxUploadBytes`. One middleware for both, so
 * an upload never meets the JSON limit first.
 */
export const bodyLimits = (routes: readonly RouteDef[]): MiddlewareHandler => {
  const uploads = routes.filter((route) => route.bodyKind === 'multipart').map((route) => ({ method: route.method, path: pathMatcher(route) }));
  const json = bodyLimit({
    maxSize: limits.bodyBytes,
    onError: (c) => c.json(failure(REQUEST_ERRORS.bodyTooLarge).toBody(), 413),
  });
  const video = bodyLimit({
    maxSize: uploadBodyBytes('admin'),
    onError: (c) => c.json(failure(FILE_ERRORS.videoTooLarge).toBody(), 413),
  });
  // Only scripts stream an upload without a length (see above): 10 MB for everyone, said as the images' limit.
  const streamed = bodyLimit({
    maxSize: SMALL_UPLOAD_BYTES,
    onError: (c) => c.json(failure(FILE_ERRORS.tooLarge).toBody(), 413),
  });
  const isUpload = (c: Context): boolean => uploads.some((route) => route.method === c.req.method && route.path.test(c.req.path));
  return (c, next) => {
    if (!isUpload(c)) return json(c, next);
    return declaredLength(c) === null ? streamed(c, next) : video(c, next);
  };
};
