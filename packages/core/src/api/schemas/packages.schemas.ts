import { z } from 'zod';
import { FileRef, INT_MAX, limits } from './common.schemas.js';
import { SubscriptionPeriod } from './packages-forms.schemas.js';

/**
 * Packages and discounts (spec 3 'Class package' and 'Discount', spec 7
 * 'Packages' and 'Discounts'): the records as the API answers them and the
 * bodies admins send. Money is MXN as a number with at most 2 decimals
 * (the database keeps numeric(10,2); the server converts at its edge).
 */

/** The bodies /admin's 'Paquetes' checks live in a forms-only module (the same objects). */
export {
  ClassPackageBody, ClassPackageUpdateBody, Money, PackageForm, PackageOrderBody, PackageTypeRow, SubscriptionPeriod,
} from './packages-forms.schemas.js';

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
  /** Its name and type; admins also read its id and address, to keep or replace it. */
  downloadable: z.object({ name: z.string(), type: z.string(), file_id: z.number().int().optional(), src: z.string().optional() }).nullable(),
  file_url: z.string().nullable(),
  /** Spec 3 'receipt_file' (its src); the server always sends it, null when there is none. */
  receipt_file: FileRef.nullable().optional(),
  free_trial_length: z.number().int().nullable(),
  free_trial_period: SubscriptionPeriod.nullable(),
});
export type ClassPackage = z.infer<typeof ClassPackage>;

/** Listings read `class_packages` (spec 7: 'Responses read class_packages or paquetes'). */
export const ClassPackagesResponse = z.object({ class_packages: z.array(ClassPackage) });
export const ClassPackageResponse = z.object({ class_package: ClassPackage });

/**
 * GET /class_packages/admin/all ('Paquetes'): without any of these, every
 * package by order, as before; with any, one page (25 unless told, at most
 * 100) of the packages whose title contains `query` (case and accents
 * ignored), still by order, and the `total` over all pages.
 */
export const PackageListQuery = z.object({
  query: z.string().trim().max(limits.shortText).optional(),
  page: z.coerce.number().int().min(1).max(INT_MAX).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});
export type PackageListQuery = z.infer<typeof PackageListQuery>;
/** GET /class_packages/admin/all: the packages and, when paged, how many match over all pages. */
export const ClassPackageListResponse = z.object({ class_packages: z.array(ClassPackage), total: z.number().int().optional() });
export type ClassPackageListResponse = z.infer<typeof ClassPackageListResponse>;

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
export type PackageAttendee = z.infer<typeof PackageAttendee>;
export const PackageAttendeesResponse = z.object({ asistentes: z.array(PackageAttendee) });

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
/** A discount in /admin's list: with how many purchases used it. */
export const AdminDiscount = Discount.extend({ purchases_count: z.number().int() });
export type AdminDiscount = z.infer<typeof AdminDiscount>;
/**
 * GET /discounts/admin/all reads `descuentos` (spec 7), each with its
 * purchases; with a search or paging (/admin), how many match over all pages.
 */
export const DiscountsResponse = z.object({ descuentos: z.array(AdminDiscount), total: z.number().int().optional() });

/** GET /discounts/code/:code?class_package_id= */
export const DiscountCodeQuery = z.object({ class_package_id: z.coerce.number().int().positive().max(INT_MAX) });

/** The discount bodies (POST and PUT /discounts) live with /admin's forms; the routes read them from here. */
export { DiscountBody, DiscountFormBody, DiscountUpdateBody } from './commerce-forms.schemas.js';
