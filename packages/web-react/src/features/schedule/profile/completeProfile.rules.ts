import { isBlank, isValidPhone, messages, type CustomerUpdateBody } from '@estudio/core';
import type { ProfileFieldKey } from '../../member/profileWarning.js';

/** What the 'Completar Información' form holds: the pending fields only. */
export type ProfileValues = Partial<Record<ProfileFieldKey, string>>;

/** A message per field that fails. */
export type ProfileErrors = Partial<Record<ProfileFieldKey, string>>;

/**
 * Checks the asked fields (spec 5): names must not be blank ('Debes llenar
 * este campo.'), the phone must pass the phone check ('El formato del
 * teléfono no es correcto.').
 */
export function profileErrors(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const [key, value = ''] of Object.entries(values) as [ProfileFieldKey, string | undefined][]) {
    if (isBlank(value)) errors[key] = messages.forms.fillField;
    else if (key === 'phone' && !isValidPhone(value)) errors[key] = messages.forms.phoneFormat;
  }
  return errors;
}

/** The PUT /customer body of the asked fields, trimmed. */
export const profileUpdate = (values: ProfileValues): CustomerUpdateBody =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, (value ?? '').trim()]));
