import {
  benefitsText,
  classAmountText,
  findCashMethod,
  formatDate,
  messages,
  nextChargeText,
  orderTitle,
  purchaseBadge,
  totalPaidText,
  type Purchase,
  type PurchaseBadge,
  type StudioConfig,
} from '@estudio/core';

/** One labelled line of the order (the bank details). */
export interface OrderLine {
  readonly label: string;
  readonly value: string;
}

/** What /gracias/{purchase_id} shows (spec 2). */
export interface OrderView {
  /** 'Orden #00{id}'. */
  readonly title: string;
  readonly packageTitle: string;
  readonly date: string;
  readonly email: string;
  /** 'Total Pagado: $1,200'; a free trial 'Total Pagado: $0'. */
  readonly totalPaid: string;
  readonly badge: PurchaseBadge;
  /** '10 clases', 'Clases ilimitadas'; null for a package without classes (online only). */
  readonly classes: string | null;
  readonly method: { readonly name: string; readonly instructions: string | null } | null;
  /** The studio's bank details, for a purchase paid in cash (only the ones set). */
  readonly bank: readonly OrderLine[];
  /** 'Tus beneficios se renuevan cada mes.' or 'Tus beneficios vencen en 30 días.' */
  readonly benefits: string | null;
  /** 'Próximo cargo: …' for an active subscription: after the free trial while it lasts. */
  readonly nextCharge: string | null;
  /** The paid package's content (its file or link); null until paid, or when it has none. */
  readonly download: { readonly name: string; readonly url: string } | null;
}

/** Paid in cash: the method's kind, else its name ('Efectivo', spec 3). */
const paidInCash = (method: Purchase['payment_method']): boolean =>
  method !== null && (method.kind === 'cash' || findCashMethod([{ payment_method_id: 0, name: method.name }]) !== null);

/** The studio's bank details (cash_bank_name, cash_bank_card, cash_account_number, cash_account_name) that are set. */
export const bankLines = (config: StudioConfig): OrderLine[] => {
  const { cash } = config.checkout;
  const t = messages.checkoutPage;
  const lines: { label: string; value: string | null }[] = [
    { label: t.bankName, value: cash.bankName },
    { label: t.bankCard, value: cash.bankCard },
    { label: t.bankAccountNumber, value: cash.accountNumber },
    { label: t.bankAccountName, value: cash.accountName },
  ];
  return lines.filter((line): line is OrderLine => line.value !== null && line.value.trim() !== '');
};

/**
 * Spec 2 '/gracias/{purchase_id}': the order's title, date, account e-mail,
 * total paid, status, classes bought, payment method with its instructions,
 * the bank details when paid in cash, and the renewal line (a subscription
 * renews every N periods, anything else expires in N days; a free trial's
 * next charge comes after it). Dates in the studio's zone, at `now`.
 */
export function orderView(purchase: Purchase, config: StudioConfig, now: number): OrderView {
  const zone = config.rules.timezone;
  // The purchase carries its own subscription terms; its package summary has none to add.
  const billing = { ...purchase, class_package: null };
  return {
    title: orderTitle(purchase.purchase_id),
    packageTitle: purchase.title,
    date: formatDate(purchase.createdAt || purchase.created_at, zone),
    email: purchase.customer.email,
    totalPaid: totalPaidText(purchase.total_payment),
    badge: purchaseBadge(purchase, zone),
    classes: purchase.class_amount === 0 ? null : classAmountText(purchase.class_amount),
    method: purchase.payment_method ? { name: purchase.payment_method.name, instructions: purchase.payment_method.instructions } : null,
    bank: paidInCash(purchase.payment_method) ? bankLines(config) : [],
    benefits: benefitsText(billing),
    nextCharge: nextChargeText(billing, now, zone),
    download: purchase.download ?? null,
  };
}
