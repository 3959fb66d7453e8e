import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { INT_MAX, RefId } from './common.schemas.js';

/**
 * The bodies of discount codes and payment methods that /admin's forms
 * check (issue 15, 'Descuentos' and 'Métodos de pago'), apart from
 * packages.schemas.ts and purchases.schemas.ts (which re-export them for
 * the routes: the same objects). A screen importing a body gets this
 * module, zod and the messages only, not the records' schemas, whose
 * modules the customer side's chunks share.
 */

/** The largest amount numeric(10,2) holds. */
const MONEY_MAX = 99_999_999.99;

/** At most 2 decimals (cents). */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A discount's amount: more than 0, at most 2 decimals (a percent or MXN, as `is_percent` says). */
const amountOf = (number: z.ZodNumber) =>
  number
    .min(0, messages.packagesApi.invalidAmount)
    .max(MONEY_MAX, messages.packagesApi.invalidAmount)
    .refine((value) => value > 0, messages.deskDiscounts.amountPositive)
    .refine(hasCents, messages.packagesApi.invalidAmount);
export const DiscountAmount = amountOf(z.number({ error: messages.packagesApi.invalidAmount }));

/** A discount code as admins type it: letters, digits, hyphens and underscores; kept in capitals. */
export const DiscountCode = z
  .string()
  .trim()
  .min(2, messages.packagesApi.codeFormat)
  .max(40, messages.packagesApi.codeFormat)
  .regex(/^[A-Za-z0-9_-]+$/, messages.packagesApi.codeFormat)
  .transform((value) => value.toUpperCase());

const discountFields = {
  is_percent: z.boolean().optional(),
  first_invoice_only: z.boolean().optional(),
  max_uses: z.number().int().min(1).max(INT_MAX).nullable().optional(),
  expires_at: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The packages the code applies to; none: every package. */
  class_package_ids: z.array(RefId).max(200).optional(),
};

/** A percent is of the price, so at most 100. */
const percentInRange = { check: (body: { is_percent?: boolean | undefined; amount: number }) => !body.is_percent || body.amount <= 100, message: messages.packagesApi.percentTooHigh, path: ['amount'] };

/** POST /discounts (admins). A percent amount is at most 100. */
export const DiscountBody = z
  .object({ code: DiscountCode, amount: DiscountAmount, ...discountFields })
  .refine(percentInRange.check, { message: percentInRange.message, path: percentInRange.path });
export type DiscountBody = z.input<typeof DiscountBody>;
/** PUT /discounts/:id (admins); the server checks the percent against the discount as it will be. */
export const DiscountUpdateBody = z.object({ code: DiscountCode, amount: DiscountAmount, ...discountFields }).partial();
export type DiscountUpdateBody = z.input<typeof DiscountUpdateBody>;

/**
 * /admin's discount form: DiscountBody's own fields and rules, the amount
 * as the text typed in its field (read as a number: empty or not a number refused).
 */
export const DiscountFormBody = z
  .object({
    code: DiscountCode,
    amount: z.preprocess((typed) => (typeof typed === 'string' ? Number(typed.trim() || 'NaN') : typed), DiscountAmount),
    ...discountFields,
  })
  .refine(percentInRange.check, { message: percentInRange.message, path: percentInRange.path });
export type DiscountFormBody = z.input<typeof DiscountFormBody>;

/** The kinds of a studio payment method. */
export const PaymentMethodKind = z.enum(['cash', 'card', 'subscription_provider']);
export type PaymentMethodKind = z.infer<typeof PaymentMethodKind>;

/** POST /payment_methods (admin): a way to pay. Instructions may hold HTML; the server sanitises it. */
export const PaymentMethodBody = z.object({
  name: z.string().trim().min(1, messages.checkoutApi.paymentMethodNameRequired).max(80),
  description: z.string().trim().max(500).nullable().optional(),
  instructions: z.string().trim().max(5000).nullable().optional(),
  kind: PaymentMethodKind,
  available: z.boolean().optional(),
});
export type PaymentMethodBody = z.input<typeof PaymentMethodBody>;
/** PUT /payment_methods/:id (admin): any of the fields. */
export const PaymentMethodUpdateBody = PaymentMethodBody.partial();
export type PaymentMethodUpdateBody = z.input<typeof PaymentMethodUpdateBody>;
