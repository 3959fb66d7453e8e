import type { Endpoint } from '../endpoint.js';

/** Files (spec 7: /files): uploads travel as multipart/form-data, everything else as JSON. */
export const filesList = { id: 'filesList', method: 'GET', path: '/files', responseKey: 'files' } as const satisfies Endpoint<'filesList'>;
export const fileOne = { id: 'fileOne', method: 'GET', path: '/files/:id', responseKey: 'file' } as const satisfies Endpoint<'fileOne'>;
export const fileUpload = {
  id: 'fileUpload', method: 'POST', path: '/files', responseKey: 'file', bodyKind: 'multipart',
} as const satisfies Endpoint<'fileUpload'>;
export const fileUploadS3 = {
  id: 'fileUploadS3', method: 'POST', path: '/files/s3', responseKey: 'file', bodyKind: 'multipart',
} as const satisfies Endpoint<'fileUploadS3'>;
export const fileUpdate = { id: 'fileUpdate', method: 'PUT', path: '/files', responseKey: 'file' } as const satisfies Endpoint<'fileUpdate'>;
export const fileDelete = { id: 'fileDelete', method: 'DELETE', path: '/files/:id', responseKey: 'file' } as const satisfies Endpoint<'fileDelete'>;
