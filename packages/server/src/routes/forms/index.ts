import { and, asc, eq, ilike } from 'drizzle-orm';
import { FORM_ERRORS, formRoleOf, missingAddressKeys, type Form, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { formFields, forms } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { idParam, type Handler } from '../handler.js';
import { fieldRows, formViews } from './views.js';

const notFound = (): ApiFailure => failure(FORM_ERRORS.formNotFound);

/** ilike's wildcards typed by the admin match themselves. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One form with its fields; the row is locked when `forUpdate`, so two edits of it run one after the other. */
const findOne = async (db: Db, id: number, forUpdate = false): Promise<Form> => {
  const query = db.select().from(forms).where(eq(forms.form_id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  const [form] = await formViews(db, [row]);
  if (!form) throw notFound();
  return form;
};

/**
 * GET /forms (?name filters as before). Without query, page or per_page:
 * every form by id, as the member area reads it. With any of them (/admin,
 * 'Formularios'): one page of the search by name (case and accents
 * ignored), by id so the profile form leads, and the total.
 */
const list: Handler<Routes['formsList']> = async ({ db, query }) => {
  const name = query.name?.trim();
  const byName = name ? ilike(forms.name, containing(name)) : undefined;
  if (!asksForPage(query)) return { forms: await formViews(db, await db.select().from(forms).where(byName).orderBy(asc(forms.form_id))) };
  const where = and(byName, foldedMatch(query.query, forms.name));
  const { rows, total } = await pageOf(db, {
    from: forms, where, query,
    rows: ({ limit, offset }) => db.select().from(forms).where(where).orderBy(asc(forms.form_id)).limit(limit).offset(offset),
  });
  return { forms: await formViews(db, rows), total };
};

const one: Handler<Routes['formOne']> = async (ctx) => ({ form: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['formCreate']> = async ({ db, body }) => {
  const [row] = await db.insert(forms).values({ name: body.name }).returning({ id: forms.form_id });
  if (!row) throw new Error('A write returned no row inside its transaction');
  const fields = fieldRows(row.id, body.form_fields ?? []);
  if (fields.length > 0) await db.insert(formFields).values(fields);
  return { form: await findOne(db, row.id) };
};

/** The address form's fields keep city, state and country (spec 5), or nothing changes (409). */
const ensureAddressFields = (id: number, fields: readonly { readonly key: string }[] | undefined): void => {
  if (fields === undefined || formRoleOf(id) !== 'address') return;
  if (missingAddressKeys(fields.map((field) => field.key)).length > 0) throw failure(FORM_ERRORS.addressFormFields);
};

/** Fields, when sent, replace the form's fields as a whole: the list is the form. */
const update: Handler<Routes['formUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  await findOne(ctx.db, id, true);
  ensureAddressFields(id, ctx.body.form_fields);
  if (ctx.body.name !== undefined) await ctx.db.update(forms).set({ name: ctx.body.name }).where(eq(forms.form_id, id));
  if (ctx.body.form_fields !== undefined) {
    await ctx.db.delete(formFields).where(eq(formFields.form_id, id));
    const fields = fieldRows(id, ctx.body.form_fields);
    if (fields.length > 0) await ctx.db.insert(formFields).values(fields);
  }
  return { form: await findOne(ctx.db, id) };
};

const IN_USE = { profile: FORM_ERRORS.profileFormInUse, address: FORM_ERRORS.addressFormInUse } as const;

/**
 * A form's fields go with it (cascade). The profile form (form 1) and the
 * address form (form 6) are what 'Mi Información', 'Completar Información'
 * and the billing address read, by id: deleting them is refused (409). No
 * setting or package names a form.
 */
const remove: Handler<Routes['formDelete']> = async (ctx) => {
  const form = await findOne(ctx.db, idParam(ctx), true);
  const role = formRoleOf(form.form_id);
  if (role) throw failure(IN_USE[role]);
  await ctx.db.delete(forms).where(eq(forms.form_id, form.form_id));
  return { form };
};

/** /forms of spec 7 (Catalogue): public reads, admin writes. */
export const formHandlers = {
  formsList: list,
  formOne: one,
  formCreate: create,
  formUpdate: update,
  formDelete: remove,
};
