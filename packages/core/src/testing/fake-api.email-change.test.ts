import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { CUSTOMER_EMAIL_CODES } from '../profile/profile.model.js';
import { createDemoPorts } from './demo-ports.js';
import { demoAccounts, demoCustomerIds } from './demo-fixtures.js';

const signedIn = async () => {
  const ports = createDemoPorts();
  await ports.identity.signIn(demoAccounts.socia.email, 'demo1234');
  return ports;
};

describe('createFakeApi: e-mail change and photo', () => {
  it('keeps the e-mail until the link is opened, then changes it once', async () => {
    const { api } = await signedIn();
    const asked = await api.customer.update({ email: 'Mariana.Nueva@estudio.test', current_password: 'demo1234' });
    expect(asked.ok && asked.value).toMatchObject({ email: demoAccounts.socia.email, pending_email: 'mariana.nueva@estudio.test' });
    const [change] = api.state.emailChanges;
    expect(change).toMatchObject({ email: 'mariana.nueva@estudio.test', used: false });

    expect(await api.customer.confirmEmail(change?.token ?? '')).toEqual({ ok: true, value: undefined });
    const current = await api.customer.current();
    expect(current.ok && current.value).toMatchObject({ email: 'mariana.nueva@estudio.test', pending_email: null });
    expect(await api.customer.confirmEmail(change?.token ?? '')).toMatchObject({
      ok: false, error: { code: CUSTOMER_EMAIL_CODES.invalidEmailToken, status: 400, message: messages.auth.emailChangeLinkInvalid },
    });
  });

  it("refuses another customer's e-mail and does nothing for her own", async () => {
    const { api } = await signedIn();
    expect(await api.customer.update({ email: demoAccounts.nueva.email, current_password: 'demo1234' })).toMatchObject({
      ok: false, error: { code: CUSTOMER_EMAIL_CODES.emailTaken, status: 409 },
    });
    expect((await api.customer.update({ email: demoAccounts.socia.email.toUpperCase() })).ok).toBe(true);
    expect(api.state.emailChanges).toEqual([]);
  });

  it('sets her own image as her photo, refuses any other file, and removes it with null', async () => {
    const { api } = await signedIn();
    const file = (file_id: number, customer_id: number | null, type = 'image/png') =>
      ({ file_id, customer_id, type, name: `f${file_id}`, src: `http://127.0.0.1/media/f${file_id}`, size: 10 });
    api.state.files.push(file(41, demoCustomerIds.socia), file(42, demoCustomerIds.nueva), file(43, demoCustomerIds.socia, 'application/pdf'));
    const set = await api.customer.update({ file_id: 41 });
    expect(set.ok && set.value.file).toEqual({ file_id: 41, name: 'f41', type: 'image/png', src: 'http://127.0.0.1/media/f41' });
    for (const fileId of [42, 99]) {
      expect(await api.customer.update({ file_id: fileId })).toMatchObject({ ok: false, error: { code: CUSTOMER_EMAIL_CODES.photoNotFound, status: 404 } });
    }
    expect(await api.customer.update({ file_id: 43 })).toMatchObject({ ok: false, error: { code: CUSTOMER_EMAIL_CODES.photoNotImage, status: 400 } });
    const removed = await api.customer.update({ file_id: null });
    expect(removed.ok && removed.value.file).toBeNull();
  });
});
