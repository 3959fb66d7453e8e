import { eq } from 'drizzle-orm';
import { ADDRESS_ERRORS, validateAddress, type Address } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { callerCustomer } from '../shared/caller-customer.js';

/** Someone else's address, or none: the same 404, so a customer learns nothing of others. */
export const addressNotFound = (): ApiFailure => failure(ADDRESS_ERRORS.notFound);

/**
 * Spec 5, Address: city, state and country required, in that order; the
 * first missing one is a 400 with its message ('Debes agregar tu ciudad.').
 * Thrown, so nothing the request wrote stays.
 */
export const ensureAddressRule = (address: Partial<Pick<Address, 'city' | 'state' | 'country'>>): void => {
  const checked = validateAddress(address);
  if (!checked.ok) throw failure({ ...checked.error, status: 400 });
};

/**
 * The address with this id as the caller may reach it: any for an admin,
 * only her own for a customer (someone else's is 404). Locked for update
 * when asked, so two writes of one address run one after the other.
 */
export const reachableAddress = async (db: Db, caller: Caller, id: number, forUpdate = false) => {
  const query = db.select().from(addresses).where(eq(addresses.address_id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw addressNotFound();
  if (caller.role !== 'admin' && row.customer_id !== (await callerCustomer({ db, caller })).customer_id) throw addressNotFound();
  return row;
};
