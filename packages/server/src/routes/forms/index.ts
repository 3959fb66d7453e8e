import { asc, eq, ilike } from 'drizzle-orm';
import { FORM_ERRORS, type Form, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { formFields, forms } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
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

const list: Handler<Routes['formsList']> = async ({ db, query }) => {
  const name = query.name?.trim();
  const rows = await db.select().from(forms)
    .where(name ? ilike(forms.name, containing(name)) : undefined)
    .orderBy(asc(forms.form_id));
  return { forms: await formViews(db, rows) };
};

const one: Handler<Routes['formOne']> = async (ctx) => ({ form: await findOne(ctx.db, idParam(ctx)) });

const create: Handler<Routes['formCreate']> = async ({ db, body }) => {
  const [row] = await db.insert(forms).values({ name: body.name }).returning({ id: forms.form_id });
  if (!row) throw new Error('A write returned no row inside its transaction');
  const fields = fieldRows(row.id, body.form_fields ?? []);
  if (fields.length > 0) await db.insert(formFields).values(fields);
  return { form: await findOne(db, row.id) };
};

/** Fields, when sent, replace the form's fields as a whole: the list is the form. */
const update: Handler<Routes['formUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  await findOne(ctx.db, id, true);
  if (ctx.body.name !== undefined) await ctx.db.update(forms).set({ name: ctx.body.name }).where(eq(forms.form_id, id));
  if (ctx.body.form_fields !== undefined) {
    await ctx.db.delete(formFields).where(eq(formFields.form_id, id));
    const fields = fieldRows(id, ctx.body.form_fields);
    if (fields.length > 0) await ctx.db.insert(formFields).values(fields);
  }
  return { form: await findOne(ctx.db, id) };
};

/** A form's fields go with it (cascade); nothing else names a form. */
const remove: Handler<Routes['formDelete']> = async (ctx) => {
  const form = await findOne(ctx.db, idParam(ctx), true);
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
