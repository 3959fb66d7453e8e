import { describe, expect, it } from 'vitest';
import type { FileRecord } from '../api/schemas/files.schemas.js';
import type { FileUploadInput, FilesApi } from '../ports/files.ports.js';
import { appError, err, ok, type Result } from '../shared/result.js';
import { formFilesPort, isUploadBlob } from './files.port.js';
import type { DynamicField } from './forms.model.js';

const field: DynamicField = { key: 'photo', label: 'Foto', type: 'image', required: true, order: 0 };
const picked = { size: 120, type: 'image/png', name: 'foto.png' };

/** A files area that records which upload was called, answering `answer`. */
const recording = (answer: Result<FileRecord>) => {
  const calls: { call: 'upload' | 'uploadS3'; input: FileUploadInput }[] = [];
  const files: Pick<FilesApi, 'upload' | 'uploadS3'> = {
    upload: async (input) => (calls.push({ call: 'upload', input }), answer),
    uploadS3: async (input) => (calls.push({ call: 'uploadS3', input }), answer),
  };
  return { files, calls };
};

const stored: FileRecord = { file_id: 41, name: 'foto.png', type: 'image/png', src: 'https://estudio.test/media/abc.png', size: 120 };

describe('formFilesPort (spec 4, Full dynamic-form saving)', () => {
  it("sends to POST /files for the server destination and answers the stored file's id and src", async () => {
    const { files, calls } = recording(ok(stored));
    const result = await formFilesPort(files).upload({ key: 'photo', field, file: picked, destination: 'server' });
    expect(result).toEqual({ ok: true, value: { file_id: 41, src: 'https://estudio.test/media/abc.png' } });
    expect(calls).toEqual([{ call: 'upload', input: { file: picked } }]);
  });

  it('sends to POST /files/s3 for the s3 destination', async () => {
    const { files, calls } = recording(ok(stored));
    await formFilesPort(files).upload({ key: 'photo', field, file: picked, destination: 's3' });
    expect(calls.map((entry) => entry.call)).toEqual(['uploadS3']);
  });

  it("passes the API's failure on unchanged", async () => {
    const refusal = appError('files/type-not-allowed', 'Solo imágenes', 400);
    const { files } = recording(err(refusal));
    expect(await formFilesPort(files).upload({ key: 'photo', field, file: picked, destination: 'server' })).toEqual({ ok: false, error: refusal });
  });

  it('refuses something that is not a file before any call', async () => {
    const { files, calls } = recording(ok(stored));
    const result = await formFilesPort(files).upload({ key: 'photo', field, file: 'foto.png', destination: 'server' });
    expect(result).toMatchObject({ ok: false, error: { code: 'files/missing', status: 400 } });
    expect(calls).toEqual([]);
  });

  it('takes anything with a numeric size and a text type as a file', () => {
    expect(isUploadBlob(picked)).toBe(true);
    expect(isUploadBlob({ size: '1', type: 'image/png' })).toBe(false);
    expect(isUploadBlob({ size: 1 })).toBe(false);
    expect(isUploadBlob(null)).toBe(false);
  });
});
