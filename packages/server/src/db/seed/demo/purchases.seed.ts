import { DateTime } from 'luxon';
import {
  availableClasses,
  invoices,
  onlineAccesses,
  paymentSources,
  purchases,
} from '../../schema/index.js';
import { loadOrCreateSandboxKey } from '../../../payments/sandbox/sandbox-key.js';
import { encodeSandboxToken } from '../../../payments/sandbox/sandbox-token.js';
import type { Tx } from '../types.js';
import type { DemoCommerce } from './packages.seed.js';
import { DEMO_PACKAGES, type DemoPackageKey } from './packages.data.js';
import { regularRenewedDaysAgo } from './people.data.js';
import type { DemoPeople } from './people.seed.js';

/** The credits reservations are booked with. */
export interface DemoCredits {
  /** socia's 10-class credits. */
  readonly member: number;
  /** Each regular's unlimited credits, in the order of `DemoPeople.regulars`. */
  readonly regulars: readonly number[];
}

/** The classes socia has booked or will book with her 10-class package (guest included). */
export const MEMBER_CREDITS_USED = 5;

type PurchaseRow = typeof purchases.$inferInsert;

const packageOf = (key: DemoPackageKey) => {
  const found = DEMO_PACKAGES.find((row) => row.key === key);
  if (!found) throw new Error(`unknown demo package ${key}`);
  return found;
};

const purchase = (
  key: DemoPackageKey,
  commerce: DemoCommerce,
  row: Pick<PurchaseRow, 'customer_id' | 'status' | 'created_at' | 'payment_method_id'> & Partial<PurchaseRow>,
): PurchaseRow => {
  const pkg = packageOf(key);
  const amount = pkg.sale_price ?? pkg.price;
  return {
    class_package_id: commerce.packages[key], title: pkg.title, amount, total_payment: amount,
    class_amount: pkg.class_amount ?? 0, expiration_days: pkg.expiration_days ?? null,
    subscription_period: pkg.subscription_period ?? null, subscription_interval: pkg.subscription_interval ?? null,
    updated_at: row.created_at, ...row,
  };
};

type At = (daysAgo: number) => Date;

/** The purchases in order: socia's three, then one per regular. */
const purchaseRows = (people: DemoPeople, commerce: DemoCommerce, at: At): PurchaseRow[] => [
  purchase('ten', commerce, { customer_id: people.member, status: 'completed', created_at: at(12), payment_method_id: commerce.card }),
  purchase('online', commerce, { customer_id: people.member, status: 'completed', created_at: at(5), payment_method_id: commerce.card }),
  purchase('unlimited', commerce, {
    customer_id: people.member, status: 'cancelled', created_at: at(95), payment_method_id: commerce.card,
    subscription_id: 'sub_demo_socia', cancelled_at: at(65), updated_at: at(65), cancel_reason: 'Cambié de horario de trabajo.',
  }),
  ...people.regulars.map((customer_id, index) =>
    purchase('unlimited', commerce, {
      customer_id, status: 'active', created_at: at(regularRenewedDaysAgo(index) + 30),
      payment_method_id: index % 3 === 0 ? commerce.cash : commerce.card, subscription_id: `sub_demo_${index + 1}`,
    }),
  ),
];

interface PurchaseIds {
  readonly ten: number;
  readonly online: number;
  readonly old: number;
  readonly regular: readonly number[];
}

/** One charge per payment: the old subscription was charged twice, each regular's twice (start and renewal). */
const invoiceRows = (ids: PurchaseIds, people: DemoPeople, at: At) => [
  { purchase_id: ids.ten, customer_id: people.member, total_payment: '1200.00', status: 'completed', created_at: at(12) },
  { purchase_id: ids.online, customer_id: people.member, total_payment: '450.00', status: 'completed', created_at: at(5) },
  { purchase_id: ids.old, customer_id: people.member, total_payment: '1900.00', status: 'completed', created_at: at(95) },
  { purchase_id: ids.old, customer_id: people.member, total_payment: '1900.00', status: 'completed', created_at: at(65) },
  ...ids.regular.flatMap((purchase_id, index) => {
    const customer_id = people.regulars[index] as number;
    const renewed = regularRenewedDaysAgo(index);
    return [renewed + 30, renewed].map((days) => ({ purchase_id, customer_id, total_payment: '1900.00', status: 'completed', created_at: at(days) }));
  }),
];

/** socia's credits left from her 10 classes, then each regular's unlimited credits until her next renewal. */
const creditRows = (ids: PurchaseIds, people: DemoPeople, at: At) => [
  {
    customer_id: people.member, purchase_id: ids.ten, available_classes: 10 - MEMBER_CREDITS_USED,
    expiration_date: DateTime.fromJSDate(at(12)).plus({ days: 60 }).toJSDate(), created_at: at(12),
  },
  ...ids.regular.map((purchase_id, index) => ({
    customer_id: people.regulars[index] as number, purchase_id, available_classes: -1,
    expiration_date: DateTime.fromJSDate(at(regularRenewedDaysAgo(index))).plus({ months: 1 }).toJSDate(),
    created_at: at(regularRenewedDaysAgo(index)),
  })),
];

/**
 * Purchases with their invoices and what they grant: socia's 10-class pack
 * (credits left), her online pack (video access) and an old cancelled
 * subscription; every regular's active unlimited membership; socia's saved card.
 */
export const seedPurchases = async (tx: Tx, people: DemoPeople, commerce: DemoCommerce, now: Date): Promise<DemoCredits> => {
  const at: At = (days) => DateTime.fromJSDate(now).minus({ days }).toJSDate();
  const rows = await tx.insert(purchases).values(purchaseRows(people, commerce, at)).returning({ id: purchases.purchase_id });
  const [ten, online, old, ...regular] = rows.map((row) => row.id) as [number, number, number, ...number[]];
  const ids: PurchaseIds = { ten, online, old, regular };
  await tx.insert(invoices).values(invoiceRows(ids, people, at));
  const credits = await tx.insert(availableClasses).values(creditRows(ids, people, at)).returning({ id: availableClasses.available_class_id });
  await tx.insert(onlineAccesses).values({
    customer_id: people.member, purchase_id: online, expiration_date: DateTime.fromJSDate(at(5)).plus({ days: 30 }).toJSDate(), created_at: at(5),
  });
  await tx.insert(paymentSources).values({
    customer_id: people.member, source_id: 'card_demo_socia_4242',
    // A token the sandbox processor charges (the contract's 4242 card), signed with its key, so her saved card pays at checkout.
    token_id: encodeSandboxToken({ outcome: 'paid', brand: 'visa', last4: '4242' }, await loadOrCreateSandboxKey(tx), 'demo'), card_type: 'visa', last_digits: '4242', created_at: at(12),
  });
  const [memberCredit, ...regularCredits] = credits.map((row) => row.id) as [number, ...number[]];
  return { member: memberCredit, regulars: regularCredits };
};
