import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_ERRORS } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { customers } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { callerOf } from '../handler.js';

/** A customer row. */
export type CustomerRow = typeof customers.$inferSelect;

/** What the caller's customer is looked up with: the request's database and its signed-in caller. */
type CallerContext = { readonly db: Db; readonly caller: Caller | null };

/** The 404 of a caller with no customer record (an admin or a Firebase account that never signed up). */
export const noCustomerRecord = (): ApiFailure => failure(CUSTOMER_ERRORS.notFound);

/**
 * The customer record of an identity account, if it has one. `lock` holds
 * the row until the request's transaction ends (`for update`). Most of a
 * customer's requests start with it: built once and named (`preparedOn`).
 */
export const customerRowOfUid = async (db: Db, uid: string, lock = false): Promise<CustomerRow | undefined> => {
  const name = lock ? 'customer_by_uid_for_update' : 'customer_by_uid';
  const statement = preparedOn(db, name, () => {
    const query = db.select().from(customers).where(eq(customers.uid, sql.placeholder('uid')));
    return (lock ? query.for('update') : query).prepare(name);
  });
  const [row] = await statement.execute({ uid });
  return row;
};

/**
 * The caller's customer record; a caller without one is refused
 * (`noCustomerRecord`, 404). `lock: true` holds her row until the request's
 * transaction ends, as every checkout of hers does first.
 */
export const callerCustomer = async (ctx: CallerContext, options: { readonly lock?: boolean } = {}): Promise<CustomerRow> => {
  const row = await customerRowOfUid(ctx.db, callerOf(ctx).uid, options.lock);
  if (!row) throw noCustomerRecord();
  return row;
};

/** The caller's customer id; null when she has no customer record (an admin may have none). */
export const callerCustomerId = async (ctx: CallerContext): Promise<number | null> =>
  (await customerRowOfUid(ctx.db, callerOf(ctx).uid))?.customer_id ?? null;
