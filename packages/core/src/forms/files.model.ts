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

/** The stable codes of the files API's refusals, shared by the server, the HTTP adapter and the fake. */
export const FILE_CODES = {
  notFound: 'file/not-found',
  inUse: 'file/in-use',
  missing: 'files/missing',
  empty: 'files/empty',
  tooLarge: 'files/too-large',
  typeNotAllowed: 'files/type-not-allowed',
  notMultipart: 'validation/content-type',
  malformedMultipart: 'validation/malformed-multipart',
  storageUnavailable: 'files/storage-unavailable',
  storageFailed: 'files/storage-failed',
} as const;
