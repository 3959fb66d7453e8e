import { and, eq } from 'drizzle-orm';
import { PURCHASE_ERRORS, type Purchase, type Routes } from '@estudio/core';
import type { Caller } from '../../auth/identity.js';
import type { Db } from '../../db/client.js';
import { purchases } from '../../db/schema/index.js';
import { failure, type ApiFailure } from '../../http/errors.js';
import { idParam, type Handler } from '../handler.js';
import { callerCustomer } from '../shared/caller-customer.js';
import { actsForOthers } from '../shared/roles.js';
import { loadInvoices, loadPurchases } from './views.js';

/** The 404 of a purchase that does not exist or is someone else's (ids reveal nothing). */
export const purchaseNotFound = (): ApiFailure => failure(PURCHASE_ERRORS.notFound);

type Reach = (ctx: { caller: Caller | null }) => boolean;

/**
 * One purchase the caller may see: her own, or any when `anyone` says so of
 * her (by default the team's rule, `actsForOthers`: the front desk reads a
 * customer's purchases); else 404.
 */
export const visiblePurchase = async (ctx: { db: Db; caller: Caller | null }, id: number, anyone: Reach = actsForOthers): Promise<Purchase> => {
  const byId = eq(purchases.purchase_id, id);
  const where = anyone(ctx) ? byId : and(byId, eq(purchases.customer_id, (await callerCustomer(ctx)).customer_id));
  const [found] = await loadPurchases(ctx.db, where);
  if (!found) throw purchaseNotFound();
  return found;
};

/** GET /purchases: the caller's own purchases, newest first ('No has hecho ninguna compra.' when none). */
const mine: Handler<Routes['purchasesMine']> = async (ctx) => {
  const customer = await callerCustomer(ctx);
  return { purchases: await loadPurchases(ctx.db, eq(purchases.customer_id, customer.customer_id)) };
};

/** GET /purchases/:id: her own purchase (the /gracias page); the team reads any. */
const one: Handler<Routes['purchaseOne']> = async (ctx) => ({ purchase: await visiblePurchase(ctx, idParam(ctx)) });

/** GET /invoices: the caller's own charges, newest first (Mis Cargos). */
const invoicesMine: Handler<Routes['invoicesMine']> = async (ctx) => {
  const customer = await callerCustomer(ctx);
  return { invoices: await loadInvoices(ctx.db, customer.customer_id) };
};

/** The customer's purchase and invoice reads. */
export const purchaseReadHandlers = { purchasesMine: mine, purchaseOne: one, invoicesMine };
