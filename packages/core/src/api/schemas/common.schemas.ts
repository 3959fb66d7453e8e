import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { UPLOAD_MAX_BYTES, VIDEO_UPLOAD_MAX_BYTES } from '../../forms/files.model.js';

/** Every failure the API answers: a stable code and a Spanish message. */
export const ErrorBody = z.object({ code: z.string(), message: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Numeric ids in paths arrive as strings. */
/** The largest value of a PostgreSQL `integer`: bigger ids name nothing and must not reach the database. */
export const INT_MAX = 2_147_483_647;

/** An id sent in a body. */
export const RefId = z.number().int().positive().max(INT_MAX);

export const IdParam = z.coerce.number().int().positive();

/**
 * The response of a route that answers 204 No Content (`successStatus: 204`,
 * `responseKey: ''`): no body at all.
 */
export const NoContent = z.undefined();
export type NoContent = z.infer<typeof NoContent>;

/** A plain acknowledgement for calls that only change state. */
export const OkResponse = z.object({ ok: z.literal(true), message: z.string().optional() });

/** Upper bounds that keep bodies small; the server also caps the raw size. */
export const limits = {
  shortText: 120,
  email: 254,
  password: 128,
  longText: 5000,
  bodyBytes: 64 * 1024,
  /** The largest file POST /files takes (spec 7; issue 5: size limits); every other body keeps `bodyBytes`. */
  uploadBytes: UPLOAD_MAX_BYTES,
  /** The largest video an admin uploads to POST /files (issue 15, 'Videos'); images and PDF keep `uploadBytes`. */
  videoUploadBytes: VIDEO_UPLOAD_MAX_BYTES,
} as const;

export const ShortText = z.string().trim().max(limits.shortText);
/** An e-mail address, trimmed and lowercased; a malformed one is refused in Spanish (spec 5, as the auth forms say it). */
export const Email = z.string().trim().toLowerCase().max(limits.email).pipe(z.email({ error: messages.auth.invalidEmail }));

/** An image or file reference as the front end reads it. */
export const FileRef = z.object({
  file_id: z.number().int().optional(),
  name: z.string().optional(),
  type: z.string().optional(),
  src: z.string(),
});
export type FileRef = z.infer<typeof FileRef>;
