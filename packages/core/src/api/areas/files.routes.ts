import { defineRoute } from '../route.js';
import { FileResponse, FilesResponse, FileUpdateBody, FileUploadBody } from '../schemas/files.schemas.js';
import * as e from './files.endpoints.js';

/**
 * Files, with their schemas. A customer uploads and reaches only the files
 * she uploaded (anyone else's is 404); an admin reaches every file. An
 * upload is 201; a type that is not an image or a PDF is 400
 * `files/type-not-allowed`, a file over 10 MB 413; an admin may also
 * upload an MP4 or WebM video of up to 200 MB (413
 * `files/video-too-large` past it), which a customer may not; a file
 * something still uses (a package, a coach, a profile) is not deleted (409).
 */
export const fileRoutes = {
  filesList: defineRoute({
    ...e.filesList, access: 'admin', tag: 'files',
    summary: 'Every stored file, newest first',
    response: FilesResponse,
  }),
  fileOne: defineRoute({
    ...e.fileOne, access: 'customer', tag: 'files', errors: [404],
    summary: 'One file: one she uploaded for a customer, any for an admin',
    response: FileResponse,
  }),
  fileUpload: defineRoute({
    ...e.fileUpload, access: 'customer', tag: 'files', successStatus: 201, errors: [412, 413, 502],
    summary: "Upload an image or a PDF (admins: also an MP4 or WebM video) (multipart: file, optional data {name}) where the setting files_location says: the server's disk or S3",
    body: FileUploadBody, response: FileResponse,
  }),
  fileUploadS3: defineRoute({
    ...e.fileUploadS3, access: 'customer', tag: 'files', successStatus: 201, errors: [412, 413, 502],
    summary: 'Upload an image or a PDF (admins: also a video) to S3-compatible storage (412 when it is not configured)',
    body: FileUploadBody, response: FileResponse,
  }),
  fileUpdate: defineRoute({
    ...e.fileUpdate, access: 'customer', tag: 'files', errors: [404],
    summary: 'Rename a file: her own for a customer, any for an admin',
    body: FileUpdateBody, response: FileResponse,
  }),
  fileDelete: defineRoute({
    ...e.fileDelete, access: 'customer', tag: 'files', errors: [404, 409],
    summary: 'Delete a file and its stored bytes: her own for a customer, any for an admin; 409 while something uses it',
    response: FileResponse,
  }),
} as const;
