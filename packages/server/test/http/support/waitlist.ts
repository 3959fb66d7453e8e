import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../../src/db/schema/index.js';
import { makeClass, makeCustomers, tokenOf, type TestCustomer } from './booking.js';
import type { Harness } from './harness.js';

/** A class of capacity 1 held by a fresh customer with a credit, and `waiting` customers (with a credit each) on its waitlist. */
export const fullWithWaitlist = async (h: Harness, waiting: number, inHours = 48) => {
  const [holder, ...others] = (await makeCustomers(h.db, waiting + 1, { credits: 1 })) as [TestCustomer, ...TestCustomer[]];
  const singleClass = await makeClass(h, { capacity: 1, inHours });
  const booked = await h.request('POST', '/api/class_reservations', { token: await tokenOf(h, holder), body: { single_class_id: singleClass.single_class_id } });
  expect(booked.status, booked.text).toBe(201);
  for (const customer of others) {
    const joined = await h.request('POST', '/api/waitlist', { token: await tokenOf(h, customer), body: { single_class_id: singleClass.single_class_id } });
    expect(joined.status, joined.text).toBe(201);
  }
  return { singleClass, holder, waiting: others, reservationId: booked.body.class_reservation.class_reservation_id as number };
};

/** The outbox's e-mails to these addresses, in the order they were written. */
export const mailTo = (h: Harness, emails: readonly string[]) =>
  h.db.select().from(outbox).where(inArray(outbox.recipient, [...emails])).orderBy(outbox.outbox_id);
