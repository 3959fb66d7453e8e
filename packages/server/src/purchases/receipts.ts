import { eq } from 'drizzle-orm';
import { messages, studioTimeZone, type StudioConfig } from '@estudio/core';
import type { Db } from '../db/client.js';
import { customers, purchases } from '../db/schema/index.js';
import type { AppServices } from '../http/services.js';
import type { ReceiptLine } from '../notify/purchase-receipt.mail.js';
import { loadPurchases } from '../routes/purchases/views.js';
import { loadStudioConfig } from '../routes/shared/studio-config.js';

/** The studio's bank details that are set (cash_bank_name, cash_bank_card, cash_account_number, cash_account_name), as /gracias lists them. */
export const bankLinesOf = (config: StudioConfig): ReceiptLine[] => {
  const { cash } = config.checkout;
  const t = messages.checkoutPage;
  const lines: { readonly label: string; readonly value: string | null }[] = [
    { label: t.bankName, value: cash.bankName },
    { label: t.bankCard, value: cash.bankCard },
    { label: t.bankAccountNumber, value: cash.accountNumber },
    { label: t.bankAccountName, value: cash.accountName },
  ];
  return lines.filter((line): line is ReceiptLine => line.value !== null && line.value.trim() !== '');
};

/**
 * Tells her about a purchase, in the transaction that changed it (issue
 * 17): a paid one (active or completed: a card, a free purchase or trial,
 * cash an admin marked paid) gets its receipt once
 * (`purchase-receipt:${id}`); a pending one paid in cash gets the
 * instructions with the studio's bank details once
 * (`purchase-instructions:${id}`). A pending purchase waiting on a
 * networked provider, or a failed one, gets nothing. Answers what was sent.
 */
export const sendPurchaseReceipt = async (
  db: Db,
  services: Pick<AppServices, 'notifier' | 'origin'>,
  purchaseId: number,
  now: number,
): Promise<'paid' | 'instructions' | null> => {
  const [purchase] = await loadPurchases(db, eq(purchases.purchase_id, purchaseId));
  if (!purchase) return null;
  const paid = purchase.status === 'active' || purchase.status === 'completed';
  const cash = purchase.status === 'pending' && purchase.payment_method?.kind === 'cash';
  if (!paid && !cash) return null;
  const [owner] = await db.select({ id: customers.customer_id, email: customers.email, name: customers.name }).from(customers)
    .innerJoin(purchases, eq(purchases.customer_id, customers.customer_id)).where(eq(purchases.purchase_id, purchaseId));
  if (!owner) return null;
  const config = await loadStudioConfig(db);
  const kind = paid ? 'paid' : 'instructions';
  await services.notifier.purchaseReceipt(db, {
    kind, customer: { email: owner.email, name: owner.name }, customerId: owner.id, purchase,
    bank: purchase.payment_method?.kind === 'cash' ? bankLinesOf(config) : [],
    now, zone: studioTimeZone(config), link: `${services.origin()}/gracias/${purchaseId}`,
  });
  return kind;
};
