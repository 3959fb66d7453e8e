import type { CustomerUpdateBody } from '../api/schemas/customer.schemas.js';
import type { CustomValueBody } from '../api/schemas/forms.schemas.js';
import { addressBody, isAddressLoaded } from './address.rules.js';
import { CUSTOMER_EDITABLE_FIELDS, type AddressLike, type CustomFieldRef } from './profile.model.js';

type Editable = (typeof CUSTOMER_EDITABLE_FIELDS)[number];

/** Fields PUT /customer cannot clear: a blank one is left out rather than sent. */
const NOT_CLEARABLE: ReadonlySet<Editable> = new Set(['name', 'last_name', 'phone']);
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;

const own = (record: Readonly<Record<string, unknown>>, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);

/** A value as text to send: trimmed, blank is null, anything that is not text or a number is left out (undefined). */
const textOf = (value: unknown): string | null | undefined => {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  return value.trim() === '' ? null : value.trim();
};

const fieldValue = (key: Editable, value: unknown): string | null | undefined => {
  const text = textOf(value);
  if (key !== 'birthdate' || typeof text !== 'string') return text;
  // A birthdate travels as YYYY-MM-DD; a picked date-time keeps its day.
  return ISO_DAY.exec(text)?.[1];
};

/** A custom value as the text stored for it: lists (creatable-select) as JSON, blank as null. */
export const customValueText = (value: unknown): string | null => {
  if (Array.isArray(value)) return value.length === 0 ? null : JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  return textOf(value) ?? null;
};

/** What the caller adds to the form's edits: the id of a photo she just uploaded (null removes hers). */
export interface CustomerUpdateOptions {
  readonly fileId?: number | null;
}

/** An e-mail is text: trimmed and lowercased, blank or anything else is null. */
const lowerText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;

/** The edited e-mail when it differs from hers (ignoring case and spaces); a blank one is never sent. */
const changedEmail = (customer: Readonly<Record<string, unknown>>, edits: Readonly<Record<string, unknown>>): string | null => {
  if (!own(edits, 'email')) return null;
  const edited = lowerText(edits.email);
  return edited !== null && edited !== lowerText(customer.email) ? edited : null;
};

const currentFileId = (customer: Readonly<Record<string, unknown>>): number | null => {
  const file = customer.file as { file_id?: unknown } | null | undefined;
  if (file && typeof file === 'object' && typeof file.file_id === 'number') return file.file_id;
  return typeof customer.file_id === 'number' ? customer.file_id : null;
};

/**
 * The PUT /customer body for a customer and the profile form's edits
 * (spec 3 Customer; spec 7): her editable fields (the edits win), her
 * address only when it is loaded (a null city means not loaded), and the
 * values of the edits whose key is one of the customer custom fields; the
 * e-mail only when the edits change it (the server then e-mails the new
 * address a confirmation link), and `file_id` only when `options.fileId`
 * names another photo than hers (null removes it). The related lists (customer_milestone, class_reservations, available_classes,
 * online_accesses, accepted_pages, purchases, invoices) are never sent,
 * whatever either object carries; nor is anything else.
 */
export function customerUpdateBody(
  customer: Readonly<Record<string, unknown>>,
  edits: Readonly<Record<string, unknown>> = {},
  customFields: readonly CustomFieldRef[] = [],
  options: CustomerUpdateOptions = {},
): CustomerUpdateBody {
  const body: Record<string, unknown> = {};
  if (typeof customer.customer_id === 'number') body.customer_id = customer.customer_id;
  for (const key of CUSTOMER_EDITABLE_FIELDS) {
    const value = fieldValue(key, own(edits, key) ? edits[key] : customer[key]);
    if (value === undefined || (value === null && NOT_CLEARABLE.has(key))) continue;
    body[key] = value;
  }
  const address = (own(edits, 'address') ? edits.address : customer.address) as AddressLike | null | undefined;
  if (address && typeof address === 'object' && isAddressLoaded(address)) body.address = addressBody(address);
  const values: CustomValueBody[] = customFields
    .filter((field) => (field.object ?? 'customer') === 'customer' && own(edits, field.key))
    .map((field) => ({ custom_field_id: field.custom_field_id, value: customValueText(edits[field.key]) }));
  if (values.length > 0) body.custom_values = values;
  const email = changedEmail(customer, edits);
  if (email !== null) body.email = email;
  if (options.fileId !== undefined && options.fileId !== currentFileId(customer)) body.file_id = options.fileId;
  return body as CustomerUpdateBody;
}
