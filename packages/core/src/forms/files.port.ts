import { FILE_CODES } from './files.model.js';
import { messages } from '../messages/index.js';
import type { FilesApi, UploadBlob } from '../ports/files.ports.js';
import { appError, err, ok, type Result } from '../shared/result.js';
import type { FormFilesPort } from './form-save.ports.js';
import type { UploadRequest, UploadedFile } from './forms.model.js';

/** True for a value a files API can upload: a Blob or File (a size and a type), as a file input gives. */
export const isUploadBlob = (value: unknown): value is UploadBlob =>
  typeof value === 'object' && value !== null &&
  typeof (value as { size?: unknown }).size === 'number' &&
  typeof (value as { type?: unknown }).type === 'string';

/**
 * The files port of the dynamic-form save (spec 4, Full dynamic-form
 * saving: files are uploaded first, to object storage or to the server
 * depending on files_location) over the API's files area: destination
 * 'server' calls POST /files, 's3' POST /files/s3, and the answer becomes
 * the `{file_id, src}` the save stores. Something picked that is not a file
 * fails with 'files/missing' before any call. The web composes it as
 * `formFilesPort(api.files)`.
 */
export const formFilesPort = (files: Pick<FilesApi, 'upload' | 'uploadS3'>): FormFilesPort => ({
  async upload(request: UploadRequest): Promise<Result<UploadedFile>> {
    if (!isUploadBlob(request.file)) return err(appError(FILE_CODES.missing, messages.files.missing, 400));
    const input = { file: request.file };
    const result = request.destination === 's3' ? await files.uploadS3(input) : await files.upload(input);
    return result.ok ? ok({ file_id: result.value.file_id, src: result.value.src }) : err(result.error);
  },
});
