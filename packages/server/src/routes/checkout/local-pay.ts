import type { Db } from '../../db/client.js';
import type { PaymentGateway } from '../../payments/gateway.js';
import { chargeKeyOf } from './charge-key.js';
import { useDiscount } from './discount.js';
import { grantPurchase } from './grant.js';
import { keepSource } from './provider-records.js';
import { insertInvoice, type NewPurchase } from './record.js';
import { cardRefusal } from './refusals.js';

/** Who pays, as keeping her card needs it. */
export interface Payer {
  readonly customerId: number;
  readonly email: string;
}

/** Charges a card plan with the in-process processor; a refusal is thrown so the purchase row written before it rolls back (402, spec 8). */
const charge = async (db: Db, payments: PaymentGateway, order: NewPurchase): Promise<void> => {
  const { plan } = order;
  if (plan.kind !== 'card') return;
  const result = await payments.charge({
    amount: order.total, currency: 'MXN', token: plan.token,
    idempotencyKey: chargeKeyOf(order.customerId, order.idempotencyKey), description: order.pkg.title, ledger: db,
  });
  if (result.status === 'refused') throw cardRefusal(result.refusal);
};

/** After the charge: the invoice, the grants of a paid purchase, the discount's use. */
const settle = async (db: Db, order: NewPurchase, purchaseId: number): Promise<void> => {
  const { plan, customerId, now } = order;
  if (plan.kind !== 'free') {
    await insertInvoice(db, { customerId, purchaseId, total: order.total, status: plan.kind === 'cash' ? 'pending' : 'completed', now });
  }
  // Cash grants nothing yet: an admin marks it paid, and that grants (admin area).
  if (plan.kind !== 'cash') await grantPurchase(db, order.pkg, { customerId, purchaseId, now });
  if (order.discount) await useDiscount(db, order.discount);
};

/**
 * Pays inside the attempt's transaction, as the in-process processor allows:
 * the card charged (a refusal thrown, so the purchase row goes with the
 * rollback), then the invoice, the credits and the discount's use.
 */
export const payLocally = async (db: Db, payments: PaymentGateway, order: NewPurchase, purchaseId: number): Promise<void> => {
  await charge(db, payments, order);
  await settle(db, order, purchaseId);
};

/**
 * Keeps the card a subscription was paid with among her saved cards
 * (payment_sources), as a free trial's is: the renewals charge it, and she
 * can see and delete it in 'Métodos de pago'. A card the processor will
 * not keep is a refusal thrown (the purchase rolls back): a subscription
 * must be able to renew.
 */
export const keepRenewalCard = async (db: Db, payments: PaymentGateway, payer: Payer, token: string, now: number): Promise<void> => {
  const saved = await payments.saveCard({ token, customerId: payer.customerId, email: payer.email });
  if (!saved.ok) throw cardRefusal(saved.refusal);
  await keepSource(db, payer.customerId, saved.source, now);
};

/**
 * A free trial (issue 4: the first charge comes after the trial): nothing
 * is charged now and no invoice is written (a trial is no charge); a card
 * typed now is kept with the processor (`saveCard`) in payment_sources, so
 * the renewal can charge it; a saved card is kept already; cash has nothing
 * to keep. The purchase is active with its credits at once.
 */
export const startTrialLocally = async (db: Db, payments: PaymentGateway, order: NewPurchase, purchaseId: number, payer: Payer): Promise<void> => {
  const { plan, now } = order;
  if (plan.kind === 'card' && !plan.saved) {
    const saved = await payments.saveCard({ token: plan.token, customerId: payer.customerId, email: payer.email });
    if (!saved.ok) throw cardRefusal(saved.refusal);
    await keepSource(db, payer.customerId, saved.source, now);
  }
  await grantPurchase(db, order.pkg, { customerId: payer.customerId, purchaseId, now });
  if (order.discount) await useDiscount(db, order.discount);
};
