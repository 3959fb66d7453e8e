import { describe, expect, it } from 'vitest';
import { formFilesPort, messages } from '@estudio/core';
import { composeBrowser, DEMO_PASSWORD, useTestServer } from './support/browser.js';
import { describeFilesContract, photo, PNG } from './files.contract.js';

const server = useTestServer();

const signInAs = async (email: string) => {
  const browser = composeBrowser(server());
  await browser.identity.signIn(email, DEMO_PASSWORD);
  return browser.api;
};

describeFilesContract('createHttpApi', signInAs);

describe('createHttpApi: files over HTTP', () => {
  it('sends the upload as FormData: the server keeps the bytes and serves them at the absolute src', async () => {
    const api = await signInAs('socia@estudio.test');
    const uploaded = await api.files.upload({ file: photo('mi foto.png'), data: { name: 'Foto de perfil' } });
    if (!uploaded.ok) throw new Error(uploaded.error.message);
    expect(uploaded.value.src.startsWith(`${server().url}/media/`)).toBe(true);
    const media = await fetch(uploaded.value.src);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await media.arrayBuffer())).toEqual(PNG);
  });

  it('takes a Blob without a name and believes its bytes', async () => {
    const api = await signInAs('socia@estudio.test');
    const uploaded = await api.files.upload({ file: new Blob([PNG]) });
    expect(uploaded).toMatchObject({ ok: true, value: { type: 'image/png', size: PNG.length } });
  });

  it('feeds the form save through formFilesPort: server and S3 destinations (S3 not configured: 412)', async () => {
    const port = formFilesPort((await signInAs('socia@estudio.test')).files);
    const field = { key: 'photo', label: 'Foto', type: 'image', required: true, order: 0 } as const;
    const stored = await port.upload({ key: 'photo', field, file: photo(), destination: 'server' });
    expect(stored).toMatchObject({ ok: true, value: { file_id: expect.any(Number), src: expect.stringContaining('/media/') } });
    expect(await port.upload({ key: 'photo', field, file: photo(), destination: 's3' })).toEqual({
      ok: false, error: { code: 'files/storage-unavailable', message: messages.files.storageUnavailable, status: 412 },
    });
  });

  it('refuses something that is not a file without a request', async () => {
    const api = await signInAs('socia@estudio.test');
    expect(await api.files.upload({ file: { size: 3, type: 'image/png' } })).toMatchObject({ ok: false, error: { code: 'files/missing', status: 400 } });
  });

  it('lists every file for an admin', async () => {
    const admin = await signInAs('admin@estudio.test');
    const files = await admin.files.list();
    expect(files.ok && files.value.length).toBeGreaterThan(3);
  });
});
