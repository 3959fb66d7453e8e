import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { appError, err, ok, type Result } from '../shared/result.js';
import type { DynamicField, FormSaveInput, UploadRequest, UploadedFile } from './forms.model.js';
import { createFormSaveMachine } from './form-save.machine.js';
import { fileDestination } from './form-save.rules.js';

const fields: DynamicField[] = [
  { key: 'name', label: 'Nombre', type: 'text', required: true, order: 0 },
  { key: 'photo', label: 'Foto', type: 'image', required: true, order: 1 },
  { key: 'gallery', label: 'Galería', type: 'multiple-images', required: false, order: 2 },
  { key: 'reason', label: 'Motivo', type: 'select', required: false, order: 3 },
  { key: 'proof', label: 'Comprobante', type: 'file', required: true, order: 4, precondition: 'reason=Otro' },
];

/** Runs a save over recording ports; the files port fails on the files named in `failing`. */
const run = async (input: FormSaveInput, options: { failing?: readonly unknown[]; saveFails?: boolean } = {}) => {
  const calls: string[] = [];
  const uploads: UploadRequest[] = [];
  let nextId = 100;
  const machine = createFormSaveMachine<{ saved: Record<string, unknown> }>({
    files: {
      upload: async (request): Promise<Result<UploadedFile>> => {
        calls.push(`upload:${request.key}`);
        uploads.push(request);
        if (options.failing?.includes(request.file)) return err(appError('file/too-large', 'El archivo es demasiado grande.', 413));
        nextId += 1;
        return ok({ file_id: nextId, src: `/files/${nextId}` });
      },
    },
    save: async (values) => {
      calls.push('save');
      return options.saveFails ? err(appError('customer/phone-in-use', 'Ya existe una cuenta con ese número de teléfono', 409)) : ok({ saved: values });
    },
  });
  const output = await toPromise(createActor(machine, { input }).start());
  return { output, calls, uploads };
};

describe('formSaveMachine (spec 4, Full dynamic-form saving)', () => {
  it('stops at the pending fields: nothing is uploaded or saved', async () => {
    const { output, calls } = await run({ fields, values: { name: '' }, files: { photo: 'foto.png' }, destination: 'server' });
    expect(calls).toEqual([]);
    expect(output.status).toBe('invalid');
    if (output.status === 'invalid') expect(output.validation.summary?.message).toBe('Revisa el campo: Nombre');
  });

  it('uploads every picked file first, to the destination, then saves the values with their file ids', async () => {
    const { output, calls, uploads } = await run({
      fields, values: { name: 'Ana', reason: 'Fuerza', proof: 'viejo' }, files: { photo: 'foto.png', gallery: ['a.png', 'b.png'], proof: 'recibo.pdf' }, destination: 's3',
    });
    expect(calls).toEqual(['upload:photo', 'upload:gallery', 'upload:gallery', 'save']);
    expect(uploads.every((upload) => upload.destination === 's3')).toBe(true);
    expect(output).toEqual({ status: 'saved', value: { saved: { name: 'Ana', reason: 'Fuerza', photo: 101, gallery: [102, 103] } } });
  });

  it('ends failed on the first upload that fails, saving nothing', async () => {
    const { output, calls } = await run(
      { fields, values: { name: 'Ana' }, files: { photo: 'foto.png', gallery: ['a.png', 'b.png'] }, destination: 'server' },
      { failing: ['a.png'] },
    );
    expect(calls).toEqual(['upload:photo', 'upload:gallery']);
    expect(output).toEqual({ status: 'failed', error: { code: 'file/too-large', message: 'El archivo es demasiado grande.', status: 413 } });
  });

  it('saves at once when no file was picked (an existing file id counts as the value), and reports a refused save', async () => {
    const { output, calls } = await run({ fields, values: { name: 'Ana', photo: 7 }, destination: 'server' }, { saveFails: true });
    expect(calls).toEqual(['save']);
    expect(output.status).toBe('failed');
    if (output.status === 'failed') expect(output.error.code).toBe('customer/phone-in-use');
  });

  it('reads the destination from files_location', () => {
    expect(fileDestination('server')).toBe('server');
    expect(fileDestination(' Server ')).toBe('server');
    expect(fileDestination(null)).toBe('server');
    expect(fileDestination('s3')).toBe('s3');
    expect(fileDestination('bucket')).toBe('s3');
  });
});
