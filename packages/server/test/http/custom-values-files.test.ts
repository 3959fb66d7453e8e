import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CustomerResponse, messages } from '@estudio/core';
import { customerCustomValues, customers, customFields } from '../../src/db/schema/index.js';
import { makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { DEMO, onEachDatabase, type Harness } from './support/harness.js';
import { PNG, tempFilesDir, upload } from './support/uploads.js';

const folder = tempFilesDir();
afterAll(() => folder.remove());

/** A customer custom field of an upload type, with a key no other test uses. */
const uploadField = async (h: Harness, type: 'image' | 'multiple-images'): Promise<number> => {
  const [field] = await h.db.insert(customFields)
    .values({ object: 'customer', key: `subida_${randomUUID().slice(0, 8)}`, label: 'Identificación', type })
    .returning({ id: customFields.custom_field_id });
  if (!field) throw new Error('No custom field written');
  return field.id;
};

/** Uploads a PNG as whoever `token` signs in, and answers its file id. */
const uploadedBy = async (h: Harness, token: string): Promise<number> => {
  const answer = await upload(h, '/api/files', { bytes: PNG }, token);
  if (answer.status !== 201) throw new Error(answer.text);
  return answer.body.file.file_id as number;
};

/** Her record and her custom values: what a refused request must leave as it was. */
const profileOf = async (h: Harness, customer: TestCustomer) => ({
  customer: await h.db.select().from(customers).where(eq(customers.customer_id, customer.customerId)),
  values: await h.db.select().from(customerCustomValues)
    .where(eq(customerCustomValues.customer_id, customer.customerId)).orderBy(asc(customerCustomValues.custom_field_id)),
});

onEachDatabase("a customer's upload custom values name only her own files", (h) => {
  let ana: TestCustomer;
  let bea: TestCustomer;
  let anaToken: string;
  let beaToken: string;
  let image: number;
  let gallery: number;

  beforeAll(async () => {
    [ana, bea] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    [anaToken, beaToken] = [await tokenOf(h(), ana), await tokenOf(h(), bea)];
    [image, gallery] = [await uploadField(h(), 'image'), await uploadField(h(), 'multiple-images')];
  });

  it("refuses someone else's file, an admin's and an unknown id with the files 404, writing nothing; her owner still deletes it", async () => {
    const own = await uploadedBy(h(), anaToken);
    const hers = await uploadedBy(h(), beaToken);
    const admins = await uploadedBy(h(), (await h().signIn(DEMO.admin)).token);
    await h().request('PUT', '/api/customer', { token: anaToken, body: { custom_values: [{ custom_field_id: image, value: String(own) }] } });
    const before = await profileOf(h(), ana);

    const attempts = [
      { custom_field_id: image, value: String(hers) },
      { custom_field_id: gallery, value: JSON.stringify([own, hers]) },
      { custom_field_id: image, value: String(admins) },
      { custom_field_id: gallery, value: '[2000000000]' },
      { custom_field_id: image, value: '99999999999' },
    ];
    for (const attempt of attempts) {
      const refused = await h().request('PUT', '/api/customer', { token: anaToken, body: { name: 'Cambiada', custom_values: [attempt] } });
      expect(refused.status, `${attempt.value}: ${refused.text}`).toBe(404);
      expect(refused.body).toEqual({ code: 'file/not-found', message: messages.files.notFound });
    }
    expect(await profileOf(h(), ana)).toEqual(before);

    const deleted = await h().request('DELETE', `/api/files/${hers}`, { token: beaToken });
    expect(deleted.status, deleted.text).toBe(200);
  });

  it('stores her own files, one or a list, and then holds them in use', async () => {
    const [first, second] = [await uploadedBy(h(), anaToken), await uploadedBy(h(), anaToken)];
    const answer = await h().request('PUT', '/api/customer', {
      token: anaToken,
      body: { custom_values: [{ custom_field_id: image, value: String(first) }, { custom_field_id: gallery, value: JSON.stringify([first, second]) }] },
    });
    expect(answer.status, answer.text).toBe(200);
    const values = CustomerResponse.parse(answer.body).customer.custom_values ?? [];
    expect(values.filter((value) => [image, gallery].includes(value.custom_field_id)).map((value) => value.value))
      .toEqual([String(first), `[${first},${second}]`]);

    const refused = await h().request('DELETE', `/api/files/${second}`, { token: anaToken });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('file/in-use');
  });
}, { files: { dir: folder.dir } });
