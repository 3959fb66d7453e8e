import { and, asc, desc, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import type { ReservationPenalty, Routes } from '@estudio/core';
import { CATALOGUE_ERRORS } from '@estudio/core';
import { change } from '../../audit/facts.js';
import { recordTeamAction } from '../../audit/record.js';
import type { Db } from '../../db/client.js';
import { classReservationPenalties as penalties, customers, type AuditDetails } from '../../db/schema/index.js';
import { idParam, type Handler } from '../handler.js';
import { callerCustomerId } from '../shared/caller-customer.js';
import { customerMatches, customerView } from '../shared/customer-match.js';
import { asksForPage, foldedMatch, pageOf } from '../shared/paged-search.js';
import { definedFields, ensureCustomer, guardReferences, hasFields, missingCustomer, notFound, written } from './references.js';

type Row = typeof penalties.$inferSelect;

/** A penalty as the API answers it (spec 3). */
export const penaltyView = (row: Row): ReservationPenalty => ({
  penalty_id: row.penalty_id,
  customer_id: row.customer_id,
  reason: row.reason,
  end_date: row.end_date.toISOString(),
});

const findRow = async (db: Db, id: number, lock = false): Promise<Row> => {
  const query = db.select().from(penalties).where(eq(penalties.penalty_id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(CATALOGUE_ERRORS.penaltyNotFound);
  return row;
};

/** What a line of her history says of a penalty: which one, why, and until when. */
const penaltyFacts = (row: Row): AuditDetails => ({ penalty_id: row.penalty_id, reason: row.reason, end_date: row.end_date.toISOString() });

/** The fields an edit changed, each `{from, to}` (none when it wrote the same values). */
const penaltyChanges = (before: Row, after: Row): AuditDetails => {
  const changes: AuditDetails = {};
  if (before.reason !== after.reason) changes.reason = change(before.reason, after.reason);
  if (before.end_date.getTime() !== after.end_date.getTime()) changes.end_date = change(before.end_date.toISOString(), after.end_date.toISOString());
  return changes;
};

/**
 * GET /class_reservation_penaltys. Without query, page or per_page: of one
 * customer or all, soonest end first, as the customer page reads them. With
 * any of them (/admin, 'Penalizaciones'): one page of the search by the
 * customer (name, e-mail, phone) or the reason, the latest end first, each
 * with its customer, and the total; `active` keeps those still running
 * (true) or over (false).
 */
const list: Handler<Routes['penaltiesList']> = async ({ db, query, now }) => {
  const ofCustomer = query.customer_id === undefined ? undefined : eq(penalties.customer_id, query.customer_id);
  if (!asksForPage(query)) {
    const rows = await db.select().from(penalties).where(ofCustomer).orderBy(asc(penalties.end_date), asc(penalties.penalty_id));
    return { class_reservation_penaltys: rows.map(penaltyView) };
  }
  const at = new Date(now);
  const running: SQL | undefined = query.active === undefined ? undefined : query.active ? gt(penalties.end_date, at) : lte(penalties.end_date, at);
  const searched = query.query ? or(customerMatches(db, query.query, penalties.customer_id), foldedMatch(query.query, penalties.reason)) : undefined;
  const where = and(ofCustomer, running, searched);
  const { rows, total } = await pageOf(db, {
    from: penalties, where, query,
    rows: ({ limit, offset }) =>
      db.select({ penalty: penalties, customer: customerView }).from(penalties)
        .innerJoin(customers, eq(customers.customer_id, penalties.customer_id))
        .where(where)
        .orderBy(desc(penalties.end_date), desc(penalties.penalty_id))
        .limit(limit).offset(offset),
  });
  return { class_reservation_penaltys: rows.map(({ penalty, customer }) => ({ ...penaltyView(penalty), customer })), total };
};

/** The caller's penalties still running (spec 4, Penalty): no reservation until the last one ends. */
const mine: Handler<Routes['penaltiesMine']> = async (ctx) => {
  const customerId = await callerCustomerId(ctx);
  if (customerId === null) return { class_reservation_penaltys: [] };
  const rows = await ctx.db.select().from(penalties)
    .where(and(eq(penalties.customer_id, customerId), gt(penalties.end_date, new Date(ctx.now))))
    .orderBy(asc(penalties.end_date), asc(penalties.penalty_id));
  return { class_reservation_penaltys: rows.map(penaltyView) };
};

const one: Handler<Routes['penaltyOne']> = async (ctx) => ({ class_reservation_penalty: penaltyView(await findRow(ctx.db, idParam(ctx))) });

/** The admin penalises a customer; her history records it ('penalty.create'). */
const create: Handler<Routes['penaltyCreate']> = async (ctx) => {
  const { db, body } = ctx;
  await ensureCustomer(db, body.customer_id);
  const values = { ...body, end_date: new Date(body.end_date) };
  const row = written(await guardReferences(missingCustomer, () => db.insert(penalties).values(values).returning()));
  await recordTeamAction(ctx, row.customer_id, 'penalty.create', penaltyFacts(row));
  return { class_reservation_penalty: penaltyView(row) };
};

/** The admin edits a penalty; her history records what changed ('penalty.update'). An empty body writes nothing. */
const update: Handler<Routes['penaltyUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const { end_date: endDate, ...rest } = ctx.body;
  const fields = definedFields({ ...rest, end_date: endDate === undefined ? undefined : new Date(endDate) });
  if (!hasFields(fields)) return { class_reservation_penalty: penaltyView(await findRow(ctx.db, id)) };
  const before = await findRow(ctx.db, id, true);
  const row = written(await ctx.db.update(penalties).set(fields).where(eq(penalties.penalty_id, id)).returning());
  await recordTeamAction(ctx, row.customer_id, 'penalty.update', { penalty_id: row.penalty_id, ...penaltyChanges(before, row) });
  return { class_reservation_penalty: penaltyView(row) };
};

/** The admin deletes a penalty (not a lift: the row goes); her history keeps what it was ('penalty.delete'). */
const remove: Handler<Routes['penaltyDelete']> = async (ctx) => {
  const row = await findRow(ctx.db, idParam(ctx), true);
  await ctx.db.delete(penalties).where(eq(penalties.penalty_id, row.penalty_id));
  await recordTeamAction(ctx, row.customer_id, 'penalty.delete', penaltyFacts(row));
  return { class_reservation_penalty: penaltyView(row) };
};

/** The reservation penalties of spec 7 (admins), and a customer's own active ones. */
export const penaltyHandlers = {
  penaltiesList: list,
  penaltiesMine: mine,
  penaltyOne: one,
  penaltyCreate: create,
  penaltyUpdate: update,
  penaltyDelete: remove,
};
