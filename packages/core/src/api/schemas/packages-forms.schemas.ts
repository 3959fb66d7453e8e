import { z } from 'zod';
import { messages } from '../../messages/index.js';
import { INT_MAX, RefId, limits } from './common.schemas.js';

/**
 * The package bodies that /admin's 'Paquetes' checks (issue 15), apart from
 * packages.schemas.ts (which re-exports them for the routes: the same
 * objects): a screen importing a body gets this module, zod and the
 * messages only, not the records' schemas the storefront's chunks share.
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

const Title = text(limits.shortText).min(1, messages.forms.fillField);
const Optional = (max: number) => text(max).nullable().optional();
const m = messages.packagesApi;
/** Classes: a whole number, -1 for unlimited. */
const Count = z.number().int(m.wholeNumber).min(-1, m.wholeNumber).max(INT_MAX, m.wholeNumber);
const Days = z.number().int(m.days).min(1, m.days).max(3650, m.days).nullable().optional();
/** A whole number above 0 (a limit, a capacity). */
const Positive = z.number().int(m.positive).min(1, m.positive).max(INT_MAX, m.positive);
/** A subscription's interval or a free trial's length. */
const Interval = z.number().int(m.interval).min(1, m.interval).max(365, m.interval);

const packageFields = {
  description: Optional(limits.longText),
  short_description: Optional(limits.shortText * 2),
  sale_price: Money.nullable().optional(),
  allow_discount_over_sale_price: z.boolean().optional(),
  is_subscription: z.boolean().optional(),
  subscription_period: SubscriptionPeriod.nullable().optional(),
  subscription_interval: Interval.nullable().optional(),
  class_amount: Count.optional(),
  expiration_days: Days,
  is_special_event: z.boolean().optional(),
  is_trial: z.boolean().optional(),
  is_online: z.boolean().optional(),
  limit_per_customer: Positive.nullable().optional(),
  order: z.number().int().min(0).max(INT_MAX).optional(),
  on_home: z.boolean().optional(),
  available: z.boolean().optional(),
  capacity: Positive.nullable().optional(),
  image_file_id: RefId.nullable().optional(),
  downloadable_file_id: RefId.nullable().optional(),
  receipt_file_id: RefId.nullable().optional(),
  file_url: Optional(2000),
  free_trial_length: Interval.nullable().optional(),
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
export type ClassPackageUpdateBody = z.input<typeof ClassPackageUpdateBody>;

/**
 * PUT /class_packages/order (admins): every package's id once, in the new
 * order ('Ordenar', by drag and drop); the first is shown first.
 */
export const PackageOrderBody = z.object({
  class_package_ids: z
    .array(RefId)
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, messages.packagesApi.orderRepeated),
});
export type PackageOrderBody = z.input<typeof PackageOrderBody>;

/* ---- The admin's form: every input a string or a box, read into the body above. ---- */

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const amountText = z.string().trim()
  .refine((value) => value !== '', messages.forms.fillField)
  .refine((value) => value === '' || AMOUNT.test(value), messages.packagesApi.invalidAmount);
const optionalAmountText = z.string().trim().refine((value) => value === '' || AMOUNT.test(value), messages.packagesApi.invalidAmount);
/** A whole number typed in a box, or nothing. */
const countText = z.string().trim().regex(/^\d*$/, messages.packagesApi.wholeNumber);
const periodChoice = z.union([z.literal(''), SubscriptionPeriod]);

/** A file field's value (the kit's FileField: the stored file, `file_id` and `src` at least). */
const StoredFile = z.object({ file_id: z.number().int().optional(), src: z.string(), name: z.string().optional(), type: z.string().optional() });
/** The id a body names for a file field: none when emptied; unchanged (not sent) for a file without a known id. */
const fileId = (file: z.infer<typeof StoredFile> | null): number | null | undefined => (file === null ? null : file.file_id);

/** One row of 'Clases por tipo' as the form holds it. */
export const PackageTypeRow = z.object({
  class_type_id: z.string().min(1, messages.packagesApi.chooseClassType),
  unlimited: z.boolean(),
  class_amount: countText,
  expiration_days: countText,
});

/**
 * 'Nuevo' and 'Editar' of /admin/paquetes as the form holds them, read into
 * POST /class_packages's body (the same checks the route makes, through
 * `pipe`): empty boxes become null, 'Ilimitadas' is class_amount -1, the
 * subscription's and the special event's fields are sent only when their
 * box is ticked (null otherwise, so turning one off clears them). The
 * field names are the body's, so the route's refusals land on the field.
 */
export const PackageForm = z
  .object({
    title: z.string().trim().min(1, messages.forms.fillField),
    short_description: z.string(),
    description: z.string(),
    price: amountText,
    sale_price: optionalAmountText,
    allow_discount_over_sale_price: z.boolean(),
    unlimited: z.boolean(),
    class_amount: countText,
    expiration_days: countText,
    limit_per_customer: countText,
    is_trial: z.boolean(),
    is_online: z.boolean(),
    available: z.boolean(),
    is_subscription: z.boolean(),
    subscription_period: periodChoice,
    subscription_interval: countText,
    free_trial_length: countText,
    free_trial_period: periodChoice,
    is_special_event: z.boolean(),
    capacity: countText,
    file_url: z.string(),
    image: StoredFile.nullable(),
    downloadable: StoredFile.nullable(),
    receipt: StoredFile.nullable(),
    class_package_types: z.array(PackageTypeRow),
  })
  .superRefine((form, context) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) context.addIssue({ code: 'custom', path: [path], message });
    };
    if (!form.unlimited) need(form.class_amount !== '', 'class_amount', messages.forms.fillField);
    if (form.is_subscription) {
      need(form.subscription_period !== '', 'subscription_period', messages.forms.fillField);
      need(form.subscription_interval !== '', 'subscription_interval', messages.forms.fillField);
    }
    if (form.free_trial_length !== '') need(form.free_trial_period !== '', 'free_trial_period', messages.forms.fillField);
  })
  .transform((form): ClassPackageBody => {
    const int = (value: string): number | null => (value === '' ? null : Number(value));
    const orNull = (value: string): string | null => (value.trim() === '' ? null : value);
    const period = (value: '' | SubscriptionPeriod): SubscriptionPeriod | null => (value === '' ? null : value);
    const subscription = form.is_subscription;
    return {
      title: form.title,
      short_description: orNull(form.short_description),
      description: orNull(form.description),
      price: Number(form.price),
      sale_price: form.sale_price === '' ? null : Number(form.sale_price),
      allow_discount_over_sale_price: form.allow_discount_over_sale_price,
      class_amount: form.unlimited ? -1 : (int(form.class_amount) ?? 0),
      expiration_days: int(form.expiration_days),
      limit_per_customer: int(form.limit_per_customer),
      is_trial: form.is_trial,
      is_online: form.is_online,
      available: form.available,
      is_subscription: subscription,
      subscription_period: subscription ? period(form.subscription_period) : null,
      subscription_interval: subscription ? int(form.subscription_interval) : null,
      free_trial_length: subscription ? int(form.free_trial_length) : null,
      free_trial_period: subscription && form.free_trial_length !== '' ? period(form.free_trial_period) : null,
      is_special_event: form.is_special_event,
      capacity: form.is_special_event ? int(form.capacity) : null,
      file_url: orNull(form.file_url),
      image_file_id: fileId(form.image),
      downloadable_file_id: fileId(form.downloadable),
      receipt_file_id: fileId(form.receipt),
      class_package_types: form.class_package_types.map((row) => ({
        class_type_id: Number(row.class_type_id),
        class_amount: row.unlimited ? -1 : (int(row.class_amount) ?? 0),
        expiration_days: int(row.expiration_days),
      })),
    };
  })
  .pipe(ClassPackageBody);
export type PackageForm = z.input<typeof PackageForm>;
