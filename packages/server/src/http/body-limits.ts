import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_ERRORS, REQUEST_ERRORS, limits, type RouteDef } from '@estudio/core';
import { failure } from './errors.js';

/** Room for the multipart envelope around the file: boundaries, part headers and the `data` field. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Matches the request paths of one route (`/api/files/:id` → any one segment in place of `:id`). */
const pathMatcher = (route: RouteDef): RegExp =>
  new RegExp(`^/api${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}$`);

/**
 * The raw size limits of /api bodies: `limits.bodyBytes` (64 KB) for every
 * JSON body, and `limits.uploadBytes` (10 MB) plus the multipart envelope for
 * the routes whose body is a file (`bodyKind: 'multipart'`), refused with
 * the files' own 413. One middleware for both, so an upload never meets the
 * JSON limit first.
 */
export const bodyLimits = (routes: readonly RouteDef[]): MiddlewareHandler => {
  const uploads = routes.filter((route) => route.bodyKind === 'multipart').map((route) => ({ method: route.method, path: pathMatcher(route) }));
  const json = bodyLimit({
    maxSize: limits.bodyBytes,
    onError: (c) => c.json(failure(REQUEST_ERRORS.bodyTooLarge).toBody(), 413),
  });
  const upload = bodyLimit({
    maxSize: limits.uploadBytes + MULTIPART_OVERHEAD,
    onError: (c) => c.json(failure(FILE_ERRORS.tooLarge).toBody(), 413),
  });
  const isUpload = (c: Context): boolean => uploads.some((route) => route.method === c.req.method && route.path.test(c.req.path));
  return (c, next) => (isUpload(c) ? upload(c, next) : json(c, next));
};
