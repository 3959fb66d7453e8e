import { fill, isBlank, messages, type Customer } from '@estudio/core';

/** The profile fields the warning asks for, with the label a customer reads. */
const PROFILE_FIELDS: readonly (readonly [ProfileFieldKey, string])[] = [
  ['name', messages.authScreens.nameLabel],
  ['last_name', messages.authScreens.lastNameLabel],
  ['phone', messages.authScreens.phoneLabel],
];

/** What the profile warning says (spec 2, Other member screens), or nothing when the profile is complete. */
export interface ProfileWarning {
  /** 'Necesitas cargar la siguiente información: …', or null when no listed field is missing. */
  readonly pending: string | null;
  /** 'No has agregado tu cumpleaños', or null when the birthdate is set. */
  readonly birthdate: string | null;
}

/** The profile fields the warning asks for, by key. */
export type ProfileFieldKey = 'name' | 'last_name' | 'phone';

/** The keys and labels of the profile fields still empty, in the profile's order ('Completar Información' asks for them). */
export const pendingProfileEntries = (customer: Customer): { readonly key: ProfileFieldKey; readonly label: string }[] =>
  PROFILE_FIELDS.filter(([field]) => isBlank(customer[field])).map(([key, label]) => ({ key, label }));

/** The labels of the profile fields still empty, in the profile's order. */
export const pendingProfileFields = (customer: Customer): string[] =>
  PROFILE_FIELDS.filter(([field]) => isBlank(customer[field])).map(([, label]) => label);

/** The warning for a customer's profile; both parts null when nothing is missing. */
export const profileWarning = (customer: Customer): ProfileWarning => {
  const fields = pendingProfileFields(customer);
  return {
    pending: fields.length > 0 ? fill(messages.profile.pendingFields, { fields: fields.join(', ') }) : null,
    birthdate: isBlank(customer.birthdate) ? messages.profile.missingBirthdate : null,
  };
};
