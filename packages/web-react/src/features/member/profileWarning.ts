import { pendingProfileEntries, profileWarning, type DynamicField, type ProfileCustomer, type ProfileEntry, type ProfileWarning } from '@estudio/core';

/**
 * The profile warning and pending fields live in core's profile context
 * (spec 2, Other member screens; spec 4, Required pages); this module keeps
 * the member area's imports working and reads them with the profile form
 * when the studio has one.
 */
export {
  pendingProfileEntries,
  pendingProfileFields,
  profileWarning,
  type ProfileFieldKey,
  type ProfileWarning,
} from '@estudio/core';

/**
 * The pending profile fields (spec 4, Required pages: 'the required fields
 * of a profile form'): the profile form's shown required fields failing
 * their check, or name, last name and phone when the studio has no form
 * (`fields` null).
 */
export const pendingEntriesFor = (customer: ProfileCustomer, fields: readonly DynamicField[] | null): ProfileEntry[] =>
  fields ? pendingProfileEntries(customer, fields) : pendingProfileEntries(customer);

/** Whether 'Completar Información' has something to ask. */
export const isProfilePending = (customer: ProfileCustomer, fields: readonly DynamicField[] | null): boolean =>
  pendingEntriesFor(customer, fields).length > 0;

/** Spec 2's warning ('Necesitas cargar la siguiente información: …', 'No has agregado tu cumpleaños') with the form's labels. */
export const warningFor = (customer: ProfileCustomer, fields: readonly DynamicField[] | null): ProfileWarning =>
  fields ? profileWarning(customer, fields) : profileWarning(customer);
