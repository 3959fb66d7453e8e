import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { FileRef, limits, RefId } from './common.schemas.js';

/**
 * The files API (spec 3 File; spec 7 /files, /files/s3): a file is uploaded
 * as multipart/form-data (the file plus an optional `data` field, a JSON
 * object of extra fields such as its `name`), stored on the server's disk
 * or in S3-compatible storage, and answered as a `FileRecord` whose `src` is
 * the absolute URL the browser loads.
 */

/** Text a name may hold: no control characters (a name is shown, and sent back in headers). */
const isControl = (char: string): boolean => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;
const hasNoControl = (value: string): boolean => ![...value].some(isControl);

/** A file's shown name: the original file name unless the uploader names it otherwise. */
export const FileName = z.string().trim().min(1, messages.forms.fillField).max(limits.shortText)
  .refine(hasNoControl, messages.common.forbiddenCharacters);

/** The extra fields an upload's `data` may carry; unknown keys are dropped. */
export const FileUploadData = z.object({ name: FileName.optional() });
export type FileUploadData = z.input<typeof FileUploadData>;

/** The `data` form field: a JSON object as text (a form field carries only text), parsed and checked. */
const UploadDataField = z.string().max(limits.longText)
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: messages.files.dataFormat });
      return z.NEVER;
    }
  })
  .pipe(z.object(FileUploadData.shape, { error: messages.files.dataFormat }));

/**
 * POST /files and /files/s3 (multipart/form-data): `file` and an optional
 * `data`. The size (1 byte to `limits.uploadBytes`; an admin's video, to
 * `limits.videoUploadBytes`) and the type (by its first bytes, one of
 * `UPLOAD_TYPES`, or for an admin `VIDEO_UPLOAD_TYPES`) are checked by the
 * server, each with its own code.
 */
export const FileUploadBody = z.object({
  file: z.file(messages.files.missing),
  data: UploadDataField.optional(),
});

/** PUT /files: renames a file (its owner or an admin). */
export const FileUpdateBody = z.object({ file_id: RefId, name: FileName });
export type FileUpdateBody = z.input<typeof FileUpdateBody>;

/** A stored file as the files API answers it: spec 3's File (FileRef) with its size in bytes (unknown for bundled files). */
export const FileRecord = FileRef.extend({
  file_id: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nullable(),
});
export type FileRecord = z.infer<typeof FileRecord>;

export const FilesResponse = z.object({ files: z.array(FileRecord) });
/** One file; writes add their Spanish notice ('Archivo cargado con éxito.'). */
export const FileResponse = z.object({ file: FileRecord, message: z.string().optional() });
