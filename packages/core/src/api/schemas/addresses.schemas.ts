import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { INT_MAX, RefId, limits } from './common.schemas.js';

/**
 * The billing address of spec 3 (street, number, interior_number,
 * neighborhood, city, zip_code, state, country, address_id) as its own
 * resource, `/addresses` (spec 7, Catalogue): a customer reads and writes
 * her own; an admin any. The server enforces spec 5's rule (city, state and
 * country required, each with its message) on every write.
 */

/** Text without NUL characters, which PostgreSQL refuses to store. */
const text = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

/** Optional short text; null clears it. */
const Part = text(limits.shortText).nullable().optional();

/** The address fields a write names; the server answers a missing city, state or country with spec 5's message. */
const addressFields = {
  street: Part,
  number: Part,
  interior_number: Part,
  neighborhood: Part,
  city: Part,
  zip_code: text(12).nullable().optional(),
  state: Part,
  country: Part,
};

/** An address as `/addresses` answers it: whose it is, and its fields (a null city means 'not loaded'). */
export const AddressRecord = z.object({
  address_id: z.number().int(),
  customer_id: z.number().int(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  interior_number: z.string().nullable(),
  neighborhood: z.string().nullable(),
  city: z.string().nullable(),
  zip_code: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
});
export type AddressRecord = z.infer<typeof AddressRecord>;

export const AddressesResponse = z.object({ addresses: z.array(AddressRecord) });
export const AddressResponse = z.object({ address: AddressRecord });

/** GET /addresses: an admin may name a customer; a customer always reads her own. */
export const AddressesQuery = z.object({ customer_id: z.coerce.number().int().positive().max(INT_MAX).optional() });
export type AddressesQuery = z.input<typeof AddressesQuery>;

/**
 * POST /addresses: a customer's own address (at most one; `customer_id` is
 * ignored for a customer). An admin names the customer, or writes her own.
 */
export const AddressBody = z.object({ ...addressFields, customer_id: RefId.optional() });
export type AddressBody = z.input<typeof AddressBody>;

/** PUT /addresses/:id: changes only what it names; the result must still have city, state and country. */
export const AddressUpdateBody = z.object(addressFields);
export type AddressUpdateBody = z.input<typeof AddressUpdateBody>;
