import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { FileRef, INT_MAX, RefId, limits } from './common.schemas.js';

/**
 * Packages and discounts (spec 3 'Class package' and 'Discount', spec 7
 * 'Packages' and 'Discounts'): the records as the API answers them and the
 * bodies admins send. Money is MXN as a number with at most 2 decimals
 * (the database keeps numeric(10,2); the server converts at its edge).
 */

/** The largest amount numeric(10,2) holds. */
const MONEY_MAX = 99_999_999.99;

/** Text without NUL characters, which PostgreSQL refuses to store. */
const text = (max: number) =>
  z.string().trim().max(max).refine((value) => !value.includes('\u0000'), messages.common.forbiddenCharacters);

/** An amount of MXN in a body: not negative, at most 2 decimals. */
export const Money = z
  .number()
  .min(0, messages.packagesApi.invalidAmount)
  .max(MONEY_MAX, messages.packagesApi.invalidAmount)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, messages.packagesApi.invalidAmount);

/** A subscription's period unit (spec 3 'Purchase'). */
export const SubscriptionPeriod = z.enum(['day', 'month', 'year']);
export type SubscriptionPeriod = z.infer<typeof SubscriptionPeriod>;

/** Credits a package grants for one class type (spec 3 'class_package_types'). */
export const ClassPackageType = z.object({
  class_amount: z.number().int(),
  expiration_days: z.number().int().nullable(),
  class_type: z.object({ class_type_id: z.number().int(), name: z.string() }),
});
export type ClassPackageType = z.infer<typeof ClassPackageType>;

/**
 * Spec 3, Class package. `class_amount` -1 is unlimited; `package_id`
 * repeats `class_package_id` as the spec names both. `capacity` is the
 * number of places of a special event (null: no limit); `sold` how many
 * live purchases it has, so a listing can say it is sold out.
 */
export const ClassPackage = z.object({
  class_package_id: z.number().int(),
  package_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  short_description: z.string().nullable(),
  price: z.number(),
  sale_price: z.number().nullable(),
  allow_discount_over_sale_price: z.boolean(),
  is_subscription: z.boolean(),
  subscription_period: SubscriptionPeriod.nullable(),
  subscription_interval: z.number().int().nullable(),
  class_amount: z.number().int(),
  expiration_days: z.number().int().nullable(),
  is_special_event: z.boolean(),
  is_trial: z.boolean(),
  is_online: z.boolean(),
  limit_per_customer: z.number().int().nullable(),
  order: z.number().int(),
  on_home: z.boolean(),
  available: z.boolean(),
  capacity: z.number().int().nullable(),
  sold: z.number().int(),
  class_package_types: z.array(ClassPackageType),
  image: FileRef.nullable(),
  downloadable: z.object({ name: z.string(), type: z.string() }).nullable(),
  file_url: z.string().nullable(),
  free_trial_length: z.number().int().nullable(),
  free_trial_period: SubscriptionPeriod.nullable(),
});
export type ClassPackage = z.infer<typeof ClassPackage>;

/** Listings read `class_packages` (spec 7: 'Responses read class_packages or paquetes'). */
export const ClassPackagesResponse = z.object({ class_packages: z.array(ClassPackage) });
export const ClassPackageResponse = z.object({ class_package: ClassPackage });

/** A buyer of a special event, for the admin's attendee list. */
export const PackageAttendee = z.object({
  purchase_id: z.number().int(),
  customer_id: z.number().int(),
  name: z.string(),
  last_name: z.string().nullable(),
  email: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export const PackageAttendeesResponse = z.object({ asistentes: z.array(PackageAttendee) });

const Title = text(limits.shortText).min(1, messages.forms.fillField);
const Optional = (max: number) => text(max).nullable().optional();
const Count = z.number().int().min(-1).max(INT_MAX);
const Days = z.number().int().min(1).max(3650).nullable().optional();

const packageFields = {
  description: Optional(limits.longText),
  short_description: Optional(limits.shortText * 2),
  sale_price: Money.nullable().optional(),
  allow_discount_over_sale_price: z.boolean().optional(),
  is_subscription: z.boolean().optional(),
  subscription_period: SubscriptionPeriod.nullable().optional(),
  subscription_interval: z.number().int().min(1).max(365).nullable().optional(),
  class_amount: Count.optional(),
  expiration_days: Days,
  is_special_event: z.boolean().optional(),
  is_trial: z.boolean().optional(),
  is_online: z.boolean().optional(),
  limit_per_customer: z.number().int().min(1).max(INT_MAX).nullable().optional(),
  order: z.number().int().min(0).max(INT_MAX).optional(),
  on_home: z.boolean().optional(),
  available: z.boolean().optional(),
  capacity: z.number().int().min(1).max(INT_MAX).nullable().optional(),
  image_file_id: RefId.nullable().optional(),
  downloadable_file_id: RefId.nullable().optional(),
  file_url: Optional(2000),
  free_trial_length: z.number().int().min(1).max(365).nullable().optional(),
  free_trial_period: SubscriptionPeriod.nullable().optional(),
  class_package_types: z
    .array(z.object({ class_type_id: RefId, class_amount: Count, expiration_days: Days }))
    .max(50)
    .refine((types) => new Set(types.map((type) => type.class_type_id)).size === types.length, messages.packagesApi.duplicateClassType)
    .optional(),
};

/** POST /class_packages (admins). */
export const ClassPackageBody = z.object({ title: Title, price: Money, ...packageFields });
export type ClassPackageBody = z.input<typeof ClassPackageBody>;
/** PUT /class_packages/:id (admins): only the fields named change. */
export const ClassPackageUpdateBody = z.object({ title: Title, price: Money, ...packageFields }).partial();

/** Spec 3, Discount, with what an admin manages besides. */
export const Discount = z.object({
  discount_id: z.number().int(),
  code: z.string(),
  amount: z.number(),
  is_percent: z.boolean(),
  first_invoice_only: z.boolean(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  expires_at: z.string().nullable(),
  class_package_ids: z.array(z.number().int()),
});
export type Discount = z.infer<typeof Discount>;
export const DiscountResponse = z.object({ discount: Discount });
/** GET /discounts/admin/all reads `descuentos` (spec 7). */
export const DiscountsResponse = z.object({ descuentos: z.array(Discount) });

/** GET /discounts/code/:code?class_package_id= */
export const DiscountCodeQuery = z.object({ class_package_id: z.coerce.number().int().positive().max(INT_MAX) });

/** A discount code as admins type it: letters, digits, hyphens and underscores. */
const Code = z
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
  class_package_ids: z.array(RefId).max(200).optional(),
};
/** POST /discounts (admins). A percent amount is at most 100. */
export const DiscountBody = z
  .object({ code: Code, amount: Money, ...discountFields })
  .refine((body) => !body.is_percent || body.amount <= 100, { message: messages.packagesApi.percentTooHigh, path: ['amount'] });
export type DiscountBody = z.input<typeof DiscountBody>;
/** PUT /discounts/:id (admins). */
export const DiscountUpdateBody = z.object({ code: Code, amount: Money, ...discountFields }).partial();
