import { asc, eq } from 'drizzle-orm';
import { CHECKOUT_ERRORS, foldSearch, messages, methodKind, type PaymentMethod, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { paymentMethods, purchases } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { sanitizeOptionalHtml } from '../../http/sanitize-html.js';
import { definedFields, hasFields, written } from '../catalogue/references.js';
import { idParam, type Handler, type HandlerContext } from '../handler.js';
import { asksForPage, CATALOGUE_PER_PAGE, type PageQuery } from '../shared/paged-search.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import { takesCards } from '../../payments/no-card-gateway.js';

/** A payment method row as stored. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The methods the studio offers now, oldest first (the order an admin created them). */
export const availableMethods = (db: Db): Promise<PaymentMethodRow[]> =>
  db.select().from(paymentMethods).where(eq(paymentMethods.available, true)).orderBy(asc(paymentMethods.payment_method_id));

/** A card method: of kind card (core's `methodKind`, as the web reads it). */
const isCardMethod = (row: PaymentMethodRow): boolean => methodKind(row) === 'card';

/**
 * The methods a customer's checkout offers: the available ones, without the
 * card ones when the server takes no card (no card processor: no Stripe key,
 * not local mode). The web offers a card only when a card method is listed,
 * and core's default choice (cash without a card method) reads the same
 * list, so the server and the browser agree on what is on offer.
 */
export const offeredMethods = async (db: Db, payments: Pick<PaymentGateway, 'name'>): Promise<PaymentMethodRow[]> => {
  const methods = await availableMethods(db);
  return takesCards(payments) ? methods : methods.filter((row) => !isCardMethod(row));
};

/** Spec 3 'Payment method' as the API answers it; nothing in it is secret. */
export const paymentMethodView = (row: PaymentMethodRow): PaymentMethod => ({
  payment_method_id: row.payment_method_id,
  name: row.name,
  description: row.description,
  instructions: row.instructions,
  kind: row.kind,
  available: row.available,
});

/** The 404 of a payment method id that names none. */
export const paymentMethodNotFound = (): ApiFailure => failure(CHECKOUT_ERRORS.paymentMethodNotFound);

/** The method of this id, available or not (locked when `lock`); 404 when none. */
export const findPaymentMethod = async (db: Db, id: number, lock = false): Promise<PaymentMethodRow> => {
  const select = db.select().from(paymentMethods).where(eq(paymentMethods.payment_method_id, id));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw paymentMethodNotFound();
  return row;
};

/**
 * GET /payment_methods (public): the ways to pay on offer. The team reads
 * every available method (the desk records a card paid at its terminal);
 * anyone else what checkout offers (`offeredMethods`).
 */
const list: Handler<Routes['paymentMethodsList']> = async ({ db, caller, services, query }) => {
  const team = caller !== null && (caller.role === 'admin' || caller.role === 'staff');
  const rows = team ? await availableMethods(db) : await offeredMethods(db, services.payments);
  if (!asksForPage(query)) return { payment_methods: rows.map(paymentMethodView) };
  return pageOfMethods(rows, query);
};

/**
 * With query, page or per_page (/admin, 'Métodos de pago'): one page of
 * those methods whose name or description holds the typed text (case and
 * accents ignored), by folded name then id, and the total over all pages.
 * A studio has a handful of methods, so the page is cut here, not in SQL.
 */
const pageOfMethods = (rows: readonly PaymentMethodRow[], query: PageQuery) => {
  const typed = foldSearch(query.query ?? '');
  const named = (row: PaymentMethodRow) => foldSearch(row.name);
  const matching = rows
    .filter((row) => typed === '' || named(row).includes(typed) || foldSearch(row.description ?? '').includes(typed))
    .sort((a, b) => (named(a) < named(b) ? -1 : named(a) > named(b) ? 1 : a.payment_method_id - b.payment_method_id));
  const limit = query.per_page ?? CATALOGUE_PER_PAGE;
  const from = ((query.page ?? 1) - 1) * limit;
  return { payment_methods: matching.slice(from, from + limit).map(paymentMethodView), total: matching.length };
};

/** GET /payment_methods/:id (public): one method, on offer or not (a purchase's method may be withdrawn); nothing in it is secret. */
const one: Handler<Routes['paymentMethodOne']> = async (ctx) => ({ payment_method: paymentMethodView(await findPaymentMethod(ctx.db, idParam(ctx))) });

type MethodFields = HandlerContext<Routes['paymentMethodUpdate']>['body'];

/** The columns of the fields a body names; the instructions (HTML shown at /gracias) sanitised. */
const columnsOf = ({ instructions, ...rest }: MethodFields) => ({
  ...definedFields(rest),
  ...(instructions === undefined ? {} : { instructions: sanitizeOptionalHtml(instructions) }),
});

/** POST /payment_methods (admin): a new way to pay, available unless said. */
const create: Handler<Routes['paymentMethodCreate']> = async ({ db, body, now }) => {
  const row = written(await db.insert(paymentMethods)
    .values({ ...columnsOf(body), name: body.name, kind: body.kind, created_at: new Date(now) })
    .returning());
  return { payment_method: paymentMethodView(row) };
};

/** PUT /payment_methods/:id (admin): changes only the fields named. */
const update: Handler<Routes['paymentMethodUpdate']> = async (ctx) => {
  const id = idParam(ctx);
  const current = await findPaymentMethod(ctx.db, id, true);
  const columns = columnsOf(ctx.body);
  if (!hasFields(columns)) return { payment_method: paymentMethodView(current) };
  const row = written(await ctx.db.update(paymentMethods).set(columns).where(eq(paymentMethods.payment_method_id, id)).returning());
  return { payment_method: paymentMethodView(row) };
};

/**
 * DELETE /payment_methods/:id (admin). A method no purchase names goes. One
 * that purchases name is withdrawn instead (available false): it leaves the
 * checkout, and those purchases keep showing how they were paid (a pending
 * cash purchase's /gracias page keeps its instructions). Either way the
 * admin reads 'payment_method deleted.'.
 */
const remove: Handler<Routes['paymentMethodDelete']> = async (ctx) => {
  const id = idParam(ctx);
  await findPaymentMethod(ctx.db, id, true);
  const [used] = await ctx.db.select({ id: purchases.purchase_id }).from(purchases).where(eq(purchases.payment_method_id, id)).limit(1);
  if (used) await ctx.db.update(paymentMethods).set({ available: false }).where(eq(paymentMethods.payment_method_id, id));
  else await ctx.db.delete(paymentMethods).where(eq(paymentMethods.payment_method_id, id));
  return { ok: true, message: messages.paymentMethods.adminDeleted };
};

/** The payment methods a checkout offers, and the admin's management of them. */
export const paymentMethodHandlers = {
  paymentMethodsList: list,
  paymentMethodOne: one,
  paymentMethodCreate: create,
  paymentMethodUpdate: update,
  paymentMethodDelete: remove,
};
