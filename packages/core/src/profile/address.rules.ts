import type { Address } from '../api/schemas/customer.schemas.js';
import { ADDRESS_FIELDS, type AddressLike } from './profile.model.js';

/** Spec 3, Address: a null city means the address is not loaded (nothing to show or send yet). */
export const isAddressLoaded = (address: AddressLike | null | undefined): boolean =>
  address !== null && address !== undefined && address.city !== null && address.city !== undefined;

/** An address field as text to send: trimmed, blank is null. */
const partOf = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return value.trim() === '' ? null : value.trim();
};

/** The address fields to send (PUT /customer's `address`, POST or PUT /addresses), blank as null. */
export function addressBody(address: AddressLike): Omit<Address, 'address_id'> {
  const body: Record<string, string | null> = {};
  for (const key of ADDRESS_FIELDS) body[key] = partOf(address[key]);
  return body as Omit<Address, 'address_id'>;
}

/** The values the address form (form 6) starts with: the loaded address, else every field empty. */
export function addressFormValues(address: AddressLike | null | undefined): Record<string, string> {
  const loaded = isAddressLoaded(address);
  return Object.fromEntries(ADDRESS_FIELDS.map((key) => [key, loaded ? (partOf(address?.[key]) ?? '') : '']));
}
