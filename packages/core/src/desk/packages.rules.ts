import type { ClassPackage, PackageAttendee } from '../api/schemas/packages.schemas.js';
import { salePriceOf } from '../catalog/price.rules.js';
import type { DiscountBaseFacts } from '../checkout/checkout.model.js';
import { discountBase } from '../checkout/discount.rules.js';
import type { CsvColumn } from '../format/csv.rules.js';
import { formatDate, formatTime } from '../format/format.rules.js';
import { formatMoney } from '../format/money.rules.js';
import { fill, messages } from '../messages/index.js';
import { purchaseBadge } from '../purchases/badge.rules.js';

const text = messages.deskPackages;

/** 'Resumen del precio' of the package form: what a customer pays and what a discount code counts from. */
export interface PackagePriceSummary {
  /** 'El cliente paga $1,200.00.' */
  readonly pays: string;
  /** The sale line, 'Sin oferta.', or why a sale price is not applied. */
  readonly sale: string;
  /** 'Los códigos de descuento se calculan sobre $1,200.00.' */
  readonly discountBase: string;
  /** The sale's saving in whole percent; null without one. */
  readonly percentOff: number | null;
  /** True when the package costs nothing ('Obtener Oferta' on /paquetes). */
  readonly free: boolean;
}

const money = (amount: number): string => formatMoney(amount, { decimals: 2 });

/**
 * The form's live price summary, by the storefront's and the checkout's own
 * rules (`salePriceOf`: a sale applies when above 0 and below the price;
 * `discountBase`: codes count from the sale price only when allowed).
 */
export const packagePriceSummary = (facts: DiscountBaseFacts): PackagePriceSummary => {
  const sale = salePriceOf(facts);
  const percentOff = sale === null || facts.price <= 0 ? null : Math.round(((facts.price - sale) / facts.price) * 100);
  const ignored = sale === null && facts.sale_price !== null && facts.sale_price > 0;
  return {
    pays: fill(text.summaryPrice, { price: money(sale ?? facts.price) }),
    sale: sale === null
      ? (ignored ? text.summarySaleIgnored : text.summaryNoSale)
      : fill(text.summarySale, { sale: money(sale), price: money(facts.price), percent: percentOff ?? 0 }),
    discountBase: fill(text.summaryDiscountBase, { base: money(discountBase(facts)) }),
    percentOff,
    free: (sale ?? facts.price) === 0,
  };
};

/** The list's 'Clases': 'Ilimitadas', '1 clase', '8 clases', with the validity when there is one. */
export const packageClassesText = (pkg: Pick<ClassPackage, 'class_amount' | 'expiration_days'>): string => {
  const amount = pkg.class_amount < 0
    ? text.unlimited
    : pkg.class_amount === 1 ? text.classesOne : fill(text.classes, { count: pkg.class_amount });
  return pkg.expiration_days === null ? amount : `${amount} · ${fill(text.validDays, { days: pkg.expiration_days })}`;
};

/** The list's 'Tipo': what kind of package it is, most specific first. */
export const packageKindText = (pkg: Pick<ClassPackage, 'is_subscription' | 'is_special_event' | 'is_online' | 'is_trial'>): string => {
  if (pkg.is_special_event) return text.kindEvent;
  if (pkg.is_subscription) return text.kindSubscription;
  if (pkg.is_trial) return text.kindTrial;
  if (pkg.is_online) return text.kindOnline;
  return text.kindClasses;
};

/** An attendee's purchase status in spec 4's words ('Activa', 'Pendiente'...). */
export const attendeeStatusText = (row: Pick<PackageAttendee, 'status'>, zone: string): string => purchaseBadge({ status: row.status }, zone).label;

/**
 * A special event's 'Exportar CSV': one attendee a line, in the studio's
 * zone, with the columns the panel shows (core's `toCsv` escapes formulas).
 */
export const attendeeCsvColumns = (zone: string): readonly CsvColumn<PackageAttendee>[] => [
  { header: 'ID', value: (row) => row.customer_id },
  { header: text.attendeeName, value: (row) => [row.name, row.last_name].filter(Boolean).join(' ') },
  { header: text.attendeeEmail, value: (row) => row.email },
  { header: text.attendeeStatus, value: (row) => attendeeStatusText(row, zone) },
  { header: text.attendeeBoughtAt, value: (row) => `${formatDate(row.created_at, zone)} ${formatTime(row.created_at, zone)}` },
];
