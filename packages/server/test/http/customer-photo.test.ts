import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { CustomerResponse, messages } from '@estudio/core';
import type { Db } from '../../src/db/client.js';
import { customers, files } from '../../src/db/schema/index.js';
import { makeCustomers, tokenOf, type TestCustomer } from './support/booking.js';
import { onEachDatabase, type Harness } from './support/harness.js';

/** A file row as an upload leaves it, uploaded by `customerId` (null: bundled or an admin's). */
const fileOf = async (db: Db, customerId: number | null, type = 'image/png'): Promise<number> => {
  const [row] = await db.insert(files)
    .values({ name: 'foto.png', type, src: `http://127.0.0.1/api/files/${Math.random().toString(36).slice(2)}`, customer_id: customerId })
    .returning({ id: files.file_id });
  if (!row) throw new Error('No file written');
  return row.id;
};

const photoOf = async (h: Harness, customer: TestCustomer) => {
  const [row] = await h.db.select({ file_id: customers.file_id }).from(customers).where(eq(customers.customer_id, customer.customerId));
  return row?.file_id ?? null;
};

onEachDatabase('PUT /customer profile photo', (h) => {
  it('sets her photo from an image she uploaded, answers its src, and removes it with null', async () => {
    const [ana] = (await makeCustomers(h().db, 1)) as [TestCustomer];
    const token = await tokenOf(h(), ana);
    const fileId = await fileOf(h().db, ana.customerId);
    const [file] = await h().db.select().from(files).where(eq(files.file_id, fileId));

    const set = await h().request('PUT', '/api/customer', { token, body: { file_id: fileId } });
    expect(set.status, set.text).toBe(200);
    expect(CustomerResponse.parse(set.body).customer.file).toEqual({ file_id: fileId, name: 'foto.png', type: 'image/png', src: file?.src });
    const current = await h().request('GET', '/api/customer', { token });
    expect(CustomerResponse.parse(current.body).customer.file?.src).toBe(file?.src);

    const removed = await h().request('PUT', '/api/customer', { token, body: { file_id: null } });
    expect(CustomerResponse.parse(removed.body).customer.file).toBeNull();
    expect(await photoOf(h(), ana)).toBeNull();
  });

  it("answers 404 for someone else's file, a bundled one and an unknown id, and 400 for a file that is no image", async () => {
    const [bea, other] = (await makeCustomers(h().db, 2)) as [TestCustomer, TestCustomer];
    const token = await tokenOf(h(), bea);
    const kept = await fileOf(h().db, bea.customerId);
    await h().request('PUT', '/api/customer', { token, body: { file_id: kept } });

    const notFound = { code: 'file/not-found', message: messages.profile.photoNotFound };
    for (const fileId of [await fileOf(h().db, other.customerId), await fileOf(h().db, null), 2_000_000_000]) {
      const refused = await h().request('PUT', '/api/customer', { token, body: { file_id: fileId, name: 'Cambiada' } });
      expect(refused.status, String(fileId)).toBe(404);
      expect(refused.body).toEqual(notFound);
    }
    const pdf = await h().request('PUT', '/api/customer', { token, body: { file_id: await fileOf(h().db, bea.customerId, 'application/pdf') } });
    expect(pdf.status).toBe(400);
    expect(pdf.body).toEqual({ code: 'file/not-image', message: messages.profile.photoNotImage });

    const [row] = await h().db.select().from(customers).where(eq(customers.customer_id, bea.customerId));
    expect(row).toMatchObject({ file_id: kept, name: bea.name });
  });
});
