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


/** What an upload field takes: images only, or images and PDF documents. */
export type UploadKind = 'image' | 'document';

/** The types each kind of field takes, as an `accept` attribute would list them. */
export const UPLOAD_ACCEPT: Readonly<Record<UploadKind, string>> = {
  image: UPLOAD_TYPES.filter((type) => type.startsWith('image/')).join(','),
  document: UPLOAD_TYPES.join(','),
};

/** The largest upload the server takes, in bytes (the files schema's `limits.uploadBytes`, said here without zod). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why a picked file would be refused before it is sent, or null: the same
 * limits the server applies (it still checks the first bytes, not the
 * declared type). Said in Spanish, from the files messages.
 */
export const uploadProblem = (
  file: { readonly size: number; readonly type: string },
  kind: UploadKind,
): 'empty' | 'tooLarge' | 'typeNotAllowed' | null => {
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if (!UPLOAD_ACCEPT[kind].split(',').includes(file.type)) return 'typeNotAllowed';
  return null;
};
