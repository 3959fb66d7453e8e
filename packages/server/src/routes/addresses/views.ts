import type { AddressRecord } from '@estudio/core';
import type { addresses } from '../../db/schema/index.js';

/** An address as `/addresses` answers it, with whose it is. */
export const addressRecord = (row: typeof addresses.$inferSelect): AddressRecord => ({
  address_id: row.address_id,
  customer_id: row.customer_id,
  street: row.street,
  number: row.number,
  interior_number: row.interior_number,
  neighborhood: row.neighborhood,
  city: row.city,
  zip_code: row.zip_code,
  state: row.state,
  country: row.country,
});
