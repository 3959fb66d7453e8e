import { inArray, type SQL } from 'drizzle-orm';
import type { Customer, FileRef } from '@estudio/core';
import type { Db } from '../db/client.js';
import { runAll } from '../db/run-all.js';
import { acceptedPages, accounts, addresses, customers, files, purchases } from '../db/schema/index.js';
import { roleOf } from '../auth/accounts.js';
import type { CustomerRow } from './shared/caller-customer.js';
import { customValuesOf } from './custom-fields/values.js';
import { pendingEmailsOf } from './customer/email-change.js';

type AddressRow = typeof addresses.$inferSelect;
type FileRow = typeof files.$inferSelect;

/** A file row as the front end reads it (spec 3, File). */
export const fileRef = (file: Pick<FileRow, 'file_id' | 'name' | 'type' | 'src'>): FileRef => ({ file_id: file.file_id, name: file.name, type: file.type, src: file.src });

/** An address as a customer's record carries it (and, with her id, as `/addresses` answers it). */
export const addressView = (row: AddressRow) => ({
  address_id: row.address_id,
  street: row.street,
  number: row.number,
  interior_number: row.interior_number,
  neighborhood: row.neighborhood,
  city: row.city,
  zip_code: row.zip_code,
  state: row.state,
  country: row.country,
});

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** The related rows of some customers, fetched in one query per table. */
const loadRelated = async (db: Db, rows: readonly CustomerRow[], now: number | undefined) => {
  const ids = rows.map((row) => row.customer_id);
  const uids = rows.map((row) => row.uid);
  const fileIds = rows.flatMap((row) => (row.file_id === null ? [] : [row.file_id]));
  const [addressRows, fileRows, accepted, bought, accountRows, customValues, pendingEmails] = await runAll(db, [
    () => db.select().from(addresses).where(inArray(addresses.customer_id, ids)),
    () => (fileIds.length ? db.select().from(files).where(inArray(files.file_id, fileIds)) : Promise.resolve([])),
    () => db.select({ customer_id: acceptedPages.customer_id, page_id: acceptedPages.page_id })
      .from(acceptedPages).where(inArray(acceptedPages.customer_id, ids)).orderBy(acceptedPages.page_id),
    () => db.select({ customer_id: purchases.customer_id, purchase_id: purchases.purchase_id, class_package_id: purchases.class_package_id })
      .from(purchases).where(inArray(purchases.customer_id, ids)).orderBy(purchases.purchase_id),
    () => db.select({ uid: accounts.uid, role: accounts.role }).from(accounts).where(inArray(accounts.uid, uids)),
    () => customValuesOf(db, ids),
    () => pendingEmailsOf(db, ids, now),
  ] as const);
  return {
    address: new Map(addressRows.map((row) => [row.customer_id, row])),
    file: new Map(fileRows.map((row) => [row.file_id, row])),
    accepted: groupBy(accepted, (row) => row.customer_id),
    bought: groupBy(bought, (row) => row.customer_id),
    role: new Map(accountRows.map((row) => [row.uid, roleOf(row)])),
    customValues,
    pendingEmails,
  };
};

/**
 * Customers as the API answers them (core's `Customer`), in the order of
 * `rows`. `pending_email` is her unconfirmed new e-mail; given the request's
 * `now`, an expired one is left out.
 */
export const customerViews = async (db: Db, rows: readonly CustomerRow[], now?: number): Promise<Customer[]> => {
  if (rows.length === 0) return [];
  const related = await loadRelated(db, rows, now);
  return rows.map((row) => {
    const address = related.address.get(row.customer_id);
    const file = row.file_id === null ? undefined : related.file.get(row.file_id);
    return {
      customer_id: row.customer_id,
      uid: row.uid,
      name: row.name,
      last_name: row.last_name,
      email: row.email,
      phone: row.phone,
      instagram: row.instagram,
      birthdate: row.birthdate,
      signup_reason: row.signup_reason,
      other: row.other,
      file: file ? fileRef(file) : null,
      address: address ? addressView(address) : null,
      has_unlimited: row.has_unlimited,
      unlimited_membership_expiration: row.unlimited_membership_expiration?.toISOString() ?? null,
      role: related.role.get(row.uid) ?? 'customer',
      accepted_pages: (related.accepted.get(row.customer_id) ?? []).map(({ page_id }) => ({ page_id })),
      purchases: (related.bought.get(row.customer_id) ?? []).map(({ purchase_id, class_package_id }) => ({ purchase_id, class_package_id })),
      custom_values: related.customValues.get(row.customer_id) ?? [],
      pending_email: related.pendingEmails.get(row.customer_id) ?? null,
      created_at: row.created_at.toISOString(),
    };
  });
};

/** The customers matching `where`, serialised (`now` as for `customerViews`). */
export const findCustomerViews = async (db: Db, where: SQL | undefined, limit = 1, offset = 0, now?: number): Promise<Customer[]> => {
  const rows = await db.select().from(customers).where(where).orderBy(customers.customer_id).limit(limit).offset(offset);
  return customerViews(db, rows, now);
};
