import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_EDITABLE_FIELDS, CUSTOMER_RELATED_LISTS, FORM_ERRORS, PROFILE_FORM_ID, REQUEST_ERRORS, customFieldProblems, fill, messages, parseFieldOptions,
  type CustomField, type ErrorEntry, type Routes,
} from '@estudio/core';
import type { Db } from '../../db/client.js';
import { customFields, formFields, forms } from '../../db/schema/index.js';
import { failure, isUniqueViolation, type ApiFailure } from '../../http/errors.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
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

/**
 * GET /custom_fields with spec 7's filters. Without query, page or
 * per_page: every field that passes them, by id, as the profile reads
 * them. With any of them (/admin, 'Campos personalizados'): one page of
 * the search by label or key (case and accents ignored), by id, and the total.
 */
const list: Handler<Routes['customFieldsList']> = async ({ db, query }) => {
  const filters: (SQL | undefined)[] = [];
  if (query.object !== undefined) filters.push(eq(customFields.object, query.object));
  if (query.key !== undefined) filters.push(eq(customFields.key, query.key));
  if (query.type !== undefined) filters.push(eq(customFields.type, query.type));
  if (query.required !== undefined) filters.push(eq(customFields.required, query.required));
  if (!asksForPage(query)) {
    const rows = await db.select().from(customFields).where(and(...filters)).orderBy(asc(customFields.custom_field_id));
    return { custom_fields: rows.map(customFieldView) };
  }
  const where = and(...filters, foldedMatch(query.query, customFields.label, customFields.key));
  const { rows, total } = await pageOf(db, {
    from: customFields, where, query,
    rows: ({ limit, offset }) => db.select().from(customFields).where(where).orderBy(asc(customFields.custom_field_id)).limit(limit).offset(offset),
  });
  return { custom_fields: rows.map(customFieldView), total };
};

/**
 * Refuses (409, `entry` filled with the form's name) a change that would
 * leave a field of the profile form without its place: a customer field
 * whose key the profile form uses (its answers are saved in the field).
 * The profile form's row is locked first, as PUT /forms/1 locks it: an
 * edit of its fields either ends before the check reads them or waits
 * until this change is done.
 */
const ensureNotInProfileForm = async (db: Db, field: { readonly object: string; readonly key: string }, entry: ErrorEntry): Promise<void> => {
  if (field.object !== 'customer') return;
  await db.select({ id: forms.form_id }).from(forms).where(eq(forms.form_id, PROFILE_FORM_ID)).for('update');
  const [used] = await db
    .select({ name: forms.name })
    .from(formFields)
    .innerJoin(forms, eq(forms.form_id, formFields.form_id))
    .where(and(eq(formFields.form_id, PROFILE_FORM_ID), eq(formFields.key, field.key)))
    .limit(1);
  if (used) throw failure(entry, fill(entry.message, { form: used.name }));
};

/**
 * A select names its choices, each value once (core's `customFieldProblems`),
 * or nothing is written (400, worded like the body's own checks: 'Revisa el
 * campo: options. …').
 */
const ensureChoices = (field: { readonly type: string; readonly options: unknown }): void => {
  const [problem] = customFieldProblems({ type: field.type, options: parseFieldOptions(field.options) });
  if (problem) throw failure(REQUEST_ERRORS.invalidBody, `${fill(messages.common.invalidField, { label: problem.at })}. ${problem.message}`);
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
  ensureChoices({ type: ctx.body.type ?? current.type, options: options === undefined ? current.options : options });
  const moves = (ctx.body.key ?? current.key) !== current.key || (ctx.body.object ?? current.object) !== current.object;
  if (moves) await ensureNotInProfileForm(ctx.db, current, FORM_ERRORS.customFieldKeyInUse);
  if (Object.keys(fields).length === 0) return { custom_field: customFieldView(current) };
  const [row] = await uniqueKey(() => ctx.db.update(customFields).set(fields).where(eq(customFields.custom_field_id, id)).returning());
  if (!row) throw notFound();
  return { custom_field: customFieldView(row) };
};

/**
 * Every customer's value of the field goes with it (cascade), as the
 * admin's 'Precaución' says. A field the profile form uses by its key is
 * refused (409): the form's field would have nowhere to save.
 */
const remove: Handler<Routes['customFieldDelete']> = async (ctx) => {
  const field = await findOne(ctx.db, idParam(ctx));
  await ensureNotInProfileForm(ctx.db, field, FORM_ERRORS.customFieldInUse);
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
