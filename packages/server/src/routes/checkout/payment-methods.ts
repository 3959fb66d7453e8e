import { asc, eq } from 'drizzle-orm';
import { findCardMethod, findCashMethod, type PaymentMethod, type Routes } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { paymentMethods } from '../../db/schema/index.js';
import type { Handler } from '../handler.js';

/** A payment method row as stored. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The kinds of method a checkout choice pays with. */
export type MethodKind = 'cash' | 'card';

/** The methods the studio offers now, oldest first (the order an admin created them). */
export const availableMethods = (db: Db): Promise<PaymentMethodRow[]> =>
  db.select().from(paymentMethods).where(eq(paymentMethods.available, true)).orderBy(asc(paymentMethods.payment_method_id));

/** Spec 3 'Payment method' as the API answers it; nothing in it is secret. */
export const paymentMethodView = (row: PaymentMethodRow): PaymentMethod => ({
  payment_method_id: row.payment_method_id,
  name: row.name,
  description: row.description,
  instructions: row.instructions,
  kind: row.kind,
  available: row.available,
});

/**
 * The method a purchase records: the one the attempt named, when it is on
 * offer and of the right kind (else undefined: refused by the caller);
 * without one, the studio's method found by name as the web finds it
 * (issue 4: 'Efectivo' for cash, a name containing 'tarjeta' for card),
 * else the first of that kind, else none (null).
 */
export const methodFor = (methods: readonly PaymentMethodRow[], kind: MethodKind, named: number | null | undefined): PaymentMethodRow | null | undefined => {
  if (named !== null && named !== undefined) {
    return methods.find((row) => row.payment_method_id === named && row.kind === kind);
  }
  const byName = kind === 'cash' ? findCashMethod(methods) : findCardMethod(methods);
  return byName ?? methods.find((row) => row.kind === kind) ?? null;
};

/** GET /payment_methods (public): the ways to pay on offer. */
const list: Handler<Routes['paymentMethodsList']> = async ({ db }) => ({
  payment_methods: (await availableMethods(db)).map(paymentMethodView),
});

/** The payment methods a checkout offers. */
export const paymentMethodHandlers = { paymentMethodsList: list };
