import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Invoice, Purchase, SubscriptionPeriod } from '@estudio/core';
import type { Db } from '../../db/client.js';
import { classPackages, customers, files, invoices, paymentMethods, purchases } from '../../db/schema/index.js';

const deliverable = alias(files, 'purchase_downloadable');

/** The statuses of a purchase that is paid for (spec 4's 'Activa' and 'Completada'): it delivers its content. */
const PAID: readonly string[] = ['active', 'completed'];

const PERIODS: readonly string[] = ['day', 'month', 'year'] satisfies SubscriptionPeriod[];

/** A stored period unit; anything else reads as none rather than breaking the answer. */
const periodOf = (value: string | null): SubscriptionPeriod | null =>
  value !== null && PERIODS.includes(value) ? (value as SubscriptionPeriod) : null;

const purchaseRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
      purchase: purchases,
      pkg: { class_package_id: classPackages.class_package_id, title: classPackages.title, is_online: classPackages.is_online },
      content: { fileName: deliverable.name, fileSrc: deliverable.src, url: classPackages.file_url },
      email: customers.email,
      method: { name: paymentMethods.name, instructions: paymentMethods.instructions, kind: paymentMethods.kind },
    })
    .from(purchases)
    .innerJoin(classPackages, eq(classPackages.class_package_id, purchases.class_package_id))
    .innerJoin(customers, eq(customers.customer_id, purchases.customer_id))
    .leftJoin(paymentMethods, eq(paymentMethods.payment_method_id, purchases.payment_method_id))
    .leftJoin(deliverable, eq(deliverable.file_id, classPackages.downloadable_file_id))
    .where(where)
    .orderBy(desc(purchases.created_at), desc(purchases.purchase_id));

type PurchaseRow = Awaited<ReturnType<typeof purchaseRows>>[number];

/** The package's content for a paid purchase: its downloadable file, else its link, else nothing. */
const downloadOf = (status: string, title: string, content: PurchaseRow['content']): Purchase['download'] => {
  if (!PAID.includes(status)) return null;
  if (content.fileSrc !== null) return { name: content.fileName ?? title, url: content.fileSrc };
  return content.url ? { name: title, url: content.url } : null;
};

/** Spec 3 'Purchase' as the API answers it: money as numbers, instants as ISO text, both spellings of the dates. */
const purchaseView = ({ purchase: row, pkg, email, method, content }: PurchaseRow): Purchase => ({
  purchase_id: row.purchase_id,
  title: row.title,
  class_package: pkg,
  class_package_id: row.class_package_id,
  amount: Number(row.amount),
  total_payment: Number(row.total_payment),
  status: row.status,
  class_amount: row.class_amount,
  createdAt: row.created_at.toISOString(),
  created_at: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  cancelledAt: row.cancelled_at?.toISOString() ?? null,
  customer: { email },
  payment_method: method,
  payment_method_id: row.payment_method_id,
  subscription_id: row.subscription_id,
  subscription_period: periodOf(row.subscription_period),
  subscription_interval: row.subscription_interval,
  expiration_days: row.expiration_days,
  free_trial_length: row.free_trial_length,
  free_trial_period: periodOf(row.free_trial_period),
  is_gift: row.is_gift,
  download: downloadOf(row.status, pkg.title, content),
});

/** The purchases matching `where`, newest first, in one query (package, customer and method joined). */
export const loadPurchases = async (db: Db, where: SQL | undefined): Promise<Purchase[]> => (await purchaseRows(db, where)).map(purchaseView);

/** One customer's invoices, newest first, each with its purchase's title, terms and status (spec 4 'Next billing date'). */
export const loadInvoices = async (db: Db, customerId: number): Promise<Invoice[]> => {
  const rows = await db
    .select({ invoice: invoices, purchase: purchases })
    .from(invoices)
    .innerJoin(purchases, eq(purchases.purchase_id, invoices.purchase_id))
    .where(eq(invoices.customer_id, customerId))
    .orderBy(desc(invoices.created_at), desc(invoices.invoice_id));
  return rows.map(({ invoice, purchase }) => ({
    invoice_id: invoice.invoice_id,
    purchase_id: invoice.purchase_id,
    customer_id: invoice.customer_id,
    title: purchase.title,
    total_payment: Number(invoice.total_payment),
    status: invoice.status,
    created_at: invoice.created_at.toISOString(),
    createdAt: invoice.created_at.toISOString(),
    subscription_period: periodOf(purchase.subscription_period),
    subscription_interval: purchase.subscription_interval,
    purchase_status: purchase.status,
    renews_here: purchase.renewal_source !== null && purchase.subscription_id === null,
  }));
};
