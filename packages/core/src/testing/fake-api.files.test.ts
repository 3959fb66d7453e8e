import { describe, expect, it } from 'vitest';
import { limits } from '../api/schemas/common.schemas.js';
import { createActor, toPromise } from 'xstate';
import { createFormSaveMachine } from '../forms/form-save.machine.js';
import { formFilesPort } from '../forms/files.port.js';
import { messages } from '../messages/index.js';
import { createDemoPorts } from './demo-ports.js';
import { demoAccounts } from './demo-fixtures.js';

const signedIn = async (email: string = demoAccounts.socia.email) => {
  const ports = createDemoPorts();
  await ports.identity.signIn(email, 'demo1234');
  return ports;
};

const png = { size: 2048, type: 'image/png', name: 'foto.png' };

describe('createFakeApi: files', () => {
  it('stores an upload for the signed-in customer, with a plain src, and answers it again by id', async () => {
    const { api } = await signedIn();
    const uploaded = await api.files.upload({ file: png });
    expect(uploaded).toEqual({ ok: true, value: { file_id: 1, name: 'foto.png', type: 'image/png', src: '/media/fake-1', size: 2048 } });
    const named = await api.files.uploadS3({ file: png, data: { name: 'Mi foto' } });
    expect(named.ok && named.value).toMatchObject({ file_id: 2, name: 'Mi foto', src: '/media/fake-2' });
    expect(await api.files.one(1)).toEqual(uploaded);
  });

  it("refuses an empty file, one over the limit and a type that is not an image or a PDF, with the server's codes", async () => {
    const { api } = await signedIn();
    expect(await api.files.upload({ file: { ...png, size: 0 } })).toMatchObject({ ok: false, error: { code: 'files/empty', status: 400 } });
    expect(await api.files.upload({ file: { ...png, size: limits.uploadBytes + 1 } })).toMatchObject({
      ok: false, error: { code: 'files/too-large', message: messages.files.tooLarge, status: 413 },
    });
    expect(await api.files.upload({ file: { ...png, type: 'image/svg+xml' } })).toMatchObject({
      ok: false, error: { code: 'files/type-not-allowed', status: 400 },
    });
    expect(await api.files.upload({ file: { ...png, type: 'application/pdf' } })).toMatchObject({ ok: true });
  });

  it("takes an admin's MP4 or WebM video up to its own limit, and refuses a customer's as the server does", async () => {
    const webm = { size: limits.uploadBytes + 1, type: 'video/webm', name: 'clase.webm' };
    const admin = await signedIn(demoAccounts.admin.email);
    expect(await admin.api.files.upload({ file: webm })).toMatchObject({ ok: true, value: { type: 'video/webm', name: 'clase.webm' } });
    expect(await admin.api.files.upload({ file: { ...webm, type: 'video/mp4' } })).toMatchObject({ ok: true });
    expect(await admin.api.files.upload({ file: { ...webm, size: limits.videoUploadBytes + 1 } })).toMatchObject({
      ok: false, error: { code: 'files/video-too-large', message: messages.files.videoTooLarge, status: 413 },
    });
    expect(await admin.api.files.upload({ file: { ...webm, type: 'video/quicktime' } })).toMatchObject({ ok: false, error: { code: 'files/type-not-allowed' } });
    const { api } = await signedIn();
    expect(await api.files.upload({ file: { ...webm, size: 2048 } })).toMatchObject({
      ok: false, error: { code: 'files/type-not-allowed', message: messages.files.typeNotAllowed, status: 400 },
    });
  });

  it("keeps another customer's files out of reach (404), renames and deletes her own", async () => {
    const socia = await signedIn();
    const mine = await socia.api.files.upload({ file: png });
    const id = mine.ok ? mine.value.file_id : 0;
    await socia.identity.signOut();
    await socia.identity.signIn(demoAccounts.nueva.email, 'demo1234');
    expect(await socia.api.files.one(id)).toMatchObject({ ok: false, error: { code: 'file/not-found', status: 404 } });
    expect(await socia.api.files.remove(id)).toMatchObject({ ok: false, error: { status: 404 } });
    await socia.identity.signOut();
    await socia.identity.signIn(demoAccounts.socia.email, 'demo1234');
    expect(await socia.api.files.update({ file_id: id, name: 'Renombrada' })).toMatchObject({ ok: true, value: { name: 'Renombrada' } });
    expect(await socia.api.files.remove(id)).toMatchObject({ ok: true, value: { file_id: id } });
    expect(socia.api.state.files).toEqual([]);
  });

  it("refuses to delete a file a customer's profile still uses (409), and lists every file for an admin only", async () => {
    const { api, identity } = await signedIn();
    const uploaded = await api.files.upload({ file: png });
    const file = uploaded.ok ? uploaded.value : null;
    const socia = api.state.customers.find((customer) => customer.email === demoAccounts.socia.email);
    if (!socia || !file) throw new Error('socia and her upload exist');
    socia.file = { file_id: file.file_id, src: file.src };
    expect(await api.files.remove(file.file_id)).toMatchObject({ ok: false, error: { code: 'file/in-use', message: messages.files.inUse, status: 409 } });
    expect(await api.files.list()).toMatchObject({ ok: false, error: { status: 403 } });
    await identity.signOut();
    await identity.signIn(demoAccounts.admin.email, 'demo1234');
    expect(await api.files.list()).toMatchObject({ ok: true, value: [{ file_id: file.file_id }] });
  });

  it('answers 401 when signed out', async () => {
    const { api } = createDemoPorts();
    expect(await api.files.upload({ file: png })).toMatchObject({ ok: false, error: { status: 401 } });
  });

  it("feeds the form save: formFilesPort(api.files) uploads the photo, then the save gets its file id", async () => {
    const { api } = await signedIn();
    const machine = createFormSaveMachine({ files: formFilesPort(api.files), save: async (values) => ({ ok: true as const, value: values }) });
    const output = await toPromise(createActor(machine, {
      input: {
        fields: [{ key: 'photo', label: 'Foto', type: 'image', required: true, order: 0 }],
        values: {}, files: { photo: png }, destination: 'server',
      },
    }).start());
    expect(output).toEqual({ status: 'saved', value: { photo: 1 } });
  });
});
