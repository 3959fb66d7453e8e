import { and, asc, eq, type SQL } from 'drizzle-orm';
import { CUSTOMER_EDITABLE_FIELDS, CUSTOMER_RELATED_LISTS, FORM_ERRORS, type CustomField, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { customFields } from '../../db/schema/index.js';
import { failure, isUniqueViolation, type ApiFailure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { customFieldView } from './views.js';

const notFound = (): ApiFailure => failure(FORM_ERRORS.customFieldNotFound);
const keyTaken = (): ApiFailure => failure(FORM_ERRORS.customFieldKeyTaken);

/** Keys a customer's own record uses: a customer custom field of that name would shadow it on the profile form. */
const CUSTOMER_KEYS: ReadonlySet<string> = new Set([
  ...CUSTOMER_EDITABLE_FIELDS, ...CUSTOMER_RELATED_LISTS,
  'customer_id', 'uid', 'email', 'file', 'file_id', 'address', 'has_unlimited', 'unlimited_membership_expiration',
  'password', 'password_confirm', 'role', 'custom_values', 'user_id',
]);

/** Refuses a customer field named like one of her own fields (400), before anything is written. */
const ensureFreeKey = (object: string, key: string): void => {
  if (object === 'customer' && CUSTOMER_KEYS.has(key)) {
    throw failure(FORM_ERRORS.customFieldKeyReserved);
  }
};

/** A write that lost the race for its (object, key) answers the same 409 as the check. */
const uniqueKey = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw isUniqueViolation(error) ? keyTaken() : error;
  }
};

const findRow = async (db: Db, id: number) => {
  const [row] = await db.select().from(customFields).where(eq(customFields.custom_field_id, id));
  if (!row) throw notFound();
  return row;
};

const findOne = async (db: Db, id: number): Promise<CustomField> => customFieldView(await findRow(db, id));

const list: Handler<Routes['customFieldsList']> = async ({ db, query }) => {
  const filters: SQL[] = [];
  if (query.object !== undefined) filters.push(eq(customFields.object, query.object));
  if (query.key !== undefined) filters.push(eq(customFields.key, query.key));
  if (query.type !== undefined) filters.push(eq(customFields.type, query.type));
  if (query.required !== undefined) filters.push(eq(customFields.required, query.required));
  const rows = await db.select().from(customFields).where(and(...filters)).orderBy(asc(customFields.custom_field_id));
  return { custom_fields: rows.map(customFieldView) };
};

const one: Handler<Routes['customFieldOne']> = async (ctx) => ({ custom_field: await findOne(ctx.db, idParam(ctx)) });

const optionsText = (options: readonly unknown[] | null | undefined): string | null | undefined =>
  options === undefined ? undefined : options === null || options.length === 0 ? null : JSON.stringify(options);

const create: Handler<Routes['customFieldCreate']> = async ({ db, body }) => {
  ensureFreeKey(body.object, body.key);
  const [row] = await uniqueKey(() =>
    db.insert(customFields)
      .values({ ...body, required: body.required ?? false, options: optionsText(body.options) ?? null })
      .returning());
  if (!row) throw new Error('A write returned no row inside its transaction');
  return { custom_field: customFieldView(row) };
};

/** Changes only what the body names; values already stored are kept as they are. */
const update: Handler<Routes['customFieldUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const current = await findRow(ctx.db, id);
  const { options, ...rest } = ctx.body;
  const fields = Object.fromEntries(Object.entries({ ...rest, options: optionsText(options) }).filter(([, value]) => value !== undefined));
  ensureFreeKey(ctx.body.object ?? current.object, ctx.body.key ?? current.key);
  if (Object.keys(fields).length === 0) return { custom_field: customFieldView(current) };
  const [row] = await uniqueKey(() => ctx.db.update(customFields).set(fields).where(eq(customFields.custom_field_id, id)).returning());
  if (!row) throw notFound();
  return { custom_field: customFieldView(row) };
};

/** Every customer's value of the field goes with it (cascade). */
const remove: Handler<Routes['customFieldDelete']> = async (ctx) => {
  const field = await findOne(ctx.db, idParam(ctx));
  await ctx.db.delete(customFields).where(eq(customFields.custom_field_id, field.custom_field_id));
  return { custom_field: field };
};

/** /custom_fields of spec 7: public reads with filters; admin writes (spec 4 Save rule, spec 8 notices). */
export const customFieldHandlers = {
  customFieldsList: list,
  customFieldOne: one,
  customFieldCreate: create,
  customFieldUpdate: update,
  customFieldDelete: remove,
};
