export { FILE_CODES } from '../api/errors/file.codes.js';

/**
 * The types an upload may have (spec 7 /files; issue 5: type limits):
 * images and PDF documents. The server believes a file's first bytes, not
 * the type the browser declares; SVG and HTML are never taken (a script
 * could ride in them). Kept apart from the zod schemas, so a browser bundle
 * that only uploads carries no validator.
 */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
/** One of `UPLOAD_TYPES`. */
export type UploadType = (typeof UPLOAD_TYPES)[number];

