import type { AddressRecord } from '@estudio/core';
import type { addresses } from '../../db/schema/index.js';
import { addressView } from '../customer-view.js';

/** An address as `/addresses` answers it, with whose it is. */
export const addressRecord = (row: typeof addresses.$inferSelect): AddressRecord => ({
  ...addressView(row),
  customer_id: row.customer_id,
});
