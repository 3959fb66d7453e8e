import { and, asc, eq, inArray } from 'drizzle-orm';
import { FORM_ERRORS, checkCustomValue, type CustomValue, type CustomValueBody } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { customFields, customerCustomValues } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { customFieldView } from './views.js';
import { ensureOwnFiles, fileIdsIn, isUploadFieldType } from './value-files.js';

/** The custom values of some customers, by customer, in field order: one query for all of them. */
export const customValuesOf = async (db: Db, customerIds: readonly number[]): Promise<Map<number, CustomValue[]>> => {
  const values = new Map<number, CustomValue[]>();
  if (customerIds.length === 0) return values;
  const rows = await db
    .select({ customer_id: customerCustomValues.customer_id, custom_field_id: customFields.custom_field_id, key: customFields.key, value: customerCustomValues.value })
    .from(customerCustomValues)
    .innerJoin(customFields, eq(customFields.custom_field_id, customerCustomValues.custom_field_id))
    .where(inArray(customerCustomValues.customer_id, [...customerIds]))
    .orderBy(asc(customFields.custom_field_id));
  for (const { customer_id, ...value } of rows) values.set(customer_id, [...(values.get(customer_id) ?? []), value]);
  return values;
};

/**
 * Stores a customer's custom values (PUT /customer): each names a customer
 * custom field (404 otherwise) and passes core's check ('Revisa el campo:
 * {label}', 400); a value of an upload field ('file', 'image',
 * 'multiple-images') names only files this customer uploaded (else 404
 * 'file/not-found', `ensureOwnFiles`), so nobody can hold someone else's
 * file in use. Every value is checked before any is written, and fields
 * not named keep theirs. Null clears a value. `now` is the request's clock
 * reading. Only PUT /customer writes them today; a desk writer would pass
 * the customer's id, so her own uploads pass and an admin's do not.
 */
export const writeCustomValues = async (db: Db, customerId: number, sent: readonly CustomValueBody[], now: number): Promise<void> => {
  if (sent.length === 0) return;
  const ids = sent.map((value) => value.custom_field_id);
  const fields = await db.select().from(customFields)
    .where(and(inArray(customFields.custom_field_id, ids), eq(customFields.object, 'customer')));
  const checked = sent.map(({ custom_field_id, value }) => {
    const field = fields.find((candidate) => candidate.custom_field_id === custom_field_id);
    if (!field) throw failure(FORM_ERRORS.customFieldNotFound);
    const result = checkCustomValue(customFieldView(field), value ?? null);
    if (!result.ok) throw failure({ ...result.error, status: 400 });
    return { type: field.type, row: { customer_id: customerId, custom_field_id, value: result.value, updated_at: new Date(now) } };
  });
  await ensureOwnFiles(db, customerId, checked.flatMap(({ type, row }) => (isUploadFieldType(type) ? fileIdsIn(row.value) : [])));
  const rows = checked.map(({ row }) => row);
  for (const row of rows) {
    await db.insert(customerCustomValues).values(row)
      .onConflictDoUpdate({ target: [customerCustomValues.customer_id, customerCustomValues.custom_field_id], set: { value: row.value, updated_at: row.updated_at } });
  }
};
