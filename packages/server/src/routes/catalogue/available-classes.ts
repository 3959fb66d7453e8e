import { and, asc, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_ERRORS, type AvailableClass, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { availableClasses as credits, classReservations, classTypes, customers } from '../../db/schema/index.js';
import { failure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { callerCustomerId } from '../shared/caller-customer.js';
import { customerMatches, customerView } from '../shared/customer-match.js';
import { asksForPage, pageOf } from '../shared/paged-search.js';
import { actsForOthers } from '../shared/roles.js';
import {
  definedFields, ensureClassTypes, ensureCustomer, guardReferences, hasFields, idList, missingClassType, notFound, written,
} from './references.js';
import { startOfStudioDay, studioZone } from './studio-day.js';

type Row = typeof credits.$inferSelect;

const inUse = () => failure(CATALOGUE_ERRORS.availableClassInUse);

const view = (row: Row): AvailableClass => ({
  available_class_id: row.available_class_id,
  customer_id: row.customer_id,
  purchase_id: row.purchase_id,
  class_type_id: row.class_type_id,
  class_types: row.class_types,
  allowed_times: row.allowed_times,
  available_classes: row.available_classes,
  expiration_date: row.expiration_date?.toISOString() ?? null,
});

/** The credits that expire first come first: they are the ones a reservation spends first. */
const select = async (db: Db, where: SQL | undefined): Promise<AvailableClass[]> =>
  (await db.select().from(credits).where(where)
    .orderBy(sql`${credits.expiration_date} asc nulls last`, asc(credits.available_class_id)))
    .map(view);

/**
 * The team's page of every customer's credits (/admin, 'Créditos'): of the
 * customer named or all, searched by the customer (name, e-mail, phone),
 * the latest expiry first (none last), each with its customer and class
 * type's name, and the total.
 */
const teamPage = async (db: Db, query: Parameters<Handler<Routes['availableClassesList']>>[0]['query']) => {
  const where = and(
    query.customer_id === undefined ? undefined : eq(credits.customer_id, query.customer_id),
    query.query ? customerMatches(db, query.query, credits.customer_id) : undefined,
  );
  const { rows, total } = await pageOf(db, {
    from: credits, where, query,
    rows: ({ limit, offset }) =>
      db.select({ credit: credits, customer: customerView, class_type_name: classTypes.name }).from(credits)
        .innerJoin(customers, eq(customers.customer_id, credits.customer_id))
        .leftJoin(classTypes, eq(classTypes.class_type_id, credits.class_type_id))
        .where(where)
        .orderBy(sql`${credits.expiration_date} desc nulls last`, desc(credits.available_class_id))
        .limit(limit).offset(offset),
  });
  return { available_classes: rows.map(({ credit, customer, class_type_name }) => ({ ...view(credit), customer, class_type_name })), total };
};

/**
 * A customer reads her own credits; the team (front desk, admin) those of
 * the customer she names (else her own), or with query, page or per_page,
 * one page of everyone's (`teamPage`).
 */
const list: Handler<Routes['availableClassesList']> = async (ctx) => {
  if (actsForOthers(ctx) && asksForPage(ctx.query)) return teamPage(ctx.db, ctx.query);
  const named = actsForOthers(ctx) ? ctx.query.customer_id : undefined;
  const customerId = named ?? (await callerCustomerId(ctx));
  if (customerId === null) return { available_classes: [] };
  return { available_classes: await select(ctx.db, eq(credits.customer_id, customerId)) };
};

/**
 * A customer's credits usable at `at`, in the order they are spent: some
 * classes left (or unlimited) and not expired by then. The member area reads
 * them for a studio day, the customer page for now.
 */
export const usableCredits = (db: Db, customerId: number, at: Date): Promise<AvailableClass[]> =>
  select(db, and(
    eq(credits.customer_id, customerId),
    ne(credits.available_classes, 0),
    or(isNull(credits.expiration_date), gt(credits.expiration_date, at)),
  ));

/**
 * The caller's credits usable on a studio day: some classes left (or
 * unlimited) and not expired when the day starts.
 */
const byDate: Handler<Routes['availableClassesByDate']> = async (ctx) => {
  const customerId = await callerCustomerId(ctx);
  if (customerId === null) return { available_classes: [] };
  const dayStart = startOfStudioDay(ctx.query.date, await studioZone(ctx.db));
  return { available_classes: await usableCredits(ctx.db, customerId, dayStart) };
};

/** One credit; `lock` holds its row until the request ends, so no reservation spends it meanwhile. */
const findRow = async (db: Db, id: number, lock = false): Promise<Row> => {
  const query = db.select().from(credits).where(eq(credits.available_class_id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CATALOGUE_ERRORS.availableClassNotFound);
  return row;
};

/** Someone else's credit answers the same 404 as a missing one, so ids reveal nothing. */
const one: Handler<Routes['availableClassOne']> = async (ctx) => {
  const row = await findRow(ctx.db, idParam(ctx));
  if (!actsForOthers(ctx) && row.customer_id !== (await callerCustomerId(ctx))) return notFound(CATALOGUE_ERRORS.availableClassNotFound);
  return { available_class: view(row) };
};

/** Every class type a credit names must exist. */
const ensureTypesOf = (db: Db, fields: { class_type_id?: number | null; class_types?: string | null }) =>
  ensureClassTypes(db, [...(fields.class_type_id ? [fields.class_type_id] : []), ...idList(fields.class_types)]);

const toInstant = (value: string | null | undefined): Date | null | undefined =>
  value === undefined || value === null ? value : new Date(value);

const create: Handler<Routes['availableClassCreate']> = async ({ db, body }) => {
  await ensureCustomer(db, body.customer_id);
  await ensureTypesOf(db, body);
  const values = { ...body, expiration_date: toInstant(body.expiration_date) };
  const row = written(await guardReferences(missingClassType, () => db.insert(credits).values(values).returning()));
  return { available_class: view(row) };
};

const update: Handler<Routes['availableClassUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const fields = definedFields({ ...ctx.body, expiration_date: toInstant(ctx.body.expiration_date) });
  await findRow(ctx.db, id);
  if (!hasFields(fields)) return { available_class: view(await findRow(ctx.db, id)) };
  await ensureTypesOf(ctx.db, fields);
  const [row] = await guardReferences(missingClassType, () =>
    ctx.db.update(credits).set(fields).where(eq(credits.available_class_id, id)).returning());
  return row ? { available_class: view(row) } : notFound(CATALOGUE_ERRORS.availableClassNotFound);
};

/** Credits that paid for a live reservation stay, so cancelling it can still give the class back. */
const remove: Handler<Routes['availableClassDelete']> = async (ctx) => {
  const row = await findRow(ctx.db, idParam(ctx), true);
  const [spent] = await ctx.db.select({ id: classReservations.class_reservation_id }).from(classReservations)
    .where(and(eq(classReservations.available_class_id, row.available_class_id), isNull(classReservations.deleted_at)))
    .limit(1);
  if (spent) throw inUse();
  await ctx.db.delete(credits).where(eq(credits.available_class_id, row.available_class_id));
  return { available_class: view(row) };
};

/** The credits of spec 7 (available classes): admins write, customers read their own. */
export const availableClassHandlers = {
  availableClassesList: list,
  availableClassesByDate: byDate,
  availableClassOne: one,
  availableClassCreate: create,
  availableClassUpdate: update,
  availableClassDelete: remove,
};
