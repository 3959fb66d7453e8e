/**
 * The customer's profile (spec 2 Other member screens; spec 3 Customer,
 * Address; spec 4 Required pages; spec 5 Address): pending fields and their
 * warning, the address rules, and the PUT /customer body that never sends
 * the related lists. The address checks themselves (`validateAddress`,
 * `addressErrors`) live in `validation`.
 */
export { ADDRESS_CODES, ADDRESS_FIELDS, CUSTOMER_EDITABLE_FIELDS, CUSTOMER_EMAIL_CODES, CUSTOMER_RELATED_LISTS } from './profile.model.js';
export type { AddressLike, CustomFieldRef, ProfileCustomer, ProfileEntry, ProfileFieldKey, ProfileWarning } from './profile.model.js';
export { DEFAULT_PROFILE_FIELDS, pendingFormEntries, pendingProfileEntries, pendingProfileFields, profileWarning } from './pending.rules.js';
export { addressBody, addressFormValues, isAddressLoaded } from './address.rules.js';
export { customValueText, customerUpdateBody } from './update-body.rules.js';
export type { CustomerUpdateOptions } from './update-body.rules.js';
export { customerFormValues } from './values.rules.js';
