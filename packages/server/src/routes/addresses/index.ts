import { asc, eq } from 'drizzle-orm';
import { ADDRESS_ERRORS, type Routes } from '@estudio/core';
import { addresses } from '../../db/schema/index.js';
import { failure, isUniqueViolation } from '../../http/errors.js';
import { ensureCustomer, guardReferences, missingCustomer } from '../catalogue/references.js';
import { callerOf, idParam, type Handler } from '../handler.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { addressRecord } from './views.js';
import { addressNotFound, ensureAddressRule, reachableAddress } from './rules.js';

const exists = () => failure(ADDRESS_ERRORS.exists);

/** A customer lists her own (at most one); an admin all, or one customer's with ?customer_id. */
const list: Handler<Routes['addressesList']> = async (ctx) => {
  const caller = callerOf(ctx);
  const customerId = caller.role === 'admin' ? ctx.query.customer_id : (await callerCustomer(ctx)).customer_id;
  const rows = await ctx.db.select().from(addresses)
    .where(customerId === undefined ? undefined : eq(addresses.customer_id, customerId))
    .orderBy(asc(addresses.address_id));
  return { addresses: rows.map(addressRecord) };
};

const one: Handler<Routes['addressOne']> = async (ctx) => ({
  address: addressRecord(await reachableAddress(ctx.db, callerOf(ctx), idParam(ctx))),
});

/**
 * A customer adds her own address (a `customer_id` in the body is ignored);
 * an admin names the customer or adds her own. One per customer: a second
 * is 409, also when two arrive at once (the unique customer_id).
 */
const create: Handler<Routes['addressCreate']> = async (ctx) => {
  const caller = callerOf(ctx);
  const { customer_id: named, ...fields } = ctx.body;
  ensureAddressRule(fields);
  const customerId = caller.role === 'admin' && named !== undefined ? named : (await callerCustomer(ctx)).customer_id;
  if (caller.role === 'admin' && named !== undefined) await ensureCustomer(ctx.db, named);
  const [taken] = await ctx.db.select({ id: addresses.address_id }).from(addresses).where(eq(addresses.customer_id, customerId));
  if (taken) throw exists();
  try {
    const [row] = await guardReferences(missingCustomer, () =>
      ctx.db.insert(addresses).values({ ...fields, customer_id: customerId }).returning());
    if (!row) throw addressNotFound();
    return { address: addressRecord(row) };
  } catch (error) {
    throw isUniqueViolation(error) ? exists() : error;
  }
};

/** Changes only the fields it names; the address that results must still have city, state and country. */
const update: Handler<Routes['addressUpdate']> = async (ctx) => {
  const current = await reachableAddress(ctx.db, callerOf(ctx), idParam(ctx), true);
  const fields = Object.fromEntries(Object.entries(ctx.body).filter(([, value]) => value !== undefined));
  ensureAddressRule({ ...current, ...fields });
  if (Object.keys(fields).length === 0) return { address: addressRecord(current) };
  const [row] = await ctx.db.update(addresses).set(fields).where(eq(addresses.address_id, current.address_id)).returning();
  if (!row) throw addressNotFound();
  return { address: addressRecord(row) };
};

const remove: Handler<Routes['addressDelete']> = async (ctx) => {
  const current = await reachableAddress(ctx.db, callerOf(ctx), idParam(ctx), true);
  await ctx.db.delete(addresses).where(eq(addresses.address_id, current.address_id));
  return { address: addressRecord(current) };
};

/** /addresses of spec 7: a customer's own, an admin's any; spec 5's address rule on every write. */
export const addressHandlers = {
  addressesList: list,
  addressOne: one,
  addressCreate: create,
  addressUpdate: update,
  addressDelete: remove,
};
