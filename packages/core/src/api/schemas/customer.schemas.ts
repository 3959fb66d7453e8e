import { z } from 'zod';
import { ROLES } from '../access.rules.js';
import { Email, FileRef, limits, RefId, ShortText } from './common.schemas.js';
import { PHONE_MAX_DIGITS, PHONE_PATTERN } from '../../validation/patterns.js';
import { CustomValue, CustomValuesBody } from './forms.schemas.js';

/** A phone as typed (spec 5), stored as its last 10 digits. */
export const Phone = z
  .string()
  .trim()
  .max(24)
  .regex(PHONE_PATTERN, 'El formato del teléfono no es correcto.')
  .transform((value) => value.replace(/\D/g, '').slice(-PHONE_MAX_DIGITS));

/** YYYY-MM-DD. */
export const IsoDate = z.iso.date();

/** Spec 3, Address. A null city means 'not loaded'. */
export const Address = z.object({
  address_id: z.number().int().optional(),
  street: ShortText.nullable().optional(),
  number: ShortText.nullable().optional(),
  interior_number: ShortText.nullable().optional(),
  neighborhood: ShortText.nullable().optional(),
  city: ShortText.nullable(),
  zip_code: z.string().trim().max(12).nullable().optional(),
  state: ShortText.nullable(),
  country: ShortText.nullable(),
});
export type Address = z.infer<typeof Address>;

/** Spec 3, Customer, as the API answers it. */
export const Customer = z.object({
  customer_id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  instagram: z.string().nullable(),
  birthdate: z.string().nullable(),
  signup_reason: z.string().nullable(),
  other: z.string().nullable(),
  file: FileRef.nullable(),
  address: Address.nullable(),
  has_unlimited: z.boolean(),
  unlimited_membership_expiration: z.string().nullable(),
  role: z.enum(ROLES),
  accepted_pages: z.array(z.object({ page_id: z.number().int() })),
  purchases: z.array(z.object({ purchase_id: z.number().int(), class_package_id: z.number().int() })),
  /** Her values of the studio's custom fields (spec 5: types other than address use the matching custom fields). */
  custom_values: z.array(CustomValue).optional(),
  /**
   * The new e-mail she asked for and has not confirmed yet (issue 5): `email`
   * changes only when she opens the link sent there. Optional so that answers
   * which do not carry it stay valid.
   */
  pending_email: z.string().nullable().optional(),
  /** When she signed up (ISO instant); optional so copies that leave it out stay valid. */
  created_at: z.string().optional(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerResponse = z.object({ customer: Customer });
export const CustomersResponse = z.object({ customers: z.array(Customer) });

const Name = z.string().trim().min(1, 'Debes llenar este campo.').max(80);

/**
 * POST /customer/signup: the customer record for the identity account in the
 * bearer token (its e-mail comes from the token).
 */
export const CustomerSignupBody = z.object({
  name: Name,
  last_name: Name,
  phone: Phone,
  birthdate: IsoDate.nullable().optional(),
  instagram: ShortText.nullable().optional(),
  signup_reason: ShortText.nullable().optional(),
  other: ShortText.nullable().optional(),
  /** Pages accepted on the sign-up form (the terms checkbox). */
  accepted_pages: z.array(z.number().int().positive()).max(20).optional(),
});
export type CustomerSignupBody = z.input<typeof CustomerSignupBody>;

/**
 * PUT /customer: the current customer's editable fields. Related lists are not sent.
 * `email` does not change the e-mail at once: the server e-mails the new
 * address a link to confirm it (`pending_email` until then), and with the
 * server's own provider asks for `current_password`. `file_id` is her
 * profile photo, an image she uploaded; null removes it.
 */
export const CustomerUpdateBody = z.object({
  customer_id: z.number().int().optional(),
  name: Name.optional(),
  last_name: Name.optional(),
  phone: Phone.optional(),
  birthdate: IsoDate.nullable().optional(),
  instagram: ShortText.nullable().optional(),
  signup_reason: ShortText.nullable().optional(),
  other: ShortText.nullable().optional(),
  address: Address.omit({ address_id: true }).optional(),
  /** Custom field values to set (null clears one); fields not named keep theirs. */
  custom_values: CustomValuesBody.optional(),
  email: Email.optional(),
  /**
   * Her current password, which a new `email` needs with the server's own
   * identity provider (400 without it, 403 when wrong). Never stored.
   */
  current_password: z.string().min(1).max(limits.password).optional(),
  file_id: RefId.nullable().optional(),
});
export type CustomerUpdateBody = z.input<typeof CustomerUpdateBody>;

/**
 * POST /customer/email/confirm: the token of the link e-mailed to the new
 * address. Public: the token is the credential.
 */
export const EmailConfirmBody = z.object({ token: z.string().min(16).max(256) });
export type EmailConfirmBody = z.infer<typeof EmailConfirmBody>;

/** GET /customer/phone?phone=… */
export const PhoneQuery = z.object({ phone: Phone });
/** Whether a phone is free for a new account. Answers nothing else, so it reveals no customer. */
export const PhoneResponse = z.object({ available: z.boolean() });

/** POST /customer/recover. */
export const RecoverBody = z.object({ email: Email });

/** GET /customer/admin/all?query=… */
export const CustomerAdminQuery = z.object({
  query: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().positive().optional(),
});

/**
 * POST /customer (admin): the front desk registers a customer. The server
 * creates her sign-in account and e-mails her a link to choose a password.
 */
export const CustomerCreateBody = z.object({
  name: Name,
  last_name: Name,
  email: Email,
  phone: Phone,
  birthdate: IsoDate.nullable().optional(),
});
export type CustomerCreateBody = z.input<typeof CustomerCreateBody>;

/** GET /customer/query?query=… (admin): a quick search by name, e-mail or phone (reads `customers`). */
export const CustomerQueryQuery = z.object({
  query: z.string().trim().min(1).max(120),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});


/**
 * POST /customer/giveAccess (admin, spec 7): grants a package to a customer.
 * `package_days` overrides the package's expiration_days; `is_gift` records
 * it as a gift at $0; `bill` records a completed charge of the package's
 * price with `payment_method_id` (paid at the desk). Answers the purchase.
 */
export const GiveAccessBody = z.object({
  customer_id: RefId,
  class_package_id: RefId,
  package_days: z.number().int().min(1).max(3650).nullable().optional(),
  is_gift: z.boolean().optional(),
  payment_method_id: RefId.nullable().optional(),
  bill: z.boolean().optional(),
});
export type GiveAccessBody = z.input<typeof GiveAccessBody>;

/** PUT /customer/revokeAccess (admin): the purchase is revoked and its unused credits and online access removed. */
export const RevokeAccessBody = z.object({ purchase_id: RefId });

/** PUT /customer/removeClasses (admin): takes `amount` limited credits from a customer, soonest to expire first. */
export const RemoveClassesBody = z.object({
  customer_id: RefId,
  amount: z.number().int().min(1).max(1000),
});
/** What is left after removing classes: `removed` credits taken, `remaining` limited credits still valid. */
export const RemoveClassesResponse = z.object({ removed: z.number().int(), remaining: z.number().int() });
