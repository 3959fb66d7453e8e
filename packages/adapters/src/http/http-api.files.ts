import { appError, err, fileEndpoints, FILE_CODES, messages, type FileUploadInput, type FilesApi } from '@estudio/core';
import type { Binders } from './binders.js';

/** The multipart body of an upload: the Blob itself, and `data` as the JSON text the form field carries. */
const uploadBody = (input: FileUploadInput): { file: File; data?: string } | null => {
  if (!(input.file instanceof Blob)) return null;
  // A Blob without a name is sent as one; the server reads its bytes, not its name or declared type.
  const file = input.file as File;
  return input.data === undefined ? { file } : { file, data: JSON.stringify(input.data) };
};

const notAFile = () => Promise.resolve(err(appError(FILE_CODES.missing, messages.files.missing, 400)));

/**
 * The files area over HTTP (spec 7: /files): uploads as FormData (the
 * endpoints' `bodyKind: 'multipart'`), everything else as JSON. Bound with
 * the later members: no first screen uploads.
 */
export const filesGroup = ({ answer }: Binders): FilesApi => ({
  list: () => answer(fileEndpoints.filesList),
  one: (id) => answer(fileEndpoints.fileOne, { params: { id } }),
  upload: (input) => {
    const body = uploadBody(input);
    return body ? answer(fileEndpoints.fileUpload, { body }) : notAFile();
  },
  uploadS3: (input) => {
    const body = uploadBody(input);
    return body ? answer(fileEndpoints.fileUploadS3, { body }) : notAFile();
  },
  update: (body) => answer(fileEndpoints.fileUpdate, { body }),
  remove: (id) => answer(fileEndpoints.fileDelete, { params: { id } }),
});
