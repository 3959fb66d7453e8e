import type { Customer } from '@estudio/core';
import type { AuditDetails } from '../db/schema/index.js';
import { change } from './facts.js';

/** Her own fields an admin may edit (never the e-mail nor the photo: those are hers). */
const PROFILE_FIELDS = ['name', 'last_name', 'phone', 'birthdate', 'instagram', 'signup_reason', 'other'] as const;

/** The parts of the billing address, recorded as `address.<part>`. */
const ADDRESS_PARTS = ['street', 'number', 'interior_number', 'neighborhood', 'city', 'zip_code', 'state', 'country'] as const;

const customValuesOf = (customer: Customer): Map<string, string | null> =>
  new Map((customer.custom_values ?? []).map((value) => [value.key, value.value]));

/**
 * What a profile edit changed, field by field, as `{from, to}`: her own
 * fields by name, the address's parts as `address.city`, custom values by
 * their key (a custom field's key never names a customer's field). Fields
 * that kept their value are left out. Read from her view before and after,
 * so what is recorded is what was stored (trimmed, normalised), not what
 * was sent.
 */
export const profileChanges = (before: Customer, after: Customer): AuditDetails => {
  const details: AuditDetails = {};
  for (const field of PROFILE_FIELDS) {
    if (before[field] !== after[field]) details[field] = change(before[field], after[field]);
  }
  for (const part of ADDRESS_PARTS) {
    const from = before.address?.[part] ?? null;
    const to = after.address?.[part] ?? null;
    if (from !== to) details[`address.${part}`] = change(from, to);
  }
  const valuesBefore = customValuesOf(before);
  for (const [key, to] of customValuesOf(after)) {
    const from = valuesBefore.get(key) ?? null;
    if (from !== to) details[key] = change(from, to);
  }
  return details;
};
