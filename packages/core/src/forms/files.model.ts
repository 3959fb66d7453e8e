import type { Role } from '../api/access.rules.js';

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
 * The video files an admin may upload for the online library (issue 15,
 * 'Videos'): MP4 and WebM, which every current browser's video element
 * plays. Like `UPLOAD_TYPES`, the server believes their first bytes; a
 * customer's upload of one is refused like any other type she may not send.
 */
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/webm'] as const;
/** One of `VIDEO_UPLOAD_TYPES`. */
export type VideoUploadType = (typeof VIDEO_UPLOAD_TYPES)[number];

/** The video field's `accept` attribute. */
export const VIDEO_UPLOAD_ACCEPT = VIDEO_UPLOAD_TYPES.join(',');

/**
 * The largest video the server takes, in bytes (the files schema's
 * `limits.videoUploadBytes`): 200 MB, about 13 minutes of 720p at 2 Mbit/s.
 * The server's multipart reader holds an upload in memory once while it
 * checks and stores it, so longer classes are better kept on a video host
 * and given by their URL.
 */
export const VIDEO_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/**
 * Declared types browsers use for the types above (an old JPEG name, the
 * M4V name of an MP4): what the type is, as the server's check of the
 * first bytes and the fields' checks before sending both read it.
 */
export const UPLOAD_TYPE_ALIASES: Readonly<Record<string, UploadType | VideoUploadType>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'video/x-m4v': 'video/mp4',
};

/** A declared type without its parameters, in lower case, an alias read as the type it names ('video/x-m4v' → 'video/mp4'). */
export const canonicalUploadType = (declared: string): string => {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return UPLOAD_TYPE_ALIASES[type] ?? type;
};

/** True for the video types an upload may have. */
export const isVideoUploadType = (type: string): type is VideoUploadType => (VIDEO_UPLOAD_TYPES as readonly string[]).includes(type);

/** True for the images and PDF anyone may upload. */
const isUploadType = (type: string): type is UploadType => (UPLOAD_TYPES as readonly string[]).includes(type);

/**
 * The one rule of who uploads what, and how large (issue 5; issue 15,
 * 'Videos'): the most bytes an upload of `type` may have when a caller of
 * `role` (null: nobody signed in yet) sends it, or null when she may not
 * send that type at all. Images and PDF: anyone, up to 10 MB. MP4 and
 * WebM videos: only the admin, up to 200 MB. Anything else: no one. The
 * server applies it to the type the bytes are found to be; the upload
 * fields to the declared type before sending.
 */
export const maxUploadBytes = (type: string, role: Role | null | undefined): number | null => {
  if (isUploadType(type)) return UPLOAD_MAX_BYTES;
  if (isVideoUploadType(type)) return role === 'admin' ? VIDEO_UPLOAD_MAX_BYTES : null;
  return null;
};

/** True when a caller of `role` may upload videos (the admin). */
export const mayUploadVideos = (role: Role | null | undefined): boolean => VIDEO_UPLOAD_TYPES.some((type) => maxUploadBytes(type, role) !== null);

/**
 * The largest file a caller of `role` may upload of any type: what the
 * server lets her body reach before it knows the type (10 MB, or 200 MB
 * for the admin). Derived from `maxUploadBytes`, so the two never disagree.
 */
export const uploadLimitFor = (role: Role | null | undefined): number =>
  Math.max(...[...UPLOAD_TYPES, ...VIDEO_UPLOAD_TYPES].map((type) => maxUploadBytes(type, role) ?? 0));

/**
 * Why a picked file would be refused before it is sent, or null: the same
 * rule the server applies (`maxUploadBytes`; it still checks the first
 * bytes, not the declared type). Said in Spanish, from the files messages.
 */
export const uploadProblem = (
  file: { readonly size: number; readonly type: string },
  kind: UploadKind,
): 'empty' | 'tooLarge' | 'typeNotAllowed' | null => {
  if (file.size === 0) return 'empty';
  const type = canonicalUploadType(file.type);
  // An image or a document field takes what anyone may upload; a type it refuses is held to the same size first.
  if (file.size > (maxUploadBytes(type, null) ?? uploadLimitFor(null))) return 'tooLarge';
  if (!UPLOAD_ACCEPT[kind].split(',').includes(type)) return 'typeNotAllowed';
  return null;
};

/** Why a picked video would be refused before it is sent, or null: the server's own rule for the admin's videos. */
export const videoUploadProblem = (
  file: { readonly size: number; readonly type: string },
): 'empty' | 'videoTooLarge' | 'videoTypeNotAllowed' | null => {
  if (file.size === 0) return 'empty';
  const type = canonicalUploadType(file.type);
  const max = isVideoUploadType(type) ? maxUploadBytes(type, 'admin') : null;
  if (max === null) return 'videoTypeNotAllowed';
  if (file.size > max) return 'videoTooLarge';
  return null;
};
