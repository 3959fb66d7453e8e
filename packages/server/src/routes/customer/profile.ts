import { and, eq, ne } from 'drizzle-orm';
import { CUSTOMER_ERRORS, type Address, type CustomValueBody } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { addresses, customers } from '../../db/schema/index.js';
import { failure, isUniqueViolation, type ApiFailure } from '../../http/errors.js';
import { writeCustomValues } from '../custom-fields/values.js';

type CustomerRow = typeof customers.$inferSelect;

/** 409: another customer holds the phone. */
export const phoneInUse = (): ApiFailure => failure(CUSTOMER_ERRORS.phoneInUse);

/** True when a customer other than `exceptCustomerId` holds the phone. */
export const phoneTaken = async (db: Db, phone: string, exceptCustomerId?: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: customers.customer_id })
    .from(customers)
    .where(exceptCustomerId === undefined ? eq(customers.phone, phone) : and(eq(customers.phone, phone), ne(customers.customer_id, exceptCustomerId)));
  return row !== undefined;
};

/** Turns a lost race on a unique column into the same 409 the pre-check gives. */
export const uniqueAs = async <T>(conflict: () => ApiFailure, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? conflict() : error;
  }
};

/** Refuses, before anything is written, a new phone another customer holds (409). Her own again is no change. */
export const ensurePhoneFree = async (db: Db, row: CustomerRow, phone: string | undefined): Promise<void> => {
  if (phone !== undefined && phone !== row.phone && (await phoneTaken(db, phone, row.customer_id))) throw phoneInUse();
};

/** A checked profile edit: columns of her row, her billing address, her custom values. */
export interface ProfileEdit {
  readonly fields: Partial<typeof customers.$inferInsert>;
  readonly address?: Omit<Address, 'address_id'> | undefined;
  readonly customValues?: readonly CustomValueBody[] | undefined;
}

/**
 * Writes a profile edit whose rules were checked (the address rule,
 * `ensurePhoneFree`): the named columns (a phone taken meanwhile is the same
 * 409), her one address (created or updated), and her custom values with
 * their own checks (`writeCustomValues`). Shared by PUT /customer (hers)
 * and PUT /customer/admin/:id (the admin's), so both apply one set of rules.
 */
export const writeProfile = async (db: Db, customerId: number, edit: ProfileEdit, now: number): Promise<void> => {
  const { fields, address, customValues } = edit;
  if (Object.keys(fields).length > 0) {
    await uniqueAs(phoneInUse, () => db.update(customers).set(fields).where(eq(customers.customer_id, customerId)));
  }
  if (address) {
    await db
      .insert(addresses)
      .values({ ...address, customer_id: customerId })
      .onConflictDoUpdate({ target: addresses.customer_id, set: address });
  }
  if (customValues) await writeCustomValues(db, customerId, customValues, now);
};
