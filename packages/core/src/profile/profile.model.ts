import { ADDRESS_ERRORS } from '../api/errors/address.js';
import { codesOf } from '../api/errors/entry.js';
import type { Address, Customer } from '../api/schemas/customer.schemas.js';

/** The profile fields the warning asks for when no profile form is given, by key. */
export type ProfileFieldKey = 'name' | 'last_name' | 'phone';

/** A pending profile field: where its value lives and the label a customer reads. */
export interface ProfileEntry<K extends string = string> {
  readonly key: K;
  readonly label: string;
}

/** What the profile warning says (spec 2, Other member screens), or nothing when the profile is complete. */
export interface ProfileWarning {
  /** 'Necesitas cargar la siguiente información: …', or null when no listed field is missing. */
  readonly pending: string | null;
  /** 'No has agregado tu cumpleaños', or null when the birthdate is set. */
  readonly birthdate: string | null;
}

/** The customer as the profile rules read it: the API's customer, any extra the original app carried. */
export type ProfileCustomer = Pick<Customer, 'name' | 'last_name' | 'phone' | 'birthdate'> &
  Partial<Omit<Customer, 'name' | 'last_name' | 'phone' | 'birthdate'>>;

/** An address as a form or an answer holds it; any field may be missing. */
export type AddressLike = Partial<Record<keyof Address, unknown>>;

/** A custom field as the update body needs it: its id, the object it extends and its key. */
export interface CustomFieldRef {
  readonly custom_field_id: number;
  readonly key: string;
  readonly object?: string;
}

/**
 * Spec 3, Customer: the related lists that are never sent on update,
 * whatever the customer object carries.
 */
export const CUSTOMER_RELATED_LISTS = [
  'customer_milestone',
  'class_reservations',
  'available_classes',
  'online_accesses',
  'accepted_pages',
  'purchases',
  'invoices',
] as const;

/** The customer's own fields a customer edits on her profile (PUT /customer). */
export const CUSTOMER_EDITABLE_FIELDS = ['name', 'last_name', 'phone', 'birthdate', 'instagram', 'signup_reason', 'other'] as const;

/** The address fields of spec 3. */
export const ADDRESS_FIELDS = ['street', 'number', 'interior_number', 'neighborhood', 'city', 'zip_code', 'state', 'country'] as const;

/** Stable codes of the addresses API's refusals (the missing city, state or country use `VALIDATION_CODES`). */
export const ADDRESS_CODES = /* @__PURE__ */ codesOf(ADDRESS_ERRORS);

export { CUSTOMER_EMAIL_CODES } from '../api/errors/customer-email.codes.js';
